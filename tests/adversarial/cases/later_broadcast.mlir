// A cstr_broadcastable whose broadcast comes later in the block, after other
// checks (as hoisting leaves a layer norm): the broadcast is computed where
// the check runs, in one pass, and fails like the check; the checks between
// still fail in source order, and the argument checks folded into it first.
// CASE: @norm [2,3]; [3]; [1] => ok [2,3]
// CASE: @norm [2,3]; [3]; [2,1] => ok [2,3]
// CASE: @norm [2,3]; [4]; [1] => not_broadcastable = later_broadcast.mlir:22:8: in @norm: shapes [2,3] and [4] (operands 0 and 1) are not broadcastable: dimension 1 has extents 3 and 4
// CASE: @norm [2,3]; [3,3]; [1] => not_broadcastable = later_broadcast.mlir:22:8: in @norm: shapes [2,3] and [3,3] (operands 0 and 1) are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @norm [2,3]; [4,4]; [1] => not_broadcastable = later_broadcast.mlir:22:8: in @norm: shapes [2,3] and [4,4] (operands 0 and 1) are not broadcastable: dimension 0 has extents 2 and 4
// CASE: @norm [2,-3]; [3]; [1] => argument_mismatch = later_broadcast.mlir:20:1: in @norm: argument x has shape [2,-3]: dimension 1 has negative extent -3
// CASE: @norm [2,3]; [-3]; [5] => argument_mismatch = later_broadcast.mlir:20:1: in @norm: argument g has shape [-3]: dimension 0 has negative extent -3
// CASE: @norm []; []; [] => requirement_failed = later_broadcast.mlir:27:11: in @norm: g must have rank 1
// CASE: @norm [1,1]; [5]; [7,1] => ok [7,5]
// CASE: @pair [2,3]; [3] => ok [2,3] 3
// CASE: @pair [2,3]; [4] => not_broadcastable = later_broadcast.mlir:37:8: in @pair: shapes [2,3] and [4] are not broadcastable: dimension 1 has extents 3 and 4
// CASE: @pair [2,-1]; [3] => argument_mismatch = later_broadcast.mlir:36:1: in @pair: argument x has shape [2,-1]: dimension 1 has negative extent -1
// CASE: @pair [MAX]; [MAX,2] => not_broadcastable = later_broadcast.mlir:37:8: in @pair: shapes [9223372036854775807] and [9223372036854775807,2] are not broadcastable: dimension 1 has extents 9223372036854775807 and 2
// CASE: @pair [2,3]; [-1] => argument_mismatch = later_broadcast.mlir:36:1: in @pair: argument y has shape [-1]: dimension 0 has negative extent -1
// CASE: @pair []; [MAX,MAX] => overflow = later_broadcast.mlir:39:10: in @pair: the number of elements overflows int64 at dimension 1 (extent 9223372036854775807)
func.func @norm(%x: !shape.shape, %g: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %c1 = arith.constant 1 : index
  %w = shape.cstr_broadcastable %x, %g, %b : !shape.shape, !shape.shape, !shape.shape
  %r = shape.assuming %w -> (!shape.shape) {
    %rg = shape.rank %g : !shape.shape -> !shape.size
    %rgi = shape.size_to_index %rg : !shape.size
    %is1 = arith.cmpi eq, %rgi, %c1 : index
    %w1 = shape.cstr_require %is1, "g must have rank 1"
    %out = shape.assuming %w1 -> (!shape.shape) {
      %s = shape.broadcast %b, %x, %g : !shape.shape, !shape.shape, !shape.shape -> !shape.shape
      shape.assuming_yield %s : !shape.shape
    }
    shape.assuming_yield %out : !shape.shape
  }
  return %r : !shape.shape
}
func.func @pair(%x: tensor<?xindex>, %y: tensor<?xindex>) -> (tensor<?xindex>, index) {
  %w = shape.cstr_broadcastable %x, %y : tensor<?xindex>, tensor<?xindex>
  %r:2 = shape.assuming %w -> (tensor<?xindex>, index) {
    %n = shape.num_elements %y : tensor<?xindex> -> index
    %s = shape.broadcast %x, %y : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s, %n : tensor<?xindex>, index
  }
  return %r#0, %r#1 : tensor<?xindex>, index
}
// Two values returned from two blocks: neither is computed in the
// out-parameter, which one would overwrite with the other on the same path.
// CASE: @two_returns [2,3]; [3]; 7; true => ok [2,3]
// CASE: @two_returns [2,3]; [3]; 7; false => ok [7]
// CASE: @two_returns [2,3]; [4]; 7; false => not_broadcastable = later_broadcast.mlir:54:8: in @two_returns: shapes [2,3] and [4] are not broadcastable: dimension 1 has extents 3 and 4
// CASE: @two_returns [2,3]; [3]; 0; false => requirement_failed = later_broadcast.mlir:67:3: in @two_returns: n must be positive
// CASE: @two_returns [2,3]; [3]; -1; true => requirement_failed = later_broadcast.mlir:63:3: in @two_returns: n must not be negative
func.func @two_returns(%x: !shape.shape, %y: !shape.shape, %n: index, %p: i1) -> !shape.shape {
  %c0 = arith.constant 0 : index
  %w = shape.cstr_broadcastable %x, %y : !shape.shape, !shape.shape
  %r:2 = shape.assuming %w -> (!shape.shape, !shape.shape) {
    %t = shape.from_extents %n : index
    %s = shape.broadcast %x, %y : !shape.shape, !shape.shape -> !shape.shape
    shape.assuming_yield %s, %t : !shape.shape, !shape.shape
  }
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  %ok1 = arith.cmpi sge, %n, %c0 : index
  cf.assert %ok1, "n must not be negative"
  return %r#0 : !shape.shape
^bb2:
  %ok2 = arith.cmpi sgt, %n, %c0 : index
  cf.assert %ok2, "n must be positive"
  return %r#1 : !shape.shape
}
