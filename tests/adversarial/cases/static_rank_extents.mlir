// Extents read without a check where the argument types promise the rank (a get_extent of a
// ranked tensor's shape, a tensor.dim of a ranked tensor): an input of another rank fails at
// the entry check, before any read.
// CASE: [2,3,4]; [5,6,7] => ok [2,6,6]
// CASE: [2,3]; [5,6,7] => argument_mismatch = static_rank_extents.mlir:9:1: in @scores: argument q has shape [2,3], expected [?,?,?]: rank 2, expected 3
// CASE: [2,3,4]; [5] => argument_mismatch
// CASE: [2,-3,4]; [5,6,7] => argument_mismatch
// CASE: []; [] => argument_mismatch
func.func @scores(%q: tensor<?x?x?xf32>, %k: tensor<?x?x?xf32>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = shape.shape_of %q : tensor<?x?x?xf32> -> tensor<?xindex>
  %b = shape.get_extent %s, %c0 : tensor<?xindex>, index -> index
  %n = tensor.dim %k, %c1 : tensor<?x?x?xf32>
  %t = tensor.from_elements %b, %n, %n : tensor<3xindex>
  %r = tensor.cast %t : tensor<3xindex> to tensor<?xindex>
  return %r : tensor<?xindex>
}
// CASE: @past_rank [2,3] => out_of_range
func.func @past_rank(%x: tensor<?x?xf32>) -> index {
  %c2 = arith.constant 2 : index
  %n = tensor.dim %x, %c2 : tensor<?x?xf32>
  return %n : index
}
// CASE: @product [2,3,4] => ok 24
// CASE: @product [] => ok 1
// CASE: @product [2,-3] => argument_mismatch
func.func @product(%x: tensor<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = shape.shape_of %x : tensor<*xf32> -> tensor<?xindex>
  %rank = shape.rank %s : tensor<?xindex> -> index
  %p = scf.for %i = %c0 to %rank step %c1 iter_args(%acc = %c1) -> (index) {
    %e = tensor.extract %s[%i] : tensor<?xindex>
    %m = arith.muli %acc, %e : index
    scf.yield %m : index
  }
  return %p : index
}
