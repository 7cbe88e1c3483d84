// split_at with a caller-supplied index: outside [-rank, rank] is out_of_range, including
// INT64_MIN (whose negation overflows) and INT64_MAX.
// CASE: [2,3,4]; 1 => ok [2] [3,4]
// CASE: [2,3,4]; -1 => ok [2,3] [4]
// CASE: [2,3,4]; 3 => ok [2,3,4] []
// CASE: [2,3,4]; -3 => ok [] [2,3,4]
// CASE: [2,3,4]; 4 => out_of_range: split index 4 is out of range [-3, 3]
// CASE: [2,3,4]; -4 => out_of_range
// CASE: [2,3,4]; MAX => out_of_range
// CASE: [2,3,4]; MIN => out_of_range
// CASE: []; 1 => out_of_range: split index 1 is out of range [0, 0]
func.func @split(%a: !shape.shape, %i: index) -> (!shape.shape, !shape.shape) {
  %head, %tail = "shape.split_at"(%a, %i) : (!shape.shape, index) -> (!shape.shape, !shape.shape)
  return %head, %tail : !shape.shape, !shape.shape
}
