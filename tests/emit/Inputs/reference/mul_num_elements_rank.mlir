// mul (001 line 1257), num_elements (1320), rank (1372).
func.func @mul(%a: !shape.size, %b: index) -> !shape.size {
  %r = shape.mul %a, %b : !shape.size, index -> !shape.size
  return %r : !shape.size
}
func.func @num(%s: !shape.shape) -> !shape.size {
  %n = shape.num_elements %s : !shape.shape -> !shape.size
  return %n : !shape.size
}
func.func @num_index(%s: tensor<?xindex>) -> index {
  %n = shape.num_elements %s : tensor<?xindex> -> index
  return %n : index
}
func.func @rank(%s: !shape.shape) -> (!shape.size, index) {
  %r = shape.rank %s : !shape.shape -> !shape.size
  %t = shape.to_extent_tensor %s : !shape.shape -> tensor<?xindex>
  %i = shape.rank %t : tensor<?xindex> -> index
  return %r, %i : !shape.size, index
}
