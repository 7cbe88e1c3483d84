// A dense layer [..., k] x [k, n] -> [..., n] with split_at and concat: the weights have rank 2,
// the input's last extent equals the weights' first.
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
