// shape.any (001 line 92): %s0 = shape.any [2,?], [?,3] // [2,3]. `?` cannot be written in a
// const_shape, so the operands are arguments; any returns one of its operands.
func.func @any2(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %s0 = shape.any %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %s0 : tensor<?xindex>
}
func.func @any_shape(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %s1 = shape.any %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %s1 : !shape.shape
}
func.func @any_const() -> !shape.shape {
  %a = shape.const_shape [1, 2] : !shape.shape
  %b = shape.const_shape [1, 2] : tensor<2xindex>
  %s1 = "shape.any"(%a, %b) : (!shape.shape, tensor<2xindex>) -> !shape.shape
  return %s1 : !shape.shape
}
func.func @any_error(%a: !shape.shape, %i: index) -> !shape.shape {
  %e = shape.get_extent %a, %i : !shape.shape, index -> !shape.size
  %s = shape.from_extents %e : !shape.size
  %r = shape.any %s, %a : !shape.shape, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
