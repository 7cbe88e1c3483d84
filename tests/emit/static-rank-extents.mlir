// An extent read at a constant index below a rank the types promise needs no
// check: a get_extent of the shape of a ranked tensor (its extent tensor has
// a static length) and a tensor.dim of a ranked tensor are plain reads, since
// the arguments' entry checks hold them to their ranks before any extent is
// read. An index at or above the rank keeps its check.
// RUN: %shapecc %s --no-format | FileCheck %s

// CHECK-LABEL: scores(
// CHECK-NOT: _checked(q
// CHECK-NOT: _checked(k
// CHECK: const int64_t b = q[0];
// CHECK: const int64_t n = k[1];
// CHECK: shapecc::from_nonnegative_extents_checked(out, at_{{[0-9_]+}}, b, n, n)
func.func @scores(%q: tensor<?x?x?xf32>, %k: tensor<?x?x?xf32>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = shape.shape_of %q : tensor<?x?x?xf32> -> tensor<?xindex>
  %b = shape.get_extent %s, %c0 : tensor<?xindex>, index -> index
  %n = tensor.dim %k, %c1 : tensor<?x?x?xf32>
  %t = tensor.from_elements %b, %n, %n : tensor<3xindex>
  %r = tensor.cast %t : tensor<3xindex> to tensor<?xindex>
  return %r : tensor<?xindex>
}

// CHECK-LABEL: past_rank(
// CHECK: shapecc::dim_checked(x, 2,
func.func @past_rank(%x: tensor<?x?xf32>) -> index {
  %c2 = arith.constant 2 : index
  %n = tensor.dim %x, %c2 : tensor<?x?xf32>
  return %n : index
}

// A loop from 0 to the rank of a tensor reads its extents at the index
// unchecked (shape_of's tensor.extract, which canonicalize makes a tensor.dim).
// CHECK-LABEL: product(
// CHECK: for (int64_t i = 0; i < rank; ++i) {
// CHECK-NEXT: const int64_t e = x[static_cast<std::size_t>(i)];
func.func @product(%x: tensor<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = shape.shape_of %x : tensor<*xf32> -> tensor<?xindex>
  %rank = shape.rank %s : tensor<?xindex> -> index
  %p = scf.for %i = %c0 to %rank step %c1 iter_args(%acc = %c1) -> (index) {
    %e = tensor.extract %s[%i] : tensor<?xindex>
    %m = arith.muli %acc, %e : index
    scf.yield %m : index
  }
  return %p : index
}
