// An extent tensor built element by element by tensor.generate (a permutation of a shape's
// extents), called with SHAPECC_MAX_RANK=1 among the warnings suite's configurations: GCC
// reported push_extent's failure path, which reads a shape's error, as reading an
// uninitialized `Shape()` (-Wmaybe-uninitialized) once the loop of pushes was unrolled.

func.func @permute(%x: tensor<*xf32>, %perm: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %s = shape.shape_of %x : tensor<*xf32> -> tensor<?xindex>
  %rank = shape.rank %s : tensor<?xindex> -> index
  %g = tensor.generate %rank {
  ^bb0(%i: index):
    %p = tensor.extract %perm[%i] : tensor<?xindex>
    %e = shape.get_extent %s, %p : tensor<?xindex>, index -> index
    tensor.yield %e : index
  } : tensor<?xindex>
  return %g : tensor<?xindex>
}
