// An extent tensor built from caller values would hold a negative extent: building it is an
// invalid_shape at tensor.from_elements, not a silently broadcast -1.
// CASE: 2; [2] => ok [2]
// CASE: 0; [1] => ok [0]
// CASE: -1; [2] => invalid_shape: negative_extent_from_values.mlir:9:8: in @from_values: dimension 0 has negative extent -1
// CASE: -1; [1] => invalid_shape: dimension 0 has negative extent -1
// CASE: MIN; [1] => invalid_shape: dimension 0 has negative extent -9223372036854775808
func.func @from_values(%n: index, %b: tensor<?xindex>) -> tensor<?xindex> {
  %t = tensor.from_elements %n : tensor<1xindex>
  %w = shape.cstr_broadcastable %t, %b : tensor<1xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %t, %b : tensor<1xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
