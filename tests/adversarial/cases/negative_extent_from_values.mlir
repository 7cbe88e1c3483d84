// An extent tensor built from caller values can hold a negative extent: using it as a shape
// is an error, not a silently broadcast -1.
// XFAIL: A2, [-1] broadcast with [1] is accepted and returned (docs/testing.md)
// CASE: 2; [2] => ok [2]
// CASE: -1; [2] => error
// CASE: -1; [1] => error
func.func @from_values(%n: index, %b: tensor<?xindex>) -> tensor<?xindex> {
  %t = tensor.from_elements %n : tensor<1xindex>
  %w = shape.cstr_broadcastable %t, %b : tensor<1xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %t, %b : tensor<1xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
