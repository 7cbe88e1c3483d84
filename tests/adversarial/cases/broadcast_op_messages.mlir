// A shape.broadcast of extent tensors that fails where it runs (no constraint of the same
// operands before it) reports the two conflicting shapes, as cstr_broadcastable does, at
// the broadcast's own location and with its error= text; a !shape.shape broadcast carries
// its failure as a value, whose Error names the operands only (session 23's probe).
// CASE: @two [2,3]; [4,3] => not_broadcastable = broadcast_op_messages.mlir:20:8: in @two: shapes [2,3] and [4,3] are not broadcastable: dimension 0 has extents 2 and 4
// CASE: @two [1,3]; [4,1] => ok [4,3]
// CASE: @two []; [5] => ok [5]
// CASE: @two [MAX,1]; [MAX-1,MAX] => not_broadcastable: shapes [9223372036854775807,1] and [9223372036854775806,9223372036854775807] are not broadcastable: dimension 0
// CASE: @two [0]; [3] => not_broadcastable: shapes [0] and [3] are not broadcastable: dimension 0 has extents 0 and 3
// CASE: @three [2,3]; [2,3]; [5] => not_broadcastable = broadcast_op_messages.mlir:24:8: in @three: shapes [2,3] and [5] (operands 0 and 2) are not broadcastable: dimension 1 has extents 3 and 5
// CASE: @three [7,1,1]; [2,1]; [3] => ok [7,2,3]
// CASE: @message [2]; [3] => not_broadcastable = broadcast_op_messages.mlir:28:8: in @message: rows must broadcast: shapes [2] and [3] are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @local [2,3]; [3,3] => not_broadcastable = broadcast_op_messages.mlir:32:8: in @local: shapes [2,3] and [3,3] are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @local [2,1]; [1,3,1,1] => ok 4
// CASE: @in_branch [2]; [3]; true => not_broadcastable = broadcast_op_messages.mlir:38:10: in @in_branch: shapes [2] and [3] are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @in_branch [2]; [3]; false => ok [2]
// CASE: @value [2,3]; [4,3] => not_broadcastable = broadcast_op_messages.mlir:46:8: in @value: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 4
// CASE: @checked_before [2,3]; [4,3] => not_broadcastable = broadcast_op_messages.mlir:50:8: in @checked_before: shapes [2,3] and [4,3] are not broadcastable: dimension 0 has extents 2 and 4
func.func @two(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %r = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %r : tensor<?xindex>
}
func.func @three(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> tensor<?xindex> {
  %r = shape.broadcast %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %r : tensor<?xindex>
}
func.func @message(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %r = shape.broadcast %a, %b {error = "rows must broadcast"} : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %r : tensor<?xindex>
}
func.func @local(%a: tensor<?xindex>, %b: tensor<?xindex>) -> index {
  %r = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %n = shape.rank %r : tensor<?xindex> -> index
  return %n : index
}
func.func @in_branch(%a: tensor<?xindex>, %b: tensor<?xindex>, %p: i1) -> tensor<?xindex> {
  %r = scf.if %p -> tensor<?xindex> {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    scf.yield %s : tensor<?xindex>
  } else {
    scf.yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @value(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
func.func @checked_before(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> tensor<?xindex> {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
