// The shape reference's with_shape example (@shape_foobah), with @shape_foo and @shape_bah
// defined: constraints on the shapes of !shape.value_shape arguments (upstream's
// cstr_broadcastable folder crashes on them, so shapecc decides them without it).
// CASE: @shape_foobah [3]; [2,3]; [4,1,1] => ok [4,2,3]
// CASE: @shape_foobah [2,3]; [1,3]; [4,1,1] => invalid_shape: does not conform
// CASE: @shape_foobah [2,3]; [4,3]; [1] => not_broadcastable
// CASE: @shape_foobah [3]; [2,3]; [5,1] => not_broadcastable
// CASE: @shape_foobah [3]; [2,3]; ones(17) => capacity_exceeded
func.func @shape_foo(%a: !shape.value_shape, %b: !shape.value_shape) -> !shape.shape {
  %sa = shape.shape_of %a : !shape.value_shape -> !shape.shape
  %sb = shape.shape_of %b : !shape.value_shape -> !shape.shape
  %r = shape.broadcast %sa, %sb : !shape.shape, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
func.func @shape_bah(%a: !shape.value_shape, %b: !shape.value_shape) -> !shape.shape {
  %sa = shape.shape_of %a : !shape.value_shape -> !shape.shape
  %sb = shape.shape_of %b : !shape.value_shape -> !shape.shape
  %w = shape.cstr_broadcastable %sa, %sb : !shape.shape, !shape.shape
  %r = shape.assuming %w -> (!shape.shape) {
    %s = shape.broadcast %sa, %sb : !shape.shape, !shape.shape -> !shape.shape
    shape.assuming_yield %s : !shape.shape
  }
  return %r : !shape.shape
}
func.func @shape_foobah(%a: !shape.value_shape,
                        %b: !shape.value_shape,
                        %c: !shape.value_shape) -> !shape.shape {
  %0 = call @shape_foo(%a, %b) :
    (!shape.value_shape, !shape.value_shape) -> !shape.shape
  %1 = shape.with_shape %b, %0 : !shape.value_shape, !shape.shape
  %2 = call @shape_bah(%c, %1) :
    (!shape.value_shape, !shape.value_shape) -> !shape.shape
  return %2 : !shape.shape
}
// CASE: @ws_tensor [2,3]; [2,3] => ok [2,3]
// CASE: @ws_tensor [2,3]; [3,2] => invalid_shape
func.func @ws_tensor(%t: tensor<?x?xf32>, %s: !shape.shape) -> !shape.shape {
  %v = shape.with_shape %t, %s : tensor<?x?xf32>, !shape.shape
  %r = shape.shape_of %v : !shape.value_shape -> !shape.shape
  return %r : !shape.shape
}
