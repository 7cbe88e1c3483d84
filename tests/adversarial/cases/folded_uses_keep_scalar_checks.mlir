// An op that checks a scalar keeps its check when upstream's patterns fold away every use of
// its result (K1, docs/testing.md): x * 0, x & 0, x - x, select of a constant, x == x, an
// scf.if of a constant, a loop that runs no iteration. The source computes the value before
// its use, so its failure is the checker's. Each failing case passed before.
// CASE: @div_times_zero 7; 2 => ok 7
// CASE: @div_times_zero 7; 0 => division_by_zero
// CASE: @div_times_zero MIN; -1 => overflow
// CASE: @remui_and_zero 7; 2 => ok 0
// CASE: @remui_and_zero 7; 0 => division_by_zero
// CASE: @floordiv_minus_self MIN; -1 => overflow
// CASE: @floordiv_minus_self 7; 2 => ok 0
// CASE: @extract_select_true [3,4]; 1 => ok 5
// CASE: @extract_select_true [3,4]; 2 => out_of_range
// CASE: @extract_select_true [3,4]; -1 => out_of_range
// CASE: @get_extent_eq_self [3,4]; 0 => ok 1
// CASE: @get_extent_eq_self [3,4]; 9 => out_of_range
// CASE: @add_overflow_times_zero MAX; 0 => ok 0
// CASE: @add_overflow_times_zero MAX; 1 => overflow
// CASE: @num_elements_times_zero [2,3] => ok 0
// CASE: @num_elements_times_zero [MAX,2] => overflow
// CASE: @size_to_index_times_zero [2]; 0 => ok 0
// CASE: @size_to_index_times_zero [2]; 3 => out_of_range
// CASE: @shape_div_times_zero 6; 3 => ok 0
// CASE: @shape_div_times_zero 6; 0 => division_by_zero
// CASE: @dim_times_zero [2,3]; 1 => ok 0
// CASE: @dim_times_zero [2,3]; 2 => out_of_range
// CASE: @if_true 7; 0 => division_by_zero
// CASE: @if_true 7; 7 => ok 1
// CASE: @zero_trip_loop 7; 0 => division_by_zero
// CASE: @zero_trip_loop 7; 7 => ok 3
// CASE: @in_loop 7; 0; 2 => division_by_zero
// CASE: @in_loop 7; 0; 0 => ok 0
// CASE: @in_loop 7; 1; 2 => ok 0
// CASE: @in_assuming [2]; [2]; 0 => division_by_zero
// CASE: @in_assuming [2]; [3]; 1 => not_equal
// CASE: @in_assuming [2]; [2]; 1 => ok 0
func.func @div_times_zero(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %q = arith.divsi %a, %b : index
  %z = arith.muli %q, %c0 : index
  %r = arith.addi %z, %a : index
  return %r : index
}
func.func @remui_and_zero(%a: i64, %b: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %q = arith.remui %a, %b : i64
  %z = arith.andi %q, %c0 : i64
  return %z : i64
}
func.func @floordiv_minus_self(%a: index, %b: index) -> index {
  %q = arith.floordivsi %a, %b : index
  %z = arith.subi %q, %q : index
  return %z : index
}
func.func @extract_select_true(%x: tensor<?xindex>, %i: index) -> index {
  %e = tensor.extract %x[%i] : tensor<?xindex>
  %t = arith.constant true
  %c5 = arith.constant 5 : index
  %r = arith.select %t, %c5, %e : index
  return %r : index
}
func.func @get_extent_eq_self(%x: tensor<?xindex>, %i: index) -> i1 {
  %e = shape.get_extent %x, %i : tensor<?xindex>, index -> index
  %r = arith.cmpi eq, %e, %e : index
  return %r : i1
}
func.func @add_overflow_times_zero(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %n = shape.add %a, %b : index, index -> index
  %z = arith.muli %n, %c0 : index
  return %z : index
}
func.func @num_elements_times_zero(%x: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %n = shape.num_elements %x : tensor<?xindex> -> index
  %z = arith.muli %n, %c0 : index
  return %z : index
}
func.func @size_to_index_times_zero(%s: !shape.shape, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %e = shape.get_extent %s, %i : !shape.shape, index -> !shape.size
  %j = shape.size_to_index %e : !shape.size
  %z = arith.muli %j, %c0 : index
  return %z : index
}
func.func @shape_div_times_zero(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %q = shape.div %a, %b : index, index -> index
  %z = arith.muli %q, %c0 : index
  return %z : index
}
func.func @dim_times_zero(%t: tensor<?x?xf32>, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %i : tensor<?x?xf32>
  %z = arith.muli %d, %c0 : index
  return %z : index
}
func.func @if_true(%a: index, %b: index) -> index {
  %t = arith.constant true
  %q = arith.divui %a, %b : index
  %r = scf.if %t -> index {
    %c1 = arith.constant 1 : index
    scf.yield %c1 : index
  } else {
    scf.yield %q : index
  }
  return %r : index
}
func.func @zero_trip_loop(%a: index, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %q = arith.remsi %a, %b : index
  %r = scf.for %i = %c0 to %c0 step %c1 iter_args(%acc = %c3) -> index {
    %s = arith.addi %acc, %q : index
    scf.yield %s : index
  }
  return %r : index
}
func.func @in_loop(%a: index, %b: index, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %q = arith.ceildivsi %a, %b : index
    %z = arith.muli %q, %c0 : index
    %s = arith.addi %acc, %z : index
    scf.yield %s : index
  }
  return %r : index
}
func.func @in_assuming(%x: tensor<?xindex>, %y: tensor<?xindex>, %b: index) -> index {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %w = shape.cstr_eq %x, %y : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> index {
    %q = arith.divui %c6, %b : index
    %z = arith.muli %q, %c0 : index
    shape.assuming_yield %z : index
  }
  return %r : index
}
