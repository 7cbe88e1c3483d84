// A value the source uses keeps the check that builds it, when upstream's canonicalization folds
// that use without the op (W1-W4, docs/testing.md): a tensor.dim or tensor.rank folded by the
// static type of a tensor.cast, an extract or dim of a tensor.from_elements, an extract of a
// tensor.generate folded into its body (with the extract's own index check), a dim of a
// tensor.insert_slice folded to the destination's. Each passed, with the folded value, before.
// CASE: @data_cast_dim1 [7,4] => ok 4
// CASE: @data_cast_dim1 [7,5] => argument_mismatch: argument t has shape [7,5], expected [?,4]: dimension 1 has extent 5, expected 4
func.func @data_cast_dim1(%t: tensor<*xf32>) -> index {
  %r = tensor.cast %t : tensor<*xf32> to tensor<?x4xf32>
  %c1 = arith.constant 1 : index
  %d = tensor.dim %r, %c1 : tensor<?x4xf32>
  return %d : index
}
// CASE: @data_rank_cast [3,4] => ok 2
// CASE: @data_rank_cast [1,2,3] => argument_mismatch: rank 3, expected 2
func.func @data_rank_cast(%t: tensor<*xf32>) -> index {
  %r = tensor.cast %t : tensor<*xf32> to tensor<?x4xf32>
  %d = tensor.rank %r : tensor<?x4xf32>
  return %d : index
}
// CASE: @extent_cast_dim [1,2,3] => ok 3
// CASE: @extent_cast_dim [1,2,3,4,5] => argument_mismatch: rank 5, expected 3
func.func @extent_cast_dim(%t: tensor<?xindex>) -> index {
  %r = tensor.cast %t : tensor<?xindex> to tensor<3xindex>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<3xindex>
  return %d : index
}
// CASE: @extent_cast_extract [9,8,7] => ok 8
// CASE: @extent_cast_extract [9,8] => argument_mismatch: rank 2, expected 3
func.func @extent_cast_extract(%t: tensor<?xindex>) -> index {
  %r = tensor.cast %t : tensor<?xindex> to tensor<3xindex>
  %c1 = arith.constant 1 : index
  %d = tensor.extract %r[%c1] : tensor<3xindex>
  return %d : index
}
// CASE: @branch_cast_dim false; 4 => ok 3
// CASE: @branch_cast_dim true; 4 => argument_mismatch: value r has shape [4,4], expected [?,?,?]
func.func @branch_cast_dim(%c: i1, %a: index) -> index {
  %r = scf.if %c -> tensor<?xindex> {
    %x = tensor.from_elements %a, %a : tensor<2xindex>
    %y = tensor.cast %x : tensor<2xindex> to tensor<?xindex>
    scf.yield %y : tensor<?xindex>
  } else {
    %x = tensor.from_elements %a, %a, %a : tensor<3xindex>
    %y = tensor.cast %x : tensor<3xindex> to tensor<?xindex>
    scf.yield %y : tensor<?xindex>
  }
  %z = tensor.cast %r : tensor<?xindex> to tensor<3xindex>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %z, %c0 : tensor<3xindex>
  return %d : index
}
// CASE: @generate_extract 3; 2 => ok 2
// CASE: @generate_extract 2; -7 => out_of_range: dimension index -7 is out of range for rank 2
// CASE: @generate_extract 0; 5 => out_of_range
// CASE: @generate_extract -1; 0 => invalid_shape
// CASE: @generate_extract 100; 3 => capacity_exceeded
func.func @generate_extract(%n: index, %j: index) -> index {
  %r = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %i : index
  } : tensor<?xindex>
  %d = tensor.extract %r[%j] : tensor<?xindex>
  return %d : index
}
// A generate of constant length whose body yields a negative element.
// CASE: @generate_negative_dim => invalid_shape
func.func @generate_negative_dim() -> index {
  %c2 = arith.constant 2 : index
  %m1 = arith.constant -1 : index
  %r = tensor.generate %c2 {
  ^bb0(%i: index):
    tensor.yield %m1 : index
  } : tensor<?xindex>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?xindex>
  return %d : index
}
// CASE: @from_elements_extract 1; 2 => ok 1
// CASE: @from_elements_extract 1; -1 => invalid_shape: dimension 1 has negative extent -1
// CASE: @from_elements_extract -1; 0 => invalid_shape: dimension 0 has negative extent -1
func.func @from_elements_extract(%a: index, %b: index) -> index {
  %r = tensor.from_elements %a, %b : tensor<2xindex>
  %c0 = arith.constant 0 : index
  %d = tensor.extract %r[%c0] : tensor<2xindex>
  return %d : index
}
// CASE: @negative_constant_extract => invalid_shape: dimension 1 has negative extent -2
func.func @negative_constant_extract() -> index {
  %c = arith.constant dense<[1, -2]> : tensor<2xindex>
  %c0 = arith.constant 0 : index
  %d = tensor.extract %c[%c0] : tensor<2xindex>
  return %d : index
}
// CASE: @from_elements_17_dim 1 => capacity_exceeded
func.func @from_elements_17_dim(%a: index) -> index {
  %r = tensor.from_elements %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a, %a : tensor<17xindex>
  %c0 = arith.constant 0 : index
  %e = tensor.dim %r, %c0 : tensor<17xindex>
  return %e : index
}
// CASE: @insert_slice_dim [5,6,7]; [8,9]; 1; 2 => ok 3
// CASE: @insert_slice_dim [5,6,7]; [8,9]; 2; 2 => out_of_range
// CASE: @insert_slice_dim [5,6,7]; [8,9]; -5; 2 => out_of_range
// CASE: @insert_slice_dim [5,6,7]; [8,9]; 0; 3 => invalid_shape
func.func @insert_slice_dim(%d: tensor<?xindex>, %s: tensor<?xindex>, %o: index, %n: index) -> index {
  %r = tensor.insert_slice %s into %d[%o][%n][1] : tensor<?xindex> into tensor<?xindex>
  %c0 = arith.constant 0 : index
  %x = tensor.dim %r, %c0 : tensor<?xindex>
  return %x : index
}
// An unused value still goes with its check (docs/semantics.md).
// CASE: @unused_cast [1,2] => ok 1
func.func @unused_cast(%t: tensor<?xindex>) -> index {
  %r = tensor.cast %t : tensor<?xindex> to tensor<3xindex>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<3xindex>
  %c1 = arith.constant 1 : index
  return %c1 : index
}
