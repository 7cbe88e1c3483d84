// Statically true constraints disappear, also without hoisting.
// RUN: %shapecc-opt --shapecc-hoist-constraints --split-input-file %s | FileCheck %s
// RUN: %shapecc-opt --shapecc-hoist-constraints=hoist=false --split-input-file %s | FileCheck %s --check-prefix=NOHOIST

// Known extents (a constant, a static tensor's shape), the same value twice,
// a scalar operand, a constant predicate: all true. The regions they guarded
// are inlined.
// CHECK-LABEL: func.func @statically_true
// CHECK-NOT: cstr_
// CHECK-NOT: assuming
// CHECK: return
// NOHOIST-LABEL: func.func @statically_true
// NOHOIST-NOT: cstr_
// NOHOIST: return
func.func @statically_true(%t: tensor<2x3xf32>, %u: tensor<?xindex>) -> tensor<?xindex> {
  %true = arith.constant true
  %s = shape.shape_of %t : tensor<2x3xf32> -> tensor<?xindex>
  %c = shape.const_shape [1, 3] : tensor<2xindex>
  %scalar = shape.const_shape [] : tensor<0xindex>
  %w0 = shape.cstr_broadcastable %s, %c : tensor<?xindex>, tensor<2xindex>
  %w1 = shape.cstr_eq %u, %u : tensor<?xindex>, tensor<?xindex>
  %w2 = shape.cstr_broadcastable %u, %scalar : tensor<?xindex>, tensor<0xindex>
  %w3 = shape.cstr_require %true, "always"
  %w = shape.assuming_all %w0, %w1, %w2, %w3
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %b = shape.broadcast %s, %c : tensor<?xindex>, tensor<2xindex> -> tensor<?xindex>
    shape.assuming_yield %b : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// A `const_witness false` written in the source fails where it is: it becomes
// a shapecc.fail first, which no later rewrite erases with a region it leaves
// dead (Q13). What uses the witness runs only past the failure, so the region
// it guards may then be taken as holding.
// CHECK-LABEL: func.func @false_witness
// CHECK-NEXT: shapecc.fail "constraint is statically false"
// CHECK-NEXT: return %arg0
func.func @false_witness(%a: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.const_witness false
  %r = shape.assuming %w -> (tensor<?xindex>) {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// A const_witness false that guards nothing (only a shape.assuming of pure ops
// whose results nothing uses reads it) is dead code, erased as MLIR's DCE
// erases it: no failure (Q13).
// CHECK-LABEL: func.func @dead_false_witness
// CHECK-NOT: shapecc.fail
// CHECK-NOT: const_witness false
// CHECK: return
func.func @dead_false_witness(%a: tensor<?xindex>) -> tensor<?xindex> {
  %f = shape.const_witness false
  %r = shape.assuming %f -> (tensor<?xindex>) {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %a : tensor<?xindex>
}
