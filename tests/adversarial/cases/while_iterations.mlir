// A while loop whose exit depends on the inputs: stepping by 2 from 0 towards an odd bound
// never meets it (the counter wraps around for ever). Every while loop counts its iterations
// and fails at SHAPECC_MAX_LOOP_ITERATIONS (1048576) instead of hanging.
// TIMEOUT: 5
// CASE: 6; 2 => ok 6
// CASE: 0; 0 => ok 0
// CASE: 5; 2 => iteration_limit_exceeded: while_iterations.mlir:16:8: in @while_up: the loop did not end within 1048576 iterations (SHAPECC_MAX_LOOP_ITERATIONS)
// CASE: 1; 0 => iteration_limit_exceeded
// CASE: MAX; 1 => iteration_limit_exceeded
// An iteration is a run of the body: exactly the limit passes, as an scf.for of that trip
// count does; one more fails. (The condition, which runs once more than the body, was counted.)
// CASE: 1048576; 1 => ok 1048576
// CASE: 1048577; 1 => iteration_limit_exceeded
func.func @while_up(%n: index, %step: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.while (%v = %c0) : (index) -> index {
    %more = arith.cmpi ne, %v, %n : index
    scf.condition(%more) %v : index
  } do {
  ^bb0(%v2: index):
    %v3 = arith.addi %v2, %step : index
    scf.yield %v3 : index
  }
  return %r : index
}
