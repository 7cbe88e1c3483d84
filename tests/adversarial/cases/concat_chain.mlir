// A left-leaning chain of concats of extent tensors, each inner result used
// only by the next (a dimension inserted or replaced), is one op: every part
// is copied once, and a failure is still the failing step's, at its site, with
// the error an invalid part carries.
// CASE: @keepdims [2,3,4]; 1 => ok [2,1,4]
// CASE: @keepdims [2,3,4]; 0 => ok [1,3,4]
// CASE: @keepdims [2,3,4]; 2 => ok [2,3,1]
// CASE: @keepdims [2,3,4]; 3 => requirement_failed = concat_chain.mlir:46:8: in @keepdims: axis out of range
// CASE: @keepdims [2,3,4]; -1 => requirement_failed = concat_chain.mlir:46:8: in @keepdims: axis out of range
// CASE: @keepdims [5]; 0 => ok [1]
// CASE: @keepdims []; 0 => requirement_failed = concat_chain.mlir:46:8: in @keepdims: axis out of range
// CASE: @keepdims [2,-3,4]; 1 => argument_mismatch = concat_chain.mlir:39:1: in @keepdims: argument x has shape [2,-3,4]: dimension 1 has negative extent -3
// CASE: @keepdims ones(16); 15 => ok ones(16)
// CASE: @keepdims ones(17); 3 => capacity_exceeded = concat_chain.mlir:39:1: in @keepdims: argument x has rank 17, above the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @keepdims [MAX,0,MAX]; 1 => ok [MAX,1,MAX]
// CASE: @four [1]; [2,3]; []; [4] => ok [1,2,3,4]
// CASE: @four []; []; []; [] => ok []
// CASE: @four ones(8); ones(8); []; [] => ok ones(16)
// CASE: @four ones(9); ones(8); []; [1] => capacity_exceeded = concat_chain.mlir:58:9: in @four: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @four ones(8); ones(4); ones(5); [1] => capacity_exceeded = concat_chain.mlir:59:10: in @four: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @four ones(8); ones(4); ones(4); ones(1) => capacity_exceeded = concat_chain.mlir:60:11: in @four: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @four ones(8); ones(4); ones(4); [7] => capacity_exceeded = concat_chain.mlir:60:11: in @four: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @four ones(16); []; []; [2] => capacity_exceeded = concat_chain.mlir:60:11: in @four: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @four []; []; ones(17); [] => capacity_exceeded = concat_chain.mlir:57:1: in @four: argument c has rank 17, above the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @four [1]; [-2]; [3]; [4] => argument_mismatch = concat_chain.mlir:57:1: in @four: argument b has shape [-2]: dimension 0 has negative extent -2
// CASE: @four [1]; [2]; [3]; [-4] => argument_mismatch = concat_chain.mlir:57:1: in @four: argument d has shape [-4]: dimension 0 has negative extent -4
// CASE: @invalid_part [2]; [2]; [5] => ok [2,2,5]
// CASE: @invalid_part [2,3]; [4]; [5] => not_broadcastable = concat_chain.mlir:64:8: in @invalid_part: operands 0 and 1 are not broadcastable: dimension 1 has extents 3 and 4
// CASE: @invalid_part [2,3]; [3]; [5] => ok [2,3,2,3,5]
// CASE: @invalid_part ones(8); ones(8); ones(1) => capacity_exceeded = concat_chain.mlir:66:10: in @invalid_part: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @invalid_part ones(8); ones(9); [] => capacity_exceeded = concat_chain.mlir:65:9: in @invalid_part: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @shared [1]; [2]; [3] => ok [1,2] [1,2,3]
// CASE: @shared ones(9); ones(8); [] => capacity_exceeded = concat_chain.mlir:70:9: in @shared: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @shared ones(8); ones(8); [1] => capacity_exceeded = concat_chain.mlir:71:10: in @shared: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @constants [2,3] => ok [1,2,3,MAX]
// CASE: @constants ones(14) => ok [1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,MAX]
// CASE: @constants ones(15) => capacity_exceeded = concat_chain.mlir:78:10: in @constants: rank 17 exceeds the capacity 16 (SHAPECC_MAX_RANK)
// CASE: @constants [] => ok [1,MAX]
func.func @keepdims(%x: tensor<?xindex>, %axis: index) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = shape.rank %x : tensor<?xindex> -> index
  %lo = arith.cmpi sge, %axis, %c0 : index
  %hi = arith.cmpi slt, %axis, %r : index
  %ok = arith.andi %lo, %hi : i1
  %w = shape.cstr_require %ok, "axis out of range"
  %res = shape.assuming %w -> (tensor<?xindex>) {
    %head, %tail = "shape.split_at"(%x, %axis) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    %mid, %rest = "shape.split_at"(%tail, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    %one = shape.const_shape [1] : tensor<1xindex>
    %h1 = shape.concat %head, %one : tensor<?xindex>, tensor<1xindex> -> tensor<?xindex>
    %out = shape.concat %h1, %rest : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %out : tensor<?xindex>
  }
  return %res : tensor<?xindex>
}
func.func @four(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>, %d: tensor<?xindex>) -> tensor<?xindex> {
  %ab = shape.concat %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %abc = shape.concat %ab, %c : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %abcd = shape.concat %abc, %d : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %abcd : tensor<?xindex>
}
func.func @invalid_part(%x: tensor<?xindex>, %y: tensor<?xindex>, %z: tensor<?xindex>) -> tensor<?xindex> {
  %s = shape.broadcast %x, %y : tensor<?xindex>, tensor<?xindex> -> !shape.shape
  %xs = shape.concat %x, %s : tensor<?xindex>, !shape.shape -> tensor<?xindex>
  %out = shape.concat %xs, %z : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %out : tensor<?xindex>
}
func.func @shared(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> (tensor<?xindex>, tensor<?xindex>) {
  %ab = shape.concat %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %abc = shape.concat %ab, %c : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %ab, %abc : tensor<?xindex>, tensor<?xindex>
}
func.func @constants(%a: tensor<?xindex>) -> tensor<?xindex> {
  %one = shape.const_shape [1] : tensor<1xindex>
  %big = shape.const_shape [9223372036854775807] : tensor<1xindex>
  %h = shape.concat %one, %a : tensor<1xindex>, tensor<?xindex> -> tensor<?xindex>
  %out = shape.concat %h, %big : tensor<?xindex>, tensor<1xindex> -> tensor<?xindex>
  return %out : tensor<?xindex>
}
