// A broadcasting binary op (e.g. tf.AddV2) as kernel generators emit its shape
// computation: take both operands' shapes, require that they broadcast, and
// only under that witness compute the broadcast result shape.
func.func @add_shape(%lhs: tensor<*xf32>, %rhs: tensor<*xf32>) -> tensor<?xindex> {
  %lhs_shape = shape.shape_of %lhs : tensor<*xf32> -> tensor<?xindex>
  %rhs_shape = shape.shape_of %rhs : tensor<*xf32> -> tensor<?xindex>
  %ok = shape.cstr_broadcastable %lhs_shape, %rhs_shape : tensor<?xindex>, tensor<?xindex>
  %result = shape.assuming %ok -> (tensor<?xindex>) {
    %shape = shape.broadcast %lhs_shape, %rhs_shape : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %shape : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}

// Inputs and what the checker reports (run by tests/examples):
// CASE: [8,1,6,1]; [7,1,5] => ok [8,7,6,5]
// CASE: [5,4]; [] => ok [5,4]
// CASE: [3]; [4] => not_broadcastable = elementwise.mlir:7:9: in @add_shape: shapes [3] and [4] are not broadcastable: dimension 0 has extents 3 and 4
// CASE: [2,1]; [8,4,3] => not_broadcastable = elementwise.mlir:7:9: in @add_shape: shapes [2,1] and [8,4,3] are not broadcastable: dimension 1 has extents 2 and 4
