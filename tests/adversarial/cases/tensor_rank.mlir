// tensor.rank of a data tensor argument is the rank of its shape; of an extent tensor, 1.
// CASE: []; [4] => ok 0 1
// CASE: [1,2,3]; [] => ok 3 1
// CASE: [1,-2]; [] => argument_mismatch
func.func @ranks(%a: tensor<*xi1>, %e: tensor<?xindex>) -> (index, index) {
  %r = tensor.rank %a : tensor<*xi1>
  %s = tensor.rank %e : tensor<?xindex>
  return %r, %s : index, index
}
