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
// An unsigned element above INT64_MAX is no extent either, and the message prints it as written
// (docs/testing.md T6: it said -1, the element read as signed).
// CASE: @unsigned_above_int64_max => argument_mismatch: value element 0 is 18446744073709551615, not an extent
func.func @unsigned_above_int64_max() -> !shape.shape {
  %0 = arith.constant dense<[18446744073709551615, 3]> : tensor<2xui64>
  %shape = shape.value_as_shape %0 : tensor<2xui64> -> !shape.shape
  return %shape : !shape.shape
}
// CASE: @unsigned_in_range => ok [9223372036854775807,3]
func.func @unsigned_in_range() -> !shape.shape {
  %0 = arith.constant dense<[9223372036854775807, 3]> : tensor<2xui64>
  %shape = shape.value_as_shape %0 : tensor<2xui64> -> !shape.shape
  return %shape : !shape.shape
}
