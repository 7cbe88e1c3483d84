// The same on extent tensors, where upstream's lowering would read out of bounds: the
// checker reports out_of_range instead.
// CASE: [5,6]; 1 => ok 6
// CASE: [5,6]; 2 => out_of_range
// CASE: [5,6]; -1 => out_of_range
// CASE: []; 0 => out_of_range
func.func @extent_t(%a: tensor<?xindex>, %i: index) -> index {
  %e = shape.get_extent %a, %i : tensor<?xindex>, index -> index
  return %e : index
}
