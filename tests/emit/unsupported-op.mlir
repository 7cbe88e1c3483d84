// An op without a C++ lowering is a diagnostic at its location naming it;
// shapecc exits with 1 and writes no output file (neither with -o nor with
// --header/--source).
// RUN: rm -f %t.hpp %t.split.hpp %t.split.cpp
// RUN: not %shapecc %s -o %t.hpp 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: test ! -e %t.hpp
// RUN: %shapecc %s -o %t.hpp > /dev/null 2>&1; test $? -eq 1
// RUN: not %shapecc %s --header %t.split.hpp --source %t.split.cpp 2> /dev/null
// RUN: test ! -e %t.split.hpp && test ! -e %t.split.cpp

func.func @f(%a: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xindex>
  %p = tensor.pad %a low[%n] high[%n] {
  ^bb0(%i: index):
    tensor.yield %c0 : index
  } : tensor<?xindex> to tensor<?xindex>
  return %p : tensor<?xindex>
}
// CHECK: unsupported-op.mlir:15:8: error: 'tensor.pad' op is not supported by shapecc: no C++ lowering for this operation
// CHECK-NEXT: %p = tensor.pad
// CHECK-NEXT: {{^ *}}^
