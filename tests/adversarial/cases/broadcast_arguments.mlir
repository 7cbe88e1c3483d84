// Hostile argument shapes reaching a broadcast shape function: negative extents, ranks
// beyond SHAPECC_MAX_RANK (16), INT64_MAX and INT64_MIN extents.
// CASE: [2,3]; [1,3] => ok [2,3]
// CASE: [-1,3]; [1,3] => argument_mismatch: a
// CASE: [2,3]; [1,-3] => argument_mismatch: b
// CASE: [MIN]; [1] => argument_mismatch
// CASE: ones(16); [7] => ok [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,7]
// CASE: ones(17); [7] => capacity_exceeded
// CASE: [7]; ones(1000) => capacity_exceeded
// CASE: [MAX]; [1] => ok [MAX]
// CASE: [MAX,1]; [MAX-1,MAX] => not_broadcastable
// CASE: [MAX,0]; [1,1] => ok [MAX,0]
// CASE: [0]; [3] => not_broadcastable
func.func @add_shape(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %ok = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %result = shape.assuming %ok -> (tensor<?xindex>) {
    %shape = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %shape : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}
