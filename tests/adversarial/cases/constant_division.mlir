// Divisions by constants that always fail report their error at run time, in both policies.
// CASE: @divs => overflow
func.func @divs() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -1 : index
  %0 = arith.floordivsi %a, %b : index
  return %0 : index
}
// CASE: @divc => overflow
func.func @divc() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -1 : index
  %0 = arith.ceildivsi %a, %b : index
  return %0 : index
}
// CASE: @rem => ok 0
func.func @rem() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -1 : index
  %0 = arith.remsi %a, %b : index
  return %0 : index
}
// CASE: @divu0 => division_by_zero
func.func @divu0() -> index {
  %a = arith.constant 5 : index
  %b = arith.constant 0 : index
  %0 = arith.divui %a, %b : index
  return %0 : index
}
// CASE: @divs0 => division_by_zero
func.func @divs0() -> index {
  %a = arith.constant 5 : index
  %b = arith.constant 0 : index
  %0 = arith.ceildivui %a, %b : index
  return %0 : index
}
