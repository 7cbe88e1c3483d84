// Witnesses carry no data (the shape reference, `!shape.witness`), so a private function's
// witness arguments and results have no C++ parameter (a public one's are a diagnostic,
// tests/passes/eliminate-assuming.mlir): a function returning only a witness returns only
// its status (or nothing, under the throw policy), and its checks run inside it. A witness
// argument holds. Calls drop the same operands and results.
// CASE: @broadcastable [2,3]; [3] => ok
// CASE: @broadcastable [2,3]; [2] => not_broadcastable = witness_signatures.mlir:16:8: in @broadcastable: shapes [2,3] and [2] are not broadcastable: dimension 1 has extents 3 and 2
// CASE: @checked_broadcast [2,3]; [3] => ok [2,3]
// CASE: @checked_broadcast [1,3]; [4,1] => ok [4,3]
// CASE: @checked_broadcast [2,3]; [2] => not_broadcastable: witness_signatures.mlir:16:8: in @broadcastable
// CASE: @given_extent [5,6]; 1 => ok 6
// CASE: @given_extent [5,6]; 2 => out_of_range
// CASE: "test.same_rank" [1,2]; [3,4] => ok 2
// CASE: "test.same_rank" [1,2]; [3] => requirement_failed: ranks differ
func.func private @broadcastable(%a: tensor<?xindex>, %b: tensor<?xindex>) -> !shape.witness {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  return %w : !shape.witness
}
func.func @checked_broadcast(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = func.call @broadcastable(%a, %b) : (tensor<?xindex>, tensor<?xindex>) -> !shape.witness
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func private @given_extent(%w: !shape.witness, %a: tensor<?xindex>, %i: index) -> index {
  %r = shape.assuming %w -> (index) {
    %e = shape.get_extent %a, %i : tensor<?xindex>, index -> index
    shape.assuming_yield %e : index
  }
  return %r : index
}
shape.function_library @lib {
  func private @same_rank(%a: !shape.shape, %b: !shape.shape) -> (!shape.size, !shape.witness) {
    %ra = rank %a : !shape.shape -> !shape.size
    %rb = rank %b : !shape.shape -> !shape.size
    %ia = size_to_index %ra : !shape.size
    %ib = size_to_index %rb : !shape.size
    %same = arith.cmpi eq, %ia, %ib : index
    %w = cstr_require %same, "ranks differ"
    shape.return %ra, %w : !shape.size, !shape.witness
  }
} mapping {
  test.same_rank = @same_rank
}
