// scf.forall with shared_outs over an extent tensor (004 line 282): doubles each extent.
func.func @doubled(%s: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %s, %c0 : tensor<?xindex>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %s) -> tensor<?xindex> {
    %e = tensor.extract %s[%i] : tensor<?xindex>
    %d = arith.addi %e, %e : index
    %t = tensor.from_elements %d : tensor<1xindex>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xindex> into tensor<?xindex>
    }
  }
  return %r : tensor<?xindex>
}
