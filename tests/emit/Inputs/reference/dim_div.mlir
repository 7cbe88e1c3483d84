// shape.dim (001 line 672) and shape.div (line 725: floor division).
func.func @dim(%t: tensor<?x?xf32>, %i: index) -> index {
  %e = shape.dim %t, %i : tensor<?x?xf32>, index -> index
  return %e : index
}
func.func @dim_size(%t: tensor<*xf32>, %i: index) -> !shape.size {
  %e = shape.dim %t, %i : tensor<*xf32>, index -> !shape.size
  return %e : !shape.size
}
func.func @div(%a: !shape.size, %b: !shape.size) -> !shape.size {
  %r = shape.div %a, %b : !shape.size, !shape.size -> !shape.size
  return %r : !shape.size
}
func.func @div_index(%a: index, %b: index) -> index {
  %r = "shape.div"(%a, %b) : (index, index) -> index
  return %r : index
}
