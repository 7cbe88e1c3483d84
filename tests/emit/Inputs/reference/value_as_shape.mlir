// value_as_shape (001 line 1742): a constant tensor<2xi32> is the shape [1,2].
func.func @vas() -> (!shape.shape, !shape.shape) {
  // The following
  %0 = arith.constant dense<[1,2]> : tensor<2xi32>
  %shape = shape.value_as_shape %0 : tensor<2xi32> -> !shape.shape
  // is equivalent to
  %shape2 = shape.const_shape [1, 2] : !shape.shape
  return %shape, %shape2 : !shape.shape, !shape.shape
}
func.func @vas_neg() -> !shape.shape {
  %0 = arith.constant dense<[1,-2]> : tensor<2xi32>
  %shape = shape.value_as_shape %0 : tensor<2xi32> -> !shape.shape
  return %shape : !shape.shape
}
func.func @vas_tensor(%t: tensor<?xindex>) -> tensor<?xindex> {
  %shape = shape.value_as_shape %t : tensor<?xindex> -> tensor<?xindex>
  return %shape : tensor<?xindex>
}
func.func @vas_value(%v: !shape.value_shape) -> !shape.shape {
  %shape = shape.value_as_shape %v : !shape.value_shape -> !shape.shape
  return %shape : !shape.shape
}
func.func @value_of(%v: !shape.value_shape) -> tensor<?xindex> {
  %e = shape.value_of %v : tensor<?xindex>
  return %e : tensor<?xindex>
}
