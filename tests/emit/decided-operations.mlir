// Operations whose operands decide their result are emitted as their values
// (docs/emitted-code.md, "Decided operations"); the neighbouring ones that the
// operands do not decide are computed. An argument only decided operations
// read is a commented-out parameter. tests/warnings/decided_operations.mlir
// compiles the same kinds under the warnings suite's flags.
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: %shapecc %s --no-format --errors=throw | FileCheck --check-prefix=THROW %s

// Two ranks CSE merged after canonicalize: a value and itself.
// CHECK-LABEL: self(
// CHECK: const int64_t a = static_cast<int64_t>(s.rank());
// CHECK-NEXT: const bool lt = false;
// CHECK-NEXT: const bool le = true;
// CHECK-NEXT: const bool ne = false;
// CHECK-NEXT: const bool uge = true;
// CHECK-NEXT: const int64_t max = a;
// CHECK-NEXT: const int64_t min = a;
func.func @self(%s: tensor<?xindex>) -> (i1, i1, i1, i1, index, index) {
  %a = shape.rank %s : tensor<?xindex> -> index
  %b = shape.rank %s : tensor<?xindex> -> index
  %lt = arith.cmpi slt, %a, %b : index
  %le = arith.cmpi sle, %a, %b : index
  %ne = arith.cmpi ne, %a, %b : index
  %uge = arith.cmpi uge, %a, %b : index
  %max = arith.maxsi %a, %b : index
  %min = arith.minui %a, %b : index
  return %lt, %le, %ne, %uge, %max, %min : i1, i1, i1, i1, index, index
}

// Unsigned below 0 is false, at least 0 true (canonicalize turns `ugt %c0, %a`
// into `ult %a, %c0`, so out2 is lt); at most 0 and above 0 depend on
// the value.
// CHECK-LABEL: unsigned_zero(int64_t /*a*/, int32_t /*b*/, int64_t c, int64_t d,
// CHECK: const bool lt = false;
// CHECK-NEXT: const bool ge = true;
// CHECK-NEXT: const bool le0 = static_cast<uint64_t>(c) <= static_cast<uint64_t>(0);
// CHECK-NEXT: const bool gt0 = static_cast<uint64_t>(d) > static_cast<uint64_t>(0);
// CHECK-NEXT: out0 = lt;
// CHECK-NEXT: out1 = ge;
// CHECK-NEXT: out2 = lt;
// CHECK-NEXT: out3 = ge;
func.func @unsigned_zero(%a: index, %b: i32, %c: index, %d: index) -> (i1, i1, i1, i1, i1, i1) {
  %c0 = arith.constant 0 : index
  %z32 = arith.constant 0 : i32
  %lt = arith.cmpi ult, %a, %c0 : index
  %ge = arith.cmpi uge, %b, %z32 : i32
  %gt = arith.cmpi ugt, %c0, %a : index
  %le = arith.cmpi ule, %z32, %b : i32
  %le0 = arith.cmpi ule, %c, %c0 : index
  %gt0 = arith.cmpi ugt, %d, %c0 : index
  return %lt, %ge, %gt, %le, %le0, %gt0 : i1, i1, i1, i1, i1, i1
}

// A quotient by a constant 0 is 0 after its check, which always fails; so is
// one by that quotient. A remainder by -1 is 0 and needs no check; a
// remainder of 0 is 0 once its divisor is checked; a remainder by a remainder
// of 0 is never reached.
// CHECK-LABEL: zeros(
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::check_division(a, 0, at_{{.*}}));
// CHECK-NEXT: const int64_t z = 0;
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_division(a, z, at_{{.*}}));
// CHECK-NEXT: const int64_t q = 0;
// CHECK-NEXT: const int64_t r = 0;
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_division(b, r, at_{{.*}}));
// CHECK-NEXT: const int64_t p = 0;
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_divisor(0, a, at_{{.*}}));
// CHECK-NEXT: const int64_t y = (a == -1 ? 0 : 0 % a);
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_unsigned_divisor(static_cast<uint64_t>(b), static_cast<uint64_t>(y), at_{{.*}}));
// CHECK-NEXT: const int64_t u = 0;
// CHECK-NEXT: const int64_t k = b % 3;
func.func @zeros(%a: index, %b: index) -> (index, index, index, index) {
  %m1 = arith.constant -1 : index
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %z = arith.divsi %a, %c0 : index
  %q = arith.divsi %a, %z : index
  %r = arith.remsi %a, %m1 : index
  %p = arith.divsi %b, %r : index
  %y = arith.remsi %c0, %a : index
  %u = arith.remui %b, %y : index
  %k = arith.remsi %b, %c3 : index
  return %q, %p, %u, %k : index, index, index, index
}

