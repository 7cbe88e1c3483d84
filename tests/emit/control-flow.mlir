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

// scf.index_switch: a case that does nothing is left out when the default
// does nothing too, and is a bare `break` when the default does something.
// The default is always written, a bare `break` when it does nothing, so that
// -Wswitch-default (GCC's and clang's) finds no switch without one.
// CHECK-LABEL: shapecc::Status switches(
// CHECK: switch (k) {
// CHECK-NEXT: case 2: {
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(one,
// CHECK-NEXT: break;
// CHECK-NEXT: }
// CHECK-NEXT: default:
// CHECK-NEXT: break;
// CHECK-NEXT: }
// CHECK: switch (k) {
// CHECK-NEXT: case 1:
// CHECK-NEXT: break;
// CHECK-NEXT: default: {
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(two,
// CHECK-NEXT: break;
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @switches(%a: tensor<?xindex>, %k: index) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = shape.rank %a : tensor<?xindex> -> index
  %w1 = scf.index_switch %k -> !shape.witness
  case 1 {
    %e = shape.const_witness true
    scf.yield %e : !shape.witness
  }
  case 2 {
    %one = arith.cmpi eq, %r, %c1 : index
    %e = shape.cstr_require %one, "rank 1"
    scf.yield %e : !shape.witness
  }
  default {
    %e = shape.const_witness true
    scf.yield %e : !shape.witness
  }
  %w2 = scf.index_switch %k -> !shape.witness
  case 1 {
    %e = shape.const_witness true
    scf.yield %e : !shape.witness
  }
  default {
    %two = arith.cmpi eq, %r, %c2 : index
    %e = shape.cstr_require %two, "rank 2"
    scf.yield %e : !shape.witness
  }
  %all = shape.assuming_all %w1, %w2
  %res = shape.assuming %all -> (index) {
    shape.assuming_yield %r : index
  }
  return %res : index
}
