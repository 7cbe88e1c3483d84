// `scf.for unsigned` compares its bounds as unsigned: -1 is UINT64_MAX. The trip count,
// up to 2^64 - 1, is computed in uint64_t and checked against SHAPECC_MAX_LOOP_ITERATIONS.
// TIMEOUT: 5
// CASE: 0; 10; 3 => ok 4
// CASE: 5; -1; MAX => ok 2
// CASE: 10; 0; 1 => ok 0
// CASE: -2; -1; 1 => ok 1
// CASE: 0; -1; 1 => iteration_limit_exceeded: unsigned_loop_trip_count.mlir:15:8: in @count: the loop would run 18446744073709551615 iterations, above the limit 1048576 (SHAPECC_MAX_LOOP_ITERATIONS)
// CASE: MIN; MAX; 1 => ok 0
// CASE: MAX; MIN; 1 => ok 1
// CASE: 0; 10; 0 => requirement_failed: the loop step 0 is not positive
func.func @count(%lb: index, %ub: index, %step: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = scf.for unsigned %i = %lb to %ub step %step iter_args(%k = %c0) -> (index) {
    %k2 = arith.addi %k, %c1 : index
    scf.yield %k2 : index
  }
  return %n : index
}
