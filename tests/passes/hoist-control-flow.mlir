// Constraints never leave scf regions, except one copy of an identical
// constraint (same operands, message and location) that every path through
// the op begins with; they never pass another constraint
// nor leave a region with a computation that may not run early.
// RUN: %shapecc-opt --shapecc-hoist-constraints --split-input-file %s | FileCheck %s

// Both branches begin with an equivalent constraint, but each at its own
// location (and with its own operand order): a failure on the else path must
// name the else branch's constraint, so nothing moves. Regression test of the
// equivalence test (tests/equivalence), which found hoisting reporting the
// then branch's site and operand order for inputs taking the else branch.
// CHECK-LABEL: func.func @both_branches
// CHECK-SAME: (%[[P:[^:]*]]: i1, %[[A:[^:]*]]: tensor<?xindex>, %[[B:[^:]*]]: tensor<?xindex>)
// CHECK-NEXT: scf.if %[[P]]
// CHECK-NEXT: %[[W:.*]] = shape.cstr_broadcastable %[[A]], %[[B]]
// CHECK-NEXT: shape.assuming %[[W]]
// CHECK: } else {
// CHECK-NEXT: %[[W2:.*]] = shape.cstr_broadcastable %[[B]], %[[A]]
// CHECK-NEXT: shape.cstr_eq %[[A]], %[[B]]
// CHECK-NEXT: shape.assuming %[[W2]]
// CHECK: return
func.func @both_branches(%p: i1, %a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %r = scf.if %p -> (tensor<?xindex>) {
    %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
    %x = shape.assuming %w -> (tensor<?xindex>) {
      %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %s : tensor<?xindex>
    }
    scf.yield %x : tensor<?xindex>
  } else {
    %w = shape.cstr_broadcastable %b, %a : tensor<?xindex>, tensor<?xindex>
    %e = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    %x = shape.assuming %w -> (tensor<?xindex>) {
      shape.assuming_yield %a : tensor<?xindex>
    }
    scf.yield %x : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// Both branches begin with the identical constraint: same operands in the
// same order and the same location (as a generator that duplicates one
// source constraint into both branches writes it): one copy runs before the
// scf.if. The else branch's own constraint stays.
// CHECK-LABEL: func.func @identical_in_both_branches
// CHECK-SAME: (%[[P:[^:]*]]: i1, %[[A:[^:]*]]: tensor<?xindex>, %[[B:[^:]*]]: tensor<?xindex>)
// CHECK-NEXT: %[[W:.*]] = shape.cstr_broadcastable %[[A]], %[[B]]
// CHECK-NEXT: scf.if %[[P]]
// CHECK-NEXT: shape.assuming %[[W]]
// CHECK: } else {
// CHECK-NEXT: shape.cstr_eq %[[A]], %[[B]]
// CHECK-NEXT: shape.assuming %[[W]]
// CHECK-NOT: cstr_broadcastable
// CHECK: return
func.func @identical_in_both_branches(%p: i1, %a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %r = scf.if %p -> (tensor<?xindex>) {
    %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex> loc("gen.mlir":3:5)
    %x = shape.assuming %w -> (tensor<?xindex>) {
      %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %s : tensor<?xindex>
    }
    scf.yield %x : tensor<?xindex>
  } else {
    %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex> loc("gen.mlir":3:5)
    %e = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    %x = shape.assuming %w -> (tensor<?xindex>) {
      shape.assuming_yield %a : tensor<?xindex>
    }
    scf.yield %x : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// Only one branch checks: the constraint stays in it.
// CHECK-LABEL: func.func @one_branch
// CHECK-NEXT: scf.if
// CHECK-NEXT: shape.cstr_eq
// CHECK: return
func.func @one_branch(%p: i1, %a: tensor<?xindex>, %b: tensor<?xindex>) {
  scf.if %p {
    %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  } else {
  }
  return
}

// -----

// The branches check in a different order: hoisting either would change
// which failure one of the paths reports first.
// CHECK-LABEL: func.func @different_order
// CHECK-NEXT: scf.if
// CHECK-NEXT: shape.cstr_eq
// CHECK-NEXT: shape.cstr_require
// CHECK-NEXT: } else {
// CHECK-NEXT: shape.cstr_require
// CHECK-NEXT: shape.cstr_eq
func.func @different_order(%p: i1, %q: i1, %a: tensor<?xindex>, %b: tensor<?xindex>) {
  scf.if %p {
    %w0 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    %w1 = shape.cstr_require %q, "q"
  } else {
    %w1 = shape.cstr_require %q, "q"
    %w0 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  }
  return
}

// -----

// Operands computed in the branches: computations never leave a branch, so
// neither does the constraint.
// CHECK-LABEL: func.func @branch_operands
// CHECK-NEXT: scf.if
// CHECK-NEXT: shape.shape_of
// CHECK-NEXT: shape.cstr_eq
// CHECK: } else {
// CHECK-NEXT: shape.shape_of
// CHECK-NEXT: shape.cstr_eq
func.func @branch_operands(%p: i1, %t: tensor<?xf32>, %b: tensor<?xindex>) {
  scf.if %p {
    %s = shape.shape_of %t : tensor<?xf32> -> tensor<?xindex>
    %w = shape.cstr_eq %s, %b : tensor<?xindex>, tensor<?xindex>
  } else {
    %s = shape.shape_of %t : tensor<?xf32> -> tensor<?xindex>
    %w = shape.cstr_eq %s, %b : tensor<?xindex>, tensor<?xindex>
  }
  return
}

// -----

// A loop body may run zero times: its constraint stays.
// CHECK-LABEL: func.func @for_loop
// CHECK: scf.for
// CHECK-NEXT: shape.cstr_eq
func.func @for_loop(%a: tensor<?xindex>, %b: tensor<?xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  }
  return
}

// -----

// The before region of scf.while runs at least once, first: its leading
// constraint on loop-invariant values runs once, before the loop. The do
// region may not run: its constraint stays.
// CHECK-LABEL: func.func @while_loop
// CHECK-NEXT: shape.cstr_eq %arg0, %arg1
// CHECK-NEXT: scf.while
// CHECK-NEXT: scf.condition
// CHECK-NEXT: } do {
// CHECK-NEXT: shape.cstr_eq %arg0, %arg2
func.func @while_loop(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>, %p: i1) {
  scf.while : () -> () {
    %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    scf.condition(%p)
  } do {
    %w2 = shape.cstr_eq %a, %c : tensor<?xindex>, tensor<?xindex>
    scf.yield
  }
  return
}

// -----

// Every case and the default begin with an equivalent constraint, each at
// its own location: nothing moves (see @both_branches).
// CHECK-LABEL: func.func @switch_all
// CHECK-NEXT: scf.index_switch
// CHECK-NEXT: case 0
// CHECK-NEXT: shape.cstr_eq %arg1, %arg2
// CHECK: case 1
// CHECK-NEXT: shape.cstr_eq %arg2, %arg1
// CHECK: default
// CHECK-NEXT: shape.cstr_eq %arg1, %arg2
func.func @switch_all(%k: index, %a: tensor<?xindex>, %b: tensor<?xindex>) {
  scf.index_switch %k
  case 0 {
    %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    scf.yield
  }
  case 1 {
    %w = shape.cstr_eq %b, %a : tensor<?xindex>, tensor<?xindex>
    scf.yield
  }
  default {
    %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  }
  return
}

// -----

// Every case and the default begin with the identical constraint: hoisted.
// CHECK-LABEL: func.func @switch_all_identical
// CHECK-NEXT: shape.cstr_eq
// CHECK-NEXT: scf.index_switch
// CHECK-NOT: cstr_eq
// CHECK: return
func.func @switch_all_identical(%k: index, %a: tensor<?xindex>, %b: tensor<?xindex>) {
  scf.index_switch %k
  case 0 {
    %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex> loc("gen.mlir":7:9)
    scf.yield
  }
  case 1 {
    %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex> loc("gen.mlir":7:9)
    scf.yield
  }
  default {
    %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex> loc("gen.mlir":7:9)
  }
  return
}

// -----

// The default does not: nothing moves.
// CHECK-LABEL: func.func @switch_some
// CHECK-NEXT: scf.index_switch
// CHECK-NEXT: case 0
// CHECK-NEXT: shape.cstr_eq
// CHECK: default
// CHECK-NEXT: shape.cstr_broadcastable
func.func @switch_some(%k: index, %a: tensor<?xindex>, %b: tensor<?xindex>) {
  scf.index_switch %k
  case 0 {
    %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    scf.yield
  }
  default {
    %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  }
  return
}

// -----

// The division is only valid once the extent is known nonzero (arith.divui
// is not speculatable): it stays under the guard, with the constraint that
// needs it, and the next constraint, though its operands are available
// earlier, does not pass that one.
// CHECK-LABEL: func.func @guarded
// CHECK: %[[W0:.*]] = shape.cstr_require %{{.*}}, "extent must be nonzero"
// CHECK-NEXT: shape.assuming %[[W0]]
// CHECK-NEXT: arith.divui
// CHECK-NEXT: arith.cmpi
// CHECK-NEXT: %[[W1:.*]] = shape.cstr_require %{{.*}}, "too many blocks"
// CHECK-NEXT: %[[W2:.*]] = shape.cstr_eq %arg0, %arg1
// CHECK-NEXT: %[[W:.*]] = shape.assuming_all %[[W1]], %[[W2]]
// CHECK-NEXT: shape.assuming %[[W]]
func.func @guarded(%s: tensor<?xindex>, %t: tensor<?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %e = shape.get_extent %s, %c0 : tensor<?xindex>, index -> index
  %nonzero = arith.cmpi ne, %e, %c0 : index
  %w0 = shape.cstr_require %nonzero, "extent must be nonzero"
  %r = shape.assuming %w0 -> (index) {
    %blocks = arith.divui %n, %e : index
    %few = arith.cmpi ule, %blocks, %c8 : index
    %w1 = shape.cstr_require %few, "too many blocks"
    %w2 = shape.cstr_eq %s, %t : tensor<?xindex>, tensor<?xindex>
    %w = shape.assuming_all %w1, %w2
    %r2 = shape.assuming %w -> (index) {
      shape.assuming_yield %blocks : index
    }
    shape.assuming_yield %r2 : index
  }
  return %r : index
}

// -----

// A side effect stays ahead of the constraints after it.
// CHECK-LABEL: func.func @side_effect
// CHECK-NEXT: shapecc.fail "earlier"
// CHECK-NEXT: shape.cstr_eq
func.func @side_effect(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %holds = shape.const_witness true
  shapecc.fail "earlier"
  %r = shape.assuming %holds -> (tensor<?xindex>) {
    %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// A division by a value that may be zero may trap (the emitted checker
// reports it): a later constraint does not pass it, though it needs nothing
// from it. A pure computation it does not need (the broadcast) it passes.
// CHECK-LABEL: func.func @may_trap
// CHECK-NEXT: arith.divui
// CHECK-NEXT: shape.cstr_eq %arg2, %arg3
// CHECK-NEXT: shape.broadcast
func.func @may_trap(%n: index, %d: index, %a: tensor<?xindex>, %b: tensor<?xindex>) -> (index, tensor<?xindex>) {
  %q = arith.divui %n, %d : index
  %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  return %q, %s : index, tensor<?xindex>
}
