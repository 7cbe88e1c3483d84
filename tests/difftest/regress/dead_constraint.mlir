// A constraint whose assuming region's results are unused is still a check: upstream asserts
// it, and a checker that dropped it would accept inputs the program rejects.
// INPUT: [2,3]; [2,3]
// INPUT: [2,3]; [3,2]
// INPUT: []; [4]
func.func @dead_constraint(%a: tensor<?xindex>, %b: tensor<?xindex>) -> index {
  %w = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %unused = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  %r = shape.rank %a : tensor<?xindex> -> index
  return %r : index
}
