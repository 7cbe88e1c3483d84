// A requirement whose predicate a check that ran before it already tested (in
// its block or an enclosing one) is not checked again: that check passed.
// Hoisting removes such a constraint when both read one value; two equal
// comparisons become one value only in cse, after it (session 24's probe). A
// check in a branch or a loop body, which may not run, still leaves the later
// one. (The division by x needs no check after x > 3: emit/known-facts.mlir.)
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: %shapecc %s --no-format --no-hoist | FileCheck %s

// CHECK-LABEL: twice(
// CHECK: shapecc::cstr_require(g3, at_21_9)
// CHECK-NEXT: int64_t d = y / x;
// CHECK-NEXT: const bool g5 = x > 5;
// CHECK-NEXT: shapecc::cstr_require(g5, at_24_9)
// CHECK-NOT: cstr_require
// CHECK: return
func.func @twice(%x: index, %y: index) -> index {
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %g3 = arith.cmpi sgt, %x, %c3 : index
  %w0 = shape.cstr_require %g3, "x must exceed 3"
  %d = arith.divsi %y, %x : index
  %g5 = arith.cmpi sgt, %x, %c5 : index
  %w1 = shape.cstr_require %g5, "x must exceed 5"
  %g3b = arith.cmpi sgt, %x, %c3 : index
  %w2 = shape.cstr_require %g3b, "again: x must exceed 3"
  %w = shape.assuming_all %w0, %w1, %w2
  %r = shape.assuming %w -> (index) {
    shape.assuming_yield %d : index
  }
  return %r : index
}

// CHECK-LABEL: branch(
// CHECK: if (flag) {
// CHECK-NEXT: shapecc::cstr_require(g, at_45_10)
// CHECK-NEXT: }
// CHECK-NEXT: shapecc::cstr_require(g, at_59_9)
// CHECK-NOT: cstr_require
// CHECK: return
func.func @branch(%x: index, %flag: i1) -> index {
  %c3 = arith.constant 3 : index
  %g = arith.cmpi sgt, %x, %c3 : index
  %r = scf.if %flag -> index {
    %w = shape.cstr_require %g, "in the branch"
    %v = shape.assuming %w -> index {
      %g2 = arith.cmpi sgt, %x, %c3 : index
      %w2 = shape.cstr_require %g2, "nested in it"
      %v2 = shape.assuming %w2 -> index {
        shape.assuming_yield %x : index
      }
      shape.assuming_yield %v2 : index
    }
    scf.yield %v : index
  } else {
    scf.yield %c3 : index
  }
  %g4 = arith.cmpi sgt, %x, %c3 : index
  %w4 = shape.cstr_require %g4, "after the branch"
  %s = shape.assuming %w4 -> index {
    shape.assuming_yield %r : index
  }
  return %s : index
}

// The enclosing-block case: a requirement and a divisor that a check before
// an scf.if already tested are not tested again inside it. In the default
// pipeline hoisting removes the nested requirement first, so this is pinned
// with --no-hoist, where only the emitter can drop it.
// RUN: %shapecc %s --no-format --no-hoist | FileCheck %s --check-prefix=NESTED
// NESTED-LABEL: nested(
// NESTED: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(g, at_[[#@LINE+10]]_8));
// NESTED-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_unsigned_divisor({{.*}}(z), at_[[#@LINE+10]]_8));
// NESTED-NEXT: const int64_t q =
// NESTED-NEXT: if (flag) {
// NESTED-NEXT: const int64_t q2 = {{.*}} / static_cast<uint64_t>(z));
// NESTED-NEXT: out = q2;
// NESTED-NEXT: } else {
func.func @nested(%x: index, %y: index, %z: index, %flag: i1) -> index {
  %c3 = arith.constant 3 : index
  %g = arith.cmpi sgt, %x, %c3 : index
  %w = shape.cstr_require %g, "x must exceed 3"
  %q = arith.divui %y, %z : index
  %r = scf.if %flag -> index {
    %g2 = arith.cmpi sgt, %x, %c3 : index
    %w2 = shape.cstr_require %g2, "again, nested"
    %v = shape.assuming %w2 -> index {
      %q2 = arith.divui %q, %z : index
      shape.assuming_yield %q2 : index
    }
    scf.yield %v : index
  } else {
    scf.yield %q : index
  }
  %s = shape.assuming %w -> index {
    shape.assuming_yield %r : index
  }
  return %s : index
}
