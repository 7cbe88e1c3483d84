// is_broadcastable (001 line 1073), shape_eq (1509).
func.func @isb(%a: !shape.shape, %b: tensor<?xindex>) -> i1 {
  %r = shape.is_broadcastable %a, %b : !shape.shape, tensor<?xindex>
  return %r : i1
}
func.func @consts() -> (i1, i1) {
  %a = shape.const_shape [2, 2] : !shape.shape
  %b = shape.const_shape [3, 1, 2] : !shape.shape
  %c = shape.const_shape [3, 2] : !shape.shape
  %true = shape.is_broadcastable %a, %b : !shape.shape, !shape.shape
  %false = shape.is_broadcastable %a, %c : !shape.shape, !shape.shape
  return %true, %false : i1, i1
}
func.func @eq(%a: !shape.shape, %b: !shape.shape, %c: tensor<?xindex>) -> i1 {
  %r = shape.shape_eq %a, %b, %c : !shape.shape, !shape.shape, tensor<?xindex>
  return %r : i1
}
