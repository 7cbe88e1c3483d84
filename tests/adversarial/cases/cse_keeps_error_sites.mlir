// Two identical ops that make an error value: the error is reported where a value is first
// used, at the line of the op that made that value. cse merged the later op into the earlier
// one, so the error named the earlier line although the source uses the later op's value
// first (docs/testing.md, K7). An error checked where it is made (an extent tensor result)
// fails at the first of the two anyway.
// CASE: @extent [2,3]; 5 => out_of_range: cse_keeps_error_sites.mlir:17:9: in @extent: dimension index 5
// CASE: @extent [2,3]; 1 => ok 6
// CASE: @extent_first [2,3]; 5 => out_of_range: cse_keeps_error_sites.mlir:24:9: in @extent_first: dimension index 5
// CASE: @broadcast [2,3]; [4,3] => not_broadcastable: cse_keeps_error_sites.mlir:33:9: in @broadcast: operands 0 and 1
// CASE: @broadcast [1,3]; [4,3] => ok 4
// CASE: @from_extents -1; 2 => invalid_shape: cse_keeps_error_sites.mlir:46:9: in @from_extents:
// CASE: @from_extents 1; 2 => ok 2
// CASE: @extent_tensor [2,3]; [4,3] => not_broadcastable: cse_keeps_error_sites.mlir:56:9: in @extent_tensor:
// CASE: @extent_tensor [1,3]; [4,3] => ok 4
func.func @extent(%a: !shape.shape, %i: index) -> index {
  %e1 = shape.get_extent %a, %i : !shape.shape, index -> !shape.size
  %e2 = shape.get_extent %a, %i : !shape.shape, index -> !shape.size
  %x2 = shape.size_to_index %e2 : !shape.size
  %x1 = shape.size_to_index %e1 : !shape.size
  %s = arith.addi %x1, %x2 : index
  return %s : index
}
func.func @extent_first(%a: !shape.shape, %i: index) -> index {
  %e1 = shape.get_extent %a, %i : !shape.shape, index -> !shape.size
  %e2 = shape.get_extent %a, %i : !shape.shape, index -> !shape.size
  %x1 = shape.size_to_index %e1 : !shape.size
  %x2 = shape.size_to_index %e2 : !shape.size
  %s = arith.addi %x1, %x2 : index
  return %s : index
}
func.func @broadcast(%a: !shape.shape, %b: !shape.shape) -> index {
  %r1 = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %r2 = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %c0 = arith.constant 0 : index
  %e2 = shape.get_extent %r2, %c0 : !shape.shape, index -> !shape.size
  %x2 = shape.size_to_index %e2 : !shape.size
  %e1 = shape.get_extent %r1, %c0 : !shape.shape, index -> !shape.size
  %x1 = shape.size_to_index %e1 : !shape.size
  %s = arith.muli %x1, %x2 : index
  %c4 = arith.constant 4 : index
  %q = arith.divui %s, %c4 : index
  return %q : index
}
func.func @from_extents(%n: index, %m: index) -> index {
  %t1 = shape.from_extents %n, %m : index, index
  %t2 = shape.from_extents %n, %m : index, index
  %c1 = arith.constant 1 : index
  %e2 = shape.get_extent %t2, %c1 : !shape.shape, index -> !shape.size
  %x2 = shape.size_to_index %e2 : !shape.size
  %e1 = shape.get_extent %t1, %c1 : !shape.shape, index -> !shape.size
  %x1 = shape.size_to_index %e1 : !shape.size
  %s = arith.maxui %x1, %x2 : index
  return %s : index
}
func.func @extent_tensor(%a: tensor<?xindex>, %b: tensor<?xindex>) -> index {
  %r1 = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %r2 = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %c0 = arith.constant 0 : index
  %x2 = tensor.extract %r2[%c0] : tensor<?xindex>
  %x1 = tensor.extract %r1[%c0] : tensor<?xindex>
  %s = arith.maxui %x1, %x2 : index
  return %s : index
}
