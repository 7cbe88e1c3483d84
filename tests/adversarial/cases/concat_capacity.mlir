// Results whose rank exceeds SHAPECC_MAX_RANK (16) although every argument fits:
// capacity_exceeded, not a write past the inline storage.
// CASE: [1,2]; [3] => ok [1,2,3]
// CASE: ones(8); ones(8) => ok [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1]
// CASE: ones(8); ones(9) => capacity_exceeded
// CASE: ones(16); ones(16) => capacity_exceeded
func.func @concat(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %c = shape.concat %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %c : !shape.shape
}
