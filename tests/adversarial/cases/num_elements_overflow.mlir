// num_elements of extents whose product does not fit in int64: `overflow`, never a wrapped
// value; a zero extent makes the product 0 whatever the others are.
// CASE: [2,3,4] => ok 24
// CASE: [MAX,2] => overflow
// CASE: [4294967296,4294967296] => overflow
// CASE: [3037000500,3037000500] => overflow
// CASE: [3037000499,3037000499] => ok 9223372030926249001
// CASE: [MAX,MAX,0] => ok 0
// CASE: [0,MAX,MAX] => ok 0
// CASE: [] => ok 1
func.func @count(%a: tensor<?xindex>) -> index {
  %n = shape.num_elements %a : tensor<?xindex> -> index
  return %n : index
}
