// Kernel-generator-style elementwise chains: shape_of -> cstr_broadcastable
// -> assuming { broadcast }, in a row and nested. Every constraint moves up
// to just after the previous one, with the broadcast it needs (taken out of
// the previous region, still after that region's constraint), and the
// regions merge into one assuming all constraints.
// RUN: %shapecc-opt --shapecc-hoist-constraints --split-input-file %s | FileCheck %s
// RUN: %shapecc-opt --shapecc-hoist-constraints --shapecc-eliminate-assuming --split-input-file %s | FileCheck %s --check-prefix=IMPERATIVE

// CHECK-LABEL: func.func @row
// CHECK-SAME: (%[[A:[^:]*]]: tensor<?x?xf32>, %[[B:[^:]*]]: tensor<?x?xf32>, %[[C:[^:]*]]: tensor<?x?xf32>, %[[D:[^:]*]]: tensor<?x?xf32>)
// CHECK-NEXT: %[[SA:.*]] = shape.shape_of %[[A]]
// CHECK-NEXT: %[[SB:.*]] = shape.shape_of %[[B]]
// CHECK-NEXT: %[[W0:.*]] = shape.cstr_broadcastable %[[SA]], %[[SB]]
// CHECK-NEXT: %[[AB:.*]] = shape.broadcast %[[SA]], %[[SB]]
// CHECK-NEXT: %[[SC:.*]] = shape.shape_of %[[C]]
// CHECK-NEXT: %[[W1:.*]] = shape.cstr_broadcastable %[[AB]], %[[SC]]
// CHECK-NEXT: %[[ABC:.*]] = shape.broadcast %[[AB]], %[[SC]]
// CHECK-NEXT: %[[SD:.*]] = shape.shape_of %[[D]]
// CHECK-NEXT: %[[W2:.*]] = shape.cstr_broadcastable %[[ABC]], %[[SD]]
// CHECK-NEXT: %[[W:.*]] = shape.assuming_all %[[W0]], %[[W1]], %[[W2]]
// CHECK-NEXT: %[[R:.*]] = shape.assuming %[[W]] -> (tensor<?xindex>) {
// CHECK-NEXT: %[[ABCD:.*]] = shape.broadcast %[[ABC]], %[[SD]]
// CHECK-NEXT: shape.assuming_yield %[[ABCD]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]

