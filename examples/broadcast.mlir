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
