// A shape.func of a function library, called through its registry, whose broadcast fails: the
// error passes through rank, mul, from_extents, concat and split_at and is reported at the
// broadcast when the library function returns.
// CASE: "foo.add" [2]; [3] => not_broadcastable = error_values_library.mlir:10:10: in @add: operands 0 and 1 are not broadcastable: dimension 0 has extents 2 and 3
// CASE: "foo.add" [2]; [1] => ok [2]
// CASE: "foo.add" [2,1]; [3] => ok [2]
// CASE: "foo.add" []; [] => ok [0]
shape.function_library @lib {
  func @add(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
    %r = broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
    %n = rank %r : !shape.shape -> !shape.size
    %o = const_size 1
    %m = mul %n, %o : !shape.size, !shape.size -> !shape.size
    %s = from_extents %m : !shape.size
    %c = concat %r, %s : !shape.shape, !shape.shape -> !shape.shape
    %h, %t = "shape.split_at"(%c, %o) : (!shape.shape, !shape.size) -> (!shape.shape, !shape.shape)
    return %h : !shape.shape
  }
} mapping {
  foo.add = @add
}
