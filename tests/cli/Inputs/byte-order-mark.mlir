func.func @bom(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %0 = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %0 : tensor<?xindex>
}
