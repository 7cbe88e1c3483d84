// Extent 0 broadcasts only with 0 and 1; rank 0 broadcasts with everything.
// INPUT: [0]; [1]; [2,1]
// INPUT: [0]; [3]; []
// INPUT: [1,0]; [5,1]; [0]
// INPUT: []; []; []
// INPUT: [0,0]; [0]; [1,1,1]
// INPUT: [2,0]; [2,1]; [3,1,1]
func.func @broadcast_zero_extents(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> (tensor<?xindex>, i1) {
  %ok = shape.is_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %w = shape.cstr_broadcastable %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r, %ok : tensor<?xindex>, i1
}
