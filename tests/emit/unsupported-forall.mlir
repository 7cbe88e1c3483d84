// scf.forall runs in order when its shared outputs are extent tensors; a
// shared data tensor (whose elements a checker never has) is a diagnostic at
// the forall, exit 1.
// RUN: not %shapecc %s 2>&1 | FileCheck %s

func.func @shared_outs(%t: tensor<?xf32>, %v: tensor<1xf32>, %n: index) -> tensor<?xindex> {
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<?xf32> {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  %s = shape.shape_of %r : tensor<?xf32> -> tensor<?xindex>
  return %s : tensor<?xindex>
}
// CHECK: unsupported-forall.mlir:7:8: error: 'scf.forall' op is not supported by shapecc: the shared outputs of scf.forall must be extent tensors (tensor<?xindex>); other tensors have no value in a checker
