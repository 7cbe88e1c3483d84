// max (001 line 1105), min (1213), meet (1149, 1155 table, 1171 with error=).
func.func @maxmin(%a: !shape.shape, %b: !shape.shape) -> (!shape.shape, !shape.shape) {
  %x = shape.max %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %n = shape.min %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %x, %n : !shape.shape, !shape.shape
}
func.func @maxmin_size(%a: !shape.size, %b: !shape.size) -> (!shape.size, !shape.size) {
  %x = shape.max %a, %b : !shape.size, !shape.size -> !shape.size
  %n = "shape.min"(%a, %b) : (!shape.size, !shape.size) -> !shape.size
  return %x, %n : !shape.size, !shape.size
}
func.func @meet(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %c = shape.meet %a, %b, error="<reason>" : !shape.shape, !shape.shape -> !shape.shape
  return %c : !shape.shape
}
func.func @meet_unused(%a: !shape.shape, %b: !shape.shape) {
  %c = shape.meet %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return
}
func.func @meet_size(%a: !shape.size, %b: !shape.size) -> !shape.size {
  %c = shape.meet %a, %b, error="ranks differ" : !shape.size, !shape.size -> !shape.size
  return %c : !shape.size
}
func.func @meet_tensor(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %c = shape.meet %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %c : tensor<?xindex>
}
