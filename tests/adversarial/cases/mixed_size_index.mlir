// The shape reference's size ops on index operands, alone and mixed with !shape.size ones:
// an index result cannot hold an error, so a failing op fails where it runs. shape.meet of two
// indices gave a header that did not compile (a Size assigned to an int64_t).
// CASE: @addmix 5; 2 => ok 7 10 2
// CASE: @addmix 5; 0 => division_by_zero
// CASE: @addmix MAX; 2 => overflow
// CASE: @idx 5; 2 => ok 7 2
// CASE: @idx 5; 0 => division_by_zero
// CASE: @meetidx 5; 5 => ok 5
// CASE: @meetidx 5; 4 => invalid_shape = mixed_size_index.mlir:30:8: in @meetidx: sizes differ: sizes 5 and 4 do not meet
// CASE: @meetmix 5; 4 => invalid_shape: differ
// CASE: @meetmix 5; 5 => ok 5
// CASE: @ne_idx [2,3] => ok 6 2
// CASE: @ne_idx [MAX,3] => overflow
// CASE: @sizes_of_indices 5; 2; [4,6] => ok 7 6 2 2 2 24
// CASE: @sizes_of_indices 5; 0; [4,6] => division_by_zero
// CASE: @sizes_of_indices 5; 2; [4] => out_of_range
func.func @addmix(%a: !shape.size, %i: index) -> (!shape.size, !shape.size, !shape.size) {
  %s = shape.add %a, %i : !shape.size, index -> !shape.size
  %m = shape.mul %i, %a : index, !shape.size -> !shape.size
  %d = shape.div %a, %i : !shape.size, index -> !shape.size
  return %s, %m, %d : !shape.size, !shape.size, !shape.size
}
func.func @idx(%a: index, %b: index) -> (index, index) {
  %s = shape.add %a, %b : index, index -> index
  %d = shape.div %a, %b : index, index -> index
  return %s, %d : index, index
}
func.func @meetidx(%a: index, %b: index) -> index {
  %m = shape.meet %a, %b, error="sizes differ" : index, index -> index
  return %m : index
}
func.func @meetmix(%a: !shape.size, %b: index) -> !shape.size {
  %m = shape.meet %a, %b, error="sizes differ" : !shape.size, index -> !shape.size
  return %m : !shape.size
}
func.func @ne_idx(%s: tensor<?xindex>) -> (index, index) {
  %n = shape.num_elements %s : tensor<?xindex> -> index
  %r = shape.rank %s : tensor<?xindex> -> index
  return %n, %r : index, index
}
func.func @sizes_of_indices(%a: index, %b: index, %t: tensor<?xindex>) -> (!shape.size, !shape.size, !shape.size, !shape.size, !shape.size, !shape.size) {
  %s = shape.add %a, %b : index, index -> !shape.size
  %c1 = arith.constant 1 : index
  %e = shape.get_extent %t, %c1 : tensor<?xindex>, index -> !shape.size
  %d = shape.div %a, %b : index, index -> !shape.size
  %c0 = arith.constant 0 : index
  %e2 = shape.dim %t, %c0 : tensor<?xindex>, index -> !shape.size
  %r = shape.rank %t : tensor<?xindex> -> !shape.size
  %n = shape.num_elements %t : tensor<?xindex> -> !shape.size
  return %s, %e, %d, %e2, %r, %n : !shape.size, !shape.size, !shape.size, !shape.size, !shape.size, !shape.size
}
