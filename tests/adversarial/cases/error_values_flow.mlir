// Invalid !shape.shape / !shape.size values (a broadcast of shapes that do not broadcast, an
// out-of-range get_extent, a division by zero, a negative extent) carried through scf.if,
// scf.for iter_args, scf.while, scf.index_switch, scf.execute_region, scf.parallel's reduction,
// arith.select, block arguments, calls (of a function whose result is invalid too) and
// shape.reduce (with a size or a shape accumulator): wherever the error surfaces (a result,
// a call argument, a size_to_index), the failure names the op that made it.
// CASE: @if_flow [2]; [3]; true => not_broadcastable = error_values_flow.mlir:49:10: in @if_flow: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @if_flow [2]; [3]; false => ok [2]
// CASE: @if_flow [2]; [1]; true => ok [2]
// CASE: @for_flow [2]; [3]; 3 => not_broadcastable = error_values_flow.mlir:60:10: in @for_flow: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @for_flow [2]; [3]; 0 => ok [2]
// CASE: @for_flow [2]; [1]; 3 => ok [2]
// CASE: @for_size 7; 0; 2 => division_by_zero = error_values_flow.mlir:70:10: in @for_size: division of 7 by zero
// CASE: @for_size 7; 0; 0 => ok 0
// CASE: @for_size 8; 2; 2 => ok 8
// CASE: @while_flow [2,3]; 1 => out_of_range = error_values_flow.mlir:92:11: in @while_flow: dimension index 2 is out of range for rank 2
// CASE: @while_flow [2,3]; 5 => out_of_range = error_values_flow.mlir:92:11: in @while_flow: dimension index 5 is out of range for rank 2
// CASE: @while_flow []; 5 => ok 1
// CASE: @while_flow [4]; -1 => iteration_limit_exceeded = error_values_flow.mlir:80:10: in @while_flow: the loop did not end within 1048576 iterations (SHAPECC_MAX_LOOP_ITERATIONS)
// CASE: @switch_flow [2,3]; 0 => out_of_range = error_values_flow.mlir:103:10: in @switch_flow: dimension index 7 is out of range for rank 2
// CASE: @switch_flow [2,3]; 1 => ok 3
// CASE: @switch_flow [2,3]; 2 => ok 2
// CASE: @call_flow [2]; [3] => not_broadcastable = error_values_flow.mlir:123:8: in @call_flow: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @call_flow [2]; [2] => ok [2,2]
// CASE: @reduce_flow [2,0,3] => invalid_shape = error_values_flow.mlir:138:10: in @reduce_flow: dimension 0 has negative extent -1
// CASE: @reduce_flow [2,3] => ok 6
// CASE: @select_shape [2]; [3]; true => not_broadcastable = error_values_flow.mlir:146:8: in @select_shape: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @select_shape [2]; [3]; false => ok [2]
// CASE: @select_size 5; 0; true => division_by_zero = error_values_flow.mlir:151:8: in @select_size: division of 5 by zero
// CASE: @select_size 5; 0; false => ok 5
// CASE: @blocks [2]; [3]; true => not_broadcastable = error_values_flow.mlir:156:8: in @blocks: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @blocks [2]; [3]; false => ok [3]
// CASE: @region [2]; [3] => not_broadcastable = error_values_flow.mlir:163:10: in @region: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @region [2]; [2] => ok [2]
// CASE: @par [2]; [3]; 2 => not_broadcastable = error_values_flow.mlir:174:12: in @par: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @par [2]; [1]; 2 => ok [2]
// CASE: @reduce_inv [2]; [3] => not_broadcastable = error_values_flow.mlir:181:8: in @reduce_inv: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @reduce_inv [2,3]; [1,3] => ok 6
// CASE: @rec [2]; 3 => not_broadcastable = error_values_flow.mlir:198:10: in @rec: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @rec [2]; 0 => ok [2]
// CASE: @call_size 7; 0 => division_by_zero = error_values_flow.mlir:206:8: in @half: division of 7 by zero
// CASE: @call_size 7; 2 => ok 4
// CASE: @reduce_shape [2,3] => ok [1,2,1,3]
// CASE: @reduce_shape [2,0] => invalid_shape = error_values_flow.mlir:226:10: in @reduce_shape: dimension 1 has negative extent -1
// CASE: @while_shape [2]; [3] => not_broadcastable = error_values_flow.mlir:235:10: in @while_shape: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: @while_shape [2]; [2] => ok [2]
func.func @if_flow(%a: !shape.shape, %b: !shape.shape, %c: i1) -> !shape.shape {
  %r = scf.if %c -> (!shape.shape) {
    %x = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
    scf.yield %x : !shape.shape
  } else {
    scf.yield %a : !shape.shape
  }
  return %r : !shape.shape
}
func.func @for_flow(%a: !shape.shape, %b: !shape.shape, %n: index) -> !shape.shape {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (!shape.shape) {
    %x = shape.broadcast %acc, %b : !shape.shape, !shape.shape -> !shape.shape
    scf.yield %x : !shape.shape
  }
  return %r : !shape.shape
}
func.func @for_size(%a: !shape.size, %b: !shape.size, %n: index) -> !shape.size {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = shape.const_size 0
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (!shape.size) {
    %q = shape.div %a, %b : !shape.size, !shape.size -> !shape.size
    %s = shape.add %acc, %q : !shape.size, !shape.size -> !shape.size
    scf.yield %s : !shape.size
  }
  return %r : !shape.size
}
func.func @while_flow(%s: !shape.shape, %step: !shape.size) -> !shape.size {
  %z = shape.const_size 0
  %one = shape.const_size 1
  %two = shape.const_size 2
  %r:2 = scf.while (%i = %z, %p = %one) : (!shape.size, !shape.size) -> (!shape.size, !shape.size) {
    %rk = shape.rank %s : !shape.shape -> !shape.size
    %ii = shape.size_to_index %i : !shape.size
    %rki = shape.size_to_index %rk : !shape.size
    %c = arith.cmpi slt, %ii, %rki : index
    scf.condition(%c) %i, %p : !shape.size, !shape.size
  } do {
  ^bb0(%i: !shape.size, %p: !shape.size):
    %e = shape.get_extent %s, %i : !shape.shape, !shape.size -> !shape.size
    %p2 = shape.mul %p, %e : !shape.size, !shape.size -> !shape.size
    %i2 = shape.add %i, %step : !shape.size, !shape.size -> !shape.size
    %i3 = shape.max %i2, %one : !shape.size, !shape.size -> !shape.size
    %e2 = shape.get_extent %s, %i3 : !shape.shape, !shape.size -> !shape.size
    %p3 = shape.mul %p2, %e2 : !shape.size, !shape.size -> !shape.size
    %p4 = shape.div %p3, %e2 : !shape.size, !shape.size -> !shape.size
    scf.yield %i2, %p4 : !shape.size, !shape.size
  }
  return %r#1 : !shape.size
}
func.func @switch_flow(%s: !shape.shape, %k: index) -> !shape.size {
  %r = scf.index_switch %k -> !shape.size
  case 0 {
    %c7 = shape.const_size 7
    %e = shape.get_extent %s, %c7 : !shape.shape, !shape.size -> !shape.size
    scf.yield %e : !shape.size
  }
  case 1 {
    %c1 = shape.const_size 1
    %e = shape.get_extent %s, %c1 : !shape.shape, !shape.size -> !shape.size
    scf.yield %e : !shape.size
  }
  default {
    %c0 = shape.const_size 0
    %e = shape.get_extent %s, %c0 : !shape.shape, !shape.size -> !shape.size
    scf.yield %e : !shape.size
  }
  return %r : !shape.size
}
func.func private @twice(%s: !shape.shape) -> !shape.shape {
  %r = shape.concat %s, %s : !shape.shape, !shape.shape -> !shape.shape
  return %r : !shape.shape
}
func.func @call_flow(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %t = func.call @twice(%r) : (!shape.shape) -> !shape.shape
  return %t : !shape.shape
}
func.func @reduce_flow(%s: !shape.shape) -> !shape.size {
  %one = shape.const_size 1
  %r = shape.reduce(%s, %one) : !shape.shape -> !shape.size {
  ^bb0(%i: index, %e: !shape.size, %acc: !shape.size):
    %m1 = shape.const_size -1
    %z = shape.const_size 0
    %isz = shape.meet %e, %e : !shape.size, !shape.size -> !shape.size
    %ei = shape.size_to_index %isz : !shape.size
    %c0 = arith.constant 0 : index
    %zero = arith.cmpi eq, %ei, %c0 : index
    %v = arith.select %zero, %m1, %e : !shape.size
    %f = shape.from_extents %v : !shape.size
    %n = shape.num_elements %f : !shape.shape -> !shape.size
    %p = shape.mul %acc, %n : !shape.size, !shape.size -> !shape.size
    shape.yield %p : !shape.size
  }
  return %r : !shape.size
}
func.func @select_shape(%a: !shape.shape, %b: !shape.shape, %c: i1) -> !shape.shape {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %s = arith.select %c, %r, %a : !shape.shape
  return %s : !shape.shape
}
func.func @select_size(%a: !shape.size, %b: !shape.size, %c: i1) -> !shape.size {
  %q = shape.div %a, %b : !shape.size, !shape.size -> !shape.size
  %s = arith.select %c, %q, %a : !shape.size
  return %s : !shape.size
}
func.func @blocks(%a: !shape.shape, %b: !shape.shape, %c: i1) -> !shape.shape {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  cf.cond_br %c, ^bb1(%r : !shape.shape), ^bb1(%b : !shape.shape)
^bb1(%x: !shape.shape):
  return %x : !shape.shape
}
func.func @region(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %r = scf.execute_region -> !shape.shape {
    %x = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
    scf.yield %x : !shape.shape
  }
  return %r : !shape.shape
}
func.func @par(%a: !shape.shape, %b: !shape.shape, %n: index) -> !shape.shape {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%a) -> !shape.shape {
    scf.reduce(%b : !shape.shape) {
    ^bb0(%x: !shape.shape, %y: !shape.shape):
      %z = shape.broadcast %x, %y : !shape.shape, !shape.shape -> !shape.shape
      scf.reduce.return %z : !shape.shape
    }
  }
  return %r : !shape.shape
}
func.func @reduce_inv(%a: !shape.shape, %b: !shape.shape) -> !shape.size {
  %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %one = shape.const_size 1
  %n = shape.reduce(%r, %one) : !shape.shape -> !shape.size {
  ^bb0(%i: index, %e: !shape.size, %acc: !shape.size):
    %p = shape.mul %acc, %e : !shape.size, !shape.size -> !shape.size
    shape.yield %p : !shape.size
  }
  return %n : !shape.size
}
func.func @rec(%s: !shape.shape, %n: index) -> !shape.shape {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi sle, %n, %c0 : index
  %r = scf.if %done -> !shape.shape {
    scf.yield %s : !shape.shape
  } else {
    %three = shape.const_shape [3] : !shape.shape
    %b = shape.broadcast %s, %three : !shape.shape, !shape.shape -> !shape.shape
    %m = arith.subi %n, %c1 : index
    %x = func.call @rec(%b, %m) : (!shape.shape, index) -> !shape.shape
    scf.yield %x : !shape.shape
  }
  return %r : !shape.shape
}
func.func private @half(%a: !shape.size, %b: !shape.size) -> !shape.size {
  %q = shape.div %a, %b : !shape.size, !shape.size -> !shape.size
  return %q : !shape.size
}
func.func @call_size(%a: !shape.size, %b: !shape.size) -> !shape.size {
  %h = func.call @half(%a, %b) : (!shape.size, !shape.size) -> !shape.size
  %one = shape.const_size 1
  %r = shape.add %h, %one : !shape.size, !shape.size -> !shape.size
  return %r : !shape.size
}
func.func @reduce_shape(%s: !shape.shape) -> !shape.shape {
  %e = shape.const_shape [] : !shape.shape
  %r = shape.reduce(%s, %e) : !shape.shape -> !shape.shape {
  ^bb0(%i: index, %x: !shape.size, %acc: !shape.shape):
    %one = shape.const_size 1
    %m1 = shape.const_size -1
    %z = shape.const_size 0
    %xi = shape.size_to_index %x : !shape.size
    %c0 = arith.constant 0 : index
    %isz = arith.cmpi eq, %xi, %c0 : index
    %y = arith.select %isz, %m1, %x : !shape.size
    %p = shape.from_extents %one, %y : !shape.size, !shape.size
    %c = shape.concat %acc, %p : !shape.shape, !shape.shape -> !shape.shape
    shape.yield %c : !shape.shape
  }
  return %r : !shape.shape
}
func.func @while_shape(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %true = arith.constant true
  %r = scf.while (%s = %a) : (!shape.shape) -> !shape.shape {
    %x = shape.broadcast %s, %b : !shape.shape, !shape.shape -> !shape.shape
    %done = shape.shape_eq %x, %s : !shape.shape, !shape.shape
    %go = arith.xori %done, %true : i1
    scf.condition(%go) %x : !shape.shape
  } do {
  ^bb0(%y: !shape.shape):
    scf.yield %y : !shape.shape
  }
  return %r : !shape.shape
}
