// shape.const_size (001 line 424) and shape.const_witness (line 470).
func.func @ten() -> !shape.size {
  %x = shape.const_size 10
  return %x : !shape.size
}
func.func @ten_index() -> index {
  %x = shape.const_size 10
  %i = shape.size_to_index %x : !shape.size
  return %i : index
}
func.func @witness() -> !shape.shape {
  %0 = shape.const_shape [1,2,3] : !shape.shape
  %1 = shape.const_shape [1,2,3] : !shape.shape
  %w0 = shape.cstr_eq %0, %1 : !shape.shape, !shape.shape
  %w1 = shape.const_witness true
  %w2 = shape.assuming_all %w0, %w1
  %r = shape.assuming %w2 -> (!shape.shape) {
    shape.assuming_yield %0 : !shape.shape
  }
  return %r : !shape.shape
}
func.func @witness_false(%c: i1) -> index {
  %r = scf.if %c -> (index) {
    %w = shape.const_witness false
    %x = shape.assuming %w -> (index) {
      %one = arith.constant 1 : index
      shape.assuming_yield %one : index
    }
    scf.yield %x : index
  } else {
    %one = arith.constant 1 : index
    scf.yield %one : index
  }
  return %r : index
}
