// Duplicate and implied constraints are removed only when the constraint
// that implies them dominates them (runs earlier on every path), so the
// first failing constraint never changes.
// RUN: %shapecc-opt --shapecc-hoist-constraints --split-input-file %s | FileCheck %s

// Same kind and operand set (in any order) as a dominating constraint, a
// subset of a dominating cstr_broadcastable's or cstr_eq's operands, or
// broadcastable shapes a dominating cstr_eq already made equal: removed.
// CHECK-LABEL: func.func @implied
// CHECK-SAME: (%[[A:[^:]*]]: tensor<?xindex>, %[[B:[^:]*]]: tensor<?xindex>, %[[C:[^:]*]]: tensor<?xindex>)
// CHECK-NEXT: %[[W0:.*]] = shape.cstr_broadcastable %[[A]], %[[B]], %[[C]]
// CHECK-NEXT: %[[W1:.*]] = shape.cstr_eq %[[A]], %[[C]]
// CHECK-NEXT: %[[W:.*]] = shape.assuming_all %[[W0]], %[[W1]]
// CHECK-NEXT: %[[R:.*]] = shape.assuming %[[W]]
// CHECK-NEXT: shape.assuming_yield %[[A]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @implied(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> tensor<?xindex> {
  %w0 = shape.cstr_broadcastable %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w0 -> (tensor<?xindex>) {
    %w1 = shape.cstr_broadcastable %b, %a : tensor<?xindex>, tensor<?xindex>
    %w2 = shape.cstr_eq %a, %c : tensor<?xindex>, tensor<?xindex>
    %w3 = shape.cstr_broadcastable %c, %a, %b : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
    %w4 = shape.cstr_eq %c, %a : tensor<?xindex>, tensor<?xindex>
    %w = shape.assuming_all %w1, %w2, %w3, %w4
    %r2 = shape.assuming %w -> (tensor<?xindex>) {
      shape.assuming_yield %a : tensor<?xindex>
    }
    shape.assuming_yield %r2 : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// cstr_eq implies cstr_broadcastable on a subset of its shapes.
// CHECK-LABEL: func.func @eq_implies_broadcastable
// CHECK-NEXT: shape.cstr_eq %arg0, %arg1, %arg2
// CHECK-NOT: cstr_broadcastable
// CHECK: return
func.func @eq_implies_broadcastable(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) {
  %w0 = shape.cstr_eq %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %w1 = shape.cstr_broadcastable %c, %a : tensor<?xindex>, tensor<?xindex>
  return
}

// -----

// The smaller constraint runs first: both stay, in source order (upstream's
// AssumingAllOfCstrBroadcastable would drop the first one and change which
// failure is reported first).
// CHECK-LABEL: func.func @smaller_first
// CHECK-NEXT: %[[W0:.*]] = shape.cstr_broadcastable %arg0, %arg1 :
// CHECK-NEXT: %[[W1:.*]] = shape.cstr_broadcastable %arg0, %arg1, %arg2 :
// CHECK-NEXT: shape.assuming_all %[[W0]], %[[W1]]
func.func @smaller_first(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> tensor<?xindex> {
  %w0 = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %w1 = shape.cstr_broadcastable %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %w = shape.assuming_all %w0, %w1
  %r = shape.assuming %w -> (tensor<?xindex>) {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// Overlapping cstr_eq stay two constraints (upstream's
// AssumingAllToCstrEqCanonicalization would add a third, merged one).
// CHECK-LABEL: func.func @overlapping_eq
// CHECK-COUNT-2: shape.cstr_eq
// CHECK-NOT: shape.cstr_eq
// CHECK: return
func.func @overlapping_eq(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> tensor<?xindex> {
  %w0 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %w1 = shape.cstr_eq %b, %c : tensor<?xindex>, tensor<?xindex>
  %w = shape.assuming_all %w0, %w1
  %r = shape.assuming %w -> (tensor<?xindex>) {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// A constraint that runs only in one branch does not make a later one
// redundant.
// CHECK-LABEL: func.func @not_dominating
// CHECK: scf.if
// CHECK-NEXT: shape.cstr_eq %arg1, %arg2
// CHECK: }
// CHECK-NEXT: shape.cstr_eq %arg1, %arg2
// CHECK-NEXT: return
func.func @not_dominating(%p: i1, %a: tensor<?xindex>, %b: tensor<?xindex>) {
  scf.if %p {
    %w0 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  }
  %w1 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  return
}

// -----

// One predicate required twice: the second is removed whatever its message,
// as the first always fails before it.
// CHECK-LABEL: func.func @same_predicate
// CHECK-NEXT: %[[W:.*]] = shape.cstr_require %arg0, "first"
// CHECK-NEXT: shape.assuming %[[W]]
// CHECK-NOT: cstr_require
// CHECK: return
func.func @same_predicate(%p: i1, %a: tensor<?xindex>) -> tensor<?xindex> {
  %w0 = shape.cstr_require %p, "first"
  %r = shape.assuming %w0 -> (tensor<?xindex>) {
    %w1 = shape.cstr_require %p, "second"
    %r2 = shape.assuming %w1 -> (tensor<?xindex>) {
      shape.assuming_yield %a : tensor<?xindex>
    }
    shape.assuming_yield %r2 : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// A constraint keeps its operands, duplicates and empty shapes included: its
// failure message numbers them ("operands 1 and 2"), as --no-hoist reports.
// Regression test of the equivalence test (tests/equivalence).
// CHECK-LABEL: func.func @operands_kept
// CHECK-SAME: (%[[E:[^:]*]]: tensor<0xindex>, %[[A:[^:]*]]: tensor<?xindex>, %[[B:[^:]*]]: tensor<?xindex>)
// CHECK-NEXT: shape.cstr_broadcastable %[[E]], %[[A]], %[[B]], %[[A]] :
func.func @operands_kept(%e: tensor<0xindex>, %a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.cstr_broadcastable %e, %a, %b, %a : tensor<0xindex>, tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
