// A statically false constraint that not every input reaches (in a branch, a
// loop body, a block not every path enters) does not reject the program:
// it is a warning ("fails on every input that reaches it") and a shapecc.fail
// with its message, where it was; the inputs that do not reach it pass
// (tests/difftest regression D2).
// RUN: %shapecc-opt --shapecc-hoist-constraints --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func.func @in_branch
// CHECK: scf.if
// CHECK-NEXT: arith.constant false
// CHECK-NEXT: shapecc.fail "n must not be negative"
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } else {
func.func @in_branch(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %neg = arith.cmpi slt, %n, %c0 : index
  %r = scf.if %neg -> (index) {
    %false = arith.constant false
    // expected-warning @+1 {{constraint fails on every input that reaches it: n must not be negative}}
    %w = shape.cstr_require %false, "n must not be negative"
    %x = shape.assuming %w -> (index) {
      shape.assuming_yield %c0 : index
    }
    scf.yield %x : index
  } else {
    scf.yield %n : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @in_loop
// CHECK: scf.for
// CHECK-NEXT: shapecc.fail "shapes [2] and [3] are not equal"
func.func @in_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = shape.const_shape [2] : tensor<1xindex>
  %b = shape.const_shape [3] : tensor<1xindex>
  scf.for %i = %c0 to %n step %c1 {
    // expected-warning @+1 {{constraint fails on every input that reaches it: shapes [2] and [3] are not equal}}
    %w = shape.cstr_eq %a, %b : tensor<1xindex>, tensor<1xindex>
  }
  return
}

// -----

// CHECK-LABEL: func.func @in_block
// CHECK: ^bb1:
// CHECK-NEXT: arith.constant false
// CHECK-NEXT: shapecc.fail "unreachable for p"
func.func @in_block(%p: i1) {
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %false = arith.constant false
  // expected-warning @+1 {{constraint fails on every input that reaches it: unreachable for p}}
  %w = shape.cstr_require %false, "unreachable for p"
  cf.br ^bb2
^bb2:
  return
}
