// shape_of (001 line 1549), to_extent_tensor (1697), split_at (generic only).
func.func @of(%t: tensor<*xf32>) -> (!shape.shape, tensor<?xindex>) {
  %s = shape.shape_of %t : tensor<*xf32> -> !shape.shape
  %e = shape.shape_of %t : tensor<*xf32> -> tensor<?xindex>
  return %s, %e : !shape.shape, tensor<?xindex>
}
func.func @of_static(%t: tensor<2x3xf32>) -> tensor<2xindex> {
  %e = shape.shape_of %t : tensor<2x3xf32> -> tensor<2xindex>
  return %e : tensor<2xindex>
}
func.func @tet(%s: !shape.shape) -> tensor<1xindex> {
  %e = shape.to_extent_tensor %s : !shape.shape -> tensor<1xindex>
  return %e : tensor<1xindex>
}
func.func @split(%s: tensor<?xindex>, %i: index) -> (tensor<?xindex>, tensor<?xindex>) {
  %h, %t = "shape.split_at"(%s, %i) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  return %h, %t : tensor<?xindex>, tensor<?xindex>
}
func.func @split_size(%s: !shape.shape, %i: !shape.size) -> (!shape.shape, !shape.shape) {
  %h, %t = "shape.split_at"(%s, %i) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
  return %h, %t : !shape.shape, !shape.shape
}
