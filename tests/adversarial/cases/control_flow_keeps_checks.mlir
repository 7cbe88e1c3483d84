// A check the source runs before (or in) control flow that upstream's scf patterns remove
// (C7-C9, docs/testing.md): an extent tensor op read only in a branch of a constant condition,
// a loop of no iteration or a constant index_switch case (C7); an scf.parallel or scf.forall of
// no iteration whose step is not positive (C8); a loop whose result only forwards its initial
// value, then dead (C9). Each failing case passed before. An scf.forall whose step may not be
// positive is one hoisting does not move a constraint above (@forall_before). A forall of one
// iteration with shared outputs reports a parallel_insert_slice's failure at its own line (C10).
// CASE: @if_const_bc [2]; [3] => not_broadcastable
// CASE: @if_const_bc [2]; [1] => ok [2]
// CASE: @zt_for_fe -1; [1] => invalid_shape
// CASE: @zt_for_fe 2; [1] => ok [1]
// CASE: @sw_const_gen -1; [1] => invalid_shape
// CASE: @sw_const_gen 2; [1] => ok [1]
// CASE: @zt_for_concat ones(9); ones(9); [1] => capacity_exceeded
// CASE: @zt_for_concat [1]; [2]; [1] => ok [1]
// CASE: @par_eq 2; 0; [1] => requirement_failed: the loop step 0 is not positive
// CASE: @par_eq 2; 1; [1] => ok [1]
// CASE: @forall_const 0; [1] => requirement_failed: the loop step 0 is not positive
// CASE: @forall_const 1; [1] => ok [1]
// CASE: @forall_neg [1,2,3,4] => requirement_failed: the loop step -1 is not positive
// CASE: @forall_static_zero [1] => requirement_failed: the loop step 0 is not positive
// CASE: @forall_before [1,2]; [3] => requirement_failed: the loop step -1 is not positive
// CASE: @for_iter 0; 4; 0; [1] => requirement_failed: the loop step 0 is not positive
// CASE: @for_iter 0; 3000000; 1; [1] => iteration_limit_exceeded
// CASE: @for_iter 0; 4; 1; [1] => ok [1]
// CASE: @while_forward 3000000; [1] => iteration_limit_exceeded
// CASE: @while_forward 3; [1] => ok [1]
// CASE: @forall_one_out [1,2]; 2; 7 => out_of_range: :149:7: in @forall_one_out: a slice at offset 2
// CASE: @forall_one_out [1,2]; 1; 7 => ok [1,7]
func.func @if_const_bc(%x: tensor<?xindex>, %y: tensor<?xindex>) -> tensor<?xindex> {
  %false = arith.constant false
  %b = shape.broadcast %x, %y : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %r = scf.if %false -> (tensor<?xindex>) {
    scf.yield %b : tensor<?xindex>
  } else {
    scf.yield %x : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @zt_for_fe(%n: index, %x: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = tensor.from_elements %n : tensor<1xindex>
  %tc = tensor.cast %t : tensor<1xindex> to tensor<?xindex>
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%a = %x) -> (tensor<?xindex>) {
    scf.yield %tc : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @sw_const_gen(%n: index, %x: tensor<?xindex>) -> tensor<?xindex> {
  %c2 = arith.constant 2 : index
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  %r = scf.index_switch %c2 -> tensor<?xindex>
  case 1 {
    scf.yield %g : tensor<?xindex>
  }
  default {
    scf.yield %x : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @zt_for_concat(%a: tensor<?xindex>, %b: tensor<?xindex>, %x: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %t = shape.concat %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%acc = %x) -> (tensor<?xindex>) {
    scf.yield %t : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @par_eq(%n: index, %s: index, %x: tensor<?xindex>) -> tensor<?xindex> {
  scf.parallel (%i) = (%n) to (%n) step (%s) {
    %c = arith.cmpi sge, %i, %n : index
    cf.assert %c, "inside"
    scf.reduce
  }
  return %x : tensor<?xindex>
}
func.func @forall_const(%s: index, %x: tensor<?xindex>) -> tensor<?xindex> {
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  scf.forall (%i) = (%c5) to (%c3) step (%s) {
    %c = arith.cmpi sge, %i, %c5 : index
    cf.assert %c, "inside"
  }
  return %x : tensor<?xindex>
}
func.func @forall_neg(%x: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %cm1 = arith.constant -1 : index
  scf.forall (%i) = (%c0) to (%c4) step (%cm1) {
    %e = tensor.extract %x[%i] : tensor<?xindex>
    %p = arith.cmpi sge, %e, %c0 : index
    cf.assert %p, "x"
  }
  return %x : tensor<?xindex>
}
func.func @forall_static_zero(%x: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  scf.forall (%i) = (0) to (4) step (0) {
    %e = tensor.extract %x[%c0] : tensor<?xindex>
    %p = arith.cmpi sge, %e, %c0 : index
    cf.assert %p, "x"
  }
  return %x : tensor<?xindex>
}
func.func @for_iter(%lb: index, %ub: index, %s: index, %x: tensor<?xindex>) -> tensor<?xindex> {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (tensor<?xindex>) {
    scf.yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @while_forward(%n: index, %x: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%i = %c0, %a = %x) : (index, tensor<?xindex>) -> (index, tensor<?xindex>) {
    %p = arith.cmpi slt, %i, %n : index
    scf.condition(%p) %i, %a : index, tensor<?xindex>
  } do {
  ^bb0(%j: index, %b: tensor<?xindex>):
    %k = arith.addi %j, %c1 : index
    scf.yield %k, %b : index, tensor<?xindex>
  }
  return %r#1 : tensor<?xindex>
}
func.func @forall_before(%x: tensor<?xindex>, %y: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %cm1 = arith.constant -1 : index
  scf.forall (%i) = (%c0) to (%c4) step (%cm1) {
    %e = tensor.extract %x[%c0] : tensor<?xindex>
    %p = arith.cmpi sge, %e, %c0 : index
    cf.assert %p, "x"
  }
  %w = shape.cstr_eq %x, %y : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> tensor<?xindex> {
    shape.assuming_yield %x : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @forall_one_out(%x: tensor<?xindex>, %k: index, %v: index) -> tensor<?xindex> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %x) -> (tensor<?xindex>) {
    %t = tensor.from_elements %v : tensor<1xindex>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%k] [1] [1] : tensor<1xindex> into tensor<?xindex>
    }
  }
  return %r : tensor<?xindex>
}
