// A source name reused in sibling regions keeps its spelling in each C++
// block: both branches of an if, the cases of a switch, loops one after the
// other (their induction variables too) and while loops. A name in an
// enclosing block stays taken, and names shapecc makes up (sites, tables,
// labels, temporaries) are never reused. tests/adversarial/cases/
// sibling_names.mlir runs such functions.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: %shapecc %s -o %t/status.hpp && %shapecc %s --errors=throw --namespace=thrown -o %t/throw.hpp
// RUN: printf '#include "status.hpp"\n#include "throw.hpp"\n' > %t/user.cpp
// RUN: %cxx -std=c++17 -Wall -Wextra -Wshadow -Werror -I%runtime_include -I%t -fsyntax-only %t/user.cpp

// CHECK-LABEL: branches(
// CHECK: if (c) {
// CHECK-NEXT: shapecc::Shape s;
// CHECK: } else {
// CHECK-NEXT: shapecc::Shape s;
// CHECK-NOT: s_1
// CHECK: return
func.func @branches(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: i1) -> tensor<?xindex> {
  %r = scf.if %c -> tensor<?xindex> {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %t = shape.broadcast %s, %a : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    scf.yield %t : tensor<?xindex>
  } else {
    %s = shape.broadcast %b, %a : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %t = shape.broadcast %a, %s : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    scf.yield %t : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// CHECK-LABEL: cases(
// CHECK: case 0: {
// CHECK-NEXT: int64_t e = 0;
// CHECK: const int64_t d = static_cast<int64_t>(static_cast<uint64_t>(e) +
// CHECK: case 1: {
// CHECK-NEXT: int64_t e = 0;
// CHECK: const int64_t d = static_cast<int64_t>(static_cast<uint64_t>(e) *
// CHECK: default: {
func.func @cases(%a: tensor<?xindex>, %k: index, %j: index) -> index {
  %r = scf.index_switch %k -> index
  case 0 {
    %e = shape.get_extent %a, %j : tensor<?xindex>, index -> index
    %d = arith.addi %e, %e : index
    scf.yield %d : index
  }
  case 1 {
    %e = shape.get_extent %a, %j : tensor<?xindex>, index -> index
    %d = arith.muli %e, %e : index
    scf.yield %d : index
  }
  default {
    %d = arith.constant 7 : index
    scf.yield %d : index
  }
  return %r : index
}

// CHECK-LABEL: loops(
// CHECK: for (int64_t i = 0; i < n; ++i) {
// CHECK-NEXT: const int64_t e =
// CHECK: for (int64_t i = 0; i < n; ++i) {
// CHECK-NEXT: const int64_t e =
// CHECK: uint64_t iterations = 0;
// CHECK: while (true) {
// CHECK-NEXT: const bool more =
// CHECK: const int64_t z =
// CHECK: uint64_t iterations_1 = 0;
// CHECK: while (true) {
// CHECK-NEXT: const bool more =
// CHECK: const int64_t z =
func.func @loops(%a: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = shape.rank %a : tensor<?xindex> -> index
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> index {
    %e = shape.get_extent %a, %i : tensor<?xindex>, index -> index
    %next = arith.addi %acc, %e : index
    scf.yield %next : index
  }
  %squares = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %sum) -> index {
    %e = shape.get_extent %a, %i : tensor<?xindex>, index -> index
    %sq = arith.muli %e, %e : index
    %next = arith.addi %acc, %sq : index
    scf.yield %next : index
  }
  %down = scf.while (%x = %squares) : (index) -> index {
    %more = arith.cmpi sgt, %x, %n : index
    scf.condition(%more) %x : index
  } do {
  ^bb0(%y: index):
    %z = arith.subi %y, %c1 : index
    scf.yield %z : index
  }
  %up = scf.while (%x2 = %c0) : (index) -> index {
    %more = arith.cmpi slt, %x2, %down : index
    scf.condition(%more) %x2 : index
  } do {
  ^bb0(%y2: index):
    %z = arith.addi %y2, %c1 : index
    scf.yield %z : index
  }
  return %up : index
}
