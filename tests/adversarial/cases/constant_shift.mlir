// arith.shrsi of a constant by an amount from the caller: the constant is shifted as the 64-bit
// value it is, not as a C++ int literal, for which amounts from 32 are undefined (Z1,
// docs/testing.md: 100 >> 32 gave 100, -7 >> 33 gave -4). An amount of the width or more gives
// the sign (-1 or 0).
// CASE: @shift_index 1 => ok -4
// CASE: @shift_index 31 => ok -1
// CASE: @shift_index 32 => ok -1
// CASE: @shift_index 33 => ok -1
// CASE: @shift_index 64 => ok -1
func.func @shift_index(%b: index) -> index {
  %a = arith.constant -7 : index
  %r = arith.shrsi %a, %b : index
  return %r : index
}
// CASE: @shift_i64 2 => ok 25
// CASE: @shift_i64 32 => ok 0
// CASE: @shift_i64 33 => ok 0
// CASE: @shift_i64 62 => ok 0
// CASE: @shift_i64 -1 => ok 0
func.func @shift_i64(%b: i64) -> i64 {
  %a = arith.constant 100 : i64
  %r = arith.shrsi %a, %b : i64
  return %r : i64
}
// A constant above INT32_MAX was right before: a 64-bit literal.
// CASE: @shift_wide 32 => ok 1
func.func @shift_wide(%b: index) -> index {
  %a = arith.constant 4294967296 : index
  %r = arith.shrsi %a, %b : index
  return %r : index
}
