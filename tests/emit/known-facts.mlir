// Checks that a comparison known to hold makes unable to fail are left out
// (emitter/Facts.cpp): the range test of an extent read where a requirement
// checked before it, the condition of the branch it is in, or the loop over
// the rank bounds its index; the zero (and INT64_MIN / -1) test of a division
// whose divisor a requirement bounds away from them. The cases beside them
// that the same facts do not cover keep their checks.
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: %shapecc %s --no-format --no-hoist | FileCheck %s

// A requirement that the index is below the rank: the extent is read plainly.
// CHECK-LABEL: required_below(
// CHECK: shapecc::cstr_require(lt,
// CHECK-NEXT: const int64_t v = x[static_cast<std::size_t>(i)];
func.func @required_below(%x: tensor<?xindex>, %i: index) -> index {
  %r = shape.rank %x : tensor<?xindex> -> index
  %lt = arith.cmpi ult, %i, %r : index
  %w = shape.cstr_require %lt, "i names a dimension"
  %e = shape.assuming %w -> index {
    %v = shape.get_extent %x, %i : tensor<?xindex>, index -> index
    shape.assuming_yield %v : index
  }
  return %e : index
}

// 0 <= i and i < rank (signed), one requirement of their conjunction.
// CHECK-LABEL: signed_both_ends(
// CHECK: shapecc::cstr_require(both,
// CHECK-NEXT: const int64_t v = x[static_cast<std::size_t>(i)];
func.func @signed_both_ends(%x: tensor<?xindex>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %r = shape.rank %x : tensor<?xindex> -> index
  %lo = arith.cmpi sge, %i, %c0 : index
  %hi = arith.cmpi slt, %i, %r : index
  %both = arith.andi %lo, %hi : i1
  %w = shape.cstr_require %both, "0 <= i < rank"
  %e = shape.assuming %w -> index {
    %v = shape.get_extent %x, %i : tensor<?xindex>, index -> index
    shape.assuming_yield %v : index
  }
  return %e : index
}

// i < rank (signed) alone leaves a negative i: still checked.
// CHECK-LABEL: signed_upper_only(
// CHECK: shapecc::cstr_require(hi,
// CHECK-NEXT: shapecc::get_extent_checked(x, i, out,
func.func @signed_upper_only(%x: tensor<?xindex>, %i: index) -> index {
  %r = shape.rank %x : tensor<?xindex> -> index
  %hi = arith.cmpi slt, %i, %r : index
  %w = shape.cstr_require %hi, "i < rank"
  %e = shape.assuming %w -> index {
    %v = shape.get_extent %x, %i : tensor<?xindex>, index -> index
    shape.assuming_yield %v : index
  }
  return %e : index
}

// The condition of a branch holds in it; its negation in the other one,
// which says nothing of the index being in range.
// CHECK-LABEL: branches(
// CHECK: if (in) {
// CHECK-NEXT: const int64_t v = x[static_cast<std::size_t>(i)];
// CHECK: } else {
// CHECK: shapecc::get_extent_checked(x, i, out1,
func.func @branches(%x: tensor<?xindex>, %i: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %r = shape.rank %x : tensor<?xindex> -> index
  %in = arith.cmpi ult, %i, %r : index
  %a = scf.if %in -> index {
    %v = shape.get_extent %x, %i : tensor<?xindex>, index -> index
    scf.yield %v : index
  } else {
    scf.yield %c0 : index
  }
  %b = scf.if %in -> index {
    scf.yield %c0 : index
  } else {
    %v = shape.get_extent %x, %i : tensor<?xindex>, index -> index
    scf.yield %v : index
  }
  return %a, %b : index, index
}

// rank >= 3 in the branch: extent 2 exists, extent 3 need not.
// CHECK-LABEL: rank_branch(
// CHECK: if (big) {
// CHECK-NEXT: const int64_t v = x[2];
// CHECK: shapecc::get_extent_checked(x, 3, u,
func.func @rank_branch(%x: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %r = shape.rank %x : tensor<?xindex> -> index
  %big = arith.cmpi sge, %r, %c3 : index
  %a = scf.if %big -> index {
    %v = shape.get_extent %x, %c2 : tensor<?xindex>, index -> index
    %u = shape.get_extent %x, %c3 : tensor<?xindex>, index -> index
    %s = arith.addi %v, %u : index
    scf.yield %s : index
  } else {
    scf.yield %c0 : index
  }
  return %a : index
}

