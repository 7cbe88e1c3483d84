// A witness accumulated by a shape.reduce (or an scf.parallel reduction) is a
// use of witnesses shapecc does not lower: rejected at that op (exit 1, no
// output), not at the function's first line, and naming the op.
// RUN: not %shapecc %s -o %t.hpp 2>&1 | FileCheck %s
// RUN: test ! -e %t.hpp

// CHECK: witness-accumulators.mlir:[[@LINE+4]]:12: error: 'shape.reduce' op still carries a !shape.witness after assuming elimination
func.func @redw(%s: !shape.shape) -> !shape.size {
  %t = shape.const_witness true
  %one = shape.const_size 1
  %w, %n = shape.reduce(%s, %t, %one) : !shape.shape -> (!shape.witness, !shape.size) {
  ^bb0(%i: index, %e: !shape.size, %acc: !shape.witness, %m: !shape.size):
    %ei = shape.size_to_index %e : !shape.size
    %c0 = arith.constant 0 : index
    %p = arith.cmpi ne, %ei, %c0 : index
    %wi = shape.cstr_require %p, "zero extent"
    %wa = shape.assuming_all %acc, %wi
    %m2 = shape.mul %m, %e : !shape.size, !shape.size -> !shape.size
    shape.yield %wa, %m2 : !shape.witness, !shape.size
  }
  %r = shape.assuming %w -> (!shape.size) {
    shape.assuming_yield %n : !shape.size
  }
  return %r : !shape.size
}
