// A function that returns its extent-tensor argument unchanged (after the passes remove the
// assuming region around it). shapecc emitted `out = a;`, assigning a ShapeView to a Shape:
// the header did not compile. Found by difftest seed 1 program 142 (docs/testing.md, D1).
// INPUT: [2,3]; [1,3]
// INPUT: []; []
// INPUT: [2]; [3]
func.func @return_argument(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
