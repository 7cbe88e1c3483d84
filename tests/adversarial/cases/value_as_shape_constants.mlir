// value_as_shape of an integer constant, as the shape reference writes it
// (`dense<[1,2]> : tensor<2xi32>` is the shape [1, 2]): the constant shape of its elements; a
// negative element fails like value_as_shape of any value, and more elements than
// SHAPECC_MAX_RANK are capacity_exceeded.
// CASE: => ok [1,2] [1,2]
func.func @reference() -> (!shape.shape, !shape.shape) {
  %0 = arith.constant dense<[1,2]> : tensor<2xi32>
  %shape = shape.value_as_shape %0 : tensor<2xi32> -> !shape.shape
  %same = shape.const_shape [1, 2] : !shape.shape
  return %shape, %same : !shape.shape, !shape.shape
}
// CASE: @negative => argument_mismatch: value element 1 is -2, not an extent
func.func @negative() -> !shape.shape {
  %0 = arith.constant dense<[1,-2]> : tensor<2xi64>
  %shape = shape.value_as_shape %0 : tensor<2xi64> -> !shape.shape
  return %shape : !shape.shape
}
// CASE: @empty => ok []
func.func @empty() -> !shape.shape {
  %0 = arith.constant dense<> : tensor<0xi16>
  %shape = shape.value_as_shape %0 : tensor<0xi16> -> !shape.shape
  return %shape : !shape.shape
}
// CASE: @too_long => capacity_exceeded
func.func @too_long() -> !shape.shape {
  %0 = arith.constant dense<1> : tensor<17xi8>
  %shape = shape.value_as_shape %0 : tensor<17xi8> -> !shape.shape
  return %shape : !shape.shape
}
// CASE: @unsigned_elements => ok [200]
func.func @unsigned_elements() -> !shape.shape {
  %0 = arith.constant dense<200> : tensor<1xui8>
  %shape = shape.value_as_shape %0 : tensor<1xui8> -> !shape.shape
  return %shape : !shape.shape
}
// CASE: @used_by_broadcast [3,1] => ok [3,2]
func.func @used_by_broadcast(%s: !shape.shape) -> !shape.shape {
  %0 = arith.constant dense<[1,2]> : tensor<2xi32>
  %shape = shape.value_as_shape %0 : tensor<2xi32> -> !shape.shape
  %r = shape.broadcast %s, %shape : !shape.shape, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
