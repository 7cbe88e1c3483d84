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
// An scf.index_switch case of INT64_MIN, which has no literal in C++ (the header was
// 'case -9223372036854775808:', an error for clang and a warning for GCC). MLIR 22's verifier
// takes a case of INT64_MAX for a duplicate of any other case, so there is none here.
// CASE: @extreme_cases MIN => ok 1
// CASE: @extreme_cases MAX-1 => ok 2
// CASE: @extreme_cases MIN+1 => ok 3
// CASE: @extreme_cases MAX => ok 3
func.func @extreme_cases(%k: index) -> index {
  %r = scf.index_switch %k -> index
  case -9223372036854775808 {
    %a = arith.constant 1 : index
    scf.yield %a : index
  }
  case 9223372036854775806 {
    %a = arith.constant 2 : index
    scf.yield %a : index
  }
  default {
    %a = arith.constant 3 : index
    scf.yield %a : index
  }
  return %r : index
}
