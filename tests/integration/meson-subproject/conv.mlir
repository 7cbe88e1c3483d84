// The subproject consumer's shape function: a 1-D convolution's operands must
// agree on the channel count, and the result has the input's shape.
func.func @conv1d(%input: tensor<?x?xf32>, %filter: tensor<?x?xf32>) -> tensor<?xindex> {
  %c1 = arith.constant 1 : index
  %in_shape = shape.shape_of %input : tensor<?x?xf32> -> tensor<?xindex>
  %f_shape = shape.shape_of %filter : tensor<?x?xf32> -> tensor<?xindex>
  %in_channels = shape.get_extent %in_shape, %c1 : tensor<?xindex>, index -> index
  %f_channels = shape.get_extent %f_shape, %c1 : tensor<?xindex>, index -> index
  %same = arith.cmpi eq, %in_channels, %f_channels : index
  %ok = shape.cstr_require %same, "input and filter channels differ"
  %result = shape.assuming %ok -> tensor<?xindex> {
    shape.assuming_yield %in_shape : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}
