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
