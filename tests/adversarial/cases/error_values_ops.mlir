// Every shape-reference op on !shape.shape / !shape.size with an operand made invalid by an
// earlier op (division by zero, get_extent out of range, a broadcast or meet that fails,
// max/min of different ranks, from_extents of a negative size, split_at out of range): the
// error passes through add, mul, div, max, min, rank, num_elements, get_extent, dim, concat,
// broadcast, meet, split_at, any and from_extents unchanged and is reported, at the op that
// made it, where a result or size_to_index needs the value; shape_eq and is_broadcastable of
// it give a value (docs/semantics.md, "Error-carrying values").
// CASE: @div_then 7; 0 => division_by_zero = error_values_ops.mlir:42:8: in @div_then: division of 7 by zero
// CASE: @div_then 7; 2 => ok 4 7 3 3 3 1
// CASE: @extent_then [2,3]; 5 => out_of_range = error_values_ops.mlir:52:8: in @extent_then: dimension index 5 is out of range for rank 2
// CASE: @extent_then [2,3]; 1 => ok 5 3 9
// CASE: @bcast_then [2,3]; [4,3] => not_broadcastable = error_values_ops.mlir:61:8: in @bcast_then: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 4
// CASE: @bcast_then [2,3]; [1,3] => ok 2 6 3 2
// CASE: @to_index [2,3]; 2 => out_of_range = error_values_ops.mlir:70:8: in @to_index: dimension index 2 is out of range for rank 2
// CASE: @to_index [2,3]; 0 => ok 2
// CASE: @meet_sizes 2; 3 => invalid_shape = error_values_ops.mlir:77:8: in @meet_sizes: sizes differ: sizes 2 and 3 do not meet
// CASE: @meet_sizes 2; 2 => ok 2
// CASE: @minmax 5; 0 => division_by_zero = error_values_ops.mlir:81:8: in @minmax: division of 5 by zero
// CASE: @minmax 5; 1 => ok 5 5
// CASE: @dim_then [2,3]; -1 => out_of_range = error_values_ops.mlir:90:8: in @dim_then: dimension index -1 is out of range for rank 2
// CASE: @dim_then [2,3]; 1 => ok 3
// CASE: @bc_then [2]; [3]; [5] => not_broadcastable = error_values_ops.mlir:96:8: in @bc_then: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @bc_then [2]; [2]; [5] => ok [2,5] [2] [2] [2] [2] [5,2] 1
// CASE: @meet_then [2]; [3] => invalid_shape = error_values_ops.mlir:107:8: in @meet_then: needs equal: shapes do not meet: dimension 0 has extents 2 and 3
// CASE: @meet_then [2]; [2] => ok [2,2]
// CASE: @meet_rank [2]; [2,3] => invalid_shape = error_values_ops.mlir:112:8: in @meet_rank: shapes do not meet: ranks 1 and 2 differ
// CASE: @maxmin [2]; [2,3] => invalid_shape = error_values_ops.mlir:116:8: in @maxmin: shapes of rank 1 and 2 have no elementwise max
// CASE: @maxmin [2,7]; [5,3] => ok [5,7] [2,3]
// CASE: @from_neg -1; 2 => invalid_shape = error_values_ops.mlir:121:8: in @from_neg: dimension 0 has negative extent -1
// CASE: @from_neg 2; -3 => invalid_shape = error_values_ops.mlir:121:8: in @from_neg: dimension 1 has negative extent -3
// CASE: @from_neg 2; 3 => ok [2,3] [2,3,2,3] 6
// CASE: @split_then [2,3]; 3 => out_of_range = error_values_ops.mlir:127:12: in @split_then: split index 3 is out of range [-2, 2]
// CASE: @split_then [2,3]; -1 => ok [2] [3] [2,3]
// CASE: @eq_invalid [2]; [3] => ok 1 0 0 0
// CASE: @eq_invalid [2]; [2] => ok 1 1 1 1
// CASE: @any_then [2]; [3] => not_broadcastable = error_values_ops.mlir:141:8: in @any_then: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @any_then [2]; [1] => ok [2]
// CASE: @from_tensor [2,3]; 5 => out_of_range = error_values_ops.mlir:146:8: in @from_tensor: dimension index 5 is out of range for rank 2
// CASE: @from_tensor [2,3]; 1 => ok [3,2,3]
func.func @div_then(%a: !shape.size, %b: !shape.size) -> (!shape.size, !shape.size, !shape.size, !shape.size, !shape.size, !shape.size) {
  %one = shape.const_size 1
  %q = shape.div %a, %b : !shape.size, !shape.size -> !shape.size
  %s = shape.add %q, %one : !shape.size, !shape.size -> !shape.size
  %m = shape.mul %one, %a : !shape.size, !shape.size -> !shape.size
  %d = shape.div %q, %one : !shape.size, !shape.size -> !shape.size
  %x = shape.max %q, %one : !shape.size, !shape.size -> !shape.size
  %n = shape.min %q, %one : !shape.size, !shape.size -> !shape.size
  return %s, %m, %d, %x, %q, %n : !shape.size, !shape.size, !shape.size, !shape.size, !shape.size, !shape.size
}
func.func @extent_then(%s: !shape.shape, %i: !shape.size) -> (!shape.size, !shape.size, !shape.size) {
  %one = shape.const_size 1
  %e = shape.get_extent %s, %i : !shape.shape, !shape.size -> !shape.size
  %a = shape.add %e, %one : !shape.size, !shape.size -> !shape.size
  %m = shape.mul %e, %e : !shape.size, !shape.size -> !shape.size
  %a2 = shape.add %a, %one : !shape.size, !shape.size -> !shape.size
  return %a2, %e, %m : !shape.size, !shape.size, !shape.size
}
func.func @bcast_then(%a: !shape.shape, %b: !shape.shape) -> (!shape.size, !shape.size, !shape.size, !shape.size) {
  %c0 = shape.const_size 0
  %c1 = shape.const_size 1
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %rk = shape.rank %r : !shape.shape -> !shape.size
  %n = shape.num_elements %r : !shape.shape -> !shape.size
  %e = shape.get_extent %r, %c1 : !shape.shape, !shape.size -> !shape.size
  %e0 = shape.get_extent %r, %c0 : !shape.shape, !shape.size -> !shape.size
  return %rk, %n, %e, %e0 : !shape.size, !shape.size, !shape.size, !shape.size
}
func.func @to_index(%s: !shape.shape, %i: index) -> index {
  %is = shape.index_to_size %i
  %e = shape.get_extent %s, %is : !shape.shape, !shape.size -> !shape.size
  %one = shape.const_size 1
  %m = shape.mul %e, %one : !shape.size, !shape.size -> !shape.size
  %x = shape.size_to_index %m : !shape.size
  return %x : index
}
func.func @meet_sizes(%a: !shape.size, %b: !shape.size) -> !shape.size {
  %m = shape.meet %a, %b, error="sizes differ" : !shape.size, !shape.size -> !shape.size
  return %a : !shape.size
}
func.func @minmax(%a: !shape.size, %b: !shape.size) -> (!shape.size, !shape.size) {
  %q = shape.div %a, %b : !shape.size, !shape.size -> !shape.size
  %x = shape.max %a, %q : !shape.size, !shape.size -> !shape.size
  %n = shape.min %q, %a : !shape.size, !shape.size -> !shape.size
  %zero = shape.const_size 0
  %n2 = shape.max %n, %zero : !shape.size, !shape.size -> !shape.size
  return %x, %n2 : !shape.size, !shape.size
}
func.func @dim_then(%t: tensor<?x?xf32>, %i: index) -> !shape.size {
  %is = shape.index_to_size %i
  %d = shape.dim %t, %is : tensor<?x?xf32>, !shape.size -> !shape.size
  %one = shape.const_size 1
  %r = shape.mul %d, %one : !shape.size, !shape.size -> !shape.size
  return %r : !shape.size
}
func.func @bc_then(%a: !shape.shape, %b: !shape.shape, %c: !shape.shape) -> (!shape.shape, !shape.shape, !shape.shape, !shape.shape, !shape.shape, !shape.shape, !shape.size) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %cat = shape.concat %r, %c : !shape.shape, !shape.shape -> !shape.shape
  %bb = shape.broadcast %r, %a : !shape.shape, !shape.shape -> !shape.shape
  %m = shape.meet %r, %a : !shape.shape, !shape.shape -> !shape.shape
  %x = shape.max %r, %a : !shape.shape, !shape.shape -> !shape.shape
  %n = shape.min %a, %r : !shape.shape, !shape.shape -> !shape.shape
  %cat2 = shape.concat %c, %r : !shape.shape, !shape.shape -> !shape.shape
  %rk = shape.rank %r : !shape.shape -> !shape.size
  return %cat, %bb, %m, %x, %n, %cat2, %rk : !shape.shape, !shape.shape, !shape.shape, !shape.shape, !shape.shape, !shape.shape, !shape.size
}
func.func @meet_then(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %m = shape.meet %a, %b, error="needs equal" : !shape.shape, !shape.shape -> !shape.shape
  %r = shape.concat %m, %a : !shape.shape, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
func.func @meet_rank(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %m = shape.meet %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %m : !shape.shape
}
func.func @maxmin(%a: !shape.shape, %b: !shape.shape) -> (!shape.shape, !shape.shape) {
  %x = shape.max %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %n = shape.min %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %x, %n : !shape.shape, !shape.shape
}
func.func @from_neg(%a: !shape.size, %b: !shape.size) -> (!shape.shape, !shape.shape, !shape.size) {
  %s = shape.from_extents %a, %b : !shape.size, !shape.size
  %c = shape.concat %s, %s : !shape.shape, !shape.shape -> !shape.shape
  %n = shape.num_elements %s : !shape.shape -> !shape.size
  return %s, %c, %n : !shape.shape, !shape.shape, !shape.size
}
func.func @split_then(%s: !shape.shape, %i: !shape.size) -> (!shape.shape, !shape.shape, !shape.shape) {
  %h, %t = "shape.split_at"(%s, %i) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
  %c = shape.concat %h, %t : !shape.shape, !shape.shape -> !shape.shape
  return %h, %t, %c : !shape.shape, !shape.shape, !shape.shape
}
func.func @eq_invalid(%a: !shape.shape, %b: !shape.shape) -> (i1, i1, i1, i1) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %r2 = shape.broadcast %b, %a : !shape.shape, !shape.shape -> !shape.shape
  %e1 = shape.shape_eq %r, %r2 : !shape.shape, !shape.shape
  %e2 = shape.shape_eq %r, %a : !shape.shape, !shape.shape
  %b1 = shape.is_broadcastable %r, %a : !shape.shape, !shape.shape
  %b2 = shape.is_broadcastable %a, %r, %b : !shape.shape, !shape.shape, !shape.shape
  return %e1, %e2, %b1, %b2 : i1, i1, i1, i1
}
func.func @any_then(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %y = shape.any %a, %r : !shape.shape, !shape.shape -> !shape.shape
  return %y : !shape.shape
}
func.func @from_tensor(%s: tensor<?xindex>, %i: !shape.size) -> !shape.shape {
  %e = shape.get_extent %s, %i : tensor<?xindex>, !shape.size -> !shape.size
  %f = shape.from_extents %e : !shape.size
  %g = shape.from_extent_tensor %s : tensor<?xindex>
  %c = shape.concat %f, %g : !shape.shape, !shape.shape -> !shape.shape
  return %c : !shape.shape
}
