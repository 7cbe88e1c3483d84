// split_at with a negative index counts from the back; guarded so that it is in range.
// INPUT: [2,3,4]
// INPUT: [7]
// INPUT: []
// INPUT: [1,2,3,4,5,6]
func.func @split_at_negative(%a: tensor<?xindex>) -> (tensor<?xindex>, tensor<?xindex>, index) {
  %r = shape.rank %a : tensor<?xindex> -> index
  %c1 = arith.constant 1 : index
  %ok = arith.cmpi sge, %r, %c1 : index
  %w = shape.cstr_require %ok, "needs rank >= 1"
  %res:3 = shape.assuming %w -> (tensor<?xindex>, tensor<?xindex>, index) {
    %m1 = arith.constant -1 : index
    %h, %t = "shape.split_at"(%a, %m1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    %n = shape.num_elements %h : tensor<?xindex> -> index
    shape.assuming_yield %h, %t, %n : tensor<?xindex>, tensor<?xindex>, index
  }
  return %res#0, %res#1, %res#2 : tensor<?xindex>, tensor<?xindex>, index
}
