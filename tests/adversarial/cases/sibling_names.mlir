// A source name reused in sibling regions (both branches of an if, the cases
// of a switch, loops one after the other) keeps its spelling in each C++
// block; the values stay apart.
// CASE: @branches [2,1]; [3]; true => ok [2,3]
// CASE: @branches [2,1]; [3]; false => ok [2,3]
// CASE: @branches [2,2]; [3]; true => not_broadcastable = sibling_names.mlir:19:10: in @branches: shapes [2,2] and [3] are not broadcastable: dimension 1 has extents 2 and 3
// CASE: @branches [2,2]; [3]; false => not_broadcastable = sibling_names.mlir:23:10: in @branches: shapes [3] and [2,2] are not broadcastable: dimension 1 has extents 3 and 2
// CASE: @nested [4,5]; true; true => ok 5
// CASE: @nested [4,5]; true; false => ok 4
// CASE: @nested [4,5]; false; true => ok 2
// CASE: @nested [4,5]; false; false => ok 9
// CASE: @cases [6,7,8]; 0 => ok 6
// CASE: @cases [6,7,8]; 1 => ok 7
// CASE: @cases [6,7,8]; 5 => ok 8
// CASE: @loops [1,2,3] => ok 20
// CASE: @loops [] => ok 0
func.func @branches(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: i1) -> tensor<?xindex> {
  %r = scf.if %c -> tensor<?xindex> {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %t = shape.broadcast %s, %a : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    scf.yield %t : tensor<?xindex>
  } else {
    %s = shape.broadcast %b, %a : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %t = shape.broadcast %a, %s : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    scf.yield %t : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @nested(%a: tensor<?xindex>, %p: i1, %q: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.if %p -> index {
    %x = scf.if %q -> index {
      %u = shape.get_extent %a, %c1 : tensor<?xindex>, index -> index
      scf.yield %u : index
    } else {
      %u = shape.get_extent %a, %c0 : tensor<?xindex>, index -> index
      scf.yield %u : index
    }
    scf.yield %x : index
  } else {
    %u = shape.rank %a : tensor<?xindex> -> index
    %v = scf.if %q -> index {
      scf.yield %u : index
    } else {
      %e0 = shape.get_extent %a, %c0 : tensor<?xindex>, index -> index
      %e1 = shape.get_extent %a, %c1 : tensor<?xindex>, index -> index
      %w = arith.addi %e0, %e1 : index
      scf.yield %w : index
    }
    scf.yield %v : index
  }
  return %r : index
}
func.func @cases(%a: tensor<?xindex>, %k: index) -> index {
  %r = scf.index_switch %k -> index
  case 0 {
    %i = arith.constant 0 : index
    %e = shape.get_extent %a, %i : tensor<?xindex>, index -> index
    scf.yield %e : index
  }
  case 1 {
    %i = arith.constant 1 : index
    %e = shape.get_extent %a, %i : tensor<?xindex>, index -> index
    scf.yield %e : index
  }
  default {
    %i = arith.constant 2 : index
    %e = shape.get_extent %a, %i : tensor<?xindex>, index -> index
    scf.yield %e : index
  }
  return %r : index
}
// The sum of the extents, plus the sum of their squares.
func.func @loops(%a: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = shape.rank %a : tensor<?xindex> -> index
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %e = shape.get_extent %a, %i : tensor<?xindex>, index -> index
    %next = arith.addi %acc, %e : index
    scf.yield %next : index
  }
  %squares = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %sum) -> index {
    %e = shape.get_extent %a, %i : tensor<?xindex>, index -> index
    %sq = arith.muli %e, %e : index
    %next = arith.addi %acc, %sq : index
    scf.yield %next : index
  }
  return %squares : index
}
