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
// CASE: @computed [2,1,1]; [1,3] => argument_mismatch = static_extent_tensor_results.mlir:16:8: in @computed: value s has shape [2,1,3], expected [?,?]: rank 3, expected 2
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
// A tensor.cast to a static length names the source's value too, in both policies (the
// status policy computes it in its out-parameter).
// CASE: @cast [2,1]; [1,3] => ok [2,3]
// CASE: @cast [2]; [3,1,1] => argument_mismatch = static_extent_tensor_results.mlir:30:8: in @cast: value shape has shape [3,1,2], expected [?,?]: rank 3, expected 2
func.func @cast(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<2xindex> {
  %shape = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %e = tensor.cast %shape : tensor<?xindex> to tensor<2xindex>
  return %e : tensor<2xindex>
}
// A shape op's own static result length is a promise checked at the op too (P4): the
// result held fewer or more extents than its type, and a tensor.extract at a constant index
// below the length read past them. Also when only an extract reads the result: canonicalize
// folded the extract into one of the broadcast, and the length check went with the unused
// result, so the extract failed out_of_range instead (W1, docs/testing.md).
// CASE: @broadcast_static [1,2,3]; [1] => ok [1,2,3] 3
// CASE: @broadcast_static [2]; [3,1] => argument_mismatch = static_extent_tensor_results.mlir:43:8: in @broadcast_static: value r has shape [3,2], expected [?,?,?]: rank 2, expected 3
// CASE: @extract_static [1,2,3]; [1] => ok 3
// CASE: @extract_static [2]; [1] => argument_mismatch = static_extent_tensor_results.mlir:49:8: in @extract_static: value r has shape [2], expected [?,?,?]: rank 1, expected 3
func.func @broadcast_static(%a: tensor<?xindex>, %b: tensor<?xindex>) -> (tensor<3xindex>, index) {
  %r = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<3xindex>
  %c2 = arith.constant 2 : index
  %e = tensor.extract %r[%c2] : tensor<3xindex>
  return %r, %e : tensor<3xindex>, index
}
func.func @extract_static(%a: tensor<?xindex>, %b: tensor<?xindex>) -> index {
  %r = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<3xindex>
  %c2 = arith.constant 2 : index
  %e = tensor.extract %r[%c2] : tensor<3xindex>
  return %e : index
}
// CASE: @concat_static [1]; [2,3] => ok [1,2,3]
// CASE: @concat_static [1]; [2] => argument_mismatch: rank 2, expected 3
func.func @concat_static(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<3xindex> {
  %r = shape.concat %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<3xindex>
  return %r : tensor<3xindex>
}
// CASE: @split_static [1,2,3]; 1 => ok [1] [2,3]
// CASE: @split_static [1,2,3]; 2 => argument_mismatch: rank 2, expected 1
func.func @split_static(%a: tensor<?xindex>, %i: index) -> (tensor<1xindex>, tensor<?xindex>) {
  %h, %t = "shape.split_at"(%a, %i) : (tensor<?xindex>, index) -> (tensor<1xindex>, tensor<?xindex>)
  return %h, %t : tensor<1xindex>, tensor<?xindex>
}
// CASE: @shape_of_static [4,5] => ok [4,5]
// CASE: @shape_of_static [4] => argument_mismatch: rank 1, expected 2
func.func @shape_of_static(%a: tensor<*xf32>) -> tensor<2xindex> {
  %r = shape.shape_of %a : tensor<*xf32> -> tensor<2xindex>
  return %r : tensor<2xindex>
}
