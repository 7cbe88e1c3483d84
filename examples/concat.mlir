// Concatenation along the first axis (e.g. tf.ConcatV2 with axis 0): both
// operands need a first axis and the same extents after it; the result's first
// extent is the sum of theirs (shape.add reports an overflow).
func.func @concat_rows(%lhs: tensor<*xf32>, %rhs: tensor<*xf32>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lhs_shape = shape.shape_of %lhs : tensor<*xf32> -> tensor<?xindex>
  %rhs_shape = shape.shape_of %rhs : tensor<*xf32> -> tensor<?xindex>
  %lhs_rank = shape.rank %lhs_shape : tensor<?xindex> -> index
  %rhs_rank = shape.rank %rhs_shape : tensor<?xindex> -> index
  %lhs_has_axis = arith.cmpi uge, %lhs_rank, %c1 : index
  %rhs_has_axis = arith.cmpi uge, %rhs_rank, %c1 : index
  %both_have_axis = arith.andi %lhs_has_axis, %rhs_has_axis : i1
  %axis_ok = shape.cstr_require %both_have_axis, "concatenated operands need at least one dimension"
  %result = shape.assuming %axis_ok -> (tensor<?xindex>) {
    %lhs_rows, %lhs_rest = "shape.split_at"(%lhs_shape, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    %rhs_rows, %rhs_rest = "shape.split_at"(%rhs_shape, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    %rest_ok = shape.cstr_eq %lhs_rest, %rhs_rest : tensor<?xindex>, tensor<?xindex>
    %shape = shape.assuming %rest_ok -> (tensor<?xindex>) {
      %lhs_n = shape.get_extent %lhs_shape, %c0 : tensor<?xindex>, index -> index
      %rhs_n = shape.get_extent %rhs_shape, %c0 : tensor<?xindex>, index -> index
      %rows = shape.add %lhs_n, %rhs_n : index, index -> index
      %rows_shape = tensor.from_elements %rows : tensor<1xindex>
      %concat = shape.concat %rows_shape, %lhs_rest : tensor<1xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %concat : tensor<?xindex>
    }
    shape.assuming_yield %shape : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}

// Inputs and what the checker reports (run by tests/examples):
// CASE: [2,3]; [5,3] => ok [7,3]
// CASE: [1]; [0] => ok [1]
// CASE: [2,3,4]; [2,3,4] => ok [4,3,4]
// CASE: []; [2] => requirement_failed = concat.mlir:14:14: in @concat_rows: concatenated operands need at least one dimension
// CASE: [2,3]; [2,4] => not_equal = concat.mlir:18:16: in @concat_rows: shapes [3] and [4] are not equal: dimension 0 has extents 3 and 4
// CASE: [MAX,1]; [1,1] => overflow = concat.mlir:22:15: in @concat_rows: 9223372036854775807 + 1 overflows int64
