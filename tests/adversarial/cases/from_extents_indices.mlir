// shape.from_extents of indices is built in its variable: an extent of a
// checked argument needs no sign test, any other is tested, and a negative one
// or too many make the value invalid, which fails only where it is used, in
// source order with the other checks.
// CASE: @permute [2,3] => ok [3,2]
// CASE: @permute [0,7] => ok [7,0]
// CASE: @permute [2,-3] => argument_mismatch = from_extents_indices.mlir:26:1: in @permute: argument x has shape [2,-3]: dimension 1 has negative extent -3
// CASE: @permute [2] => requirement_failed = from_extents_indices.mlir:32:8: in @permute: permute expects rank 2
// CASE: @permute [] => requirement_failed = from_extents_indices.mlir:32:8: in @permute: permute expects rank 2
// CASE: @permute [1,2,3] => requirement_failed = from_extents_indices.mlir:32:8: in @permute: permute expects rank 2
// CASE: @late_use 4; 5; [5] => ok [4,5]
// CASE: @late_use -1; 5; [5] => invalid_shape = from_extents_indices.mlir:44:8: in @late_use: dimension 0 has negative extent -1
// CASE: @late_use -1; 5; [5,5] => requirement_failed = from_extents_indices.mlir:48:8: in @late_use: a must have rank 1
// CASE: @late_use 4; 5; [5,5] => requirement_failed = from_extents_indices.mlir:48:8: in @late_use: a must have rank 1
// CASE: @late_use 4; 5; [3] => not_broadcastable = from_extents_indices.mlir:50:10: in @late_use: operands 0 and 1 are not broadcastable: dimension 1 has extents 5 and 3
// CASE: @late_use 4; -9223372036854775808; [1] => invalid_shape = from_extents_indices.mlir:44:8: in @late_use: dimension 1 has negative extent -9223372036854775808
// CASE: @constants 0 => ok [3,0,3]
// CASE: @constants 7 => ok [3,7,3]
// CASE: @constants -2 => invalid_shape = from_extents_indices.mlir:57:8: in @constants: dimension 1 has negative extent -2
// CASE: @seventeen 1 => capacity_exceeded = from_extents_indices.mlir:62:8: in @seventeen: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @seventeen -1 => capacity_exceeded = from_extents_indices.mlir:62:8: in @seventeen: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @unused -5 => ok -5
// CASE: @in_branch true; 3 => ok [3,3]
// CASE: @in_branch true; -3 => invalid_shape = from_extents_indices.mlir:71:10: in @in_branch: dimension 0 has negative extent -3
// CASE: @in_branch false; -3 => ok [4]
func.func @permute(%x: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = shape.rank %x : tensor<?xindex> -> index
  %is2 = arith.cmpi eq, %r, %c2 : index
  %w = shape.cstr_require %is2, "permute expects rank 2"
  %res = shape.assuming %w -> (tensor<?xindex>) {
    %a = shape.get_extent %x, %c0 : tensor<?xindex>, index -> index
    %b = shape.get_extent %x, %c1 : tensor<?xindex>, index -> index
    %s = shape.from_extents %b, %a : index, index
    %t = shape.to_extent_tensor %s : !shape.shape -> tensor<?xindex>
    shape.assuming_yield %t : tensor<?xindex>
  }
  return %res : tensor<?xindex>
}
func.func @late_use(%n: index, %m: index, %a: !shape.shape) -> !shape.shape {
  %c1 = arith.constant 1 : index
  %s = shape.from_extents %n, %m : index, index
  %r = shape.rank %a : !shape.shape -> !shape.size
  %ri = shape.size_to_index %r : !shape.size
  %is1 = arith.cmpi eq, %ri, %c1 : index
  %w = shape.cstr_require %is1, "a must have rank 1"
  %res = shape.assuming %w -> (!shape.shape) {
    %b = shape.broadcast %s, %a : !shape.shape, !shape.shape -> !shape.shape
    shape.assuming_yield %b : !shape.shape
  }
  return %res : !shape.shape
}
func.func @constants(%n: index) -> tensor<?xindex> {
  %c3 = arith.constant 3 : index
  %s = shape.from_extents %c3, %n, %c3 : index, index, index
  %t = shape.to_extent_tensor %s : !shape.shape -> tensor<?xindex>
  return %t : tensor<?xindex>
}
func.func @seventeen(%n: index) -> !shape.shape {
  %s = shape.from_extents %n, %n, %n, %n, %n, %n, %n, %n, %n, %n, %n, %n, %n, %n, %n, %n, %n : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
  return %s : !shape.shape
}
func.func @unused(%n: index) -> index {
  %s = shape.from_extents %n, %n : index, index
  return %n : index
}
func.func @in_branch(%pick: i1, %n: index) -> !shape.shape {
  %r = scf.if %pick -> (!shape.shape) {
    %s = shape.from_extents %n, %n : index, index
    scf.yield %s : !shape.shape
  } else {
    %t = shape.const_shape [4] : !shape.shape
    scf.yield %t : !shape.shape
  }
  return %r : !shape.shape
}
// Seventeen extents known not to be negative: only their number fails.
// CASE: @seventeen_known [2] => capacity_exceeded = from_extents_indices.mlir:84:8: in @seventeen_known: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
func.func @seventeen_known(%x: tensor<1xindex>) -> !shape.shape {
  %c0 = arith.constant 0 : index
  %e = shape.get_extent %x, %c0 : tensor<1xindex>, index -> index
  %s = shape.from_extents %e, %e, %e, %e, %e, %e, %e, %e, %e, %e, %e, %e, %e, %e, %e, %e, %e : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
  return %s : !shape.shape
}
// Sums, products and quotients of extents read from arguments are not
// negative either (each fails where it overflows or divides by zero): no sign
// test, and those failures still come first, at their ops.
// CASE: @sum [2,3]; [4,5] => ok [2,8,12,0]
// CASE: @sum [MAX,1]; [1,1] => ok [MAX,2,1,MAX]
// CASE: @sum [1,MAX]; [1,1] => overflow = from_extents_indices.mlir:103:8: in @sum: 9223372036854775807 + 1 overflows int64
// CASE: @sum [2,3]; [MAX,2] => overflow = from_extents_indices.mlir:104:8: in @sum: 3 * 9223372036854775807 overflows int64
// CASE: @sum [2,3]; [4,0] => division_by_zero = from_extents_indices.mlir:105:8: in @sum: division of 2 by zero
// CASE: @sum [2,-3]; [4,5] => argument_mismatch = from_extents_indices.mlir:96:1: in @sum: argument x has shape [2,-3], expected [?,?]: dimension 1 has negative extent -3
func.func @sum(%x: tensor<2xindex>, %y: tensor<2xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x0 = shape.get_extent %x, %c0 : tensor<2xindex>, index -> index
  %x1 = shape.get_extent %x, %c1 : tensor<2xindex>, index -> index
  %y0 = shape.get_extent %y, %c0 : tensor<2xindex>, index -> index
  %y1 = shape.get_extent %y, %c1 : tensor<2xindex>, index -> index
  %s = shape.add %x1, %y1 : index, index -> index
  %p = shape.mul %x1, %y0 : index, index -> index
  %q = shape.div %x0, %y1 : index, index -> index
  %e = tensor.from_elements %x0, %s, %p, %q : tensor<4xindex>
  %t = tensor.cast %e : tensor<4xindex> to tensor<?xindex>
  return %t : tensor<?xindex>
}
