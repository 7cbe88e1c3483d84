// scf.for with iter_args (004 line 135 @reduce), carrying a size over a shape's extents.
func.func @reduce(%s: !shape.shape, %lb: index, %ub: index, %step: index) -> !shape.size {
  %sum_0 = shape.const_size 1
  %sum = scf.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (!shape.size) {
    %t = shape.get_extent %s, %iv : !shape.shape, index -> !shape.size
    %sum_next = shape.mul %sum_iter, %t : !shape.size, !shape.size -> !shape.size
    scf.yield %sum_next : !shape.size
  }
  return %sum : !shape.size
}
// @conditional_reduce (004 line 155): an scf.if in the body, over an extent tensor.
func.func @conditional_reduce(%s: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ub = shape.rank %s : tensor<?xindex> -> index
  %sum = scf.for %iv = %c0 to %ub step %c1 iter_args(%sum_iter = %c1) -> (index) {
    %t = shape.get_extent %s, %iv : tensor<?xindex>, index -> index
    %cond = arith.cmpi ugt, %t, %c0 : index
    %sum_next = scf.if %cond -> (index) {
      %new_sum = arith.muli %sum_iter, %t : index
      scf.yield %new_sum : index
    } else {
      scf.yield %sum_iter : index
    }
    scf.yield %sum_next : index
  }
  return %sum : index
}
// A shape carried through the loop, a constraint in the body; i32 bounds (004 line 105).
func.func @for_shape(%a: !shape.shape, %b: !shape.shape, %n: i32) -> !shape.shape {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for %iv_32 = %c0 to %n step %c1 iter_args(%acc = %a) -> (!shape.shape) : i32 {
    %w = shape.cstr_broadcastable %acc, %b : !shape.shape, !shape.shape
    %next = shape.assuming %w -> (!shape.shape) {
      %x = shape.broadcast %acc, %b : !shape.shape, !shape.shape -> !shape.shape
      shape.assuming_yield %x : !shape.shape
    }
    scf.yield %next : !shape.shape
  }
  return %r : !shape.shape
}
