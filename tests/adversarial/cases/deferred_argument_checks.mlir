// Entry checks of unranked arguments deferred past rank requirements (docs/emitted-code.md): the
// first failure reported is the one the checks give in source order, whichever check fails
// first on the fast path.
// CASE: [2,3]; [3,4] => ok [2,4]
// CASE: [2,3,1]; [3,4] => requirement_failed = deferred_argument_checks.mlir:47:13: in @matmul: lhs must have rank 2
// CASE: [-2,3,1]; [3,4] => argument_mismatch = deferred_argument_checks.mlir:39:1: in @matmul: argument lhs has shape [-2,3,1]: dimension 0 has negative extent -2
// CASE: [2,3]; [3,4,5] => requirement_failed = deferred_argument_checks.mlir:48:13: in @matmul: rhs must have rank 2
// CASE: [2,3]; [-3,4,5] => argument_mismatch = deferred_argument_checks.mlir:39:1: in @matmul: argument rhs has shape [-3,4,5]: dimension 0 has negative extent -3
// CASE: [2,3,1]; [-3,4,5] => argument_mismatch = deferred_argument_checks.mlir:39:1: in @matmul: argument rhs has shape [-3,4,5]: dimension 0 has negative extent -3
// CASE: [-2,3]; [3,4] => argument_mismatch = deferred_argument_checks.mlir:39:1: in @matmul: argument lhs has shape [-2,3]: dimension 0 has negative extent -2
// CASE: [2,-3]; [-3,4] => argument_mismatch = deferred_argument_checks.mlir:39:1: in @matmul: argument lhs has shape [2,-3]: dimension 1 has negative extent -3
// CASE: [2,3]; [3,-4] => argument_mismatch = deferred_argument_checks.mlir:39:1: in @matmul: argument rhs has shape [3,-4]: dimension 1 has negative extent -4
// CASE: [2,3]; [4,4] => requirement_failed = deferred_argument_checks.mlir:56:17: in @matmul: inner dimensions must match
// CASE: [2,-3]; [4,4] => argument_mismatch = deferred_argument_checks.mlir:39:1: in @matmul: argument lhs has shape [2,-3]: dimension 1 has negative extent -3
// CASE: ones(17); [3,4] => capacity_exceeded = deferred_argument_checks.mlir:39:1: in @matmul: argument lhs has rank 17, above the capacity 16 (SHAPECC_MAX_RANK)
// CASE: [2,3]; ones(17) => capacity_exceeded = deferred_argument_checks.mlir:39:1: in @matmul: argument rhs has rank 17, above the capacity 16 (SHAPECC_MAX_RANK)
// CASE: [MIN,3]; [3,MAX] => argument_mismatch = deferred_argument_checks.mlir:39:1: in @matmul: argument lhs has shape [-9223372036854775808,3]: dimension 0 has negative extent -9223372036854775808
// CASE: [0,0]; [0,0] => ok [0,0]
// CASE: @dense [8,128,256]; [256,512] => ok [8,128,512]
// CASE: @dense [8,128,256]; [256,512,1] => requirement_failed = deferred_argument_checks.mlir:73:11: in @dense: weights must have rank 2
// CASE: @dense [8,-128,256]; [256,512,1] => argument_mismatch = deferred_argument_checks.mlir:67:1: in @dense: argument x has shape [8,-128,256]: dimension 1 has negative extent -128
// CASE: @dense [8,128,256]; [-256,512,1] => argument_mismatch = deferred_argument_checks.mlir:67:1: in @dense: argument w has shape [-256,512,1]: dimension 0 has negative extent -256
// CASE: @dense [8,128,256]; [256,-512] => argument_mismatch = deferred_argument_checks.mlir:67:1: in @dense: argument w has shape [256,-512]: dimension 1 has negative extent -512
// CASE: @dense [8,-1,256]; [-256,512] => argument_mismatch = deferred_argument_checks.mlir:67:1: in @dense: argument x has shape [8,-1,256]: dimension 1 has negative extent -1
// CASE: @dense []; [256,512] => out_of_range = deferred_argument_checks.mlir:75:20: in @dense: split index -1 is out of range [0, 0]
// CASE: @dense []; [-256,512] => argument_mismatch = deferred_argument_checks.mlir:67:1: in @dense: argument w has shape [-256,512]: dimension 0 has negative extent -256
// CASE: @dense ones(17); [1,512] => capacity_exceeded = deferred_argument_checks.mlir:67:1: in @dense: argument x has rank 17, above the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @dense [8,128,255]; [256,512] => not_equal = deferred_argument_checks.mlir:77:13: in @dense: shapes [255] and [256] are not equal: dimension 0 has extents 255 and 256
// CASE: @dense [8,128,-255]; [256,512] => argument_mismatch = deferred_argument_checks.mlir:67:1: in @dense: argument x has shape [8,128,-255]: dimension 2 has negative extent -255
// CASE: @scalar_rank [] => ok 7
// CASE: @scalar_rank [1] => requirement_failed = deferred_argument_checks.mlir:92:9: in @scalar_rank: a scalar shape
// CASE: @scalar_rank [-1] => argument_mismatch = deferred_argument_checks.mlir:87:1: in @scalar_rank: argument s has shape [-1]: dimension 0 has negative extent -1
// CASE: @rank_of_second [2]; [3,4] => ok 7
// CASE: @rank_of_second [-2]; [3,4] => argument_mismatch = deferred_argument_checks.mlir:99:1: in @rank_of_second: argument a has shape [-2]: dimension 0 has negative extent -2
// CASE: @rank_of_second [2]; [3] => requirement_failed = deferred_argument_checks.mlir:105:9: in @rank_of_second: b has rank 2
// CASE: @rank_of_second [-2]; [3] => argument_mismatch = deferred_argument_checks.mlir:99:1: in @rank_of_second: argument a has shape [-2]: dimension 0 has negative extent -2
// CASE: @rank_of_second [2]; [-3] => argument_mismatch = deferred_argument_checks.mlir:99:1: in @rank_of_second: argument b has shape [-3]: dimension 0 has negative extent -3
// CASE: @rank_of_second [2]; [3,-4] => argument_mismatch = deferred_argument_checks.mlir:99:1: in @rank_of_second: argument b has shape [3,-4]: dimension 1 has negative extent -4
func.func @matmul(%lhs: tensor<?xindex>, %rhs: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %lhs_rank = shape.rank %lhs : tensor<?xindex> -> index
  %rhs_rank = shape.rank %rhs : tensor<?xindex> -> index
  %lhs_is_2d = arith.cmpi eq, %lhs_rank, %c2 : index
  %rhs_is_2d = arith.cmpi eq, %c2, %rhs_rank : index
  %lhs_ok = shape.cstr_require %lhs_is_2d, "lhs must have rank 2"
  %rhs_ok = shape.cstr_require %rhs_is_2d, "rhs must have rank 2"
  %ranks_ok = shape.assuming_all %lhs_ok, %rhs_ok
  %result = shape.assuming %ranks_ok -> (tensor<?xindex>) {
    %m = shape.get_extent %lhs, %c0 : tensor<?xindex>, index -> index
    %k_lhs = shape.get_extent %lhs, %c1 : tensor<?xindex>, index -> index
    %k_rhs = shape.get_extent %rhs, %c0 : tensor<?xindex>, index -> index
    %n = shape.get_extent %rhs, %c1 : tensor<?xindex>, index -> index
    %k_equal = arith.cmpi eq, %k_lhs, %k_rhs : index
    %inner_ok = shape.cstr_require %k_equal, "inner dimensions must match"
    %mn = shape.assuming %inner_ok -> (tensor<?xindex>) {
      %extents = tensor.from_elements %m, %n : tensor<2xindex>
      %shape = tensor.cast %extents : tensor<2xindex> to tensor<?xindex>
      shape.assuming_yield %shape : tensor<?xindex>
    }
    shape.assuming_yield %mn : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}

func.func @dense(%x: tensor<?xindex>, %w: tensor<?xindex>) -> tensor<?xindex> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c_last = arith.constant -1 : index
  %w_rank = shape.rank %w : tensor<?xindex> -> index
  %w_is_2d = arith.cmpi eq, %w_rank, %c2 : index
  %w_ok = shape.cstr_require %w_is_2d, "weights must have rank 2"
  %result = shape.assuming %w_ok -> (tensor<?xindex>) {
    %batch, %k_x = "shape.split_at"(%x, %c_last) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    %k_w, %n = "shape.split_at"(%w, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    %k_ok = shape.cstr_eq %k_x, %k_w : tensor<?xindex>, tensor<?xindex>
    %out = shape.assuming %k_ok -> (tensor<?xindex>) {
      %shape = "shape.concat"(%batch, %n) : (tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
      shape.assuming_yield %shape : tensor<?xindex>
    }
    shape.assuming_yield %out : tensor<?xindex>
  }
  return %result : tensor<?xindex>
}

func.func @scalar_rank(%s: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %rank = shape.rank %s : tensor<?xindex> -> index
  %scalar = arith.cmpi eq, %rank, %c0 : index
  %ok = shape.cstr_require %scalar, "a scalar shape"
  %r = shape.assuming %ok -> (index) {
    shape.assuming_yield %c7 : index
  }
  return %r : index
}

func.func @rank_of_second(%a: tensor<?xindex>, %b: !shape.shape) -> index {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %rank = shape.rank %b : !shape.shape -> !shape.size
  %r = shape.size_to_index %rank : !shape.size
  %two = arith.cmpi eq, %r, %c2 : index
  %ok = shape.cstr_require %two, "b has rank 2"
  %res = shape.assuming %ok -> (index) {
    shape.assuming_yield %c7 : index
  }
  return %res : index
}

