// Unstructured control flow: a cycle of blocks counting down from an input. Emitted with
// labels and goto, the cycle counts the jumps back along it (here the body's jump to the
// head) and fails at the jump after SHAPECC_MAX_LOOP_ITERATIONS (1048576) instead of running
// for ever; a body that runs exactly 1048576 times passes, as an scf.for of that trip count
// does (session 24's probe: every block entry counted, so it failed after 524288 trips, at
// the function).
// TIMEOUT: 5
// CASE: 3 => ok 3
// CASE: 0 => ok 0
// CASE: -5 => ok 0
// CASE: 1048576 => ok 1048576
// CASE: 1048577 => iteration_limit_exceeded: block_cycle.mlir:24:3: in @countdown: the loop did not end within 1048576 iterations (SHAPECC_MAX_LOOP_ITERATIONS)
// CASE: MAX => iteration_limit_exceeded: block_cycle.mlir:24:3: in @countdown: the loop did not end within 1048576 iterations (SHAPECC_MAX_LOOP_ITERATIONS)
func.func @countdown(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%n, %c0 : index, index)
^head(%k: index, %steps: index):
  %more = arith.cmpi sgt, %k, %c0 : index
  cf.cond_br %more, ^body, ^exit
^body:
  %k2 = arith.subi %k, %c1 : index
  %steps2 = arith.addi %steps, %c1 : index
  cf.br ^head(%k2, %steps2 : index, index)
^exit:
  return %steps : index
}
