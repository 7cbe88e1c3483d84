// A loop-invariant constraint inside a loop may only be hoisted out of it if the loop runs:
// with n <= 0 the body never executes and mismatched shapes must pass.
// INPUT: [2,3]; [2,3]; 2
// INPUT: [2,3]; [3,2]; 2
// INPUT: [2,3]; [3,2]; 0
// INPUT: [2,3]; [3,2]; -1
func.func @invariant_constraint_in_loop(%a: tensor<?xindex>, %b: tensor<?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    %next = shape.assuming %w -> (index) {
      %rank = shape.rank %a : tensor<?xindex> -> index
      %s = arith.addi %acc, %rank : index
      shape.assuming_yield %s : index
    }
    scf.yield %next : index
  }
  return %r : index
}
