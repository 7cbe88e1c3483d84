// J2 (docs/testing.md): a computation a hoisted constraint needs moves up with it, but never
// above an op that may fail where it runs (an out-of-range get_extent, a concat above the
// capacity): of two such ops the source's first fails first, with and without hoisting.
// CASE: @extent_before_extent [2]; [3]; 0; [3] => ok 2 [3]
// CASE: @extent_before_extent [2]; [3]; 1; [7] => out_of_range: hoisting_keeps_op_order.mlir:9:8
// CASE: @extent_before_extent [2,5]; [3]; 1; [7] => out_of_range: hoisting_keeps_op_order.mlir:10:8
// CASE: @extent_before_extent [2]; [3]; 0; [7] => not_equal
func.func @extent_before_extent(%s: tensor<?xindex>, %t: tensor<?xindex>, %i: index, %r: tensor<?xindex>) -> (index, tensor<?xindex>) {
  %x = shape.get_extent %s, %i : tensor<?xindex>, index -> index
  %y = shape.get_extent %t, %i : tensor<?xindex>, index -> index
  %e = tensor.from_elements %y : tensor<1xindex>
  %c = tensor.cast %e : tensor<1xindex> to tensor<?xindex>
  %w = shape.cstr_eq %c, %r : tensor<?xindex>, tensor<?xindex>
  return %x, %c : index, tensor<?xindex>
}
// The computation comes out of a shape.assuming region, in front of it: still after the
// get_extent before the region.
// CASE: @extent_before_region [2]; 0; [1]; [1]; [1,1] => ok 2 [1,1]
// CASE: @extent_before_region [2]; 5; ones(16); [1]; [1] => out_of_range: hoisting_keeps_op_order.mlir:24:8
// CASE: @extent_before_region [2]; 0; ones(16); [1]; [1] => capacity_exceeded: hoisting_keeps_op_order.mlir:27:12
// CASE: @extent_before_region [2]; 0; [2]; [3]; [1] => not_broadcastable
func.func @extent_before_region(%s: tensor<?xindex>, %i: index, %a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> (index, tensor<?xindex>) {
  %w0 = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %x = shape.get_extent %s, %i : tensor<?xindex>, index -> index
  %r = shape.assuming %w0 -> (tensor<?xindex>) {
    %bc = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %cat = "shape.concat"(%bc, %a) : (tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
    shape.assuming_yield %cat : tensor<?xindex>
  }
  %w = shape.cstr_eq %r, %c : tensor<?xindex>, tensor<?xindex>
  %o = shape.assuming %w -> (tensor<?xindex>) { shape.assuming_yield %r : tensor<?xindex> }
  return %x, %o : index, tensor<?xindex>
}
// The first constraint moves above the first get_extent (the caveat); the second, with the
// get_extent it needs, then stops below it instead of passing it with the first.
// CASE: @extent_after_pile [2]; [3]; 0; [1]; [1]; [3] => ok 2 [3]
// CASE: @extent_after_pile [2]; [3]; 1; [1]; [1]; [3] => out_of_range: hoisting_keeps_op_order.mlir:40:8
// CASE: @extent_after_pile [2]; [3]; 1; [1]; [2]; [3] => not_equal: hoisting_keeps_op_order.mlir:41:9
func.func @extent_after_pile(%s: tensor<?xindex>, %t: tensor<?xindex>, %i: index, %a: tensor<?xindex>, %b: tensor<?xindex>, %r: tensor<?xindex>) -> (index, tensor<?xindex>) {
  %x = shape.get_extent %s, %i : tensor<?xindex>, index -> index
  %w1 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %y = shape.get_extent %t, %i : tensor<?xindex>, index -> index
  %e = tensor.from_elements %y : tensor<1xindex>
  %c = tensor.cast %e : tensor<1xindex> to tensor<?xindex>
  %w2 = shape.cstr_eq %c, %r : tensor<?xindex>, tensor<?xindex>
  %w = shape.assuming_all %w1, %w2
  %o = shape.assuming %w -> (tensor<?xindex>) { shape.assuming_yield %c : tensor<?xindex> }
  return %x, %o : index, tensor<?xindex>
}
