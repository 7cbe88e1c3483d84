// cstr_broadcastable, cstr_eq, cstr_require (001 lines 522, 563, 604).
func.func @bc(%a: !shape.shape, %b: !shape.shape) {
  %w0 = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
  %w1 = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
  %w = shape.assuming_all %w0, %w1
  shape.assuming %w {
  }
  return
}
func.func @eq3(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> tensor<?xindex> {
  %w0 = shape.cstr_eq %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w0 -> (tensor<?xindex>) {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @req(%n: index) {
  %c2 = arith.constant 2 : index
  %bool = arith.cmpi eq, %n, %c2 : index
  %w0 = shape.cstr_require %bool, "msg"
  shape.assuming %w0 {
    shape.assuming_yield
  }
  return
}
// A witness that nothing uses still checks (the reference: the constraint is the op).
func.func @unused_witness(%a: !shape.shape, %b: !shape.shape) {
  %w1 = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
  return
}