// The induction variable of a loop from a non-negative constant by a
// positive one to the rank is below it; to rank + 1 it is not.
// CHECK-LABEL: loops(
// CHECK: for (int64_t i = 1; i < r;
// CHECK-NEXT: const int64_t e = x[static_cast<std::size_t>(i)];
// CHECK: for (int64_t i = 0; i < rp; ++i) {
// CHECK: shapecc::get_extent_checked(x, i, e,
func.func @loops(%x: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = shape.rank %x : tensor<?xindex> -> index
  %s = scf.for %i = %c1 to %r step %c2 iter_args(%acc = %c0) -> index {
    %e = tensor.extract %x[%i] : tensor<?xindex>
    %n = arith.addi %acc, %e : index
    scf.yield %n : index
  }
  %rp = arith.addi %r, %c1 : index
  %t = scf.for %i = %c0 to %rp step %c1 iter_args(%acc = %s) -> index {
    %e = shape.get_extent %x, %i : tensor<?xindex>, index -> index
    %n = arith.addi %acc, %e : index
    scf.yield %n : index
  }
  return %t : index
}

// A requirement inside a branch, which may not run, says nothing after it.
// CHECK-LABEL: after_branch(
// CHECK: if (f) {
// CHECK-NEXT: shapecc::cstr_require(lt,
// CHECK-NEXT: }
// CHECK-NEXT: shapecc::get_extent_checked(x, i, out,
func.func @after_branch(%x: tensor<?xindex>, %i: index, %f: i1) -> index {
  %c0 = arith.constant 0 : index
  %r = shape.rank %x : tensor<?xindex> -> index
  %lt = arith.cmpi ult, %i, %r : index
  scf.if %f {
    %w = shape.cstr_require %lt, "only in the branch"
    shape.assuming %w {
      shape.assuming_yield
    }
  }
  %v = shape.get_extent %x, %i : tensor<?xindex>, index -> index
  return %v : index
}

// x != 0 rules out a zero divisor: an unsigned quotient and a remainder
// need no check, a signed quotient still tests INT64_MIN / -1. z >= 0 leaves
// zero. An i32 quotient is computed in int64_t: n != 0 is enough.
// CHECK-LABEL: divisors(
// CHECK: shapecc::cstr_require(nz32,
// CHECK-NEXT: const int64_t a = {{.*}} / static_cast<uint64_t>(x));
// CHECK-NEXT: shapecc::check_division(y, x,
// CHECK-NEXT: const int64_t b = y / x;
// CHECK-NEXT: const int64_t c = (x == -1 ? 0 : y % x);
// CHECK-NEXT: shapecc::check_division(y, z,
// CHECK-NEXT: const int64_t d = y / z;
// CHECK-NEXT: const int32_t e = {{.*}} / static_cast<int64_t>(n));
func.func @divisors(%x: index, %y: index, %z: index, %n: i32, %m: i32) -> (index, index, index, index, i32) {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %c0i = arith.constant 0 : i32
  %nz = arith.cmpi ne, %x, %c0 : index
  %w1 = shape.cstr_require %nz, "x is not 0"
  %ge = arith.cmpi sge, %z, %c0 : index
  %w2 = shape.cstr_require %ge, "z is not negative"
  %nz32 = arith.cmpi ne, %n, %c0i : i32
  %w3 = shape.cstr_require %nz32, "n is not 0"
  %w = shape.assuming_all %w1, %w2, %w3
  %res:5 = shape.assuming %w -> (index, index, index, index, i32) {
    %a = arith.divui %y, %x : index
    %b = arith.divsi %y, %x : index
    %c = arith.remsi %y, %x : index
    %d = arith.divsi %y, %z : index
    %e = arith.divsi %m, %n : i32
    shape.assuming_yield %a, %b, %c, %d, %e : index, index, index, index, i32
  }
  return %res#0, %res#1, %res#2, %res#3, %res#4 : index, index, index, index, i32
}

