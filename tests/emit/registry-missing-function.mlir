// A mapping entry that names no function of its library is an input error
// (exit 1) at the library that names the op and the missing symbol, and no
// output is written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: not %shapecc %s -o %t/out.hpp 2>&1 | FileCheck %s
// RUN: test ! -e %t/out.hpp
// RUN: %shapecc %s > /dev/null 2>&1; test $? -eq 1

shape.function_library @lib {
  func.func @g(%x: !shape.value_shape) -> !shape.shape {
    %s = shape.shape_of %x : !shape.value_shape -> !shape.shape
    return %s : !shape.shape
  }
} mapping {
  foo.g = @g,
  foo.h = @missing
}
// CHECK: registry-missing-function.mlir:9:1: error: 'shape.function_library' op maps 'foo.h' to @missing, which is not a function of the library
