// The function_library example (001 line 924): MLIR 22 needs a symbol name; inside the
// library `func`, `shape_of` and `return` are the shape dialect's, as the reference writes them.
shape.function_library @lib {
  func @same_result_shape(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape_of %arg : !shape.value_shape -> !shape.shape
    return %0 : !shape.shape
  }
} mapping {
  std.atan = @same_result_shape
}
