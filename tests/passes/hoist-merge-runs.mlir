// Adjacent shape.assuming regions merge a run at a time: one region that
// assumes every witness of the run, their operations in order, a result of
// one used in a later one replaced by the value it yields. A region whose
// witness a region of the run yields starts a run of its own.
// RUN: %shapecc-opt --shapecc-hoist-constraints %s | FileCheck %s

// CHECK-LABEL: func.func @runs
// CHECK-SAME: (%[[S:[^:]*]]: tensor<?xindex>, %[[T:[^:]*]]: tensor<?xindex>, %[[A:[^:]*]]: index)
// CHECK-NEXT: %[[W1:.*]] = shape.cstr_broadcastable %[[S]], %[[T]]
// CHECK-NEXT: %[[W2:.*]] = shape.cstr_eq %[[S]], %[[T]]
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[P:.*]] = arith.cmpi sgt, %[[A]], %[[C0]]
// CHECK-NEXT: %[[W3:.*]] = shape.cstr_require %[[P]], "a positive"
// CHECK-NEXT: %[[X:.*]] = arith.addi %[[A]], %[[A]]
// CHECK-NEXT: %[[Y:.*]] = arith.muli %[[X]], %[[A]]
// CHECK-NEXT: %[[Z:.*]] = arith.addi %[[X]], %[[Y]]
// CHECK-NEXT: %[[Q:.*]] = arith.cmpi slt, %[[Z]], %[[A]]
// CHECK-NEXT: %[[W:.*]] = shape.cstr_require %[[Q]], "z below a"
// CHECK-NEXT: %[[ALL:.*]] = shape.assuming_all %[[W1]], %[[W2]], %[[W3]]
// CHECK-NEXT: %[[R:.*]]:2 = shape.assuming %[[ALL]] -> (index, !shape.witness) {
// CHECK-NEXT: shape.assuming_yield %[[Y]], %[[W]] : index, !shape.witness
// CHECK-NEXT: }
// CHECK-NEXT: %[[BOTH:.*]] = shape.assuming_all %[[R]]#1, %[[W1]]
// CHECK-NEXT: %[[R45:.*]]:2 = shape.assuming %[[BOTH]] -> (index, index) {
// CHECK-NEXT: %[[U:.*]] = arith.subi %[[R]]#0, %[[A]]
// CHECK-NEXT: %[[V:.*]] = arith.muli %[[U]], %[[X]]
// CHECK-NEXT: shape.assuming_yield %[[U]], %[[V]] : index, index
// CHECK-NEXT: }
// CHECK-NEXT: return %[[X]], %[[Y]], %[[R]]#0, %[[R45]]#0, %[[R45]]#1
func.func @runs(%s: tensor<?xindex>, %t: tensor<?xindex>, %a: index) -> (index, index, index, index, index) {
  %w1 = shape.cstr_broadcastable %s, %t : tensor<?xindex>, tensor<?xindex>
  %w2 = shape.cstr_eq %s, %t : tensor<?xindex>, tensor<?xindex>
  %c0 = arith.constant 0 : index
  %p = arith.cmpi sgt, %a, %c0 : index
  %w3 = shape.cstr_require %p, "a positive"
  %r1 = shape.assuming %w1 -> (index) {
    %x = arith.addi %a, %a : index
    shape.assuming_yield %x : index
  }
  %r2 = shape.assuming %w2 -> (index) {
    %y = arith.muli %r1, %a : index
    shape.assuming_yield %y : index
  }
  %r3, %w4 = shape.assuming %w3 -> (index, !shape.witness) {
    %z = arith.addi %r1, %r2 : index
    %q = arith.cmpi slt, %z, %a : index
    %w = shape.cstr_require %q, "z below a"
    shape.assuming_yield %r2, %w : index, !shape.witness
  }
  %r4 = shape.assuming %w4 -> (index) {
    %u = arith.subi %r3, %a : index
    shape.assuming_yield %u : index
  }
  %r5 = shape.assuming %w1 -> (index) {
    %v = arith.muli %r4, %r1 : index
    shape.assuming_yield %v : index
  }
  return %r1, %r2, %r3, %r4, %r5 : index, index, index, index, index
}

// Nested shape.assuming_all ops (written so, or built by merging regions one
// at a time) become one over the witnesses under them, each once, depth first
// in operand order: what upstream's merging and deduplicating patterns leave,
// done in one pass. An assuming_all that only assuming_alls read goes; one a
// region reads stays, flattened.
// CHECK-LABEL: func.func @nested_witnesses
// CHECK-NEXT: %[[W1:.*]] = shape.cstr_broadcastable %arg0, %arg1
// CHECK-NEXT: %[[W2:.*]] = shape.cstr_broadcastable %arg1, %arg2
// CHECK-NEXT: %[[W3:.*]] = shape.cstr_eq %arg0, %arg2
// CHECK-NEXT: %[[X:.*]] = shape.assuming_all %[[W2]], %[[W1]]
// CHECK-NEXT: %[[Z:.*]] = shape.assuming_all %[[W3]], %[[W2]], %[[W1]]
// CHECK-NEXT: shape.assuming %[[Z]]
// CHECK-NOT: shape.assuming_all
// CHECK: shape.assuming %[[X]]
func.func @nested_witnesses(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> (tensor<?xindex>, tensor<?xindex>) {
  %w1 = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %w2 = shape.cstr_broadcastable %b, %c : tensor<?xindex>, tensor<?xindex>
  %w3 = shape.cstr_eq %a, %c : tensor<?xindex>, tensor<?xindex>
  %x = shape.assuming_all %w2, %w1
  %y = shape.assuming_all %x, %w3, %w1
  %z = shape.assuming_all %w3, %y, %x
  %r = shape.assuming %z -> tensor<?xindex> {
    %t = shape.broadcast %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %t : tensor<?xindex>
  }
  %d = arith.constant 0 : index
  %k = shape.get_extent %r, %d : tensor<?xindex>, index -> index
  %s = shape.assuming %x -> tensor<?xindex> {
    %t = shape.broadcast %b, %c : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %t : tensor<?xindex>
  }
  return %r, %s : tensor<?xindex>, tensor<?xindex>
}
