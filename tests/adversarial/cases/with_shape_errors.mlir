// A with_shape whose shape does not conform to its value's gives an invalid value shape; where
// it is used (value_as_shape, value_of, shape_of into a result or a call), the failure names the
// with_shape, as every error names the op that made it. It was reported at the use instead (the
// return, the value_of, the call): the error had no site.
// CASE: @as_shape [2]; [3] => not_broadcastable = with_shape_errors.mlir:31:8: in @as_shape: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @as_shape [1]; [1] => ok [1]
// CASE: @as_shape [1]; [5] => invalid_shape = with_shape_errors.mlir:32:8: in @as_shape: the value's shape does not conform to the shape given to shape.with_shape
// CASE: @values [2]; [1] => ok [2]
// CASE: @values [2]; [2] => invalid_shape = with_shape_errors.mlir:38:8: in @values: the value's shape does not conform to the shape given to shape.with_shape
// CASE: @values [2,3]; [2] => ok [2,3]
// CASE: @call [4]; [1] => ok [1]
// CASE: @call [4]; [3] => invalid_shape = with_shape_errors.mlir:44:8: in @call: the value's shape does not conform to the shape given to shape.with_shape
// CASE: @call [4]; [1,1] => invalid_shape = with_shape_errors.mlir:44:8: in @call: the value's shape does not conform to the shape given to shape.with_shape
// An extent tensor's elements are always known, also an empty one passed as the default view,
// whose data is null (the harness passes every empty argument so): with_shape then value_of gave
// "the value is not known at run time" (session 20's probe, B1).
// CASE: @empty_elements []; [0] => ok []
// CASE: @empty_elements [7]; [1] => ok [7]
// CASE: @empty_elements []; [1] => invalid_shape = with_shape_errors.mlir:49:8: in @empty_elements: the value's shape does not conform to the shape given to shape.with_shape
// CASE: @empty_head [5]; [0] => ok []
// CASE: @empty_head []; [0] => ok []
// CASE: @elements_as_shape [] => ok []
func.func private @shape_of_value(%v: !shape.value_shape) -> !shape.shape {
  %s = shape.shape_of %v : !shape.value_shape -> !shape.shape
  return %s : !shape.shape
}
// The shape of an extent tensor's elements as a value: [rank]. A broadcast error passes on
// unchanged, the mismatch is the with_shape's.
func.func @as_shape(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %t = shape.to_extent_tensor %a : !shape.shape -> tensor<?xindex>
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %v = shape.with_shape %t, %r : tensor<?xindex>, !shape.shape
  %s = shape.value_as_shape %v : !shape.value_shape -> !shape.shape
  return %s : !shape.shape
}
func.func @values(%a: !shape.shape, %b: !shape.shape) -> tensor<?xindex> {
  %t = shape.to_extent_tensor %a : !shape.shape -> tensor<?xindex>
  %v = shape.with_shape %t, %b : tensor<?xindex>, !shape.shape
  %e = shape.value_of %v : tensor<?xindex>
  return %e : tensor<?xindex>
}
func.func @call(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %t = shape.to_extent_tensor %a : !shape.shape -> tensor<?xindex>
  %v = shape.with_shape %t, %b : tensor<?xindex>, !shape.shape
  %s = func.call @shape_of_value(%v) : (!shape.value_shape) -> !shape.shape
  return %s : !shape.shape
}
func.func @empty_elements(%t: tensor<?xindex>, %s: !shape.shape) -> tensor<?xindex> {
  %v = shape.with_shape %t, %s : tensor<?xindex>, !shape.shape
  %e = shape.value_of %v : tensor<?xindex>
  return %e : tensor<?xindex>
}
func.func @empty_head(%t: tensor<?xindex>, %s: !shape.shape) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %head, %tail = "shape.split_at"(%t, %c0) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  %v = shape.with_shape %head, %s : tensor<?xindex>, !shape.shape
  %e = shape.value_of %v : tensor<?xindex>
  return %e : tensor<?xindex>
}
func.func @elements_as_shape(%t: tensor<?xindex>) -> !shape.shape {
  %s = shape.value_as_shape %t : tensor<?xindex> -> !shape.shape
  return %s : !shape.shape
}