// x > 3 rules out 0 and -1: a signed quotient needs no check.
// CHECK-LABEL: above_three(
// CHECK: shapecc::cstr_require(g,
// CHECK-NEXT: const int64_t d = y / x;
func.func @above_three(%x: index, %y: index) -> index {
  %c3 = arith.constant 3 : index
  %g = arith.cmpi sgt, %x, %c3 : index
  %w = shape.cstr_require %g, "x > 3"
  %r = shape.assuming %w -> index {
    %d = arith.divsi %y, %x : index
    shape.assuming_yield %d : index
  }
  return %r : index
}

// dim 0 of an extent tensor is the rank of the shape it holds (a read of it
// at an index below is plain); dim 0 of a 1-D data tensor is its one extent,
// not its rank (rank 1): a shape.dim of it below that stays checked, from a
// requirement, a branch or a loop (session 25's probe).
// CHECK-LABEL: extent_tensor_length(
// CHECK: if (lt) {
// CHECK-NEXT: const int64_t v = x[static_cast<std::size_t>(i)];
func.func @extent_tensor_length(%x: tensor<?xindex>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?xindex>
  %lt = arith.cmpi ult, %i, %n : index
  %r = scf.if %lt -> index {
    %v = shape.get_extent %x, %i : tensor<?xindex>, index -> index
    scf.yield %v : index
  } else {
    scf.yield %c0 : index
  }
  return %r : index
}

// CHECK-LABEL: data_tensor_required(
// CHECK: shapecc::cstr_require(ge,
// CHECK-NEXT: shapecc::dim_checked(t, 2, out,
func.func @data_tensor_required(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %ge = arith.cmpi sge, %n, %c3 : index
  %w = shape.cstr_require %ge, "at least 3"
  %e = shape.assuming %w -> index {
    %v = shape.dim %t, %c2 : tensor<?xf32>, index -> index
    shape.assuming_yield %v : index
  }
  return %e : index
}

// CHECK-LABEL: data_tensor_branch(
// CHECK: if (lt) {
// CHECK-NEXT: shapecc::dim_checked(t, i, out,
func.func @data_tensor_branch(%t: tensor<?xf32>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %lt = arith.cmpi ult, %i, %n : index
  %r = scf.if %lt -> index {
    %v = shape.dim %t, %i : tensor<?xf32>, index -> index
    scf.yield %v : index
  } else {
    scf.yield %c0 : index
  }
  return %r : index
}

// CHECK-LABEL: data_tensor_loop(
// CHECK: for (
// CHECK-NEXT: int64_t v = 0;
// CHECK-NEXT: shapecc::dim_checked(t, i, v,
func.func @data_tensor_loop(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %t, %c0 : tensor<?xf32>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %v = shape.dim %t, %i : tensor<?xf32>, index -> index
    %a = arith.addi %acc, %v : index
    scf.yield %a : index
  }
  return %s : index
}

// An is_broadcastable of a broadcast's operands (in any order) known true, by
// the branch it guards or a requirement of a conjunction of it, makes the
// broadcast unable to fail: computed without a check. In the other branch,
// or after one of other operands, it stays checked.
// CHECK-LABEL: broadcast_in_branch(
// CHECK: if (ok) {
// CHECK-NEXT: out0 = shapecc::broadcast({b, a},
// CHECK: } else {
// CHECK-NEXT: shapecc::broadcast_extents_checked({a, b}, out1,
func.func @broadcast_in_branch(%a: tensor<?xindex>, %b: tensor<?xindex>) -> (tensor<?xindex>, tensor<?xindex>) {
  %ok = shape.is_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r:2 = scf.if %ok -> (tensor<?xindex>, tensor<?xindex>) {
    %bc = shape.broadcast %b, %a : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    scf.yield %bc, %a : tensor<?xindex>, tensor<?xindex>
  } else {
    %out = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    scf.yield %a, %out : tensor<?xindex>, tensor<?xindex>
  }
  return %r#0, %r#1 : tensor<?xindex>, tensor<?xindex>
}

// CHECK-LABEL: broadcast_required(
// CHECK: shapecc::cstr_require(both,
// CHECK-NEXT: out0 = shapecc::broadcast({a, b},
// CHECK-NEXT: shapecc::broadcast_extents_checked({a, c}, out1,
func.func @broadcast_required(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>, %f: i1) -> (tensor<?xindex>, tensor<?xindex>) {
  %ok = shape.is_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %both = arith.andi %ok, %f : i1
  %w = shape.cstr_require %both, "broadcastable and f"
  %r:2 = shape.assuming %w -> (tensor<?xindex>, tensor<?xindex>) {
    %ab = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %ac = shape.broadcast %a, %c : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %ab, %ac : tensor<?xindex>, tensor<?xindex>
  }
  return %r#0, %r#1 : tensor<?xindex>, tensor<?xindex>
}

