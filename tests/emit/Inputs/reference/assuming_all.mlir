// shape.assuming_all (001 line 171) with the reference's shapes as arguments.
func.func @all(%a: !shape.shape, %b: !shape.shape, %c: !shape.shape, %d: !shape.shape) -> !shape.shape {
  %w0 = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
  %w1 = shape.cstr_broadcastable %a, %c : !shape.shape, !shape.shape
  %w2 = shape.cstr_eq %d, %d, %d : !shape.shape, !shape.shape, !shape.shape
  %wf = shape.assuming_all %w0, %w1
  %wt = shape.assuming_all %w0, %w2
  %all = shape.assuming_all %wf, %wt
  %r = shape.assuming %all -> (!shape.shape) {
    %s = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
    shape.assuming_yield %s : !shape.shape
  }
  return %r : !shape.shape
}
// The reference's literal shapes: [2,2] with [3,1,2] passes.
func.func @all_const_pass() -> !shape.shape {
  %a = shape.const_shape [2, 2] : !shape.shape
  %b = shape.const_shape [3, 1, 2] : !shape.shape
  %c = shape.const_shape [1, 2] : !shape.shape
  %w0 = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
  %w2 = shape.cstr_eq %c, %c, %c : !shape.shape, !shape.shape, !shape.shape
  %wt = shape.assuming_all %w0, %w2
  %r = shape.assuming %wt -> (!shape.shape) {
    %s = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
    shape.assuming_yield %s : !shape.shape
  }
  return %r : !shape.shape
}
