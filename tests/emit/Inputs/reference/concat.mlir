// shape.concat (001 line 325).
func.func @cat(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %r = shape.concat %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
func.func @cat_tensor(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %r = "shape.concat"(%a, %b) : (tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
  return %r : tensor<?xindex>
}
func.func @cat_mixed(%a: tensor<?xindex>, %b: !shape.shape) -> !shape.shape {
  %r = shape.concat %a, %b : tensor<?xindex>, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
