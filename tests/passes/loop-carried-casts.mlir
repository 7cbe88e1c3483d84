// A loop-carried shape whose init is a tensor.cast of a static one (the usual
// way to start from `shape.const_shape []`, which is a tensor<0xindex>) keeps
// the loop's dynamic type through the whole pipeline. Upstream's scf.for
// canonicalization would make the iter_arg tensor<0xindex> and cast each
// yielded shape to it: a rank-0 check the source does not have. Run by
// adversarial/cases/loop_carried_shapes.mlir.
// RUN: %shapecc --emit=mlir %s | FileCheck %s
// RUN: %shapecc --emit=mlir --no-hoist %s | FileCheck %s

// CHECK-LABEL: func.func @grow
// CHECK: %[[INIT:.*]] = tensor.cast %{{.*}} : tensor<0xindex> to tensor<?xindex>
// CHECK: scf.for {{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (tensor<?xindex>)
// CHECK-NOT: tensor.cast
// CHECK: shape.broadcast %[[ACC]]
// CHECK-NOT: tensor.cast
// CHECK: scf.yield %{{.*}} : tensor<?xindex>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @grow(%s: tensor<?xindex>, %n: index) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %empty = shape.const_shape [] : tensor<0xindex>
  %init = tensor.cast %empty : tensor<0xindex> to tensor<?xindex>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<?xindex>) {
    %ok = shape.cstr_broadcastable %acc, %s : tensor<?xindex>, tensor<?xindex>
    %next = shape.assuming %ok -> (tensor<?xindex>) {
      %b = shape.broadcast %acc, %s : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %b : tensor<?xindex>
    }
    scf.yield %next : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
