// With allow-failing-constraints a statically false constraint becomes a
// warning and a shapecc.fail carrying the constraint's own message, at its
// place (tests/passes/hoist-static-errors.mlir: without, an error).
// RUN: %shapecc-opt --shapecc-hoist-constraints=allow-failing-constraints --split-input-file --verify-diagnostics %s | FileCheck %s --check-prefix=ALLOW

// Static failures, each with the message the run-time check would give.
// ALLOW-LABEL: func.func @statically_false
// ALLOW-NOT: cstr_
// ALLOW: shapecc.fail "shapes [2,3] and [4,3] are not broadcastable"
// ALLOW-NOT: cstr_
// ALLOW: shapecc.fail "shapes [2,3] and [?,4] are not broadcastable"
// ALLOW-NOT: cstr_
// ALLOW: shapecc.fail "shapes [2,3] and [?,?,?] are not equal"
// ALLOW-NOT: cstr_
// ALLOW: shapecc.fail "requires rank 3"
// ALLOW-NEXT: return
func.func @statically_false(%t: tensor<2x3xf32>, %u: tensor<?x4xf32>, %v: tensor<?x?x?xf32>) {
  %c3 = arith.constant 3 : index
  %a = shape.const_shape [2, 3] : tensor<2xindex>
  %b = shape.const_shape [4, 3] : tensor<2xindex>
  // expected-warning @+1 {{constraint always fails at run time: shapes [2,3] and [4,3] are not broadcastable}}
  %w0 = shape.cstr_broadcastable %a, %b : tensor<2xindex>, tensor<2xindex>
  %ts = shape.shape_of %t : tensor<2x3xf32> -> tensor<?xindex>
  %us = shape.shape_of %u : tensor<?x4xf32> -> tensor<?xindex>
  // expected-warning @+1 {{shapes [2,3] and [?,4] are not broadcastable}}
  %w1 = shape.cstr_broadcastable %ts, %us : tensor<?xindex>, tensor<?xindex>
  %vs = shape.shape_of %v : tensor<?x?x?xf32> -> tensor<?xindex>
  // expected-warning @+1 {{shapes [2,3] and [?,?,?] are not equal}}
  %w2 = shape.cstr_eq %ts, %vs : tensor<?xindex>, tensor<?xindex>
  %rank = shape.rank %ts : tensor<?xindex> -> index
  %is3 = arith.cmpi eq, %rank, %c3 : index
  // expected-warning @+1 {{constraint always fails at run time: requires rank 3}}
  %w3 = shape.cstr_require %is3, "requires rank 3"
  return
}

// -----

// Nothing moves above a static failure; the region it guarded still runs
// after it (and never will).
// ALLOW-LABEL: func.func @failure_is_ordered
// ALLOW-SAME: (%[[A:[^:]*]]: tensor<?xindex>, %[[B:[^:]*]]: tensor<?xindex>)
// ALLOW-NEXT: %[[C:.*]] = shape.const_shape [2, 3]
// ALLOW-NEXT: %[[D:.*]] = shape.const_shape [4, 3]
// ALLOW-NEXT: shapecc.fail "shapes [2,3] and [4,3] are not equal"
// ALLOW-NEXT: shape.cstr_eq %[[A]], %[[B]]
func.func @failure_is_ordered(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %c = shape.const_shape [2, 3] : tensor<2xindex>
  %d = shape.const_shape [4, 3] : tensor<2xindex>
  // expected-warning @+1 {{not equal}}
  %w0 = shape.cstr_eq %c, %d : tensor<2xindex>, tensor<2xindex>
  %r = shape.assuming %w0 -> (tensor<?xindex>) {
    %w1 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    %r2 = shape.assuming %w1 -> (tensor<?xindex>) {
      shape.assuming_yield %a : tensor<?xindex>
    }
    shape.assuming_yield %r2 : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
