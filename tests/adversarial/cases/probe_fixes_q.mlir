// Findings Q3-Q5 (docs/testing.md): a shape_of of a statically shaped tensor typed
// !shape.shape (shapecc crashed in upstream's canonicalization), signed i1 comparisons and
// min/max (true is -1: the checker compared it as +1, unlike upstream's folds of the same ops
// on constants), and value_of of more elements than a Shape holds (it returned ok with an
// invalid result).
// CASE: @static_shape_of [2,3] => ok [2,3] [3,2,3] 6
// CASE: @static_shape_of [2,4] => argument_mismatch
func.func @static_shape_of(%t: tensor<2x3xf32>) -> (!shape.shape, !shape.shape, index) {
  %s = shape.shape_of %t : tensor<2x3xf32> -> !shape.shape
  %c = shape.const_shape [3] : !shape.shape
  %j = shape.concat %c, %s : !shape.shape, !shape.shape -> !shape.shape
  %n = shape.num_elements %s : !shape.shape -> !shape.size
  %i = shape.size_to_index %n : !shape.size
  return %s, %j, %i : !shape.shape, !shape.shape, index
}
// CASE: @signed_i1 true; false => ok 1 1 0 0 0 1 0 1
// CASE: @signed_i1 false; true => ok 0 0 1 1 0 1 1 1
// CASE: @signed_i1 true; true => ok 0 1 0 1 1 1 1 1
// CASE: @signed_i1 false; false => ok 0 1 0 1 0 0 1 0
func.func @signed_i1(%a: i1, %b: i1) -> (i1, i1, i1, i1, i1, i1, i1, i1) {
  %slt = arith.cmpi slt, %a, %b : i1
  %sle = arith.cmpi sle, %a, %b : i1
  %sgt = arith.cmpi sgt, %a, %b : i1
  %sge = arith.cmpi sge, %a, %b : i1
  %max = arith.maxsi %a, %b : i1
  %min = arith.minsi %a, %b : i1
  %ult = arith.cmpi ule, %a, %b : i1
  %umax = arith.maxui %a, %b : i1
  return %slt, %sle, %sgt, %sge, %max, %min, %ult, %umax : i1, i1, i1, i1, i1, i1, i1, i1
}
