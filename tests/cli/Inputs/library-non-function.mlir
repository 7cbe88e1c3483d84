// A function library holding an op that is not a function (top-level-condition.mlir).
shape.function_library @lib {
  func.func @g(%i: index) -> index {
    return %i : index
  }
  %s = shape.const_shape [1, 2] : tensor<2xindex>
} mapping {
  op = @g
}
