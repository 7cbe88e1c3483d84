// scf.execute_region (004 line 57, 64): one block, and several blocks with cf branches.
func.func @exec(%s: !shape.shape) -> index {
  %c1 = arith.constant 1 : index
  %y = scf.execute_region -> index {
    %x = shape.get_extent %s, %c1 : !shape.shape, index -> !shape.size
    %i = shape.size_to_index %x : !shape.size
    scf.yield %i : index
  }
  return %y : index
}
func.func @exec_blocks(%cond: i1, %a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %v = scf.execute_region -> !shape.shape {
    cf.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    cf.br ^bb3(%a : !shape.shape)
  ^bb2:
    cf.br ^bb3(%b : !shape.shape)
  ^bb3(%x : !shape.shape):
    scf.yield %x : !shape.shape
  }
  return %v : !shape.shape
}
// Inside an scf.for body (004 line 56), with a constraint in the region.
func.func @exec_in_for(%a: !shape.shape, %b: !shape.shape, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.execute_region {
      %w = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
      shape.assuming %w {
      }
      scf.yield
    }
  }
  return
}
