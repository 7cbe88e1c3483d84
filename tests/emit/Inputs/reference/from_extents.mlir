// from_extent_tensor (001 line 799), from_extents (line 842: rank 2 and rank 0).
func.func @fet(%t: tensor<?xindex>) -> !shape.shape {
  %s = shape.from_extent_tensor %t : tensor<?xindex>
  return %s : !shape.shape
}
func.func @fe(%a: index, %b: index) -> !shape.shape {
  // Rank 2 shape.
  %s0 = shape.from_extents %a, %b : index, index
  return %s0 : !shape.shape
}
// Rank 0: the reference's `shape.from_extents` with no operands only parses generically.
func.func @fe0() -> !shape.shape {
  %s1 = "shape.from_extents"() : () -> !shape.shape
  return %s1 : !shape.shape
}
func.func @fe_size(%a: !shape.size, %b: !shape.size) -> !shape.shape {
  %s0 = shape.from_extents %a, %b : !shape.size, !shape.size
  return %s0 : !shape.shape
}
func.func @fe_unused(%a: index) {
  %s0 = shape.from_extents %a : index
  return
}
