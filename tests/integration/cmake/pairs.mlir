// The CMake consumer's shape function: two operands of the same shape, e.g.
// the inputs of an elementwise op without broadcasting.
func.func @same_shape(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> !shape.shape {
  %a_shape = shape.shape_of %a : tensor<?x?xf32> -> !shape.shape
  %b_shape = shape.shape_of %b : tensor<?x?xf32> -> !shape.shape
  %ok = shape.cstr_eq %a_shape, %b_shape : !shape.shape, !shape.shape
  %result = shape.assuming %ok -> !shape.shape {
    shape.assuming_yield %a_shape : !shape.shape
  }
  return %result : !shape.shape
}
