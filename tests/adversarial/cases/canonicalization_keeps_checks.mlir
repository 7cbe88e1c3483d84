// Upstream folds and patterns that dropped or changed a check the source has (C1-C5,
// docs/testing.md): tensor.extract of a splat constant at an index from the caller, a division
// of a `muli nsw` by the same value, an operand of static type tensor<0xindex> dropped from
// shape.broadcast and shape.any, an insert_slice's source cast to its constant size, and a
// constant shape longer than SHAPECC_MAX_RANK (16 here) in a branch, which canonicalize moved
// to the entry, where every path failed. Each failing case passed (for insert_slice, failed
// with argument_mismatch; for the long constants, failed on both paths) before.
// CASE: @long_const_in_branch false => ok []
// CASE: @long_const_in_branch true => capacity_exceeded: :96:10: in @long_const_in_branch: rank 17 exceeds the capacity 16
// CASE: @long_broadcast_in_branch false => ok [3]
// CASE: @long_broadcast_in_branch true => capacity_exceeded: :109:10: in @long_broadcast_in_branch: rank 17
// CASE: @long_from_elements_in_branch false => ok []
// CASE: @long_from_elements_in_branch true => capacity_exceeded: :121:10: in @long_from_elements_in_branch: rank 17
// CASE: @long_from_extents_in_branch false => ok []
// CASE: @long_from_extents_in_branch true => capacity_exceeded: :134:10: in @long_from_extents_in_branch: rank 17
// CASE: @splat_extract 1 => ok 4
// CASE: @splat_extract 2 => out_of_range
// CASE: @splat_extract -1 => out_of_range
// CASE: @splat_extract_const => out_of_range
// CASE: @splat_from_broadcast 0 => ok 4
// CASE: @splat_from_broadcast 7 => out_of_range
// CASE: @splat_dense 2 => ok 5
// CASE: @splat_dense 3 => out_of_range
// CASE: @divmul_nsw 7; 3 => ok 7
// CASE: @divmul_nsw 7; 0 => division_by_zero
// CASE: @divmul_nsw MIN; -1 => overflow
// CASE: @divmul_nsw MAX; 2 => ok -1
// CASE: @divmul_nuw 7; 0 => division_by_zero
// CASE: @divmul_nuw 7; 3 => ok 7
// CASE: @cast_empty_broadcast [5]; [5] => argument_mismatch
// CASE: @cast_empty_broadcast []; [5] => ok [5]
// CASE: @cast_empty_any [5]; [] => argument_mismatch
// CASE: @cast_empty_any []; [] => ok []
// CASE: @split_head_broadcast [2,3]; [3] => argument_mismatch
// CASE: @insert_slice_const [1,2]; [7,8] => invalid_shape: a slice of size 1 cannot hold a source of 2 elements
// CASE: @insert_slice_const [1,2]; [7] => ok [7,2]
func.func @splat_extract(%i: index) -> index {
  %c = shape.const_shape [4, 4] : tensor<2xindex>
  %e = tensor.extract %c[%i] : tensor<2xindex>
  return %e : index
}
func.func @splat_extract_const() -> index {
  %c = shape.const_shape [4, 4] : tensor<2xindex>
  %c2 = arith.constant 2 : index
  %e = tensor.extract %c[%c2] : tensor<2xindex>
  return %e : index
}
func.func @splat_from_broadcast(%i: index) -> index {
  %a = shape.const_shape [4, 1] : tensor<2xindex>
  %b = shape.const_shape [1, 4] : tensor<2xindex>
  %r = shape.broadcast %a, %b : tensor<2xindex>, tensor<2xindex> -> tensor<?xindex>
  %e = tensor.extract %r[%i] : tensor<?xindex>
  return %e : index
}
func.func @splat_dense(%i: index) -> index {
  %c = arith.constant dense<5> : tensor<3xindex>
  %e = tensor.extract %c[%i] : tensor<3xindex>
  return %e : index
}
func.func @divmul_nsw(%x: index, %y: index) -> index {
  %m = arith.muli %x, %y overflow<nsw> : index
  %d = arith.divsi %m, %y : index
  return %d : index
}
func.func @divmul_nuw(%x: i64, %y: i64) -> i64 {
  %m = arith.muli %x, %y overflow<nuw> : i64
  %d = arith.divui %m, %y : i64
  return %d : i64
}
func.func @cast_empty_broadcast(%x: tensor<?xindex>, %y: tensor<?xindex>) -> tensor<?xindex> {
  %a = tensor.cast %x : tensor<?xindex> to tensor<0xindex>
  %r = shape.broadcast %a, %y : tensor<0xindex>, tensor<?xindex> -> tensor<?xindex>
  return %r : tensor<?xindex>
}
func.func @cast_empty_any(%x: tensor<?xindex>, %y: tensor<?xindex>) -> tensor<?xindex> {
  %a = tensor.cast %x : tensor<?xindex> to tensor<0xindex>
  %k = shape.const_shape [] : tensor<0xindex>
  %r = shape.any %a, %k : tensor<0xindex>, tensor<0xindex> -> tensor<?xindex>
  return %r : tensor<?xindex>
}
func.func @split_head_broadcast(%x: tensor<?xindex>, %y: tensor<?xindex>) -> tensor<?xindex> {
  %c1 = arith.constant 1 : index
  %h, %t = "shape.split_at"(%x, %c1) : (tensor<?xindex>, index) -> (tensor<0xindex>, tensor<?xindex>)
  %r = shape.broadcast %h, %y : tensor<0xindex>, tensor<?xindex> -> tensor<?xindex>
  return %r : tensor<?xindex>
}
func.func @insert_slice_const(%d: tensor<?xindex>, %s: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.insert_slice %s into %d[%c0][%c1][%c1] : tensor<?xindex> into tensor<?xindex>
  return %x : tensor<?xindex>
}
func.func @long_const_in_branch(%b: i1) -> tensor<?xindex> {
  %r = scf.if %b -> tensor<?xindex> {
    %x = shape.const_shape [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1] : tensor<17xindex>
    %y = tensor.cast %x : tensor<17xindex> to tensor<?xindex>
    scf.yield %y : tensor<?xindex>
  } else {
    %e = shape.const_shape [] : tensor<0xindex>
    %y = tensor.cast %e : tensor<0xindex> to tensor<?xindex>
    scf.yield %y : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @long_broadcast_in_branch(%b: i1) -> tensor<?xindex> {
  %r = scf.if %b -> tensor<?xindex> {
    %x = shape.const_shape [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,1] : tensor<17xindex>
    %z = shape.const_shape [2] : tensor<1xindex>
    %y = shape.broadcast %x, %z : tensor<17xindex>, tensor<1xindex> -> tensor<?xindex>
    scf.yield %y : tensor<?xindex>
  } else {
    %e = shape.const_shape [3] : tensor<1xindex>
    %y = tensor.cast %e : tensor<1xindex> to tensor<?xindex>
    scf.yield %y : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @long_from_elements_in_branch(%b: i1) -> tensor<?xindex> {
  %c1 = arith.constant 1 : index
  %r = scf.if %b -> tensor<?xindex> {
    %x = tensor.from_elements %c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1 : tensor<17xindex>
    %y = tensor.cast %x : tensor<17xindex> to tensor<?xindex>
    scf.yield %y : tensor<?xindex>
  } else {
    %e = shape.const_shape [] : tensor<0xindex>
    %y = tensor.cast %e : tensor<0xindex> to tensor<?xindex>
    scf.yield %y : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @long_from_extents_in_branch(%b: i1) -> !shape.shape {
  %c1 = shape.const_size 1
  %r = scf.if %b -> !shape.shape {
    %x = shape.from_extents %c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1,%c1 : !shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size,!shape.size
    scf.yield %x : !shape.shape
  } else {
    %e = shape.const_shape [] : !shape.shape
    scf.yield %e : !shape.shape
  }
  return %r : !shape.shape
}
