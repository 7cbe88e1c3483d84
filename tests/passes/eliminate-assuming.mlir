// RUN: %shapecc-opt --shapecc-eliminate-assuming --split-input-file --verify-diagnostics %s | FileCheck %s

// A constraint becomes a check in place; the assuming region is inlined.
// CHECK-LABEL: func.func @broadcast
// CHECK-SAME: (%[[A:.*]]: tensor<?xindex>, %[[B:.*]]: tensor<?xindex>)
// CHECK-NEXT: shapecc.check_broadcastable %[[A]], %[[B]]
// CHECK-NEXT: %[[R:.*]] = shape.broadcast %[[A]], %[[B]]
// CHECK-NEXT: return %[[R]]
func.func @broadcast(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// Nested regions and assuming_all: checks keep program order, no witness is left.
// CHECK-LABEL: func.func @nested
// CHECK-NOT: witness
// CHECK: shapecc.check_eq %arg0, %arg1
// CHECK-NEXT: shapecc.check_require %arg2, "needs flag"
// CHECK-NEXT: shapecc.check_broadcastable %arg0, %arg1
// CHECK-NOT: shape.assuming
// CHECK: return
func.func @nested(%a: tensor<?xindex>, %b: tensor<?xindex>, %flag: i1) -> tensor<?xindex> {
  %w0 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %w1 = shape.cstr_require %flag, "needs flag"
  %w = shape.assuming_all %w0, %w1
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %w2 = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
    %inner = shape.assuming %w2 -> (tensor<?xindex>) {
      %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %s : tensor<?xindex>
    }
    shape.assuming_yield %inner : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// A statically false witness is an unconditional failure at its place.
// CHECK-LABEL: func.func @always_fails
// CHECK-NEXT: shapecc.fail "constraint is statically false"
// CHECK-NEXT: return %arg0
func.func @always_fails(%a: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.const_witness false
  %r = shape.assuming %w -> (tensor<?xindex>) {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// Witnesses flowing through scf.if results disappear with them.
// CHECK-LABEL: func.func @through_if
// CHECK: scf.if
// CHECK: shapecc.check_eq
// CHECK: else
// CHECK: shapecc.check_broadcastable
// CHECK-NOT: witness
func.func @through_if(%c: i1, %a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = scf.if %c -> (!shape.witness) {
    %w0 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    scf.yield %w0 : !shape.witness
  } else {
    %w1 = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
    scf.yield %w1 : !shape.witness
  }
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// expected-error @+1 {{argument #0 is a !shape.witness}}
func.func @witness_argument(%w: !shape.witness, %a: tensor<?xindex>) -> tensor<?xindex> {
  %r = shape.assuming %w -> (tensor<?xindex>) {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// expected-error @+1 {{result #0 is a !shape.witness}}
func.func @witness_result(%a: tensor<?xindex>, %b: tensor<?xindex>) -> !shape.witness {
  %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  return %w : !shape.witness
}