// A difference or XOR of a value with itself (two ranks CSE merged) is 0
// wherever it is computed: the division by it is never reached.
// CHECK-LABEL: self_difference(
// CHECK: const int64_t d =
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_division(x, d, at_{{.*}}));
// CHECK-NEXT: const int64_t q = 0;
// CHECK-NEXT: const int64_t xo = a ^ a;
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_divisor(x, xo, at_{{.*}}));
// CHECK-NEXT: const int64_t r = 0;
// CHECK-NEXT: const int64_t e =
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_division(x, e, at_{{.*}}));
// CHECK-NEXT: const int64_t t = x / e;
func.func @self_difference(%s: tensor<?xindex>, %x: index, %k: index) -> (index, index, index) {
  %a = shape.rank %s : tensor<?xindex> -> index
  %b = shape.rank %s : tensor<?xindex> -> index
  %d = arith.subi %a, %b : index
  %q = arith.divsi %x, %d : index
  %xo = arith.xori %a, %b : index
  %r = arith.remsi %x, %xo : index
  %e = arith.subi %a, %k : index
  %t = arith.divsi %x, %e : index
  return %q, %r, %t : index, index, index
}

// A local only decided operations read is [[maybe_unused]]; one another op
// reads too is not.
// CHECK-LABEL: decided_locals(
// CHECK: [[MU:\[\[maybe_unused\]\]]] const int64_t d =
// CHECK-NEXT: const bool neg = false;
// CHECK-NEXT: [[MU]] const int64_t e =
// CHECK-NEXT: const int64_t z = 0;
// CHECK-NEXT: const int64_t f =
// CHECK-NEXT: const bool pos = false;
// CHECK-NEXT: const int64_t g = {{.*}}(f)
func.func @decided_locals(%s: tensor<?xindex>, %k: index) -> (i1, index, i1, index) {
  %c0 = arith.constant 0 : index
  %m1 = arith.constant -1 : index
  %r = shape.rank %s : tensor<?xindex> -> index
  %d = arith.subi %r, %k : index
  %neg = arith.cmpi ult, %d, %c0 : index
  %e = arith.addi %r, %k : index
  %z = arith.remsi %e, %m1 : index
  %f = arith.muli %r, %k : index
  %pos = arith.cmpi ult, %f, %c0 : index
  %g = arith.addi %f, %k : index
  return %neg, %z, %pos, %g : i1, index, i1, index
}

// CHECK-LABEL: decided_branch_result(
// CHECK: [[MU2:\[\[maybe_unused\]\]]] int64_t r = 0;
// CHECK: const bool neg = false;
func.func @decided_branch_result(%c: i1, %a: index, %b: index) -> i1 {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> index {
    %s = arith.addi %a, %b : index
    scf.yield %s : index
  } else {
    %d = arith.muli %a, %b : index
    scf.yield %d : index
  }
  %neg = arith.cmpi ult, %r, %c0 : index
  return %neg : i1
}

// Under the throw policy, the results of a call are a structured binding:
// [[maybe_unused]] when only decided operations read its names, not when
// another op reads one.
// THROW-LABEL: decided_call_results(
// THROW: {{^\[\[maybe_unused\]\]}} const auto [x, y] = two(a);
// THROW-LABEL: read_call_result(
// THROW: {{^}}const auto [x, y] = two(a);
func.func private @two(%a: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %b = arith.addi %a, %c1 : index
  return %a, %b : index, index
}

func.func @decided_call_results(%a: index) -> (i1, i1) {
  %c0 = arith.constant 0 : index
  %x, %y = call @two(%a) : (index) -> (index, index)
  %u = arith.cmpi ult, %x, %c0 : index
  %v = arith.cmpi uge, %y, %c0 : index
  return %u, %v : i1, i1
}

func.func @read_call_result(%a: index) -> (i1, index) {
  %c0 = arith.constant 0 : index
  %x, %y = call @two(%a) : (index) -> (index, index)
  %u = arith.cmpi ult, %x, %c0 : index
  return %u, %y : i1, index
}
