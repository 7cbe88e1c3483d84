// Throw-policy code compiled without exceptions fails at a clear #error
// naming the fix, and only there: its body is in the #else of that test, so
// no missing runtime name follows (in one header, or a header and a source);
// status-policy code compiles.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --errors=throw -o %t/throw.hpp --namespace=t
// RUN: %shapecc %s -o %t/status.hpp --namespace=s
// RUN: printf '#include "throw.hpp"\n' > %t/throw.cpp
// RUN: printf '#include "status.hpp"\n' > %t/status.cpp
// RUN: not %emit-cxx -fno-exceptions -fsyntax-only %t/throw.cpp 2>&1 | FileCheck %s
// RUN: %emit-cxx -fno-exceptions -fsyntax-only %t/status.cpp
// RUN: %emit-cxx -fsyntax-only %t/throw.cpp
// RUN: %shapecc %s --errors=throw --header %t/split.hpp --source %t/split.cpp --namespace=p
// RUN: not %emit-cxx -fno-exceptions -fsyntax-only %t/split.cpp 2>&1 | FileCheck %s
// RUN: %emit-cxx -fsyntax-only %t/split.cpp

// The #error is the one error.
// CHECK-NOT: error:
// CHECK: error: #error "--errors=throw code needs C++ exceptions: use --errors=status"
// CHECK-NOT: error:

func.func @f(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %0 = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %0 : tensor<?xindex>
}
