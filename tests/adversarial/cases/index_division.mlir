// arith division on index values from the caller: division by zero, and INT64_MIN / -1, are
// undefined in C++; the checker reports them instead.
// CASE: 7; 2 => ok 3 1 3 4
// CASE: -7; 2 => ok -3 -1 -4 -3
// CASE: 7; 0 => division_by_zero
// CASE: MIN; -1 => error
func.func @index_div(%a: index, %b: index) -> (index, index, index, index) {
  %q = arith.divsi %a, %b : index
  %r = arith.remsi %a, %b : index
  %f = arith.floordivsi %a, %b : index
  %c = arith.ceildivsi %a, %b : index
  return %q, %r, %f, %c : index, index, index, index
}
// The remainder of INT64_MIN by -1 is 0, as upstream folds it for constants (constant_division):
// only the quotient overflows.
// CASE: @rem_min MIN; -1 => ok 0
// CASE: @rem_min MIN; 3 => ok -2
// CASE: @rem_min MAX; -1 => ok 0
// CASE: @rem_min 5; 0 => division_by_zero
func.func @rem_min(%a: index, %b: index) -> index {
  %r = arith.remsi %a, %b : index
  return %r : index
}
// Unsigned division and the remainders name their dividend when the divisor is zero, as
// divsi does (they said "division of 0 by zero").
// CASE: @unsigned_div 7; 0 => division_by_zero = index_division.mlir:30:8: in @unsigned_div: division of 7 by zero
// CASE: @unsigned_div 7; 2 => ok 3 1 4 1
// CASE: @remsi_zero 7; 0 => division_by_zero = index_division.mlir:37:8: in @remsi_zero: division of 7 by zero
func.func @unsigned_div(%a: index, %b: index) -> (index, index, index, index) {
  %q = arith.divui %a, %b : index
  %r = arith.remui %a, %b : index
  %c = arith.ceildivui %a, %b : index
  %s = arith.remsi %a, %b : index
  return %q, %r, %c, %s : index, index, index, index
}
func.func @remsi_zero(%a: index, %b: index) -> index {
  %s = arith.remsi %a, %b : index
  return %s : index
}
// An unsigned division's message names the dividend as the op reads it, unsigned (Z5,
// docs/testing.md: "division of -1 by zero", "division of -56 by zero").
// CASE: @unsigned_div -1; 0 => division_by_zero: division of 18446744073709551615 by zero
// CASE: @unsigned_div_i8 -56; 0 => division_by_zero: division of 200 by zero
// CASE: @unsigned_div_i8 -56; 3 => ok 66 2
func.func @unsigned_div_i8(%a: i8, %b: i8) -> (index, index) {
  %q = arith.divui %a, %b : i8
  %r = arith.remui %a, %b : i8
  %qi = arith.index_castui %q : i8 to index
  %ri = arith.index_castui %r : i8 to index
  return %qi, %ri : index, index
}
