// Rank specialization of a broadcasting binary op, as kernel generators emit
// it with scf.if: a scalar operand broadcasts to anything, so those cases need
// no constraint and return the other operand's shape; only the general case
// requires that the operands broadcast.
func.func @rank_dispatch(%lhs: tensor<*xf32>, %rhs: tensor<*xf32>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %lhs_shape = shape.shape_of %lhs : tensor<*xf32> -> tensor<?xindex>
  %rhs_shape = shape.shape_of %rhs : tensor<*xf32> -> tensor<?xindex>
  %lhs_rank = shape.rank %lhs_shape : tensor<?xindex> -> index
  %rhs_rank = shape.rank %rhs_shape : tensor<?xindex> -> index
  %lhs_scalar = arith.cmpi eq, %lhs_rank, %c0 : index
  %result = scf.if %lhs_scalar -> (tensor<?xindex>) {
    scf.yield %rhs_shape : tensor<?xindex>
  } else {
    %rhs_scalar = arith.cmpi eq, %rhs_rank, %c0 : index
    %general = scf.if %rhs_scalar -> (tensor<?xindex>) {
      scf.yield %lhs_shape : tensor<?xindex>
    } else {
      %ok = shape.cstr_broadcastable %lhs_shape, %rhs_shape : tensor<?xindex>, tensor<?xindex>
      %shape = shape.assuming %ok -> (tensor<?xindex>) {
        %b = shape.broadcast %lhs_shape, %rhs_shape : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
        shape.assuming_yield %b : tensor<?xindex>
      }
      scf.yield %shape : tensor<?xindex>
    }
    scf.yield %general : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}

// Inputs and what the checker reports (run by tests/examples):
// CASE: []; [2,3] => ok [2,3]
// CASE: [4,1]; [] => ok [4,1]
// CASE: [4,1]; [3] => ok [4,3]
// CASE: [4,2]; [3] => not_broadcastable = rank_dispatch.mlir:19:13: in @rank_dispatch: shapes [4,2] and [3] are not broadcastable: dimension 1 has extents 2 and 3
