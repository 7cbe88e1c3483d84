// Constant shapes above SHAPECC_MAX_RANK are capacity_exceeded where they must be valid, never
// an empty shape reported as success.
// CASE: => capacity_exceeded = constant_capacity.mlir:7:8: in @constant: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @extent_tensor => capacity_exceeded
// CASE: @fits => ok [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,2]
func.func @constant() -> !shape.shape {
  %a = shape.const_shape [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2] : !shape.shape
  return %a : !shape.shape
}
func.func @extent_tensor() -> tensor<?xindex> {
  %a = arith.constant dense<[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2]> : tensor<17xindex>
  %b = tensor.cast %a : tensor<17xindex> to tensor<?xindex>
  return %b : tensor<?xindex>
}
func.func @fits() -> !shape.shape {
  %a = shape.const_shape [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2] : !shape.shape
  return %a : !shape.shape
}
