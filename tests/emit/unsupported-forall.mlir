// scf.forall with shared outputs combines parallel tensor insertions, which
// have no sequential C++ form: a diagnostic, exit 1.
// RUN: not %shapecc %s 2>&1 | FileCheck %s

func.func @shared_outs(%t: tensor<4xindex>) -> tensor<4xindex> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xindex> {
    %e = tensor.from_elements %i : tensor<1xindex>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%i] [1] [1] : tensor<1xindex> into tensor<4xindex>
    }
  }
  return %r : tensor<4xindex>
}
// CHECK: unsupported-forall.mlir:6:8: error: 'scf.forall' op is not supported by shapecc: scf.forall with shared_outs
