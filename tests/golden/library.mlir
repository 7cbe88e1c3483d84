// A shape function library in the error-monadic form of the shape dialect
// reference (stage 1): shape.meet constraints with error= messages, split_at,
// and a registry over the mapping with two function types.
//
// RUN: %shapecc %s | diff -u %S/library.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/library.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/library.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions

shape.function_library @shplib {
  func.func @matmul(%lhs: !shape.value_shape, %rhs: !shape.value_shape) -> !shape.shape {
    %c1 = shape.const_size 1
    %c2 = shape.const_size 2
    %lhs_shape = shape.shape_of %lhs : !shape.value_shape -> !shape.shape
    %rhs_shape = shape.shape_of %rhs : !shape.value_shape -> !shape.shape
    %lhs_rank = shape.rank %lhs_shape : !shape.shape -> !shape.size
    %rhs_rank = shape.rank %rhs_shape : !shape.shape -> !shape.size
    %r = shape.meet %lhs_rank, %rhs_rank : !shape.size, !shape.size -> !shape.size
    %rank = shape.meet %c2, %r, error="requires rank 2 operands" : !shape.size, !shape.size -> !shape.size
    %l0, %l1 = "shape.split_at"(%lhs_shape, %c1) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
    %r0, %r1 = "shape.split_at"(%rhs_shape, %c1) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
    %c = shape.meet %l1, %r0, error="inner dimensions required to match" : !shape.shape, !shape.shape -> !shape.shape
    %res = shape.concat %l0, %r1 : !shape.shape, !shape.shape -> !shape.shape
    return %res : !shape.shape
  }
  func.func @same(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    return %0 : !shape.shape
  }
} mapping {
  foo.matmul = @matmul,
  std.atan = @same,
  std.exp = @same
}
