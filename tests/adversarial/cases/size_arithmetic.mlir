// shape.add/shape.mul/shape.div on sizes: overflow and division by zero are defined errors.
// CASE: 6; 3 => ok 9 18 2
// CASE: 7; -2 => ok 5 -14 -4
// CASE: MAX; 1 => overflow
// CASE: MAX; 2 => overflow
// CASE: 7; 0 => division_by_zero
// CASE: MIN; -1 => overflow
// CASE: MIN; 1 => ok MIN+1 MIN MIN
func.func @size_ops(%a: !shape.size, %b: !shape.size) -> (!shape.size, !shape.size, !shape.size) {
  %s = shape.add %a, %b : !shape.size, !shape.size -> !shape.size
  %p = shape.mul %a, %b : !shape.size, !shape.size -> !shape.size
  %q = shape.div %a, %b : !shape.size, !shape.size -> !shape.size
  return %s, %p, %q : !shape.size, !shape.size, !shape.size
}
