// get_extent (001 line 971), index_to_size (1018), size_to_index (1589).
func.func @ge(%s: !shape.shape, %i: !shape.size) -> !shape.size {
  %e = shape.get_extent %s, %i : !shape.shape, !shape.size -> !shape.size
  return %e : !shape.size
}
func.func @ge_index(%s: tensor<?xindex>, %i: index) -> index {
  %e = shape.get_extent %s, %i : tensor<?xindex>, index -> index
  return %e : index
}
func.func @conv(%i: index) -> index {
  %s = shape.index_to_size %i
  %j = shape.size_to_index %s : !shape.size
  return %j : index
}
func.func @ge_unused(%s: !shape.shape, %i: index) {
  %e = shape.get_extent %s, %i : !shape.shape, index -> !shape.size
  return
}