// IMPERATIVE-LABEL: func.func @row
// IMPERATIVE: shapecc.check_broadcastable
// IMPERATIVE-NEXT: shape.broadcast
// IMPERATIVE-NEXT: shape.shape_of
// IMPERATIVE-NEXT: shapecc.check_broadcastable
// IMPERATIVE-NEXT: shape.broadcast
// IMPERATIVE-NEXT: shape.shape_of
// IMPERATIVE-NEXT: shapecc.check_broadcastable
// IMPERATIVE-NEXT: %[[R:.*]] = shape.broadcast
// IMPERATIVE-NEXT: return %[[R]]
func.func @row(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>, %d: tensor<?x?xf32>) -> tensor<?xindex> {
  %sa = shape.shape_of %a : tensor<?x?xf32> -> tensor<?xindex>
  %sb = shape.shape_of %b : tensor<?x?xf32> -> tensor<?xindex>
  %w0 = shape.cstr_broadcastable %sa, %sb : tensor<?xindex>, tensor<?xindex>
  %ab = shape.assuming %w0 -> (tensor<?xindex>) {
    %s = shape.broadcast %sa, %sb : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  %sc = shape.shape_of %c : tensor<?x?xf32> -> tensor<?xindex>
  %w1 = shape.cstr_broadcastable %ab, %sc : tensor<?xindex>, tensor<?xindex>
  %abc = shape.assuming %w1 -> (tensor<?xindex>) {
    %s = shape.broadcast %ab, %sc : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  %sd = shape.shape_of %d : tensor<?x?xf32> -> tensor<?xindex>
  %w2 = shape.cstr_broadcastable %abc, %sd : tensor<?xindex>, tensor<?xindex>
  %abcd = shape.assuming %w2 -> (tensor<?xindex>) {
    %s = shape.broadcast %abc, %sd : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %abcd : tensor<?xindex>
}

// -----

// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%[[A:[^:]*]]: tensor<?x?xf32>, %[[B:[^:]*]]: tensor<?x?xf32>, %[[C:[^:]*]]: tensor<?x?xf32>)
// CHECK-NEXT: %[[SA:.*]] = shape.shape_of %[[A]]
// CHECK-NEXT: %[[SB:.*]] = shape.shape_of %[[B]]
// CHECK-NEXT: %[[W0:.*]] = shape.cstr_broadcastable %[[SA]], %[[SB]]
// CHECK-NEXT: %[[AB:.*]] = shape.broadcast %[[SA]], %[[SB]]
// CHECK-NEXT: %[[SC:.*]] = shape.shape_of %[[C]]
// CHECK-NEXT: %[[W1:.*]] = shape.cstr_broadcastable %[[AB]], %[[SC]]
// CHECK-NEXT: %[[W:.*]] = shape.assuming_all %[[W0]], %[[W1]]
// CHECK-NEXT: %[[R:.*]] = shape.assuming %[[W]] -> (tensor<?xindex>) {
// CHECK-NEXT: %[[ABC:.*]] = shape.broadcast %[[AB]], %[[SC]]
// CHECK-NEXT: shape.assuming_yield %[[ABC]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
func.func @nested(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>, %c: tensor<?x?xf32>) -> tensor<?xindex> {
  %sa = shape.shape_of %a : tensor<?x?xf32> -> tensor<?xindex>
  %sb = shape.shape_of %b : tensor<?x?xf32> -> tensor<?xindex>
  %w0 = shape.cstr_broadcastable %sa, %sb : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w0 -> (tensor<?xindex>) {
    %ab = shape.broadcast %sa, %sb : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %sc = shape.shape_of %c : tensor<?x?xf32> -> tensor<?xindex>
    %w1 = shape.cstr_broadcastable %ab, %sc : tensor<?xindex>, tensor<?xindex>
    %inner = shape.assuming %w1 -> (tensor<?xindex>) {
      %abc = shape.broadcast %ab, %sc : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %abc : tensor<?xindex>
    }
    shape.assuming_yield %inner : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// -----

// Within a shape.func of a shape.function_library, too.
// CHECK-LABEL: shape.function_library @lib
// CHECK: func @elementwise(%[[A:.*]]: !shape.shape, %[[B:.*]]: !shape.shape, %[[C:.*]]: !shape.shape)
// CHECK-NEXT: %[[W0:.*]] = cstr_broadcastable %[[A]], %[[B]]
// CHECK-NEXT: %[[AB:.*]] = {{(shape.)?}}broadcast %[[A]], %[[B]]
// CHECK-NEXT: %[[W1:.*]] = cstr_broadcastable %[[AB]], %[[C]]
// CHECK-NEXT: %[[W:.*]] = assuming_all %[[W0]], %[[W1]]
// CHECK-NEXT: %[[R:.*]] = assuming %[[W]]
// CHECK-NEXT: %[[ABC:.*]] = shape.broadcast %[[AB]], %[[C]]
// CHECK-NEXT: shape.assuming_yield %[[ABC]]
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]]
shape.function_library @lib {
  shape.func @elementwise(%a: !shape.shape, %b: !shape.shape, %c: !shape.shape) -> !shape.shape {
    %w0 = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
    %ab = shape.assuming %w0 -> (!shape.shape) {
      %s = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
      shape.assuming_yield %s : !shape.shape
    }
    %w1 = shape.cstr_broadcastable %ab, %c : !shape.shape, !shape.shape
    %abc = shape.assuming %w1 -> (!shape.shape) {
      %s = shape.broadcast %ab, %c : !shape.shape, !shape.shape -> !shape.shape
      shape.assuming_yield %s : !shape.shape
    }
    shape.return %abc : !shape.shape
  }
} mapping {
  foo.add3 = @elementwise
}
