// A shape function library: the shape functions of several ops, written once
// in the error-monadic form, and a mapping from op names to them. shapecc emits
// each function and a registry, so a runtime finds an op's shape function by
// its name (lookup<signature>("tf.MatMul")).
shape.function_library @tf_shapes {
  func.func @same_shape(%operand: !shape.value_shape) -> !shape.shape {
    %shape = shape.shape_of %operand : !shape.value_shape -> !shape.shape
    return %shape : !shape.shape
  }
  func.func @broadcast_binary(%lhs: !shape.value_shape, %rhs: !shape.value_shape) -> !shape.shape {
    %lhs_shape = shape.shape_of %lhs : !shape.value_shape -> !shape.shape
    %rhs_shape = shape.shape_of %rhs : !shape.value_shape -> !shape.shape
    %shape = shape.broadcast %lhs_shape, %rhs_shape {error = "operands must broadcast"} : !shape.shape, !shape.shape -> !shape.shape
    return %shape : !shape.shape
  }
  func.func @matmul(%lhs: !shape.value_shape, %rhs: !shape.value_shape) -> !shape.shape {
    %c1 = shape.const_size 1
    %c2 = shape.const_size 2
    %lhs_shape = shape.shape_of %lhs : !shape.value_shape -> !shape.shape
    %rhs_shape = shape.shape_of %rhs : !shape.value_shape -> !shape.shape
    %lhs_rank = shape.rank %lhs_shape : !shape.shape -> !shape.size
    %rhs_rank = shape.rank %rhs_shape : !shape.shape -> !shape.size
    %lhs_ok = shape.meet %c2, %lhs_rank, error="requires rank 2 operands" : !shape.size, !shape.size -> !shape.size
    %rhs_ok = shape.meet %c2, %rhs_rank, error="requires rank 2 operands" : !shape.size, !shape.size -> !shape.size
    %l0, %l1 = "shape.split_at"(%lhs_shape, %c1) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
    %r0, %r1 = "shape.split_at"(%rhs_shape, %c1) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
    %inner = shape.meet %l1, %r0, error="inner dimensions required to match" : !shape.shape, !shape.shape -> !shape.shape
    %res = shape.concat %l0, %r1 : !shape.shape, !shape.shape -> !shape.shape
    return %res : !shape.shape
  }
} mapping {
  tf.AddV2 = @broadcast_binary,
  tf.Exp = @same_shape,
  tf.MatMul = @matmul,
  tf.Mul = @broadcast_binary,
  tf.Relu = @same_shape
}

// Inputs and what the checker reports (run by tests/examples); a quoted op
// name calls the function the registry finds for it.
// CASE: "tf.AddV2" [2,1]; [3] => ok [2,3]
// CASE: "tf.Mul" [2,2]; [3] => not_broadcastable = library.mlir:13:14: in @broadcast_binary: operands must broadcast: operands 0 and 1 are not broadcastable: dimension 1 has extents 2 and 3
// CASE: "tf.Exp" [4,5] => ok [4,5]
// CASE: "tf.Relu" [] => ok []
// CASE: "tf.MatMul" [2,3]; [3,4] => ok [2,4]
// CASE: "tf.MatMul" [2,3]; [4,5] => invalid_shape = library.mlir:27:14: in @matmul: inner dimensions required to match: shapes do not meet: dimension 0 has extents 3 and 4
// CASE: "tf.MatMul" [2,3,4]; [4,5] => invalid_shape = library.mlir:23:15: in @matmul: requires rank 2 operands: sizes 2 and 3 do not meet
// CASE: "tf.Conv2D" as @same_shape [1] => absent
// CASE: "tf.Exp" as @broadcast_binary [1]; [1] => absent
// CASE: @same_shape [1,2,3] => ok [1,2,3]
