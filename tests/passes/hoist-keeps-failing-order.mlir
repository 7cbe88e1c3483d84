// Ops that may fail where they run (get_extent of an extent tensor, broadcast, concat) are not
// ordered, but keep their order among themselves (docs/passes.md, J2 in docs/testing.md): a
// computation a constraint takes along never passes one, in its block, out of an assuming
// region, or past another constraint's pile.
// RUN: %shapecc-opt --shapecc-hoist-constraints --split-input-file %s | FileCheck %s

// CHECK-LABEL: func.func @in_block
// CHECK-NEXT: %[[X:.*]] = shape.get_extent %arg0
// CHECK-NEXT: %[[Y:.*]] = shape.get_extent %arg1
// CHECK-NEXT: tensor.from_elements %[[Y]]
// CHECK-NEXT: tensor.cast
// CHECK-NEXT: shape.cstr_eq
func.func @in_block(%s: tensor<?xindex>, %t: tensor<?xindex>, %i: index, %r: tensor<?xindex>) -> (index, tensor<?xindex>) {
  %x = shape.get_extent %s, %i : tensor<?xindex>, index -> index
  %y = shape.get_extent %t, %i : tensor<?xindex>, index -> index
  %e = tensor.from_elements %y : tensor<1xindex>
  %c = tensor.cast %e : tensor<1xindex> to tensor<?xindex>
  %w = shape.cstr_eq %c, %r : tensor<?xindex>, tensor<?xindex>
  return %x, %c : index, tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @out_of_region
// CHECK-NEXT: shape.cstr_broadcastable
// CHECK-NEXT: shape.get_extent %arg0
// CHECK-NEXT: shape.broadcast
// CHECK-NEXT: shape.concat
// CHECK-NEXT: shape.cstr_eq
func.func @out_of_region(%s: tensor<?xindex>, %i: index, %a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> (index, tensor<?xindex>) {
  %w0 = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %x = shape.get_extent %s, %i : tensor<?xindex>, index -> index
  %r = shape.assuming %w0 -> (tensor<?xindex>) {
    %bc = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %cat = "shape.concat"(%bc, %a) : (tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
    shape.assuming_yield %cat : tensor<?xindex>
  }
  %w = shape.cstr_eq %r, %c : tensor<?xindex>, tensor<?xindex>
  %o = shape.assuming %w -> (tensor<?xindex>) { shape.assuming_yield %r : tensor<?xindex> }
  return %x, %o : index, tensor<?xindex>
}

// -----

// The first constraint passes the first get_extent (the caveat); the second stops below it.
// CHECK-LABEL: func.func @past_pile
// CHECK-NEXT: shape.cstr_eq %arg3, %arg4
// CHECK-NEXT: shape.get_extent %arg0
// CHECK-NEXT: %[[Y:.*]] = shape.get_extent %arg1
// CHECK-NEXT: tensor.from_elements %[[Y]]
// CHECK-NEXT: tensor.cast
// CHECK-NEXT: shape.cstr_eq
func.func @past_pile(%s: tensor<?xindex>, %t: tensor<?xindex>, %i: index, %a: tensor<?xindex>, %b: tensor<?xindex>, %r: tensor<?xindex>) -> (index, tensor<?xindex>) {
  %x = shape.get_extent %s, %i : tensor<?xindex>, index -> index
  %w1 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %y = shape.get_extent %t, %i : tensor<?xindex>, index -> index
  %e = tensor.from_elements %y : tensor<1xindex>
  %c = tensor.cast %e : tensor<1xindex> to tensor<?xindex>
  %w2 = shape.cstr_eq %c, %r : tensor<?xindex>, tensor<?xindex>
  %w = shape.assuming_all %w1, %w2
  %o = shape.assuming %w -> (tensor<?xindex>) { shape.assuming_yield %c : tensor<?xindex> }
  return %x, %o : index, tensor<?xindex>
}
