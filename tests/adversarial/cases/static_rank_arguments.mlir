// Arguments whose static type fixes the rank: a caller passing another rank
// is rejected on entry, before any op reads the view.
// CASE: [2,3]; [4,2,3] => ok [4,2,3]
// CASE: [2]; [4,2,3] => argument_mismatch: a
// CASE: [2,3,4]; [4,2,3] => argument_mismatch: a
// CASE: [2,3]; [4,2,3,1] => argument_mismatch: b
// CASE: [2,3]; [4,5,3] => not_broadcastable: dimension 1 has extents 2 and 5
// CASE: [2,-3]; [4,2,3] => argument_mismatch: a
func.func @static_ranks(%a: tensor<2xindex>, %b: tensor<3xindex>) -> tensor<?xindex> {
  %ok = shape.cstr_broadcastable %a, %b : tensor<2xindex>, tensor<3xindex>
  %result = shape.assuming %ok -> (tensor<?xindex>) {
    %shape = shape.broadcast %a, %b : tensor<2xindex>, tensor<3xindex> -> tensor<?xindex>
    shape.assuming_yield %shape : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}
