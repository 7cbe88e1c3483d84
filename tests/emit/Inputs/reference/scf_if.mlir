// scf.if (004 line 404) carrying shapes, sizes, indices and witnesses.
func.func @if_shapes(%b: i1, %s: !shape.shape, %t: !shape.shape) -> (!shape.shape, !shape.size) {
  %x, %y = scf.if %b -> (!shape.shape, !shape.size) {
    %w = shape.cstr_broadcastable %s, %t : !shape.shape, !shape.shape
    %x_true = shape.assuming %w -> (!shape.shape) {
      %r = shape.broadcast %s, %t : !shape.shape, !shape.shape -> !shape.shape
      shape.assuming_yield %r : !shape.shape
    }
    %c1 = arith.constant 1 : index
    %y_true = shape.get_extent %s, %c1 : !shape.shape, index -> !shape.size
    scf.yield %x_true, %y_true : !shape.shape, !shape.size
  } else {
    %x_false = shape.any %t : !shape.shape -> !shape.shape
    %y_false = shape.const_size 1
    scf.yield %x_false, %y_false : !shape.shape, !shape.size
  }
  return %x, %y : !shape.shape, !shape.size
}
// A witness yielded out of scf.if, then assumed.
func.func @if_witness(%b: i1, %s: tensor<?xindex>, %t: tensor<?xindex>) -> tensor<?xindex> {
  %w = scf.if %b -> (!shape.witness) {
    %w1 = shape.cstr_broadcastable %s, %t : tensor<?xindex>, tensor<?xindex>
    scf.yield %w1 : !shape.witness
  } else {
    %w2 = shape.cstr_eq %s, %t : tensor<?xindex>, tensor<?xindex>
    scf.yield %w2 : !shape.witness
  }
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %x = shape.broadcast %s, %t : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %x : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
// The no-result form (004 line 395) with a constraint in each branch.
func.func @if_void(%b: i1, %s: !shape.shape, %t: !shape.shape) {
  scf.if %b {
    %w = shape.cstr_eq %s, %t : !shape.shape, !shape.shape
    shape.assuming %w {
    }
  } else {
    %f = arith.constant false
    %w = shape.cstr_require %f, "else branch"
    shape.assuming %w {
    }
  }
  return
}
