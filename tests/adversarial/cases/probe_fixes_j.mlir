// Session 18's probe of the shape ops against the reference (J3, J4 in docs/testing.md).
// J3: shape.any computing an extent tensor gives its first invalid operand's error, which an
// extent tensor cannot carry: the checker reports it (at the op that made it) where `any` runs.
// CASE: @any_error [2]; [3]; [4] => not_broadcastable: probe_fixes_j.mlir:8:8
// CASE: @any_error [2]; [2]; [4] => ok [2]
// CASE: @any_error [1]; [2]; [4,5] => ok [2]
func.func @any_error(%a: !shape.shape, %b: !shape.shape, %t: tensor<?xindex>) -> tensor<?xindex> {
  %e = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %r = shape.any %e, %t : !shape.shape, tensor<?xindex> -> tensor<?xindex>
  return %r : tensor<?xindex>
}
// CASE: @any_negative -1; [4] => invalid_shape: probe_fixes_j.mlir:16:8
// CASE: @any_negative 3; [4] => ok [4]
func.func @any_negative(%n: index, %t: tensor<?xindex>) -> tensor<?xindex> {
  %s = shape.index_to_size %n
  %e = shape.from_extents %s : !shape.size
  %r = shape.any %t, %e : tensor<?xindex>, !shape.shape -> tensor<?xindex>
  return %r : tensor<?xindex>
}
// J4: max and min of a shape and a size are an error (the reference: "If the input types
// mismatch ... the result is an error"), unless an operand already is one.
// CASE: @max_mixed [2]; 3 => invalid_shape = probe_fixes_j.mlir:24:8: in @max_mixed: a shape and a size have no max
func.func @max_mixed(%a: !shape.shape, %b: !shape.size) -> index {
  %r = shape.max %a, %b : !shape.shape, !shape.size -> !shape.size
  %i = shape.size_to_index %r : !shape.size
  return %i : index
}
// CASE: @min_mixed 3; [2] => invalid_shape = probe_fixes_j.mlir:31:8: in @min_mixed: a shape and a size have no min
// CASE: @min_mixed 3; ones(17) => capacity_exceeded
func.func @min_mixed(%b: !shape.size, %a: !shape.shape) -> !shape.size {
  %r = shape.min %b, %a : !shape.size, !shape.shape -> !shape.size
  return %r : !shape.size
}
// CASE: @max_mixed_error [2]; [3] => not_broadcastable: probe_fixes_j.mlir:36:8
func.func @max_mixed_error(%a: !shape.shape, %b: !shape.shape) -> !shape.size {
  %e = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %c = shape.const_size 4
  %r = shape.max %c, %e : !shape.size, !shape.shape -> !shape.size
  return %r : !shape.size
}
// J5: the results of one op with static types are checked in result order: the head first.
// CASE: @split_static [4,5,6]; 2 => ok [4,5] [6]
// CASE: @split_static [4,5,6]; 1 => argument_mismatch: value h has shape [4], expected [?,?]
// CASE: @split_static [4,5,6]; -1 => ok [4,5] [6]
func.func @split_static(%a: tensor<3xindex>, %i: index) -> (tensor<2xindex>, tensor<1xindex>) {
  %h, %t = "shape.split_at"(%a, %i) : (tensor<3xindex>, index) -> (tensor<2xindex>, tensor<1xindex>)
  return %h, %t : tensor<2xindex>, tensor<1xindex>
}
