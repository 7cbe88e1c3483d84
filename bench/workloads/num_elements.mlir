// The element count of a shape, e.g. to size an output buffer.
func.func @num_elements(%a: tensor<?xindex>) -> index {
  %n = shape.num_elements %a : tensor<?xindex> -> index
  return %n : index
}
