// A fused elementwise chain over five inputs, ((a + b) * c - d) / e, as a
// kernel generator emits it op by op: each step requires that its operands
// broadcast and computes its shape inside a shape.assuming nested in the
// previous step's. Each constraint needs the previous step's shape, so the
// checker runs them in this order, each just before its broadcast, with the
// nested regions flattened.
func.func @fused_chain(%a: tensor<*xf32>, %b: tensor<*xf32>, %c: tensor<*xf32>,
                       %d: tensor<*xf32>, %e: tensor<*xf32>) -> tensor<?xindex> {
  %a_shape = shape.shape_of %a : tensor<*xf32> -> tensor<?xindex>
  %b_shape = shape.shape_of %b : tensor<*xf32> -> tensor<?xindex>
  %add_ok = shape.cstr_broadcastable %a_shape, %b_shape : tensor<?xindex>, tensor<?xindex>
  %result = shape.assuming %add_ok -> (tensor<?xindex>) {
    %add = shape.broadcast %a_shape, %b_shape : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %c_shape = shape.shape_of %c : tensor<*xf32> -> tensor<?xindex>
    %mul_ok = shape.cstr_broadcastable %add, %c_shape : tensor<?xindex>, tensor<?xindex>
    %r1 = shape.assuming %mul_ok -> (tensor<?xindex>) {
      %mul = shape.broadcast %add, %c_shape : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      %d_shape = shape.shape_of %d : tensor<*xf32> -> tensor<?xindex>
      %sub_ok = shape.cstr_broadcastable %mul, %d_shape : tensor<?xindex>, tensor<?xindex>
      %r2 = shape.assuming %sub_ok -> (tensor<?xindex>) {
        %sub = shape.broadcast %mul, %d_shape : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
        %e_shape = shape.shape_of %e : tensor<*xf32> -> tensor<?xindex>
        %div_ok = shape.cstr_broadcastable %sub, %e_shape : tensor<?xindex>, tensor<?xindex>
        %r3 = shape.assuming %div_ok -> (tensor<?xindex>) {
          %div = shape.broadcast %sub, %e_shape : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
          shape.assuming_yield %div : tensor<?xindex>
        }
        shape.assuming_yield %r3 : tensor<?xindex>
      }
      shape.assuming_yield %r2 : tensor<?xindex>
    }
    shape.assuming_yield %r1 : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}

// Inputs and what the checker reports (run by tests/examples):
// CASE: [4,1]; [3]; [1,3]; []; [2,1,1] => ok [2,4,3]
// CASE: [2]; [2]; [2]; [2]; [2] => ok [2]
// CASE: [2]; [3]; [2]; [2]; [2] => not_broadcastable = fused_chain.mlir:11:13: in @fused_chain: shapes [2] and [3] are not broadcastable: dimension 0 has extents 2 and 3
// CASE: [4,1]; [3]; [5,3]; []; [2,1,1] => not_broadcastable = fused_chain.mlir:15:15: in @fused_chain: shapes [4,3] and [5,3] are not broadcastable: dimension 0 has extents 4 and 5
// CASE: [4,1]; [3]; [1,3]; [2]; [2,1,1] => not_broadcastable = fused_chain.mlir:19:17: in @fused_chain: shapes [4,3] and [2] are not broadcastable: dimension 1 has extents 3 and 2
// CASE: [4,1]; [3]; [1,3]; []; [2,5,1] => not_broadcastable = fused_chain.mlir:23:19: in @fused_chain: shapes [4,3] and [2,5,1] are not broadcastable: dimension 1 has extents 4 and 5
