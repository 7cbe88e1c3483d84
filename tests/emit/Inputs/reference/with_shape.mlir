// with_shape (001 line 1821) and the @shape_foobah example (line 1841), with @shape_foo and
// @shape_bah defined so that it links.
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
func.func @ws_tensor(%t: tensor<?x?xf32>, %s: !shape.shape) -> !shape.shape {
  %v = shape.with_shape %t, %s : tensor<?x?xf32>, !shape.shape
  %r = shape.shape_of %v : !shape.value_shape -> !shape.shape
  return %r : !shape.shape
}
