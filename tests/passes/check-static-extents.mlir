// A shape op's static extent tensor result type becomes a checked cast at the
// op (docs/testing.md P4); exact lengths keep their type.
// RUN: %shapecc-opt --shapecc-check-static-extents %s | FileCheck %s

// CHECK-LABEL: func.func @unchecked
// CHECK-NEXT: %[[B:.*]] = shape.broadcast %{{.*}}, %{{.*}} : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
// CHECK-NEXT: %[[BC:.*]] = tensor.cast %[[B]] : tensor<?xindex> to tensor<3xindex>
// CHECK-NEXT: %[[H:.*]], %[[T:.*]] = "shape.split_at"(%[[BC]], %{{.*}}) : (tensor<3xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
// CHECK-NEXT: %[[HC:.*]] = tensor.cast %[[H]] : tensor<?xindex> to tensor<1xindex>
// CHECK-NEXT: %[[S:.*]] = shape.shape_of %{{.*}} : tensor<*xf32> -> tensor<?xindex>
// CHECK-NEXT: %[[SC:.*]] = tensor.cast %[[S]] : tensor<?xindex> to tensor<2xindex>
// CHECK-NEXT: return %[[BC]], %[[HC]], %[[T]], %[[SC]]
func.func @unchecked(%a: tensor<?xindex>, %b: tensor<?xindex>, %i: index, %t: tensor<*xf32>) -> (tensor<3xindex>, tensor<1xindex>, tensor<?xindex>, tensor<2xindex>) {
  %r = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<3xindex>
  %h, %tl = "shape.split_at"(%r, %i) : (tensor<3xindex>, index) -> (tensor<1xindex>, tensor<?xindex>)
  %s = shape.shape_of %t : tensor<*xf32> -> tensor<2xindex>
  return %r, %h, %tl, %s : tensor<3xindex>, tensor<1xindex>, tensor<?xindex>, tensor<2xindex>
}

// CHECK-LABEL: func.func @exact
// CHECK-NOT: tensor.cast
// CHECK: return
func.func @exact(%t: tensor<2x?xf32>, %s: !shape.shape) -> (tensor<2xindex>, tensor<1xindex>, tensor<2xindex>) {
  %shape = shape.shape_of %t : tensor<2x?xf32> -> tensor<2xindex>
  %c = shape.const_shape [4] : tensor<1xindex>
  %e = shape.to_extent_tensor %s : !shape.shape -> tensor<2xindex>
  return %shape, %c, %e : tensor<2xindex>, tensor<1xindex>, tensor<2xindex>
}

// In a library too.
// CHECK-LABEL: shape.function_library @lib
// CHECK: {{(shape.)?}}broadcast %{{.*}}, %{{.*}} : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
// CHECK-NEXT: tensor.cast %{{.*}} : tensor<?xindex> to tensor<2xindex>
shape.function_library @lib {
  shape.func @f(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<2xindex> {
    %r = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<2xindex>
    shape.return %r : tensor<2xindex>
  }
} mapping {}

// An op that checks a scalar and that a live op reads keeps a use, at the end
// of its block, so that folding its readers (x * 0 below) does not take its
// check (K1, docs/testing.md). A division by a safe constant, and an op only
// dead ops read, get none.
// CHECK-LABEL: func.func @scalar_checks
// CHECK: %[[Q:.*]] = arith.divsi
// CHECK: %[[E:.*]] = tensor.extract
// CHECK: scf.if
// CHECK: %[[G:.*]] = shape.get_extent
// CHECK: shapecc.keep %[[G]] : index
// CHECK-NEXT: scf.yield
// CHECK: shapecc.keep %[[Q]] : index
// CHECK-NEXT: shapecc.keep %[[E]] : index
// CHECK-NEXT: return
// CHECK-NOT: shapecc.keep
func.func @scalar_checks(%a: index, %b: index, %x: tensor<?xindex>, %p: i1) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %q = arith.divsi %a, %b : index
  %z = arith.muli %q, %c0 : index
  %e = tensor.extract %x[%a] : tensor<?xindex>
  %safe = arith.divsi %a, %c2 : index
  %dead = arith.remui %b, %a : index
  %unused = arith.addi %dead, %safe : index
  %r = scf.if %p -> index {
    %g = shape.get_extent %x, %b : tensor<?xindex>, index -> index
    scf.yield %g : index
  } else {
    scf.yield %e : index
  }
  %s = arith.addi %z, %r : index
  %t = arith.addi %s, %safe : index
  return %t : index
}

// An extent tensor op read through scf control flow (directly, or through a
// cast that checks nothing) keeps a use; a live loop gets a keep in its body,
// so that it is not dead when its result only forwards its initial value (C7,
// C9, docs/testing.md). A loop nothing uses gets none.
// CHECK-LABEL: func.func @control_flow
// CHECK: %[[B:.*]] = shape.broadcast
// CHECK: %[[E:.*]] = tensor.from_elements
// CHECK: scf.for
// CHECK-NEXT: %[[Z:.*]] = arith.constant 0 : index
// CHECK-NEXT: shapecc.keep %[[Z]] : index
// CHECK: scf.for
// CHECK-NOT: shapecc.keep
// CHECK: shapecc.keep %[[B]] : tensor<?xindex>
// CHECK-NEXT: shapecc.keep %[[E]] : tensor<1xindex>
// CHECK-NEXT: return
func.func @control_flow(%x: tensor<?xindex>, %y: tensor<?xindex>, %n: index, %p: i1) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %b = shape.broadcast %x, %y : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %e = tensor.from_elements %n : tensor<1xindex>
  %ec = tensor.cast %e : tensor<1xindex> to tensor<?xindex>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (tensor<?xindex>) {
    %s = arith.select %p, %b, %ec : tensor<?xindex>
    scf.yield %s : tensor<?xindex>
  }
  %unused = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (tensor<?xindex>) {
    scf.yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
