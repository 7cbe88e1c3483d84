// A constant shape with a negative extent (from_extents of a negative constant size, or a
// const_shape) is an invalid shape, as one computed at run time is, also when an arith.select
// passes it on: the ops on it give its error (invalid_shape, at the op that made it),
// is_broadcastable is false, shape_eq holds only with another invalid shape. Upstream's folders
// took it for a valid shape (rank 1, get_extent 2, num_elements -2, shape_eq of [-1] and [-2]
// false, cstr_broadcastable decided true).
// CASE: @nrank => invalid_shape = invalid_constant_shapes.mlir:21:8: in @nrank: dimension 0 has negative extent -1
// CASE: @nnum => invalid_shape: dimension 0 has negative extent -1
// CASE: @next => invalid_shape: dimension 0 has negative extent -1
// CASE: @nisb => ok 0
// CASE: @neq => ok 1 0
// CASE: @nsplit => invalid_shape: dimension 0 has negative extent -1
// CASE: @ncstr [1] => invalid_shape: dimension 0 has negative extent -1
// CASE: @nconcat [1] => invalid_shape
// CASE: @nbc [1] => invalid_shape
// CASE: @nconst => invalid_shape: dimension 1 has negative extent -2
// CASE: @ntensor => invalid_shape: dimension 0 has negative extent -4
// CASE: @nselect [5] => invalid_shape: dimension 0 has negative extent -1
func.func @nrank() -> !shape.size {
  %m = shape.const_size -1
  %s = shape.from_extents %m : !shape.size
  %r = shape.rank %s : !shape.shape -> !shape.size
  return %r : !shape.size
}
func.func @nnum() -> !shape.size {
  %m = shape.const_size -1
  %two = shape.const_size 2
  %s = shape.from_extents %m, %two : !shape.size, !shape.size
  %r = shape.num_elements %s : !shape.shape -> !shape.size
  return %r : !shape.size
}
func.func @next() -> !shape.size {
  %m = shape.const_size -1
  %two = shape.const_size 2
  %one = shape.const_size 1
  %s = shape.from_extents %m, %two : !shape.size, !shape.size
  %r = shape.get_extent %s, %one : !shape.shape, !shape.size -> !shape.size
  return %r : !shape.size
}
func.func @nisb() -> i1 {
  %m = shape.const_size -1
  %s = shape.from_extents %m : !shape.size
  %o = shape.const_shape [1] : !shape.shape
  %r = shape.is_broadcastable %s, %o : !shape.shape, !shape.shape
  return %r : i1
}
func.func @neq() -> (i1, i1) {
  %m = shape.const_size -1
  %s = shape.from_extents %m : !shape.size
  %m2 = shape.const_size -2
  %s2 = shape.from_extents %m2 : !shape.size
  %o = shape.const_shape [1] : !shape.shape
  %r = shape.shape_eq %s, %s2 : !shape.shape, !shape.shape
  %r2 = shape.shape_eq %s, %o : !shape.shape, !shape.shape
  return %r, %r2 : i1, i1
}
func.func @nsplit() -> !shape.shape {
  %m = shape.const_size -1
  %two = shape.const_size 2
  %one = shape.const_size 1
  %s = shape.from_extents %m, %two : !shape.size, !shape.size
  %h, %t = "shape.split_at"(%s, %one) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
  return %t : !shape.shape
}
func.func @ncstr(%a: !shape.shape) -> !shape.shape {
  %m = shape.const_size -1
  %s = shape.from_extents %m : !shape.size
  %w = shape.cstr_broadcastable %s, %a : !shape.shape, !shape.shape
  %r = shape.assuming %w -> !shape.shape {
    shape.assuming_yield %a : !shape.shape
  }
  return %r : !shape.shape
}
func.func @nconcat(%a: !shape.shape) -> !shape.shape {
  %m = shape.const_size -1
  %s = shape.from_extents %m : !shape.size
  %c = shape.concat %a, %s : !shape.shape, !shape.shape -> !shape.shape
  return %c : !shape.shape
}
func.func @nbc(%a: !shape.shape) -> !shape.shape {
  %m = shape.const_size -1
  %s = shape.from_extents %m : !shape.size
  %c = shape.broadcast %a, %s : !shape.shape, !shape.shape -> !shape.shape
  return %c : !shape.shape
}
func.func @nconst() -> (!shape.size, !shape.size) {
  %s = shape.const_shape [3, -2] : !shape.shape
  %c0 = shape.const_size 0
  %r = shape.rank %s : !shape.shape -> !shape.size
  %e = shape.get_extent %s, %c0 : !shape.shape, !shape.size -> !shape.size
  return %r, %e : !shape.size, !shape.size
}
func.func @ntensor() -> index {
  %s = shape.const_shape [-4] : tensor<1xindex>
  %r = shape.rank %s : tensor<1xindex> -> index
  return %r : index
}
func.func @nselect(%a: !shape.shape) -> !shape.size {
  %true = arith.constant true
  %m = shape.const_size -1
  %s = shape.from_extents %m : !shape.size
  %x = arith.select %true, %s, %a : !shape.shape
  %r = shape.rank %x : !shape.shape -> !shape.size
  return %r : !shape.size
}
