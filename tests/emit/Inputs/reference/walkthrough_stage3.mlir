// Walk-through stage 3 (001 line 2154), nearest valid MLIR 22: %rhs named; ranks are index;
// `shape.shape_eq` of ranks is arith.cmpi; `and` is arith.andi; `assert` is cf.assert;
// split_at is generic with two results; `shape.eq` is shape.shape_eq; concat is shape.concat.
func.func @matmul_shape3(%lhs: tensor<*xf32>, %rhs: tensor<*xf32>) -> tensor<?xindex> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %lhs_shape = shape.shape_of %lhs : tensor<*xf32> -> tensor<?xindex>
  %rhs_shape = shape.shape_of %rhs : tensor<*xf32> -> tensor<?xindex>
  %lhs_rank = shape.rank %lhs_shape : tensor<?xindex> -> index
  %rhs_rank = shape.rank %rhs_shape : tensor<?xindex> -> index
  %w1 = arith.cmpi eq, %lhs_rank, %rhs_rank : index
  %w2 = arith.cmpi eq, %c2, %lhs_rank : index
  %w3 = arith.andi %w1, %w2 : i1
  cf.assert %w3, "requires rank 2 operands"
  %l0, %l1 = "shape.split_at"(%lhs_shape, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  %r0, %r1 = "shape.split_at"(%rhs_shape, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  %w4 = shape.shape_eq %l1, %r0 : tensor<?xindex>, tensor<?xindex>
  cf.assert %w4, "inner dimensions required to match"
  %res = shape.concat %l0, %r1 : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %res : tensor<?xindex>
}
