// A loop whose trip count is an input extent. Small extents run; INT64_MAX must not run for
// hours (or for ever) in an inference server: a defined error is expected in bounded time.
// XFAIL: A1, the emitted loop runs INT64_MAX iterations (docs/testing.md)
// TIMEOUT: 5
// CASE: [5] => ok 10
// CASE: [0] => ok 0
// CASE: [MAX] => error
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
