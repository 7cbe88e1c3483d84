// Kernel-generator output: nested shape.assuming regions guarding the result
// shape of a broadcasting op, and a data-tensor argument with static extents.
//
// RUN: %shapecc %s | diff -u %S/kernel_generator.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/kernel_generator.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/kernel_generator.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions

func.func @add_bcast(%lhs: tensor<?x4xf32>, %rhs: tensor<*xf32>) -> tensor<?xindex> {
  %lhs_shape = shape.shape_of %lhs : tensor<?x4xf32> -> tensor<?xindex>
  %rhs_shape = shape.shape_of %rhs : tensor<*xf32> -> tensor<?xindex>
  %ok = shape.cstr_broadcastable %lhs_shape, %rhs_shape : tensor<?xindex>, tensor<?xindex>
  %result = shape.assuming %ok -> (tensor<?xindex>) {
    %bcast = shape.broadcast %lhs_shape, %rhs_shape : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %rank_ok = shape.cstr_eq %bcast, %lhs_shape : tensor<?xindex>, tensor<?xindex>
    %inner = shape.assuming %rank_ok -> (tensor<?xindex>) {
      shape.assuming_yield %bcast : tensor<?xindex>
    }
    shape.assuming_yield %inner : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}

func.func @three_way(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> !shape.shape {
  %w = shape.cstr_broadcastable %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> !shape.shape {
    %s = shape.broadcast %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex> -> !shape.shape
    shape.assuming_yield %s : !shape.shape
  }
  return %r : !shape.shape
}
