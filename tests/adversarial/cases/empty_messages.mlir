// An empty cf.assert or cstr_require message is no message: the failure says "requirement
// failed", as for a cf.assert without one, not an empty text after "in @ca: ".
// CASE: @ca 0 => requirement_failed: empty_messages.mlir:9:3: in @ca: requirement failed
// CASE: @cr 0 => requirement_failed: empty_messages.mlir:15:8: in @cr: requirement failed
// CASE: @ca 1 => ok 1
func.func @ca(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %p = arith.cmpi ne, %n, %c0 : index
  cf.assert %p, ""
  return %n : index
}
func.func @cr(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %p = arith.cmpi ne, %n, %c0 : index
  %w = shape.cstr_require %p, ""
  %r = shape.assuming %w -> index {
    shape.assuming_yield %n : index
  }
  return %r : index
}
