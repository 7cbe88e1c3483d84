// An extent tensor with a negative constant extent is invalid_shape where the source builds it:
// only on the path that builds it, at its own location. Folded into a constant, canonicalize
// hoisted it to the function's entry without a location, so every input failed, "at 0:0".
// A `!shape.shape` holds the error as a value, so only the path that uses it failed, but the
// message named that use (the return, the size_to_index) instead of the op that made it.
// CASE: [2,3]; false => ok [2,3]
// CASE: [2,3]; true => invalid_shape = negative_constant_in_branch.mlir:22:10: in @from_elements: dimension 1 has negative extent -3
// CASE: @dense [2,3]; false => ok [2,3]
// CASE: @dense [2,3]; true => invalid_shape = negative_constant_in_branch.mlir:31:10: in @dense: dimension 1 has negative extent -3
// CASE: @const_shape [5]; false => ok [5]
// CASE: @const_shape [5]; true => invalid_shape = negative_constant_in_branch.mlir:40:10: in @const_shape: dimension 0 has negative extent -1
// CASE: @broadcast_after [4,3]; false => ok [4,3]
// CASE: @broadcast_after [4,3]; true => invalid_shape = negative_constant_in_branch.mlir:50:10: in @broadcast_after: dimension 0 has negative extent -1
// CASE: @shape_const [4,5]; false => ok [4,5]
// CASE: @shape_const [4,5]; true => invalid_shape = negative_constant_in_branch.mlir:60:10: in @shape_const: dimension 1 has negative extent -1
// CASE: @from_sizes false => ok 0
// CASE: @from_sizes true => invalid_shape = negative_constant_in_branch.mlir:70:10: in @from_sizes: dimension 0 has negative extent -1
func.func @from_elements(%x: tensor<2xindex>, %flag: i1) -> tensor<2xindex> {
  %c1 = arith.constant 1 : index
  %cm3 = arith.constant -3 : index
  %r = scf.if %flag -> tensor<2xindex> {
    %t = tensor.from_elements %c1, %cm3 : tensor<2xindex>
    scf.yield %t : tensor<2xindex>
  } else {
    scf.yield %x : tensor<2xindex>
  }
  return %r : tensor<2xindex>
}
func.func @dense(%x: tensor<2xindex>, %flag: i1) -> tensor<2xindex> {
  %r = scf.if %flag -> tensor<2xindex> {
    %t = arith.constant dense<[1, -3]> : tensor<2xindex>
    scf.yield %t : tensor<2xindex>
  } else {
    scf.yield %x : tensor<2xindex>
  }
  return %r : tensor<2xindex>
}
func.func @const_shape(%x: tensor<?xindex>, %flag: i1) -> tensor<?xindex> {
  %r = scf.if %flag -> tensor<?xindex> {
    %t = shape.const_shape [-1] : tensor<1xindex>
    %c = tensor.cast %t : tensor<1xindex> to tensor<?xindex>
    scf.yield %c : tensor<?xindex>
  } else {
    scf.yield %x : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @broadcast_after(%x: tensor<?xindex>, %flag: i1) -> tensor<?xindex> {
  %r = scf.if %flag -> tensor<?xindex> {
    %t = shape.const_shape [-1, 3] : tensor<2xindex>
    %b = shape.broadcast %t, %x : tensor<2xindex>, tensor<?xindex> -> tensor<?xindex>
    scf.yield %b : tensor<?xindex>
  } else {
    scf.yield %x : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @shape_const(%x: !shape.shape, %flag: i1) -> !shape.shape {
  %r = scf.if %flag -> !shape.shape {
    %t = shape.const_shape [2, -1] : !shape.shape
    scf.yield %t : !shape.shape
  } else {
    scf.yield %x : !shape.shape
  }
  return %r : !shape.shape
}
func.func @from_sizes(%flag: i1) -> index {
  %r = scf.if %flag -> index {
    %n = shape.const_size -1
    %s = shape.from_extents %n : !shape.size
    %k = shape.rank %s : !shape.shape -> !shape.size
    %i = shape.size_to_index %k : !shape.size
    scf.yield %i : index
  } else {
    %z = arith.constant 0 : index
    scf.yield %z : index
  }
  return %r : index
}
