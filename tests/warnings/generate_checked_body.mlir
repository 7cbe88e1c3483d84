// A tensor.generate whose body has a check (a division), read by tensor.extract: GCC reported
// get_extent_checked's failure path, which passes the extents of the generated `Shape()`
// (never written beyond its rank), as reading them uninitialized (-Wmaybe-uninitialized,
// session 15's regression sweep). Failure paths now hide their pointers from the optimizer.

func.func @generated_extract(%n: index, %a: index, %j: index) -> index {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %d = arith.divsi %a, %i : index
    tensor.yield %d : index
  } : tensor<?xindex>
  %e = tensor.extract %g[%j] : tensor<?xindex>
  return %e : index
}
