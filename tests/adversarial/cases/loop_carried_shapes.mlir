// Shapes carried by loops from an empty start (`shape.const_shape []` is a
// tensor<0xindex>, cast to the loop's tensor<?xindex>): the loop may change
// the shape's rank. It failed as "argument s has shape [2,3], expected []"
// when upstream's scf.for canonicalization moved the cast into the loop
// (tests/passes/loop-carried-casts.mlir).
// CASE: [2,3]; 3 => ok [2,3]
// CASE: [2,3]; 1 => ok [2,3]
// CASE: [2,3]; 0 => ok []
// CASE: []; 2 => ok []
func.func @grow(%s: tensor<?xindex>, %n: index) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %empty = shape.const_shape [] : tensor<0xindex>
  %init = tensor.cast %empty : tensor<0xindex> to tensor<?xindex>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<?xindex>) {
    %ok = shape.cstr_broadcastable %acc, %s : tensor<?xindex>, tensor<?xindex>
    %next = shape.assuming %ok -> (tensor<?xindex>) {
      %b = shape.broadcast %acc, %s : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %b : tensor<?xindex>
    }
    scf.yield %next : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
// The same with a constant of rank 1 and concat: the rank grows by one per
// iteration.
// CASE: @append [4]; 3 => ok [1,4,4,4]
// CASE: @append [4]; 0 => ok [1]
func.func @append(%s: tensor<?xindex>, %n: index) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = shape.const_shape [1] : tensor<1xindex>
  %init = tensor.cast %one : tensor<1xindex> to tensor<?xindex>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<?xindex>) {
    %next = "shape.concat"(%acc, %s) : (tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
    scf.yield %next : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
