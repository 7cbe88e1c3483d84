// shape.add (001 line 20): size and index forms, generic syntax, result unused.
func.func @add_size(%a: !shape.size, %b: !shape.size) -> !shape.size {
  %r = shape.add %a, %b : !shape.size, !shape.size -> !shape.size
  return %r : !shape.size
}
func.func @add_index(%a: index, %b: index) -> index {
  %r = shape.add %a, %b : index, index -> index
  return %r : index
}
func.func @add_generic(%a: index, %b: !shape.size) -> !shape.size {
  %r = "shape.add"(%a, %b) : (index, !shape.size) -> !shape.size
  return %r : !shape.size
}
func.func @add_unused(%a: !shape.size, %b: !shape.size) {
  %r = shape.add %a, %b : !shape.size, !shape.size -> !shape.size
  return
}
