// tensor.generate of an extent tensor whose length and elements come from the caller: the
// length is checked before the loop (negative: invalid_shape, above SHAPECC_MAX_RANK:
// capacity_exceeded, so INT64_MAX does not run), and a negative element is invalid_shape
// where it is appended.
// TIMEOUT: 5
// CASE: 3; 5 => ok [5,6,7]
// CASE: 0; 5 => ok []
// CASE: -1; 0 => invalid_shape: generate_length.mlir:14:8: in @generated: an extent tensor cannot have -1 elements
// CASE: MAX; 0 => capacity_exceeded: rank 9223372036854775807 exceeds the capacity
// CASE: MIN; 0 => invalid_shape: cannot have -9223372036854775808 elements
// CASE: 3; -2 => invalid_shape: generate_length.mlir:14:8: in @generated: dimension 0 has negative extent -2
// CASE: 2; MAX => invalid_shape: dimension 1 has negative extent -9223372036854775808
func.func @generated(%n: index, %first: index) -> tensor<?xindex> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %e = arith.addi %first, %i : index
    tensor.yield %e : index
  } : tensor<?xindex>
  return %g : tensor<?xindex>
}
