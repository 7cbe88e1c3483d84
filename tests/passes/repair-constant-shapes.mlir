// Canonicalize finds constant extent tensors MaterializeShapeConstants does
// not (its evaluation uses folders; the rank of a shape_of of a ranked tensor
// is a pattern), and upstream's split_at folder then creates a
// `shape.const_shape [1] : tensor<?xindex>`, which does not verify: shapecc
// rejected this valid program (seed 1 program 2796 of the difftest
// generator). RepairConstantShapes gives it its static type and a cast.
// RUN: %shapecc --emit=mlir %s -o - | FileCheck %s
// RUN: %shapecc %s -o - | FileCheck %s --check-prefix=CPP

// CHECK-LABEL: func.func @head
// CHECK-NEXT: %[[C:.*]] = shape.const_shape [1] : tensor<1xindex>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[C]] : tensor<1xindex> to tensor<?xindex>
// CHECK-NEXT: return %[[CAST]] : tensor<?xindex>
// CPP: out = shapecc::const_shape({1});
func.func @head(%t: tensor<?xf32>) -> tensor<?xindex> {
  %s = shape.shape_of %t : tensor<?xf32> -> tensor<1xindex>
  %r = shape.rank %s : tensor<1xindex> -> index
  %e = tensor.from_elements %r, %r : tensor<2xindex>
  %c = arith.constant -1 : index
  %h, %tl = "shape.split_at"(%e, %c) : (tensor<2xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  return %h : tensor<?xindex>
}
