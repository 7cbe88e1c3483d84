// A const_witness false fails where it is, used or not, also in a shape.assuming region that
// hoisting leaves dead (its results unused, or taken out of it): the hoisted checker passed
// these inputs, --no-hoist failed them (finding Q13).
func.func @dead_region(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %w = shape.cstr_eq %a, %b : !shape.shape, !shape.shape
  shape.assuming %w {
    %f = shape.const_witness false
  }
  return %a : !shape.shape
}
func.func @k(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %t = shape.const_witness true
  %s = shape.assuming %t -> (!shape.shape) {
    %f = shape.const_witness false
    shape.assuming_yield %a : !shape.shape
  }
  %w = shape.cstr_eq %s, %b : !shape.shape, !shape.shape
  return %s : !shape.shape
}
func.func @in_branch(%a: !shape.shape, %b: !shape.shape, %p: i1) -> !shape.shape {
  %r = scf.if %p -> (!shape.shape) {
    %t = shape.const_witness true
    %s = shape.assuming %t -> (!shape.shape) {
      %f = shape.const_witness false
      shape.assuming_yield %a : !shape.shape
    }
    %w = shape.cstr_eq %s, %b : !shape.shape, !shape.shape
    scf.yield %s : !shape.shape
  } else {
    scf.yield %b : !shape.shape
  }
  return %r : !shape.shape
}
func.func @all_false(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %w = shape.cstr_eq %a, %b : !shape.shape, !shape.shape
  %s = shape.assuming %w -> (!shape.shape) {
    %f = shape.const_witness false
    %t = shape.const_witness true
    %g = shape.assuming_all %t, %f
    shape.assuming_yield %a : !shape.shape
  }
  return %a : !shape.shape
}
// CASE: @dead_region [2]; [2] => requirement_failed = false_witness_regions.mlir:7:10: in @dead_region: constraint is statically false
// CASE: @dead_region [2]; [3] => not_equal: false_witness_regions.mlir:5:8
// CASE: @k [2]; [2] => requirement_failed = false_witness_regions.mlir:14:10: in @k: constraint is statically false
// CASE: @k [2]; [3] => requirement_failed = false_witness_regions.mlir:14:10: in @k: constraint is statically false
// CASE: @in_branch [2]; [2]; true => requirement_failed = false_witness_regions.mlir:24:12: in @in_branch: constraint is statically false
// CASE: @in_branch [2]; [3]; true => requirement_failed = false_witness_regions.mlir:24:12: in @in_branch: constraint is statically false
// CASE: @in_branch [2]; [3]; false => ok [3]
// CASE: @all_false [2]; [2] => requirement_failed = false_witness_regions.mlir:37:10: in @all_false: constraint is statically false
