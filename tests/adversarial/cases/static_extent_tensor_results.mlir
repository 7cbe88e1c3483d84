// to_extent_tensor to a static length (tensor<Nxindex>) promises the rank: a shape of another
// rank fails there, like a tensor.cast that refines the type, instead of a tensor<1xindex>
// holding two extents.
// CASE: [4] => ok [4]
// CASE: [4,5] => argument_mismatch: rank 2, expected 1
// CASE: [] => argument_mismatch
func.func @one(%s: !shape.shape) -> tensor<1xindex> {
  %e = shape.to_extent_tensor %s : !shape.shape -> tensor<1xindex>
  return %e : tensor<1xindex>
}
// CASE: @computed [2,1]; [1,3] => ok [2,3]
// CASE: @computed [2,1,1]; [1,3] => argument_mismatch
// CASE: @computed [2]; [3] => not_broadcastable
func.func @computed(%a: !shape.shape, %b: !shape.shape) -> tensor<2xindex> {
  %s = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %e = shape.to_extent_tensor %s : !shape.shape -> tensor<2xindex>
  return %e : tensor<2xindex>
}
// CASE: @dynamic [4,5] => ok [4,5]
func.func @dynamic(%s: !shape.shape) -> tensor<?xindex> {
  %e = shape.to_extent_tensor %s : !shape.shape -> tensor<?xindex>
  return %e : tensor<?xindex>
}
