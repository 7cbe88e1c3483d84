// Several checks over the same hostile shapes: the first failing constraint in program order
// is reported (with a message naming the operands), and later ops never read the views.
// CASE: [2,3]; [2,3]; 1 => ok [2,3] 6
// CASE: [2,3]; [3,2]; 1 => not_equal: dimension 0 has extents 2 and 3
// CASE: ones(17); ones(17); 1 => capacity_exceeded
// CASE: [2,3]; [2,3]; 0 => requirement_failed: flag must be set
// CASE: [MAX,MAX]; [MAX,MAX]; 1 => overflow
func.func @checks(%a: tensor<?xindex>, %b: tensor<?xindex>, %flag: index) -> (tensor<?xindex>, index) {
  %w1 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %c0 = arith.constant 0 : index
  %set = arith.cmpi ne, %flag, %c0 : index
  %w2 = shape.cstr_require %set, "flag must be set"
  %w = shape.assuming_all %w1, %w2
  %r:2 = shape.assuming %w -> (tensor<?xindex>, index) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %n = shape.num_elements %s : tensor<?xindex> -> index
    shape.assuming_yield %s, %n : tensor<?xindex>, index
  }
  return %r#0, %r#1 : tensor<?xindex>, index
}
