// Extent tensors of dynamic type whose value is known become a static
// const_shape and a cast, so that canonicalize (whose folding would create
// an invalid `shape.const_shape [...] : tensor<?xindex>`) succeeds.
// RUN: %shapecc-opt --shapecc-materialize-shape-constants --split-input-file %s | FileCheck %s
// RUN: %shapecc-opt --shapecc-materialize-shape-constants --canonicalize --split-input-file %s | FileCheck %s --check-prefix=CANON
// Also through the driver's whole pipeline.
// RUN: %shapecc --emit=mlir %s | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @broadcast
// CHECK: shape.broadcast
// CHECK-NEXT: %[[C:.*]] = shape.const_shape [2, 3] : tensor<2xindex>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[C]] : tensor<2xindex> to tensor<?xindex>
// CHECK-NEXT: return %[[CAST]]
// CANON-LABEL: func.func @broadcast
// CANON-NEXT: %[[C:.*]] = shape.const_shape [2, 3] : tensor<2xindex>
// CANON-NEXT: %[[CAST:.*]] = tensor.cast %[[C]] : tensor<2xindex> to tensor<?xindex>
// CANON-NEXT: return %[[CAST]]
func.func @broadcast(%t: tensor<2x3xf32>) -> tensor<?xindex> {
  %s = shape.shape_of %t : tensor<2x3xf32> -> tensor<?xindex>
  %c = shape.const_shape [1, 3] : tensor<2xindex>
  %b = shape.broadcast %s, %c : tensor<?xindex>, tensor<2xindex> -> tensor<?xindex>
  return %b : tensor<?xindex>
}

// -----

// Each result of a multi-result op on its own.
// CANON-LABEL: func.func @split
// CANON-DAG: %[[HEAD:.*]] = shape.const_shape [4] : tensor<1xindex>
// CANON-DAG: %[[TAIL:.*]] = shape.const_shape [5, 6] : tensor<2xindex>
// CANON-DAG: %[[H:.*]] = tensor.cast %[[HEAD]] : tensor<1xindex> to tensor<?xindex>
// CANON-DAG: %[[T:.*]] = tensor.cast %[[TAIL]] : tensor<2xindex> to tensor<?xindex>
// CANON: return %[[H]], %[[T]]
func.func @split() -> (tensor<?xindex>, tensor<?xindex>) {
  %c1 = arith.constant 1 : index
  %s = shape.const_shape [4, 5, 6] : tensor<3xindex>
  %h, %t = "shape.split_at"(%s, %c1) : (tensor<3xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  return %h, %t : tensor<?xindex>, tensor<?xindex>
}

// -----

// Unknown values stay as they are.
// CHECK-LABEL: func.func @dynamic
// CHECK-NEXT: shape.shape_of
// CHECK-NEXT: shape.const_shape [1, 3]
// CHECK-NEXT: shape.broadcast
// CHECK-NEXT: return
// CANON-LABEL: func.func @dynamic
// CANON-NOT: tensor.cast
// CANON: shape.broadcast
// CANON-NEXT: return
func.func @dynamic(%t: tensor<?x3xf32>) -> tensor<?xindex> {
  %s = shape.shape_of %t : tensor<?x3xf32> -> tensor<?xindex>
  %c = shape.const_shape [1, 3] : tensor<2xindex>
  %b = shape.broadcast %s, %c : tensor<?xindex>, tensor<2xindex> -> tensor<?xindex>
  return %b : tensor<?xindex>
}
