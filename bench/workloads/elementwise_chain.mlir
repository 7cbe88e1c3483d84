// The shape function of a fused chain of four binary elementwise ops over five inputs,
// ((((a + b) * c) - d) / e), as a frontend emits it: one nested shape.assuming per op.
func.func @elementwise_chain(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>,
                             %d: tensor<?xindex>, %e: tensor<?xindex>) -> tensor<?xindex> {
  %ab_ok = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %result = shape.assuming %ab_ok -> (tensor<?xindex>) {
    %ab = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %abc_ok = shape.cstr_broadcastable %ab, %c : tensor<?xindex>, tensor<?xindex>
    %abc_res = shape.assuming %abc_ok -> (tensor<?xindex>) {
      %abc = shape.broadcast %ab, %c : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      %abcd_ok = shape.cstr_broadcastable %abc, %d : tensor<?xindex>, tensor<?xindex>
      %abcd_res = shape.assuming %abcd_ok -> (tensor<?xindex>) {
        %abcd = shape.broadcast %abc, %d : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
        %abcde_ok = shape.cstr_broadcastable %abcd, %e : tensor<?xindex>, tensor<?xindex>
        %abcde_res = shape.assuming %abcde_ok -> (tensor<?xindex>) {
          %abcde = shape.broadcast %abcd, %e : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
          shape.assuming_yield %abcde : tensor<?xindex>
        }
        shape.assuming_yield %abcde_res : tensor<?xindex>
      }
      shape.assuming_yield %abcd_res : tensor<?xindex>
    }
    shape.assuming_yield %abc_res : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}
