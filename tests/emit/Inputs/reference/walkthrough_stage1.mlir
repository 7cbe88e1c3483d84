// Walk-through stage 1 (001 line 2087), nearest valid MLIR 22. Changes from the text: %rhs is
// tensor<*xf32> (the text says tensor<*xindex> but shape_of reads it as tensor<*xf32>); cstr_eq
// takes shapes, so the rank checks are cstr_require on compared indices (with the text's
// message); shape.any takes shapes, so the rank is the meet of the two; the second split_at
// reads %rhs_shape (the text splits %lhs_shape twice and redefines %r1); split_at has two
// results; meet is of shapes; concat(...) is shape.concat, then to_extent_tensor.
func.func @matmul_shape1(%lhs: tensor<*xf32>, %rhs: tensor<*xf32>) -> tensor<?xindex> {
  %c1 = shape.const_size 1
  %c2 = shape.const_size 2
  %lhs_shape = shape.shape_of %lhs : tensor<*xf32> -> !shape.shape
  %rhs_shape = shape.shape_of %rhs : tensor<*xf32> -> !shape.shape
  %lhs_rank = shape.rank %lhs_shape : !shape.shape -> !shape.size
  %rhs_rank = shape.rank %rhs_shape : !shape.shape -> !shape.size
  %lhs_rank_i = shape.size_to_index %lhs_rank : !shape.size
  %rhs_rank_i = shape.size_to_index %rhs_rank : !shape.size
  %same = arith.cmpi eq, %lhs_rank_i, %rhs_rank_i : index
  %w1 = shape.cstr_require %same, "ranks differ"
  %res = shape.assuming %w1 -> tensor<?xindex> {
    %r1 = shape.meet %lhs_rank, %rhs_rank : !shape.size, !shape.size -> !shape.size
    %r1_i = shape.size_to_index %r1 : !shape.size
    %c2_i = shape.size_to_index %c2 : !shape.size
    %is2 = arith.cmpi eq, %r1_i, %c2_i : index
    %w2 = shape.cstr_require %is2, "requires rank 2 operands"
    %res_1 = shape.assuming %w2 -> tensor<?xindex> {
      %l0, %l1 = "shape.split_at"(%lhs_shape, %c1) :
        (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
      %r0, %r1b = "shape.split_at"(%rhs_shape, %c1) :
        (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
      %c = shape.meet %l1, %r0, error="inner dimensions required to match" :
        !shape.shape, !shape.shape -> !shape.shape
      %cat = shape.concat %l0, %r1b : !shape.shape, !shape.shape -> !shape.shape
      %ext = shape.to_extent_tensor %cat : !shape.shape -> tensor<?xindex>
      shape.assuming_yield %ext : tensor<?xindex>
    }
    shape.assuming_yield %res_1 : tensor<?xindex>
  }
  return %res : tensor<?xindex>
}
