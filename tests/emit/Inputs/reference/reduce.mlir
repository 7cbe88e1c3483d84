// shape.reduce: the reference's @reduce example (001 line 1426); MLIR 22 needs the operand type (`: !shape.shape -> !shape.size`).
func.func @reduce(%shape : !shape.shape, %init : !shape.size) ->
    !shape.size {
  %num_elements = shape.reduce(%shape, %init) : !shape.shape -> !shape.size {
    ^bb0(%index: index, %dim: !shape.size, %acc: !shape.size):
      %updated_acc = "shape.mul"(%acc, %dim) :
        (!shape.size, !shape.size) -> !shape.size
      shape.yield %updated_acc : !shape.size
  }
  return %num_elements : !shape.size
}
// The same over an extent tensor with index accumulators.
func.func @reduce_index(%shape : tensor<?xindex>) -> (index, index) {
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : index
  %n, %c = shape.reduce(%shape, %one, %zero) : tensor<?xindex> -> (index, index) {
    ^bb0(%i: index, %dim: index, %acc: index, %cnt: index):
      %u = arith.muli %acc, %dim : index
      %k = arith.addi %cnt, %one : index
      shape.yield %u, %k : index, index
  }
  return %n, %c : index, index
}
func.func @reduce_error(%s : !shape.shape, %i : index) -> !shape.size {
  %e = shape.get_extent %s, %i : !shape.shape, index -> !shape.size
  %bad = shape.from_extents %e : !shape.size
  %one = shape.const_size 1
  %n = shape.reduce(%bad, %one) : !shape.shape -> !shape.size {
    ^bb0(%index: index, %dim: !shape.size, %acc: !shape.size):
      %u = shape.mul %acc, %dim : !shape.size, !shape.size -> !shape.size
      shape.yield %u : !shape.size
  }
  return %n : !shape.size
}
