// Upstream rewrites that would drop an error value (docs/testing.md, P2 and P3): canonicalize folded
// index_to_size(size_to_index %e) to %e, so the size_to_index that fails on an error was
// gone; and shape.any folded to its constant operand whatever the other one held.
// CASE: @round_trip [1,2,3,4,5,6] => ok 1
// CASE: @round_trip [1,2,3,4,5,1,7] => ok 1
// CASE: @round_trip [1,2] => out_of_range = error_values_folds.mlir:9:8: in @round_trip: dimension index 5 is out of range for rank 2
func.func @round_trip(%s: !shape.shape) -> i1 {
  %c5 = arith.constant 5 : index
  %e = shape.get_extent %s, %c5 : !shape.shape, index -> !shape.size
  %i = shape.size_to_index %e : !shape.size
  %z = shape.index_to_size %i
  %f = shape.from_extents %z : !shape.size
  %ok = shape.is_broadcastable %f, %s : !shape.shape, !shape.shape
  return %ok : i1
}
// CASE: @any_constant [2]; [1] => ok [2]
// CASE: @any_constant [2]; [3] => not_broadcastable = error_values_folds.mlir:19:8: in @any_constant: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
func.func @any_constant(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %s = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %c = shape.const_shape [2] : !shape.shape
  %r = shape.any %s, %c : !shape.shape, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
// CASE: @any_extents 7 => ok [7]
// CASE: @any_extents -1 => invalid_shape = error_values_folds.mlir:28:8: in @any_extents: dimension 0 has negative extent -1
func.func @any_extents(%n: index) -> !shape.shape {
  %c = shape.const_shape [7] : !shape.shape
  %f = shape.from_extents %n : index
  %r = shape.any %c, %f : !shape.shape, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
