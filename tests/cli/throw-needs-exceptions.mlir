// Throw-policy code compiled without exceptions fails first at a clear #error
// naming the fix, not at a missing runtime name; status-policy code compiles.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --errors=throw -o %t/throw.hpp --namespace=t
// RUN: %shapecc %s -o %t/status.hpp --namespace=s
// RUN: printf '#include "throw.hpp"\n' > %t/throw.cpp
// RUN: printf '#include "status.hpp"\n' > %t/status.cpp
// RUN: not %emit-cxx -fno-exceptions -fsyntax-only %t/throw.cpp 2>&1 | FileCheck %s
// RUN: %emit-cxx -fno-exceptions -fsyntax-only %t/status.cpp
// RUN: %emit-cxx -fsyntax-only %t/throw.cpp

// The #error is the first error.
// CHECK-NOT: error:
// CHECK: error: #error "--errors=throw code needs C++ exceptions: use --errors=status"

func.func @f(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %0 = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %0 : tensor<?xindex>
}
