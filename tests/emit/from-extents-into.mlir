// shape.from_extents of indices is built in its variable: the sign-testing
// from_extents_into, or from_nonnegative_extents_into when every extent is
// read from a checked argument or is a non-negative constant (M6,
// docs/testing.md). adversarial/from_extents_indices runs these forms.
// RUN: %shapecc %s --no-format | FileCheck %s

// Extents read from an argument (checked on entry) and a constant: no sign test.
// CHECK-LABEL: permute(
// CHECK: shapecc::from_nonnegative_extents_into(out, at_{{[0-9_]+}}, c, a, 7, b);
// CHECK-NOT: from_extents_into
func.func @permute(%x: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %r = shape.rank %x : tensor<?xindex> -> index
  %is3 = arith.cmpi eq, %r, %c3 : index
  %w = shape.cstr_require %is3, "x must have rank 3"
  %res = shape.assuming %w -> (tensor<?xindex>) {
    %a = shape.get_extent %x, %c0 : tensor<?xindex>, index -> index
    %b = shape.get_extent %x, %c1 : tensor<?xindex>, index -> index
    %c = shape.get_extent %x, %c2 : tensor<?xindex>, index -> index
    %s = shape.from_extents %c, %a, %c7, %b : index, index, index, index
    %t = shape.to_extent_tensor %s : !shape.shape -> tensor<?xindex>
    shape.assuming_yield %t : tensor<?xindex>
  }
  return %res : tensor<?xindex>
}

// An index argument may be negative: its sign is tested.
// CHECK-LABEL: from_index(
// CHECK: shapecc::from_extents_into(out, at_{{[0-9_]+}}, n, 2);
func.func @from_index(%n: index) -> tensor<?xindex> {
  %c2 = arith.constant 2 : index
  %s = shape.from_extents %n, %c2 : index, index
  %t = shape.to_extent_tensor %s : !shape.shape -> tensor<?xindex>
  return %t : tensor<?xindex>
}

// Index sums, products and quotients of such extents fail where they overflow
// or divide by zero, so they are not negative either; a difference may be.
// CHECK-LABEL: sums(
// CHECK: shapecc::from_nonnegative_extents_checked(out, at_{{[0-9_]+}}, s, p, q))
// CHECK-LABEL: difference(
// CHECK: shapecc::from_extents_checked(out, at_{{[0-9_]+}}, d))
func.func @sums(%x: tensor<2xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = shape.get_extent %x, %c0 : tensor<2xindex>, index -> index
  %b = shape.get_extent %x, %c1 : tensor<2xindex>, index -> index
  %s = shape.add %a, %b : index, index -> index
  %p = shape.mul %s, %c1 : index, index -> index
  %q = shape.div %p, %b : index, index -> index
  %e = tensor.from_elements %s, %p, %q : tensor<3xindex>
  %t = tensor.cast %e : tensor<3xindex> to tensor<?xindex>
  return %t : tensor<?xindex>
}
func.func @difference(%x: tensor<2xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = shape.get_extent %x, %c0 : tensor<2xindex>, index -> index
  %b = shape.get_extent %x, %c1 : tensor<2xindex>, index -> index
  %d = arith.subi %a, %b : index
  %e = tensor.from_elements %d : tensor<1xindex>
  %t = tensor.cast %e : tensor<1xindex> to tensor<?xindex>
  return %t : tensor<?xindex>
}
