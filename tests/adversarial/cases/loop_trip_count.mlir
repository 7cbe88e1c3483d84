// A loop whose trip count is an input extent. Small extents run; INT64_MAX must not run for
// hours (or for ever) in an inference server: the trip count is checked before the loop
// starts against SHAPECC_MAX_LOOP_ITERATIONS (1048576), in bounded time.
// TIMEOUT: 5
// CASE: [5] => ok 10
// CASE: [0] => ok 0
// CASE: [1048576] => ok 549755289600
// CASE: [1048577] => iteration_limit_exceeded: loop_trip_count.mlir:14:10: in @loop: the loop would run 1048577 iterations, above the limit 1048576 (SHAPECC_MAX_LOOP_ITERATIONS)
// CASE: [MAX] => iteration_limit_exceeded: the loop would run 9223372036854775807 iterations
func.func @loop(%a: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = shape.get_extent %a, %c0 : tensor<?xindex>, index -> index
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  return %sum : index
}
