// An op library written with shape.func bodies, looked up by op name.
shape.function_library @nn {
  shape.func @unary(%x: !shape.value_shape) -> !shape.shape {
    %s = shape.shape_of %x : !shape.value_shape -> !shape.shape
    shape.return %s : !shape.shape
  }
  shape.func @binary(%a: !shape.value_shape, %b: !shape.value_shape) -> !shape.shape {
    %sa = shape.shape_of %a : !shape.value_shape -> !shape.shape
    %sb = shape.shape_of %b : !shape.value_shape -> !shape.shape
    %r = shape.broadcast %sa, %sb {error = "incompatible operand shapes"} : !shape.shape, !shape.shape -> !shape.shape
    shape.return %r : !shape.shape
  }
  shape.func @linear(%x: !shape.value_shape, %w: !shape.value_shape) -> !shape.shape {
    %c0 = shape.const_size 0
    %c1 = shape.const_size 1
    %c2 = shape.const_size 2
    %cm1 = shape.const_size -1
    %sx = shape.shape_of %x : !shape.value_shape -> !shape.shape
    %sw = shape.shape_of %w : !shape.value_shape -> !shape.shape
    %rw = shape.rank %sw : !shape.shape -> !shape.size
    %w2 = shape.meet %rw, %c2, error = "weight must be [out_features, in_features]" : !shape.size, !shape.size -> !shape.size
    %rx = shape.rank %sx : !shape.shape -> !shape.size
    %last = shape.add %rx, %cm1 : !shape.size, !shape.size -> !shape.size
    %in = shape.get_extent %sx, %last : !shape.shape, !shape.size -> !shape.size
    %win = shape.get_extent %sw, %c1 : !shape.shape, !shape.size -> !shape.size
    %out = shape.get_extent %sw, %c0 : !shape.shape, !shape.size -> !shape.size
    %m = shape.meet %in, %win, error = "in_features mismatch" : !shape.size, !shape.size -> !shape.size
    %head, %tail = "shape.split_at"(%sx, %cm1) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
    %o = shape.from_extents %out : !shape.size
    %r = shape.concat %head, %o : !shape.shape, !shape.shape -> !shape.shape
    shape.return %r : !shape.shape
  }
  shape.func @count(%x: !shape.value_shape) -> !shape.size {
    %s = shape.shape_of %x : !shape.value_shape -> !shape.shape
    %n = shape.num_elements %s : !shape.shape -> !shape.size
    shape.return %n : !shape.size
  }
} mapping {
  nn.relu = @unary,
  nn.gelu = @unary,
  nn.add = @binary,
  nn.linear = @linear,
  nn.numel = @count
}
