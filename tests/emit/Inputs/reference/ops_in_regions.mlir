// Ops inside scf.if branches and scf.for bodies, results used, unused and yielded.
func.func @branches(%c: i1, %a: !shape.shape, %b: !shape.shape, %i: index) -> (!shape.shape, !shape.size, index) {
  %r:3 = scf.if %c -> (!shape.shape, !shape.size, index) {
    %w = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
    %x = shape.assuming %w -> (!shape.shape) {
      %bc = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
      shape.assuming_yield %bc : !shape.shape
    }
    %e = shape.get_extent %x, %i : !shape.shape, index -> !shape.size
    %ns = shape.num_elements %x : !shape.shape -> !shape.size
    %n = shape.size_to_index %ns : !shape.size
    scf.yield %x, %e, %n : !shape.shape, !shape.size, index
  } else {
    %cat = shape.concat %a, %b : !shape.shape, !shape.shape -> !shape.shape
    %h, %t = "shape.split_at"(%a, %i) : (!shape.shape, index) -> (!shape.shape, !shape.shape)
    %rk = shape.rank %t : !shape.shape -> !shape.size
    %unused = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
    %z = arith.constant 0 : index
    scf.yield %cat, %rk, %z : !shape.shape, !shape.size, index
  }
  return %r#0, %r#1, %r#2 : !shape.shape, !shape.size, index
}
// A constraint per iteration of an scf.for, on the loop's index.
func.func @loop(%a: tensor<?xindex>, %b: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = shape.rank %b : tensor<?xindex> -> index
  %p = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %c1) -> (index) {
    %x = shape.get_extent %a, %k : tensor<?xindex>, index -> index
    %y = shape.get_extent %b, %k : tensor<?xindex>, index -> index
    %same = arith.cmpi eq, %x, %y : index
    %w = shape.cstr_require %same, "extents differ"
    %next = shape.assuming %w -> (index) {
      %m = arith.muli %acc, %x : index
      shape.assuming_yield %m : index
    }
    scf.yield %next : index
  }
  return %p : index
}
