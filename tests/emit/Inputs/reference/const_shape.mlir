// shape.const_shape (001 line 372); 000 writes the third as tensor<?xindex>, which MLIR 22
// rejects (the result must be tensor<3xindex>).
func.func @consts() -> (!shape.shape, !shape.shape, tensor<3xindex>) {
  %0 = shape.const_shape [] : !shape.shape
  %1 = shape.const_shape [1, 2, 3] : !shape.shape
  %2 = shape.const_shape [4, 5, 6] : tensor<3xindex>
  return %0, %1, %2 : !shape.shape, !shape.shape, tensor<3xindex>
}
func.func @const_to_dynamic() -> tensor<?xindex> {
  %2 = shape.const_shape [4, 5, 6] : tensor<3xindex>
  %c = tensor.cast %2 : tensor<3xindex> to tensor<?xindex>
  return %c : tensor<?xindex>
}
func.func @const_unused() {
  %1 = shape.const_shape [1, 2, 3] : !shape.shape
  return
}
