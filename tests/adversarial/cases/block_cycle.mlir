// Unstructured control flow: a cycle of blocks counting down from an input. Emitted with
// labels and goto, the cycle counts its block entries and fails at
// SHAPECC_MAX_LOOP_ITERATIONS (1048576) instead of running for ever.
// TIMEOUT: 5
// CASE: 3 => ok 3
// CASE: 0 => ok 0
// CASE: -5 => ok 0
// CASE: MAX => iteration_limit_exceeded: block_cycle.mlir:9:1: in @countdown: the loop did not end within 1048576 iterations (SHAPECC_MAX_LOOP_ITERATIONS)
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
