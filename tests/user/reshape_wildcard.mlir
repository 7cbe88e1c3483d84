// torch.reshape / tf.reshape to a rank-3 target given as three i64 values,
// one of which may be -1 ("infer this dimension").
func.func @reshape3(%x: !shape.shape, %d0: i64, %d1: i64, %d2: i64) -> !shape.shape {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %cm1 = arith.constant -1 : i64
  %n = shape.num_elements %x : !shape.shape -> !shape.size
  %total = shape.size_to_index %n : !shape.size
  %total64 = arith.index_cast %total : index to i64
  %w0 = arith.cmpi eq, %d0, %cm1 : i64
  %w1 = arith.cmpi eq, %d1, %cm1 : i64
  %w2 = arith.cmpi eq, %d2, %cm1 : i64
  %k0 = arith.extui %w0 : i1 to i64
  %k1 = arith.extui %w1 : i1 to i64
  %k2 = arith.extui %w2 : i1 to i64
  %k01 = arith.addi %k0, %k1 : i64
  %wild = arith.addi %k01, %k2 : i64
  %one_wild = arith.cmpi ule, %wild, %c1 : i64
  %ok0 = shape.cstr_require %one_wild, "only one dimension can be inferred"
  %v0 = arith.cmpi sge, %d0, %cm1 : i64
  %v1 = arith.cmpi sge, %d1, %cm1 : i64
  %v2 = arith.cmpi sge, %d2, %cm1 : i64
  %v01 = arith.andi %v0, %v1 : i1
  %valid = arith.andi %v01, %v2 : i1
  %ok1 = shape.cstr_require %valid, "invalid shape dimension"
  %e0 = arith.select %w0, %c1, %d0 : i64
  %e1 = arith.select %w1, %c1, %d1 : i64
  %e2 = arith.select %w2, %c1, %d2 : i64
  %p01 = arith.muli %e0, %e1 : i64
  %known = arith.muli %p01, %e2 : i64
  %all = shape.assuming_all %ok0, %ok1
  %result = shape.assuming %all -> (!shape.shape) {
    %has_wild = arith.cmpi eq, %wild, %c1 : i64
    %r = scf.if %has_wild -> (!shape.shape) {
      %nz = arith.cmpi ne, %known, %c0 : i64
      %ok2 = shape.cstr_require %nz, "cannot infer a dimension of a zero-size target"
      %s = shape.assuming %ok2 -> (!shape.shape) {
        %rem = arith.remsi %total64, %known : i64
        %div = arith.cmpi eq, %rem, %c0 : i64
        %ok3 = shape.cstr_require %div, "shape is invalid for input size"
        %t = shape.assuming %ok3 -> (!shape.shape) {
          %q = arith.divsi %total64, %known : i64
          %f0 = arith.select %w0, %q, %d0 : i64
          %f1 = arith.select %w1, %q, %d1 : i64
          %f2 = arith.select %w2, %q, %d2 : i64
          %i0 = arith.index_cast %f0 : i64 to index
          %i1 = arith.index_cast %f1 : i64 to index
          %i2 = arith.index_cast %f2 : i64 to index
          %sh = shape.from_extents %i0, %i1, %i2 : index, index, index
          shape.assuming_yield %sh : !shape.shape
        }
        shape.assuming_yield %t : !shape.shape
      }
      scf.yield %s : !shape.shape
    } else {
      %same = arith.cmpi eq, %known, %total64 : i64
      %ok4 = shape.cstr_require %same, "shape is invalid for input size"
      %t = shape.assuming %ok4 -> (!shape.shape) {
        %i0 = arith.index_cast %d0 : i64 to index
        %i1 = arith.index_cast %d1 : i64 to index
        %i2 = arith.index_cast %d2 : i64 to index
        %sh = shape.from_extents %i0, %i1, %i2 : index, index, index
        shape.assuming_yield %sh : !shape.shape
      }
      scf.yield %t : !shape.shape
    }
    shape.assuming_yield %r : !shape.shape
  }
  return %result : !shape.shape
}
