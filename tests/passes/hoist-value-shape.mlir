// A constraint on the shape of a !shape.value_shape is decided without
// upstream's cstr_broadcastable folder, which crashes on it (it reads the
// shape_of operand's type as a tensor type).
// RUN: %shapecc-opt --shapecc-hoist-constraints %s | FileCheck %s

// CHECK-LABEL: func.func @value_shapes
// CHECK: shape.cstr_broadcastable
// CHECK: shape.assuming
func.func @value_shapes(%a: !shape.value_shape, %b: !shape.value_shape) -> !shape.shape {
  %sa = shape.shape_of %a : !shape.value_shape -> !shape.shape
  %sb = shape.shape_of %b : !shape.value_shape -> !shape.shape
  %w = shape.cstr_broadcastable %sa, %sb : !shape.shape, !shape.shape
  %r = shape.assuming %w -> (!shape.shape) {
    %s = shape.broadcast %sa, %sb : !shape.shape, !shape.shape -> !shape.shape
    shape.assuming_yield %s : !shape.shape
  }
  return %r : !shape.shape
}
