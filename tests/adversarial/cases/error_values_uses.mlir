// An invalid value reaching a constraint (cstr_broadcastable, cstr_eq, cstr_require of a
// predicate computed from it) and shape.assuming, a conversion to an extent tensor or an
// index, a with_shape, or only debug_print: constraints fail with the value's error at the op
// that made it, conversions report it there, debug_print prints it and the function passes.
// CASE: @cstr_bc [2]; [3]; [2] => not_broadcastable = error_values_uses.mlir:22:8: in @cstr_bc: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @cstr_bc [2]; [2]; [3] => not_broadcastable = error_values_uses.mlir:23:8: in @cstr_bc: shapes [2] and [3] are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @cstr_bc [2]; [2]; [2] => ok [2]
// CASE: @cstr_eq_inv [2]; [3] => not_broadcastable = error_values_uses.mlir:31:8: in @cstr_eq_inv: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @cstr_eq_inv [2]; [2] => ok
// CASE: @cstr_eq_both [2]; [3] => not_broadcastable = error_values_uses.mlir:39:8: in @cstr_eq_both: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @cstr_eq_both [2]; [2] => ok
// CASE: @cstr_req [2,3]; 4 => out_of_range = error_values_uses.mlir:49:8: in @cstr_req: dimension index 4 is out of range for rank 2
// CASE: @cstr_req [2,3]; 1 => ok
// CASE: @cstr_req [2,3]; 0 => requirement_failed = error_values_uses.mlir:53:8: in @cstr_req: extent must be 3
// CASE: @to_tensor [2]; [3] => not_broadcastable = error_values_uses.mlir:60:8: in @to_tensor: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @to_tensor [2]; [1] => ok [2] 2
// CASE: @index_res [2,3]; -1 => out_of_range = error_values_uses.mlir:67:8: in @index_res: dimension index -1 is out of range for rank 2
// CASE: @index_res [2,3]; 1 => ok 3 2 6
// CASE: @value_of_inv [2]; [3] => not_broadcastable = error_values_uses.mlir:76:8: in @value_of_inv: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @debug [2]; [3] => ok 0
func.func @cstr_bc(%a: !shape.shape, %b: !shape.shape, %c: !shape.shape) -> !shape.shape {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %w = shape.cstr_broadcastable %r, %c : !shape.shape, !shape.shape
  %y = shape.assuming %w -> (!shape.shape) {
    %x = shape.broadcast %r, %c : !shape.shape, !shape.shape -> !shape.shape
    shape.assuming_yield %x : !shape.shape
  }
  return %y : !shape.shape
}
func.func @cstr_eq_inv(%a: !shape.shape, %b: !shape.shape) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %w = shape.cstr_eq %r, %a : !shape.shape, !shape.shape
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}
func.func @cstr_eq_both(%a: !shape.shape, %b: !shape.shape) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %r2 = shape.broadcast %b, %a : !shape.shape, !shape.shape -> !shape.shape
  %w = shape.cstr_eq %r, %r2 : !shape.shape, !shape.shape
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}
func.func @cstr_req(%s: !shape.shape, %i: index) {
  %is = shape.index_to_size %i
  %e = shape.get_extent %s, %is : !shape.shape, !shape.size -> !shape.size
  %ei = shape.size_to_index %e : !shape.size
  %c3 = arith.constant 3 : index
  %ok = arith.cmpi eq, %ei, %c3 : index
  %w = shape.cstr_require %ok, "extent must be 3"
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}
func.func @to_tensor(%a: !shape.shape, %b: !shape.shape) -> (tensor<?xindex>, index) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %t = shape.to_extent_tensor %r : !shape.shape -> tensor<?xindex>
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c0] : tensor<?xindex>
  return %t, %e : tensor<?xindex>, index
}
func.func @index_res(%s: !shape.shape, %i: index) -> (index, index, index) {
  %e = shape.get_extent %s, %i : !shape.shape, index -> !shape.size
  %r = shape.rank %s : !shape.shape -> !shape.size
  %n = shape.num_elements %s : !shape.shape -> !shape.size
  %ei = shape.size_to_index %e : !shape.size
  %ri = shape.size_to_index %r : !shape.size
  %ni = shape.size_to_index %n : !shape.size
  return %ei, %ri, %ni : index, index, index
}
func.func @value_of_inv(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %t = shape.to_extent_tensor %a : !shape.shape -> tensor<?xindex>
  %v = shape.with_shape %t, %r : tensor<?xindex>, !shape.shape
  %s = shape.shape_of %v : !shape.value_shape -> !shape.shape
  return %s : !shape.shape
}
func.func @debug(%a: !shape.shape, %b: !shape.shape) -> index {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %p = "shape.debug_print"(%r) : (!shape.shape) -> !shape.shape
  %c0 = arith.constant 0 : index
  return %c0 : index
}
