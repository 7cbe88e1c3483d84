// A shape carried through scf.for, starting from a statically empty head (split_at at 0):
// each iteration broadcasts it with the tail, so after the loop it is the tail. Upstream's
// canonicalizer gives the loop-carried tensor the init's static type tensor<0xindex> (a
// tensor.cast folded into the loop's iter_args), so shape.rank of the result folds to 0:
// upstream returns 0 where the answer is rank(a) (docs/testing.md, U5). shapecc is right.
// XFAIL: U5, upstream's scf.for cast folding keeps the init's static length
// INPUT: [4]
// INPUT: [2,3]
// INPUT: []
func.func @loop_carried_shape(%a: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %head, %tail = "shape.split_at"(%a, %c0) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  %s = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %head) -> (tensor<?xindex>) {
    %w = shape.cstr_broadcastable %acc, %tail : tensor<?xindex>, tensor<?xindex>
    %r = shape.assuming %w -> (tensor<?xindex>) {
      %b = shape.broadcast %acc, %tail : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %b : tensor<?xindex>
    }
    scf.yield %r : tensor<?xindex>
  }
  %rank = shape.rank %s : tensor<?xindex> -> index
  return %rank : index
}
