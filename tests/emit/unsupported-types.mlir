// An argument type with no C++ mapping is a diagnostic at the argument.
// RUN: not %shapecc %s -o %t.hpp 2>&1 | FileCheck %s
// RUN: test ! -e %t.hpp

func.func @float_arg(%x: f32) -> index {
  %c0 = arith.constant 0 : index
  return %c0 : index
}
// CHECK: unsupported-types.mlir:5:22: error: argument %x #0 of type 'f32' has no C++ mapping in shapecc
