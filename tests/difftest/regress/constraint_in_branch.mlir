// A constraint inside one branch of scf.if holds only when that branch runs: hoisting it out
// of the branch would reject inputs the program accepts.
// INPUT: [2,3]; [4,5]; 0
// INPUT: [2,3]; [4,5]; 1
// INPUT: [2,3]; [1,3]; 1
// INPUT: [2,3]; [1,3]; 0
func.func @constraint_in_branch(%a: tensor<?xindex>, %b: tensor<?xindex>, %n: index) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %take = arith.cmpi ne, %n, %c0 : index
  %r = scf.if %take -> (tensor<?xindex>) {
    %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
    %s = shape.assuming %w -> (tensor<?xindex>) {
      %bc = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %bc : tensor<?xindex>
    }
    scf.yield %s : tensor<?xindex>
  } else {
    %e = shape.const_shape [] : tensor<0xindex>
    %ec = tensor.cast %e : tensor<0xindex> to tensor<?xindex>
    %s = shape.broadcast %a, %ec : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    scf.yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
