// Shape arithmetic on constants fails like on arguments: upstream's folders would wrap an
// overflowing shape.add/mul/div/num_elements (and crash reading a constant shape at a negative
// get_extent index), so shapecc leaves those to the checker.
// CASE: => overflow
func.func @cmul() -> !shape.size {
  %a = shape.const_size 4611686018427387904
  %b = shape.const_size 4
  %0 = shape.mul %a, %b : !shape.size, !shape.size -> !shape.size
  return %0 : !shape.size
}
// CASE: @cadd => overflow
func.func @cadd() -> index {
  %a = arith.constant 9223372036854775807 : index
  %b = arith.constant 1 : index
  %0 = shape.add %a, %b : index, index -> index
  return %0 : index
}
// CASE: @cdiv => overflow
func.func @cdiv() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -1 : index
  %0 = shape.div %a, %b : index, index -> index
  return %0 : index
}
// CASE: @cdiv0 => division_by_zero
func.func @cdiv0() -> index {
  %a = arith.constant 7 : index
  %b = arith.constant 0 : index
  %0 = shape.div %a, %b : index, index -> index
  return %0 : index
}
// CASE: @cne => overflow
func.func @cne() -> index {
  %s = shape.const_shape [4294967296, 4294967296] : tensor<2xindex>
  %0 = shape.num_elements %s : tensor<2xindex> -> index
  return %0 : index
}
// CASE: @cnes => overflow
func.func @cnes() -> !shape.size {
  %s = shape.const_shape [4294967296, 4294967296] : !shape.shape
  %0 = shape.num_elements %s : !shape.shape -> !shape.size
  return %0 : !shape.size
}
// CASE: @cge => out_of_range
func.func @cge() -> index {
  %s = shape.const_shape [2, 3] : tensor<2xindex>
  %c5 = arith.constant 5 : index
  %0 = shape.get_extent %s, %c5 : tensor<2xindex>, index -> index
  return %0 : index
}
// CASE: @cgeneg => out_of_range
func.func @cgeneg() -> !shape.size {
  %s = shape.const_shape [2, 3] : !shape.shape
  %c = shape.const_size -1
  %0 = shape.get_extent %s, %c : !shape.shape, !shape.size -> !shape.size
  return %0 : !shape.size
}
// CASE: @csplit => out_of_range
func.func @csplit() -> (!shape.shape, !shape.shape) {
  %s = shape.const_shape [2, 3] : !shape.shape
  %c = shape.const_size 3
  %h, %t = "shape.split_at"(%s, %c) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
  return %h, %t : !shape.shape, !shape.shape
}
// CASE: @cfe => invalid_shape
func.func @cfe() -> !shape.shape {
  %a = shape.const_size -3
  %s = shape.from_extents %a : !shape.size
  return %s : !shape.shape
}
// CASE: @cbc => not_broadcastable
func.func @cbc() -> !shape.shape {
  %a = shape.const_shape [2, 3] : !shape.shape
  %b = shape.const_shape [4, 3] : !shape.shape
  %0 = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %0 : !shape.shape
}
// CASE: @cmax => invalid_shape
func.func @cmax() -> !shape.shape {
  %a = shape.const_shape [2, 3] : !shape.shape
  %b = shape.const_shape [4] : !shape.shape
  %0 = shape.max %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %0 : !shape.shape
}
// CASE: @crank17 => capacity_exceeded
func.func @crank17() -> !shape.shape {
  %a = shape.const_shape [1,1,1,1,1,1,1,1] : !shape.shape
  %b = shape.const_shape [1,1,1,1,1,1,1,1,1] : !shape.shape
  %0 = shape.concat %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %0 : !shape.shape
}
// CASE: @decided => overflow
func.func @decided() -> !shape.shape {
  %a = shape.const_size 4611686018427387904
  %b = shape.const_size 4
  %0 = shape.mul %a, %b : !shape.size, !shape.size -> !shape.size
  %s = shape.from_extents %0 : !shape.size
  %z = shape.const_shape [0] : !shape.shape
  %w = shape.cstr_eq %s, %z : !shape.shape, !shape.shape
  %r = shape.assuming %w -> !shape.shape {
    shape.assuming_yield %s : !shape.shape
  }
  return %r : !shape.shape
}
// CASE: @negext => out_of_range
func.func @negext() -> !shape.shape {
  %a = shape.const_shape [2, 3] : !shape.shape
  %c = shape.const_size -1
  %e = shape.get_extent %a, %c : !shape.shape, !shape.size -> !shape.size
  %s = shape.from_extents %e : !shape.size
  %w = shape.cstr_eq %s, %s : !shape.shape, !shape.shape
  %r = shape.assuming %w -> !shape.shape {
    shape.assuming_yield %s : !shape.shape
  }
  return %r : !shape.shape
}
