// Walk-through stage 2 (001 line 2125), nearest valid MLIR 22: %rhs named (the text names both
// arguments %lhs); ranks are index (not tensor<index>); `cstr_eq %c2, %rank, error=` is a
// cstr_require of a comparison with the text's message; split_at has two results and the
// second reads %rhs_shape; the inner check is cstr_eq of the extent tensors with its message
// on a cstr_require; concat is shape.concat; the yields carry their types.
func.func @matmul_shape2(%lhs: tensor<*xf32>, %rhs: tensor<*xf32>) -> tensor<?xindex> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %lhs_shape = shape.shape_of %lhs : tensor<*xf32> -> tensor<?xindex>
  %rhs_shape = shape.shape_of %rhs : tensor<*xf32> -> tensor<?xindex>
  %lhs_rank = shape.rank %lhs_shape : tensor<?xindex> -> index
  %rhs_rank = shape.rank %rhs_shape : tensor<?xindex> -> index
  %lhs_is2 = arith.cmpi eq, %c2, %lhs_rank : index
  %rhs_is2 = arith.cmpi eq, %c2, %rhs_rank : index
  %w1 = shape.cstr_require %lhs_is2, "requires rank 2 operands"
  %w2 = shape.cstr_require %rhs_is2, "requires rank 2 operands"
  %w = shape.assuming_all %w1, %w2
  %res = shape.assuming %w -> tensor<?xindex> {
    %l0, %l1 = "shape.split_at"(%lhs_shape, %c1) :
      (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    %r0, %r1 = "shape.split_at"(%rhs_shape, %c1) :
      (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    %w3 = shape.cstr_eq %l1, %r0 : tensor<?xindex>, tensor<?xindex>
    %res_2 = shape.assuming %w3 -> tensor<?xindex> {
      %cat = shape.concat %l0, %r1 : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %cat : tensor<?xindex>
    }
    shape.assuming_yield %res_2 : tensor<?xindex>
  }
  return %res : tensor<?xindex>
}
