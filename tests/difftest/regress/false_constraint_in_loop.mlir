// A statically false constraint in the body of a loop that runs rank(a) times: the program
// passes exactly for rank-0 inputs. shapecc rejected the file ("constraint always fails",
// docs/testing.md D2); it now fails at run time where the constraint runs.
// INPUT: []
// INPUT: [3]
// INPUT: [1,2]
func.func @false_constraint_in_loop(%a: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = shape.rank %a : tensor<?xindex> -> index
  %sum = scf.for %i = %c0 to %r step %c1 iter_args(%acc = %c0) -> (index) {
    %e = shape.get_extent %a, %i : tensor<?xindex>, index -> index
    %w = shape.cstr_eq %a, %a, %a : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
    %ok = arith.cmpi eq, %c1, %c0 : index
    %w2 = shape.cstr_require %ok, "only scalars are supported"
    %all = shape.assuming_all %w, %w2
    %next = shape.assuming %all -> (index) {
      %s = arith.addi %acc, %e : index
      shape.assuming_yield %s : index
    }
    scf.yield %next : index
  }
  return %sum : index
}