// A requirement of a conjunct of a requirement checked before it is known
// true: not emitted. One of a disjunct is not.
// CHECK-LABEL: conjunct_required(
// CHECK: shapecc::cstr_require(both,
// CHECK-NEXT: const bool either = p || r;
// CHECK-NEXT: shapecc::cstr_require(either,
// CHECK-NEXT: shapecc::cstr_require(r,
// CHECK-NOT: cstr_require
// CHECK: return
func.func @conjunct_required(%p: i1, %q: i1, %r: i1) -> index {
  %c0 = arith.constant 0 : index
  %both = arith.andi %p, %q : i1
  %w1 = shape.cstr_require %both, "p and q"
  %either = arith.ori %p, %r : i1
  %w2 = shape.cstr_require %either, "p or r"
  %w3 = shape.cstr_require %r, "r"
  %w4 = shape.cstr_require %q, "q, known"
  %w = shape.assuming_all %w1, %w2, %w3, %w4
  %v = shape.assuming %w -> index {
    shape.assuming_yield %c0 : index
  }
  return %v : index
}

// In an index_switch case the selector equals the case value: an extent below
// it is read plainly, one at it keeps its check. The default region knows the
// selector differs from each case value, nothing of a lower bound.
// CHECK-LABEL: switch_cases(
// CHECK: case 2: {
// CHECK-NEXT: const int64_t a = x[1];
// CHECK: case 1: {
// CHECK-NEXT: const int64_t a = x[0];
// CHECK-NEXT: shapecc::get_extent_checked(x, 1, out1,
// CHECK: default: {
// CHECK: shapecc::get_extent_checked(x, 0,
func.func @switch_cases(%x: tensor<?xindex>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = shape.rank %x : tensor<?xindex> -> index
  %v:3 = scf.index_switch %r -> index, index, index
  case 2 {
    %a = shape.get_extent %x, %c1 : tensor<?xindex>, index -> index
    scf.yield %a, %a, %a : index, index, index
  }
  case 1 {
    %a = shape.get_extent %x, %c0 : tensor<?xindex>, index -> index
    %b = shape.get_extent %x, %c1 : tensor<?xindex>, index -> index
    scf.yield %a, %b, %a : index, index, index
  }
  default {
    %a = shape.get_extent %x, %c0 : tensor<?xindex>, index -> index
    scf.yield %a, %a, %a : index, index, index
  }
  return %v#0, %v#1, %v#2 : index, index, index
}

// The default region of a switch with cases 0 and -1: a signed quotient by
// the selector needs no check. With case 0 alone, -1 is still possible.
// CHECK-LABEL: switch_divisor(
// CHECK: default: {
// CHECK-NEXT: const int64_t q = y / k;
// CHECK-LABEL: switch_zero_only(
// CHECK: default: {
// CHECK-NEXT: shapecc::check_division(y, k,
// CHECK-NEXT: const int64_t q = y / k;
// CHECK-NEXT: const int64_t u = static_cast<int64_t>(static_cast<uint64_t>(y) / static_cast<uint64_t>(k));
func.func @switch_divisor(%k: index, %y: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %v:2 = scf.index_switch %k -> index, index
  case 0 {
    scf.yield %c0, %c0 : index, index
  }
  case -1 {
    %n = arith.subi %c0, %y : index
    scf.yield %n, %c0 : index, index
  }
  default {
    %q = arith.divsi %y, %k : index
    %r = arith.remsi %y, %k : index
    scf.yield %q, %r : index, index
  }
  return %v#0, %v#1 : index, index
}

func.func @switch_zero_only(%k: index, %y: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %v:2 = scf.index_switch %k -> index, index
  case 0 {
    scf.yield %c0, %c0 : index, index
  }
  default {
    %q = arith.divsi %y, %k : index
    %u = arith.divui %y, %k : index
    scf.yield %q, %u : index, index
  }
  return %v#0, %v#1 : index, index
}
