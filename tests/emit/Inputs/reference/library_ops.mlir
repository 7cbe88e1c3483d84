// Every op family inside shape.func of a function_library, in the library's default-dialect
// spelling (`func`, `rank`, `return`, ...), results used and unused.
shape.function_library @lib {
  func @sizes(%a: !shape.size, %b: !shape.size) -> (!shape.size, !shape.size, !shape.size, !shape.size) {
    %s = add %a, %b : !shape.size, !shape.size -> !shape.size
    %q = div %a, %b : !shape.size, !shape.size -> !shape.size
    %p = mul %a, %b : !shape.size, !shape.size -> !shape.size
    %one = const_size 1
    %unused = mul %p, %p : !shape.size, !shape.size -> !shape.size
    return %s, %q, %p, %one : !shape.size, !shape.size, !shape.size, !shape.size
  }
  func @shapes(%a: !shape.shape, %b: !shape.shape) -> (!shape.shape, !shape.shape, !shape.size, !shape.size, !shape.shape) {
    %w = cstr_broadcastable %a, %b : !shape.shape, !shape.shape
    %r:5 = assuming %w -> (!shape.shape, !shape.shape, !shape.size, !shape.size, !shape.shape) {
      %bc = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
      %cat = shape.concat %a, %b : !shape.shape, !shape.shape -> !shape.shape
      %n = shape.num_elements %bc : !shape.shape -> !shape.size
      %rk = shape.rank %a : !shape.shape -> !shape.size
      %c0 = shape.const_size 0
      %e = shape.get_extent %a, %c0 : !shape.shape, !shape.size -> !shape.size
      %fe = shape.from_extents %e : !shape.size
      %mx = shape.max %bc, %bc : !shape.shape, !shape.shape -> !shape.shape
      %any = shape.any %mx, %bc : !shape.shape, !shape.shape -> !shape.shape
      shape.assuming_yield %any, %cat, %n, %rk, %bc : !shape.shape, !shape.shape, !shape.size, !shape.size, !shape.shape
    }
    return %r#0, %r#1, %r#2, %r#3, %r#4 : !shape.shape, !shape.shape, !shape.size, !shape.size, !shape.shape
  }
  func @checks(%a: !shape.shape, %b: !shape.shape) -> (i1, i1) {
    %w = cstr_eq %a, %b : !shape.shape, !shape.shape
    %r:2 = assuming %w -> (i1, i1) {
      %eq = shape.shape_eq %a, %b : !shape.shape, !shape.shape
      %ib = shape.is_broadcastable %a, %b : !shape.shape, !shape.shape
      shape.assuming_yield %eq, %ib : i1, i1
    }
    return %r#0, %r#1 : i1, i1
  }
} mapping {
  foo.sizes = @sizes,
  foo.shapes = @shapes
}
