// shape.broadcast (001 line 258), with and without error=, shapes and extent tensors.
func.func @bcast(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
func.func @bcast_error(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %r = shape.broadcast %a, %b {error = "incompatible operand shapes"} : !shape.shape, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
func.func @bcast_tensor(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %r = shape.broadcast %a, %b {error = "oops"} : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %r : tensor<?xindex>
}
func.func @bcast3(%a: tensor<?xindex>, %b: !shape.shape, %c: tensor<?xindex>) -> !shape.shape {
  %r = "shape.broadcast"(%a, %b, %c) {error = "three"} : (tensor<?xindex>, !shape.shape, tensor<?xindex>) -> !shape.shape
  return %r : !shape.shape
}
func.func @bcast_unused(%a: !shape.shape, %b: !shape.shape) {
  %r = shape.broadcast %a, %b {error = "unused"} : !shape.shape, !shape.shape -> !shape.shape
  return
}
