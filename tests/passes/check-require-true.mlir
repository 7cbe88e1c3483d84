// A check_require of a constant true cannot fail: canonicalize erases it, as
// hoisting erases a constraint it decides true. Such a predicate appears only
// after hoisting: assuming elimination makes an scf.if's condition `true` in
// its then branch (docs/passes.md), and canonicalize folds comparisons.
// RUN: %shapecc-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @checks
// CHECK-NOT: "gone"
// CHECK: shapecc.check_require %false, "kept: false"
// CHECK-NEXT: shapecc.check_require %arg0, "kept: unknown"
// CHECK-NOT: "gone"
func.func @checks(%p: i1, %i: index) {
  %t = arith.constant true
  %f = arith.constant false
  shapecc.check_require %t, "gone"
  shapecc.check_require %f, "kept: false"
  shapecc.check_require %p, "kept: unknown"
  %q = arith.cmpi ule, %i, %i : index
  shapecc.check_require %q, "gone after folding"
  return
}
