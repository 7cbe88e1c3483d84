// A constraint on a value that holds an error fails with that error; is_broadcastable of it is
// false ("true implies that shape.broadcast will not give an error", shape reference). Upstream
// patterns and folders decide cstr_eq %r, %r, cstr_broadcastable %r, [] and is_broadcastable %r
// (or %r, %r) true whatever %r holds, so those constraints passed and the predicates were true.
// CASE: @eq_same [2]; [3] => not_broadcastable = constraints_on_errors.mlir:17:8: in @eq_same: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @eq_same [2]; [2] => ok
// CASE: @bc_scalar [2]; [3] => not_broadcastable: operands 0 and 1 are not broadcastable
// CASE: @bc_scalar [2]; [1] => ok
// CASE: @bc_one [2]; [3] => not_broadcastable
// CASE: @bc_one [2]; [1] => ok
// CASE: @eq_neg => invalid_shape: dimension 0 has negative extent -1
// CASE: @bc_neg => invalid_shape: dimension 0 has negative extent -1
// CASE: @isb_dup [2]; [3] => ok 0 0 1
// CASE: @isb_dup [2]; [2] => ok 1 1 1
// CASE: @isb_dup [2,1]; [3] => ok 1 1 1
func.func @eq_same(%a: !shape.shape, %b: !shape.shape) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %w = shape.cstr_eq %r, %r : !shape.shape, !shape.shape
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}
func.func @bc_scalar(%a: !shape.shape, %b: !shape.shape) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %s = shape.const_shape [] : !shape.shape
  %w = shape.cstr_broadcastable %r, %s : !shape.shape, !shape.shape
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}
func.func @bc_one(%a: !shape.shape, %b: !shape.shape) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %w = shape.cstr_broadcastable %r, %a : !shape.shape, !shape.shape
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}
func.func @eq_neg() {
  %m = shape.const_size -1
  %s = shape.from_extents %m : !shape.size
  %w = shape.cstr_eq %s, %s : !shape.shape, !shape.shape
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}
func.func @bc_neg() {
  %m = shape.const_size -1
  %s = shape.from_extents %m : !shape.size
  %o = shape.const_shape [1] : !shape.shape
  %w = shape.cstr_broadcastable %s, %o : !shape.shape, !shape.shape
  shape.assuming %w {
    shape.assuming_yield
  }
  return
}
func.func @isb_dup(%a: !shape.shape, %b: !shape.shape) -> (i1, i1, i1) {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %x = shape.is_broadcastable %r, %r : !shape.shape, !shape.shape
  %y = shape.is_broadcastable %r : !shape.shape
  %z = shape.shape_eq %r, %r : !shape.shape, !shape.shape
  return %x, %y, %z : i1, i1, i1
}
// The same when only a fold shows the other operand to be that value (`select %c, %s, %s`):
// false, as of the value twice (session 15's sweep, F2). It was true.
// CASE: @isbc_select [2,3]; [4,3]; 1 => ok 0
// CASE: @isbc_select [1,3]; [4,3]; 1 => ok 1
func.func @isbc_select(%a: !shape.shape, %b: !shape.shape, %c: i1) -> i1 {
  %s = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %z = arith.select %c, %s, %s : !shape.shape
  %p = shape.is_broadcastable %s, %z : !shape.shape, !shape.shape
  return %p : i1
}
