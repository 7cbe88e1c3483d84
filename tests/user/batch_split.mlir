// Several results: split an [batch..., rows, cols] shape into the batch
// dims, the matrix dims and the batch element count.
func.func @batch_split(%x: !shape.shape) -> (!shape.shape, !shape.shape, index) {
  %c2 = arith.constant 2 : index
  %cm2 = arith.constant -2 : index
  %rank_s = shape.rank %x : !shape.shape -> !shape.size
  %rank = shape.size_to_index %rank_s : !shape.size
  %ok = arith.cmpi sge, %rank, %c2 : index
  %w = shape.cstr_require %ok, "expected at least a matrix"
  %b, %m, %n = shape.assuming %w -> (!shape.shape, !shape.shape, index) {
    %batch, %mat = "shape.split_at"(%x, %cm2) : (!shape.shape, index) -> (!shape.shape, !shape.shape)
    %count = shape.num_elements %batch : !shape.shape -> !shape.size
    %ci = shape.size_to_index %count : !shape.size
    shape.assuming_yield %batch, %mat, %ci : !shape.shape, !shape.shape, index
  }
  return %b, %m, %n : !shape.shape, !shape.shape, index
}
