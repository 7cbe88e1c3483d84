// Values that may hold an error at run time (docs/semantics.md, "Error-carrying values"):
// constraints on them are never decided true, and no folder reads a constant shape with a
// negative extent (an invalid shape) or folds is_broadcastable of one such value to true.
// RUN: %shapecc-opt --shapecc-hoist-constraints %s | FileCheck %s --check-prefix=HOIST
// RUN: %shapecc --emit=mlir %s | FileCheck %s

// A constraint of one value twice holds only if the value is valid.
// HOIST-LABEL: func.func @same_operand
// HOIST: %[[R:.*]] = shape.broadcast
// HOIST: shape.cstr_eq %[[R]], %[[R]]
// CHECK-LABEL: func.func @same_operand
// CHECK: %[[R:.*]] = shape.broadcast
// CHECK-NEXT: shapecc.check_eq %[[R]], %[[R]]
func.func @same_operand(%a: !shape.shape, %b: !shape.shape) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %w = shape.cstr_eq %r, %r : !shape.shape, !shape.shape
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}

// HOIST-LABEL: func.func @same_broadcastable
// HOIST: %[[R:.*]] = shape.broadcast
// HOIST: shape.cstr_broadcastable %[[R]], %[[R]]
// CHECK-LABEL: func.func @same_broadcastable
// CHECK: %[[R:.*]] = shape.broadcast
// CHECK-NEXT: shapecc.check_broadcastable %[[R]], %[[R]]
func.func @same_broadcastable(%a: !shape.shape, %b: !shape.shape) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %w = shape.cstr_broadcastable %r, %r : !shape.shape, !shape.shape
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}

// Arguments are checked on entry: the same constraints on them hold.
// HOIST-LABEL: func.func @valid_operand
// HOIST-NOT: shape.cstr_
// CHECK-LABEL: func.func @valid_operand
// CHECK-NEXT: return
func.func @valid_operand(%a: !shape.shape) {
  %w = shape.cstr_eq %a, %a : !shape.shape, !shape.shape
  %v = shape.cstr_broadcastable %a, %a : !shape.shape, !shape.shape
  %both = shape.assuming_all %w, %v
  shape.assuming %both {
    shape.assuming_yield
  }
  return
}

// With the scalar shape, at most one operand is not a scalar: holds only if
// that one is valid.
// HOIST-LABEL: func.func @scalar_operand
// HOIST: shape.cstr_broadcastable
// CHECK-LABEL: func.func @scalar_operand
// CHECK: shapecc.check_broadcastable
func.func @scalar_operand(%a: !shape.shape, %b: !shape.shape) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %s = shape.const_shape [] : !shape.shape
  %w = shape.cstr_broadcastable %r, %s : !shape.shape, !shape.shape
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}

// is_broadcastable of one value that may hold an error reads it twice, so
// that nothing folds it to true.
// CHECK-LABEL: func.func @is_broadcastable
// CHECK: %[[R:.*]] = shape.broadcast
// CHECK: %[[O:.*]] = shapecc.opaque %[[R]]
// CHECK: %[[X:.*]] = shape.is_broadcastable %[[R]], %[[O]]
// CHECK: %[[Y:.*]] = shape.is_broadcastable %[[R]], %[[O]]
// CHECK: return %[[X]], %[[Y]]
func.func @is_broadcastable(%a: !shape.shape, %b: !shape.shape) -> (i1, i1) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %x = shape.is_broadcastable %r : !shape.shape
  %y = shape.is_broadcastable %r, %r : !shape.shape, !shape.shape
  return %x, %y : i1, i1
}

// A shape built from a negative constant reads it through shapecc.opaque, so
// it never folds to a constant: rank, get_extent and num_elements of it are
// left to the checker, and the shape is built where the source builds it.
// CHECK-LABEL: func.func @negative_constant
// CHECK: %[[M:.*]] = shape.const_size -1
// CHECK: %[[O:.*]] = shapecc.opaque %[[M]]
// CHECK: %[[S:.*]] = shape.from_extents %[[O]], %{{.*}} : !shape.size, !shape.size
// CHECK: shape.rank %[[S]]
// CHECK: shape.num_elements %[[S]]
func.func @negative_constant() -> (!shape.size, !shape.size) {
  %m = shape.const_size -1
  %two = shape.const_size 2
  %s = shape.from_extents %m, %two : !shape.size, !shape.size
  %r = shape.rank %s : !shape.shape -> !shape.size
  %n = shape.num_elements %s : !shape.shape -> !shape.size
  return %r, %n : !shape.size, !shape.size
}

// The same constraint on a negative constant is left to the checker, which
// fails with invalid_shape; it is no compile-time error.
// HOIST-LABEL: func.func @negative_constraint
// HOIST: shape.cstr_eq
// CHECK-LABEL: func.func @negative_constraint
// CHECK: shapecc.check_eq
func.func @negative_constraint() {
  %s = shape.const_shape [-1] : !shape.shape
  %t = shape.const_shape [2] : !shape.shape
  %w = shape.cstr_eq %s, %t : !shape.shape, !shape.shape
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}
