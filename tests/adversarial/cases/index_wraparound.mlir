// arith.addi/subi/muli on index wrap around in MLIR (no overflow flags): the emitted C++ must
// compute the same without signed-overflow undefined behaviour.
// CASE: 2; 3 => ok 5 -1 6
// CASE: MAX; 1 => ok MIN MAX-1 MAX
// CASE: MIN; 1 => ok MIN+1 MAX MIN
// CASE: MAX; MAX => ok -2 0 1
func.func @wrap(%a: index, %b: index) -> (index, index, index) {
  %s = arith.addi %a, %b : index
  %d = arith.subi %a, %b : index
  %p = arith.muli %a, %b : index
  return %s, %d, %p : index, index, index
}
