// scf.while (004 line 654, 670, 685) over shapes: drop leading 1s of a shape.
func.func @squeeze_front(%s: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %res = scf.while (%arg1 = %s) : (tensor<?xindex>) -> tensor<?xindex> {
    %rank = shape.rank %arg1 : tensor<?xindex> -> index
    %nonempty = arith.cmpi sgt, %rank, %c0 : index
    %condition = scf.if %nonempty -> (i1) {
      %e = shape.get_extent %arg1, %c0 : tensor<?xindex>, index -> index
      %one = arith.cmpi eq, %e, %c1 : index
      scf.yield %one : i1
    } else {
      %f = arith.constant false
      scf.yield %f : i1
    }
    scf.condition(%condition) %arg1 : tensor<?xindex>
  } do {
  ^bb0(%arg2: tensor<?xindex>):
    %head, %next = "shape.split_at"(%arg2, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    scf.yield %next : tensor<?xindex>
  }
  return %res : tensor<?xindex>
}
// The do-while form (004 line 670) with a size: doubles until at least n.
func.func @do_while(%init: !shape.size, %n: !shape.size) -> !shape.size {
  %two = shape.const_size 2
  %res = scf.while (%arg1 = %init) : (!shape.size) -> !shape.size {
    %next = shape.mul %arg1, %two : !shape.size, !shape.size -> !shape.size
    %ni = shape.size_to_index %next : !shape.size
    %nn = shape.size_to_index %n : !shape.size
    %condition = arith.cmpi slt, %ni, %nn : index
    scf.condition(%condition) %next : !shape.size
  } do {
  ^bb0(%arg2: !shape.size):
    scf.yield %arg2 : !shape.size
  }
  return %res : !shape.size
}
// Different before/after types (004 line 685): a shape in, an index forwarded.
func.func @shared(%s: !shape.shape) -> index {
  %c0 = arith.constant 0 : index
  %res = scf.while (%arg1 = %s) : (!shape.shape) -> index {
    %shared_size = shape.rank %arg1 : !shape.shape -> !shape.size
    %shared = shape.size_to_index %shared_size : !shape.size
    %condition = arith.cmpi sgt, %shared, %c0 : index
    scf.condition(%condition) %shared : index
  } do {
  ^bb0(%arg2: index):
    %c1 = arith.constant 1 : index
    %h, %t = "shape.split_at"(%s, %arg2) : (!shape.shape, index) -> (!shape.shape, !shape.shape)
    %r = shape.concat %t, %t : !shape.shape, !shape.shape -> !shape.shape
    %e = shape.const_shape [] : !shape.shape
    scf.yield %e : !shape.shape
  }
  return %res : index
}
