// A const_witness false is an op without effects (MLIR: ConstantLike, NoMemoryEffect): one that
// guards nothing (nothing uses it, or only a shape.assuming of pure ops whose results nothing
// uses, or an unused assuming_all) is dead code, which MLIR's DCE (canonicalize, CSE) erases,
// so it fails nowhere. The hoisted checker erased such regions, --no-hoist reported the witness
// (finding Q13); the metamorphic oracle's mlir-opt --cse sides with the former. One that guards
// a region fails where it is, also when hoisting takes the region's values out of it.
// CASE: @dead_region [2]; [2] => ok [2]
// CASE: @dead_region [2]; [3] => not_equal = false_witness_regions.mlir:10:8: in @dead_region: shapes [2] and [3] are not equal: dimension 0 has extents 2 and 3
func.func @dead_region(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %w = shape.cstr_eq %a, %b : !shape.shape, !shape.shape
  shape.assuming %w {
    %f = shape.const_witness false
  }
  return %a : !shape.shape
}
// CASE: @unused_in_region [2]; [2] => ok [2]
// CASE: @unused_in_region [2]; [3] => not_equal
func.func @unused_in_region(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %t = shape.const_witness true
  %s = shape.assuming %t -> (!shape.shape) {
    %f = shape.const_witness false
    shape.assuming_yield %a : !shape.shape
  }
  %w = shape.cstr_eq %s, %b : !shape.shape, !shape.shape
  return %s : !shape.shape
}
// CASE: @unused_all [2]; [2] => ok [2]
func.func @unused_all(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %w = shape.cstr_eq %a, %b : !shape.shape, !shape.shape
  %s = shape.assuming %w -> (!shape.shape) {
    %f = shape.const_witness false
    %t = shape.const_witness true
    %g = shape.assuming_all %t, %f
    shape.assuming_yield %a : !shape.shape
  }
  return %a : !shape.shape
}
// A false witness that guards a region whose value hoisting takes out of it.
// CASE: @guarding [2]; [2] => requirement_failed = false_witness_regions.mlir:43:8: in @guarding: constraint is statically false
// CASE: @guarding [2]; [3] => not_equal
func.func @guarding(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %w = shape.cstr_eq %a, %b : !shape.shape, !shape.shape
  %f = shape.const_witness false
  %all = shape.assuming_all %w, %f
  %s = shape.assuming %all -> (!shape.shape) {
    shape.assuming_yield %a : !shape.shape
  }
  return %s : !shape.shape
}
