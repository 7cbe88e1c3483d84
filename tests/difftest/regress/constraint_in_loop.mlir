// A constraint inside scf.for, on the loop's induction variable: each iteration checks a
// different extent, and a loop that runs zero times checks nothing.
// INPUT: [2,3]; 2
// INPUT: [2,0]; 2
// INPUT: [2,0]; 1
// INPUT: [0]; 0
// INPUT: []; 5
func.func @constraint_in_loop(%a: tensor<?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = shape.rank %a : tensor<?xindex> -> index
  %ub = arith.minsi %r, %n : index
  %sum = scf.for %i = %c0 to %ub step %c1 iter_args(%acc = %c0) -> (index) {
    %e = shape.get_extent %a, %i : tensor<?xindex>, index -> index
    %pos = arith.cmpi sgt, %e, %c0 : index
    %w = shape.cstr_require %pos, "extent must be positive"
    %next = shape.assuming %w -> (index) {
      %s = arith.addi %acc, %e : index
      shape.assuming_yield %s : index
    }
    scf.yield %next : index
  }
  return %sum : index
}
