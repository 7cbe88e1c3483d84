// The shape function of matmul in the error-monadic form (stage 1 of the shape
// dialect reference's walk-through): shape.meet states each constraint with
// the error= message reported when it does not hold, and the result is the
// outer extents of both operands.
shape.func @matmul(%lhs: !shape.value_shape, %rhs: !shape.value_shape) -> !shape.shape {
  %c1 = shape.const_size 1
  %c2 = shape.const_size 2
  %lhs_shape = shape.shape_of %lhs : !shape.value_shape -> !shape.shape
  %rhs_shape = shape.shape_of %rhs : !shape.value_shape -> !shape.shape
  %lhs_rank = shape.rank %lhs_shape : !shape.shape -> !shape.size
  %rhs_rank = shape.rank %rhs_shape : !shape.shape -> !shape.size
  %r = shape.meet %lhs_rank, %rhs_rank, error="operands must have the same rank" : !shape.size, !shape.size -> !shape.size
  %rank = shape.meet %c2, %r, error="requires rank 2 operands" : !shape.size, !shape.size -> !shape.size
  %l0, %l1 = "shape.split_at"(%lhs_shape, %c1) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
  %r0, %r1 = "shape.split_at"(%rhs_shape, %c1) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
  %inner = shape.meet %l1, %r0, error="inner dimensions required to match" : !shape.shape, !shape.shape -> !shape.shape
  %res = shape.concat %l0, %r1 : !shape.shape, !shape.shape -> !shape.shape
  shape.return %res : !shape.shape
}

// Inputs and what the checker reports (run by tests/examples):
// CASE: [2,3]; [3,4] => ok [2,4]
// CASE: [1,0]; [0,5] => ok [1,5]
// CASE: [2,3,4]; [3,4] => invalid_shape = matmul.mlir:12:8: in @matmul: operands must have the same rank: sizes 3 and 2 do not meet
// CASE: [2,3,4]; [2,4,5] => invalid_shape = matmul.mlir:13:11: in @matmul: requires rank 2 operands: sizes 2 and 3 do not meet
// CASE: [2,3]; [4,5] => invalid_shape = matmul.mlir:16:12: in @matmul: inner dimensions required to match: shapes do not meet: dimension 0 has extents 3 and 4
