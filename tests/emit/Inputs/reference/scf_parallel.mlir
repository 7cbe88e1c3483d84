// scf.parallel with scf.reduce (004 line 532): two reductions over a shape's extents.
func.func @par(%s: tensor<?xindex>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ub = shape.rank %s : tensor<?xindex> -> index
  %r:2 = scf.parallel (%iv) = (%c0) to (%ub) step (%c1) init (%c0, %c1) -> (index, index) {
    %e = shape.get_extent %s, %iv : tensor<?xindex>, index -> index
    scf.reduce(%e, %e : index, index) {
    ^bb0(%lhs : index, %rhs: index):
      %res = arith.addi %lhs, %rhs : index
      scf.reduce.return %res : index
    }, {
    ^bb0(%lhs : index, %rhs: index):
      %res = arith.muli %lhs, %rhs : index
      scf.reduce.return %res : index
    }
  }
  return %r#0, %r#1 : index, index
}
// A size reduction: shape.mul overflows as sizes do.
func.func @par_size(%s: !shape.shape) -> !shape.size {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = shape.const_size 1
  %ubs = shape.rank %s : !shape.shape -> !shape.size
  %ub = shape.size_to_index %ubs : !shape.size
  %r = scf.parallel (%iv) = (%c0) to (%ub) step (%c1) init (%one) -> !shape.size {
    %e = shape.get_extent %s, %iv : !shape.shape, index -> !shape.size
    scf.reduce(%e : !shape.size) {
    ^bb0(%lhs : !shape.size, %rhs: !shape.size):
      %res = shape.mul %lhs, %rhs : !shape.size, !shape.size -> !shape.size
      scf.reduce.return %res : !shape.size
    }
  }
  return %r : !shape.size
}
