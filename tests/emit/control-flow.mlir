// How scf.if reads in the emitted C++.
// RUN: %shapecc %s --no-format | FileCheck %s

// A then branch left empty once assuming elimination took its witness away
// is the else branch under the negated condition.
// CHECK-LABEL: shapecc::Status checked_unless(
// CHECK: if (!done) {
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_eq(a, b,
// CHECK-NEXT: }
// CHECK-NOT: else
// CHECK: return shapecc::Status();
func.func @checked_unless(%a: tensor<?xindex>, %b: tensor<?xindex>, %done: i1) -> index {
  %w = scf.if %done -> !shape.witness {
    %t = shape.const_witness true
    scf.yield %t : !shape.witness
  } else {
    %e = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    scf.yield %e : !shape.witness
  }
  %r = shape.assuming %w -> (index) {
    %n = shape.rank %a : tensor<?xindex> -> index
    shape.assuming_yield %n : index
  }
  return %r : index
}

// Both branches with code: if and else, in the source's order.
// CHECK-LABEL: shapecc::Status either(
// CHECK: if (c) {
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_eq(a, b,
// CHECK-NEXT: } else {
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_broadcastable({a, b},
// CHECK-NEXT: }
func.func @either(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: i1) -> index {
  %w = scf.if %c -> !shape.witness {
    %e = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    scf.yield %e : !shape.witness
  } else {
    %e = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
    scf.yield %e : !shape.witness
  }
  %r = shape.assuming %w -> (index) {
    %n = shape.rank %a : tensor<?xindex> -> index
    shape.assuming_yield %n : index
  }
  return %r : index
}
