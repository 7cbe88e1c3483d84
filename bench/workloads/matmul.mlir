// Matrix multiplication [m, k] x [k, n] -> [m, n]: both operands of rank 2, inner dimensions
// equal. The result is built with tensor.from_elements, which MLIR's shape-to-std lowering
// handles (it has no pattern for shape.from_extents or shape.concat).
func.func @matmul(%lhs: tensor<?xindex>, %rhs: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %lhs_rank = shape.rank %lhs : tensor<?xindex> -> index
  %rhs_rank = shape.rank %rhs : tensor<?xindex> -> index
  %lhs_is_2d = arith.cmpi eq, %lhs_rank, %c2 : index
  %rhs_is_2d = arith.cmpi eq, %rhs_rank, %c2 : index
  %lhs_ok = shape.cstr_require %lhs_is_2d, "lhs must have rank 2"
  %rhs_ok = shape.cstr_require %rhs_is_2d, "rhs must have rank 2"
  %ranks_ok = shape.assuming_all %lhs_ok, %rhs_ok
  %result = shape.assuming %ranks_ok -> (tensor<?xindex>) {
    %m = shape.get_extent %lhs, %c0 : tensor<?xindex>, index -> index
    %k_lhs = shape.get_extent %lhs, %c1 : tensor<?xindex>, index -> index
    %k_rhs = shape.get_extent %rhs, %c0 : tensor<?xindex>, index -> index
    %n = shape.get_extent %rhs, %c1 : tensor<?xindex>, index -> index
    %k_equal = arith.cmpi eq, %k_lhs, %k_rhs : index
    %inner_ok = shape.cstr_require %k_equal, "inner dimensions must match"
    %mn = shape.assuming %inner_ok -> (tensor<?xindex>) {
      %extents = tensor.from_elements %m, %n : tensor<2xindex>
      %shape = tensor.cast %extents : tensor<2xindex> to tensor<?xindex>
      shape.assuming_yield %shape : tensor<?xindex>
    }
    shape.assuming_yield %mn : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}
