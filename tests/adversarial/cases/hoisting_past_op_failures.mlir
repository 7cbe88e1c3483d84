// The caveat of docs/passes.md (Semantics the passes keep), P7: a constraint moves above an
// unguarded op whose own checker fails (overflow, division by zero), never above a constraint.
// When both fail, the hoisted checker reports the constraint (here); --no-hoist reports the
// op. The equivalence suite compares the two builds on this file.
// CASE: @overflow_first [3]; [3]; 4 => ok 5
// CASE: @overflow_first [3]; [3]; MAX => overflow
// CASE: @overflow_first [3]; [4]; MAX => not_equal
// CASE: @overflow_first [3]; [4]; 1 => not_equal
func.func @overflow_first(%a: tensor<?xindex>, %b: tensor<?xindex>, %x: index) -> index {
  %c1 = arith.constant 1 : index
  %n = shape.add %x, %c1 : index, index -> index
  %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> index {
    shape.assuming_yield %n : index
  }
  return %r : index
}
// CASE: @division_first [3]; [3]; 6; 3 => ok 2
// CASE: @division_first [3]; [3]; 6; 0 => division_by_zero
// CASE: @division_first [3]; [4]; 6; 0 => not_equal
func.func @division_first(%a: tensor<?xindex>, %b: tensor<?xindex>, %x: index, %y: index) -> index {
  %n = shape.div %x, %y : index, index -> index
  %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> index {
    shape.assuming_yield %n : index
  }
  return %r : index
}
