// J6: a chain of broadcasts of ranked data tensors, whose entry checks are not folded into
// it: broadcast_chain_checked without FoldedArguments, once a -Wsign-conversion warning.
func.func @chain(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> !shape.shape {
  %sa = shape.shape_of %a : tensor<?x?xf32> -> !shape.shape
  %sb = shape.shape_of %b : tensor<?x?xf32> -> !shape.shape
  %sc = shape.shape_of %c : tensor<?x?xf32> -> !shape.shape
  %w1 = shape.cstr_broadcastable %sa, %sb : !shape.shape, !shape.shape
  %ab = shape.assuming %w1 -> !shape.shape {
    %r = shape.broadcast %sa, %sb : !shape.shape, !shape.shape -> !shape.shape
    shape.assuming_yield %r : !shape.shape }
  %w2 = shape.cstr_broadcastable %ab, %sc : !shape.shape, !shape.shape
  %abc = shape.assuming %w2 -> !shape.shape {
    %r = shape.broadcast %ab, %sc : !shape.shape, !shape.shape -> !shape.shape
    shape.assuming_yield %r : !shape.shape }
  return %abc : !shape.shape
}
