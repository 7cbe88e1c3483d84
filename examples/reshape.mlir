// A reshape (e.g. tf.Reshape) to a shape given at run time: the new shape must
// hold as many elements as the operand, compared as one-extent shapes with
// shape.cstr_eq; the result is the new shape.
func.func @reshape(%operand: tensor<*xf32>, %new_shape: tensor<?xindex>) -> tensor<?xindex> {
  %operand_shape = shape.shape_of %operand : tensor<*xf32> -> tensor<?xindex>
  %operand_count = shape.num_elements %operand_shape : tensor<?xindex> -> index
  %new_count = shape.num_elements %new_shape : tensor<?xindex> -> index
  %operand_elements = tensor.from_elements %operand_count : tensor<1xindex>
  %new_elements = tensor.from_elements %new_count : tensor<1xindex>
  %same_count = shape.cstr_eq %operand_elements, %new_elements : tensor<1xindex>, tensor<1xindex>
  %result = shape.assuming %same_count -> (tensor<?xindex>) {
    shape.assuming_yield %new_shape : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}

// Inputs and what the checker reports (run by tests/examples):
// CASE: [2,3,4]; [6,4] => ok [6,4]
// CASE: []; [1,1] => ok [1,1]
// CASE: [0,5]; [3,0] => ok [3,0]
// CASE: [2,3]; [7] => not_equal = reshape.mlir:10:17: in @reshape: shapes [6] and [7] are not equal: dimension 0 has extents 6 and 7
// CASE: [2,3]; [-1,6] => argument_mismatch = reshape.mlir:4:1: in @reshape: argument new_shape has shape [-1,6]: dimension 0 has negative extent -1
// CASE: [MAX,2]; [1] => overflow = reshape.mlir:6:20: in @reshape: the number of elements overflows int64 at dimension 1 (extent 2)
