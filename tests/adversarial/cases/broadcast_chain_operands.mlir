// A chain of broadcasts whose later operands are shapes of data tensors, taken between the
// steps (the kernel generator's ternary and n-ary elementwise form): the fused chain names
// each operand after its shape_of is emitted (the header did not compile: 'sc' undeclared).
// CASE: [2,1]; [1,3]; [3] => ok [2,3]
// CASE: [2,1]; [1,3]; [4] => not_broadcastable = broadcast_chain_operands.mlir:15:12: in @ternary: shapes [2,3] and [4] are not broadcastable: dimension 1 has extents 3 and 4
// CASE: [2]; [3]; [1] => not_broadcastable = broadcast_chain_operands.mlir:12:9: in @ternary: shapes [2] and [3] are not broadcastable: dimension 0 has extents 2 and 3
// CASE: [2]; [1]; [-1] => argument_mismatch: c
func.func @ternary(%a: tensor<*xf32>, %b: tensor<*xf32>, %c: tensor<*xf32>) -> tensor<?xindex> {
  %sa = shape.shape_of %a : tensor<*xf32> -> tensor<?xindex>
  %sb = shape.shape_of %b : tensor<*xf32> -> tensor<?xindex>
  %sc = shape.shape_of %c : tensor<*xf32> -> tensor<?xindex>
  %ok = shape.cstr_broadcastable %sa, %sb : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %ok -> (tensor<?xindex>) {
    %x = shape.broadcast %sa, %sb : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %ok2 = shape.cstr_broadcastable %x, %sc : tensor<?xindex>, tensor<?xindex>
    %y = shape.assuming %ok2 -> (tensor<?xindex>) {
      %z = shape.broadcast %x, %sc : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %z : tensor<?xindex>
    }
    shape.assuming_yield %y : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
// CASE: @four [2,1,1]; [1,3,1]; [5]; [1,1] => ok [2,3,5]
// CASE: @four [2,1,1]; [1,3,1]; [5]; [4,1,1,1] => ok [4,2,3,5]
// CASE: @four [2,1,1]; [1,3,1]; [5]; [1,3] => not_broadcastable = broadcast_chain_operands.mlir:42:10: in @four: shapes [2,3,5] and [1,3] are not broadcastable: dimension 2 has extents 5 and 3
func.func @four(%a: tensor<*xf32>, %b: tensor<*xf32>, %c: tensor<*xf32>, %d: tensor<*xf32>) -> tensor<?xindex> {
  %sa = shape.shape_of %a : tensor<*xf32> -> tensor<?xindex>
  %sb = shape.shape_of %b : tensor<*xf32> -> tensor<?xindex>
  %sc = shape.shape_of %c : tensor<*xf32> -> tensor<?xindex>
  %sd = shape.shape_of %d : tensor<*xf32> -> tensor<?xindex>
  %ok = shape.cstr_broadcastable %sa, %sb : tensor<?xindex>, tensor<?xindex>
  %x = shape.assuming %ok -> (tensor<?xindex>) {
    %x1 = shape.broadcast %sa, %sb : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %x1 : tensor<?xindex>
  }
  %ok2 = shape.cstr_broadcastable %x, %sc : tensor<?xindex>, tensor<?xindex>
  %y = shape.assuming %ok2 -> (tensor<?xindex>) {
    %y1 = shape.broadcast %x, %sc : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %y1 : tensor<?xindex>
  }
  %ok3 = shape.cstr_broadcastable %y, %sd : tensor<?xindex>, tensor<?xindex>
  %z = shape.assuming %ok3 -> (tensor<?xindex>) {
    %z1 = shape.broadcast %y, %sd : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %z1 : tensor<?xindex>
  }
  return %z : tensor<?xindex>
}
