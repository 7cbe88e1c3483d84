// A loop or a checked op whose result only an unused shape.assuming (or scf.if) passes on is
// dead, and goes with its check (semantics.md), though a live constraint sits in that region:
// found in session 14's comparison of the binaries before and after the keeps (docs/testing.md,
// C11). @p112 is difftest seed 11 program 112.
// CASE: @f [2]; 2147483647 => ok 2147483647
// CASE: @p112 [8,4611686018427387904,1]; -2147483648 => ok 4
func.func @f(%s: tensor<?xindex>, %n: index) -> index {
  %r2 = shape.rank %s : tensor<?xindex> -> index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = arith.cmpi sge, %r2, %c1 : index
  %w1 = shape.cstr_require %p, "must hold"
  %a25 = shape.assuming %w1 -> (index) {
    %l = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %n) -> (index) {
      %e = shape.get_extent %s, %c0 : tensor<?xindex>, index -> index
      %x = arith.addi %acc, %e : index
      scf.yield %x : index
    }
    %w15 = shape.cstr_require %p, "again"
    %a22 = shape.assuming %w15 -> (index) {
      %n20 = arith.index_cast %l : index to i32
      %i21 = arith.index_cast %n20 : i32 to index
      shape.assuming_yield %i21 : index
    }
    shape.assuming_yield %l : index
  }
  return %n : index
}
func.func @p112(%arg0: tensor<?xindex>, %idx0: index) -> index {
  %r2 = shape.rank %arg0 : tensor<?xindex> -> index
  %c3 = arith.constant 2 : index
  %p4 = arith.cmpi sge, %r2, %c3 : index
  %w1 = shape.cstr_require %p4, "must hold"
  %w5 = shape.cstr_require %p4, "bad \"input\""
  %w6 = shape.assuming_all %w1, %w5
  %a37:2 = shape.assuming %w6 -> (index, index) {
    %c7 = arith.constant 4 : index
    scf.forall (%fi8) in (%c7) {
      %w9 = shape.cstr_require %p4, "extents differ"
      %r12 = shape.rank %arg0 : tensor<?xindex> -> index
      %c13 = arith.constant 2 : index
      %p11 = arith.cmpi sge, %r12, %c13 : index
      %w10 = shape.cstr_require %p11, "extents differ"
      %w14 = shape.cstr_require %p4, "must hold"
      %w15 = shape.assuming_all %w9, %w10, %w14
      %a20:2 = shape.assuming %w15 -> (index, index) {
        %i16 = arith.subi %c13, %r12 : index
        %c17 = arith.constant -1 : index
        %s18, %s19 = "shape.split_at"(%arg0, %c17) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
        shape.assuming_yield %i16, %c13 : index, index
      }
    }
    %s21 = shape.to_extent_tensor %arg0 : tensor<?xindex> -> tensor<?xindex>
    %r22 = shape.rank %arg0 : tensor<?xindex> -> index
    %c23 = arith.constant 0 : index
    %c24 = arith.constant 1 : index
    %s36 = scf.for %iv25 = %c23 to %r22 step %c24 iter_args(%acc26 = %arg0) -> (tensor<?xindex>) {
      %w27 = shape.cstr_broadcastable %arg0, %acc26 : tensor<?xindex>, tensor<?xindex>
      %w28 = shape.cstr_require %p4, "extents differ"
      %w29 = shape.assuming_all %w27, %w28
      %a32 = shape.assuming %w29 -> (index) {
        %ne30 = shape.num_elements %arg0 : tensor<?xindex> -> index
        %p31 = shape.is_broadcastable %arg0, %acc26, %s21 : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
        shape.assuming_yield %ne30 : index
      }
      %w33 = shape.cstr_broadcastable %acc26, %arg0 : tensor<?xindex>, tensor<?xindex>
      %a34 = shape.assuming %w33 -> (tensor<?xindex>) {
        %s35 = shape.broadcast %acc26, %arg0 : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
        shape.assuming_yield %s35 : tensor<?xindex>
      }
      scf.yield %a34 : tensor<?xindex>
    }
    shape.assuming_yield %c7, %r2 : index, index
  }
  return %a37#0 : index
}
