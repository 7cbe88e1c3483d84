// get_extent with a caller-supplied dimension: out of [0, rank) is out_of_range.
// CASE: [2,3,4]; 0 => ok 2
// CASE: [2,3,4]; 2 => ok 4
// CASE: [2,3,4]; 3 => out_of_range
// CASE: [2,3,4]; -1 => out_of_range
// CASE: [2,3,4]; MAX => out_of_range
// CASE: [2,3,4]; MIN => out_of_range
// CASE: []; 0 => out_of_range
func.func @extent(%a: !shape.shape, %i: !shape.size) -> !shape.size {
  %e = shape.get_extent %a, %i : !shape.shape, !shape.size -> !shape.size
  return %e : !shape.size
}
