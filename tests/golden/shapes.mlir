// Shape ops on !shape.shape and extent tensors, value shapes, and the
// constraint forms: meet, cstr_eq, cstr_require, const_witness.
//
// RUN: %shapecc %s | diff -u %S/shapes.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/shapes.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/shapes.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions

func.func @concat_split(%a: !shape.shape, %b: tensor<?xindex>, %at: index) -> (!shape.shape, !shape.shape, !shape.shape) {
  %bs = shape.from_extent_tensor %b : tensor<?xindex>
  %ab = shape.concat %a, %bs : !shape.shape, !shape.shape -> !shape.shape
  %head, %tail = "shape.split_at"(%ab, %at) : (!shape.shape, index) -> (!shape.shape, !shape.shape)
  %k = shape.const_shape [1, 2] : !shape.shape
  %any = shape.any %k, %head : !shape.shape, !shape.shape -> !shape.shape
  return %any, %tail, %ab : !shape.shape, !shape.shape, !shape.shape
}

func.func @extent_tensors(%a: tensor<?xindex>, %b: tensor<3xindex>) -> (tensor<?xindex>, i1, i1) {
  %ab = shape.concat %a, %b : tensor<?xindex>, tensor<3xindex> -> tensor<?xindex>
  %eq = shape.shape_eq %a, %b : tensor<?xindex>, tensor<3xindex>
  %bc = shape.is_broadcastable %a, %b : tensor<?xindex>, tensor<3xindex>
  return %ab, %eq, %bc : tensor<?xindex>, i1, i1
}

func.func @elementwise(%a: !shape.shape, %b: !shape.shape) -> (!shape.shape, tensor<?xindex>) {
  %hi = shape.max %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %lo = shape.min %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %t = shape.to_extent_tensor %lo : !shape.shape -> tensor<?xindex>
  return %hi, %t : !shape.shape, tensor<?xindex>
}

func.func @meet_unused(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %m = shape.meet %a, %b, error="operands must agree" : !shape.shape, !shape.shape -> !shape.shape
  return %a : !shape.shape
}

func.func @constraints(%a: tensor<?xindex>, %b: tensor<?xindex>, %n: index) -> tensor<?xindex> {
  %c4 = arith.constant 4 : index
  %small = arith.cmpi ule, %n, %c4 : index
  %w0 = shape.cstr_require %small, "n must be at most 4"
  %w1 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %w = shape.assuming_all %w0, %w1
  %r = shape.assuming %w -> tensor<?xindex> {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

func.func @never(%a: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.const_witness false
  %r = shape.assuming %w -> tensor<?xindex> {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

func.func @value_shapes(%v: !shape.value_shape, %s: !shape.shape) -> (!shape.shape, tensor<?xindex>) {
  %as = shape.value_as_shape %v : !shape.value_shape -> !shape.shape
  %w = shape.with_shape %v, %s : !shape.value_shape, !shape.shape
  %ws = shape.shape_of %w : !shape.value_shape -> !shape.shape
  %vals = shape.value_of %v : tensor<?xindex>
  %m = shape.meet %as, %ws : !shape.shape, !shape.shape -> !shape.shape
  return %m, %vals : !shape.shape, tensor<?xindex>
}
