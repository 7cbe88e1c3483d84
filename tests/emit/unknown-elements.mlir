// The elements of a data tensor argument are unknown to a checker, which
// receives only its shape: value_as_shape of it, or value_of a value shape
// made from it, is a diagnostic saying how to pass the elements instead. A
// rank-reducing parallel_insert_slice is not emitted either.
// RUN: split-file --leading-lines %s %t
// RUN: not %shapecc %t/value-as-shape.mlir 2>&1 | FileCheck %s --check-prefix=AS-SHAPE
// RUN: not %shapecc %t/value-of.mlir 2>&1 | FileCheck %s --check-prefix=VALUE-OF
// RUN: not %shapecc %t/rank-reducing.mlir 2>&1 | FileCheck %s --check-prefix=RANK-REDUCING

//--- value-as-shape.mlir
func.func @reshape_target(%target: tensor<?xi32>) -> !shape.shape {
  %s = shape.value_as_shape %target : tensor<?xi32> -> !shape.shape
  return %s : !shape.shape
}
// AS-SHAPE: value-as-shape.mlir:12:8: error: 'shape.value_as_shape' op is not supported by shapecc: the checker receives only the shape of the data tensor of type tensor<?xi32>, not its elements; pass the elements as an extent tensor argument (tensor<?xindex>) or as a !shape.value_shape argument

//--- value-of.mlir
func.func @elements(%t: tensor<3xi64>, %s: tensor<1xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<3xi64>
  %v = shape.with_shape %t, %s : tensor<3xi64>, tensor<1xindex>
  %e = shape.value_of %v : tensor<?xindex>
  return %e : tensor<?xindex>
}
// VALUE-OF: value-of.mlir:22:8: error: 'shape.value_of' op is not supported by shapecc: the checker receives only the shape of the data tensor of type tensor<3xi64>, not its elements; pass the elements as an extent tensor argument (tensor<?xindex>) or as a !shape.value_shape argument

//--- rank-reducing.mlir
func.func @rank_reducing(%t: tensor<4xindex>, %v: tensor<index>) -> tensor<4xindex> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xindex> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<index> into tensor<4xindex>
    }
  }
  return %r : tensor<4xindex>
}
// RANK-REDUCING: rank-reducing.mlir:31:7: error: 'tensor.parallel_insert_slice' op is not supported by shapecc: only a 1-D extent tensor (tensor<?xindex>) is inserted into a shared output; a rank-reducing insertion is not emitted
