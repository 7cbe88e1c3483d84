// A constraint that is statically false, but inside an scf.if branch that only some inputs
// take: the program is valid and passes for the others ("n must not be negative"). shapecc
// rejected the file (D2); it now fails at run time exactly when n < 0. Upstream folds the
// constraint to `shape.const_witness false`, never asserts it and passes n = -1 (U4): the
// case disagrees because upstream is wrong.
// XFAIL: U4, upstream drops the statically false constraint (docs/testing.md)
// INPUT: [2]; 3
// INPUT: [2]; 0
// INPUT: [2]; -1
func.func @false_constraint_in_branch(%a: tensor<?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %neg = arith.cmpi slt, %n, %c0 : index
  %r = scf.if %neg -> (index) {
    %f = arith.constant false
    %w = shape.cstr_require %f, "n must not be negative"
    %x = shape.assuming %w -> (index) {
      shape.assuming_yield %c0 : index
    }
    scf.yield %x : index
  } else {
    scf.yield %n : index
  }
  return %r : index
}
