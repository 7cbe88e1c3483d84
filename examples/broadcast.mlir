// The shape function of an elementwise binary op, as kernel generators write
// it: check that the operand shapes broadcast, then compute the result shape.
func.func @add_shape(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %ok = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %result = shape.assuming %ok -> (tensor<?xindex>) {
    %shape = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %shape : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}

// Inputs and what the checker reports (run by tests/examples):
// CASE: [2,3]; [3] => ok [2,3]
// CASE: [4,1,3]; [5,1] => ok [4,5,3]
// CASE: []; [0,2] => ok [0,2]
// CASE: [2,3]; [4,3] => not_broadcastable = broadcast.mlir:4:9: in @add_shape: shapes [2,3] and [4,3] are not broadcastable: dimension 0 has extents 2 and 4
// CASE: [2,-3]; [3] => argument_mismatch = broadcast.mlir:3:1: in @add_shape: argument a has shape [2,-3]: dimension 1 has negative extent -3
