// The same constraint on both sides of an scf.if, and once more outside any branch after
// it: deduplicating the checks must keep one that runs on every path.
// INPUT: [2,3]; [2,3]; 1
// INPUT: [2,3]; [1,3]; 1
// INPUT: [2,3]; [1,3]; 0
// INPUT: [2,3]; [4,3]; 0
func.func @invariant_constraint_in_branch(%a: tensor<?xindex>, %b: tensor<?xindex>, %n: index) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %p = arith.cmpi ne, %n, %c0 : index
  %r = scf.if %p -> (tensor<?xindex>) {
    %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
    %s = shape.assuming %w -> (tensor<?xindex>) {
      %bc = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %bc : tensor<?xindex>
    }
    scf.yield %s : tensor<?xindex>
  } else {
    %w = shape.cstr_broadcastable %b, %a : tensor<?xindex>, tensor<?xindex>
    %s = shape.assuming %w -> (tensor<?xindex>) {
      %bc = shape.broadcast %b, %a : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %bc : tensor<?xindex>
    }
    scf.yield %s : tensor<?xindex>
  }
  %w2 = shape.cstr_eq %r, %a : tensor<?xindex>, tensor<?xindex>
  %out = shape.assuming %w2 -> (tensor<?xindex>) {
    shape.assuming_yield %r : tensor<?xindex>
  }
  return %out : tensor<?xindex>
}
