// A left-leaning chain of concats of extent tensors (each inner result used
// only by the next op, which comes right after it) is one concat_chain_checked
// with a static table of the steps' sites, innermost first; a one-extent
// constant is a view of a static table. adversarial/concat_chain runs these
// forms on failing and passing inputs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: %shapecc %s --errors=throw --no-format | FileCheck %s --check-prefix=THROW
// RUN: %shapecc %s -o %t/status.hpp && %shapecc %s --errors=throw --namespace=thrown -o %t/throw.hpp
// RUN: printf '#include "status.hpp"\n#include "throw.hpp"\n' > %t/user.cpp
// RUN: %cxx -std=c++17 -Wall -Wextra -Werror -I%runtime_include -I%t -fsyntax-only %t/user.cpp

// CHECK-LABEL: insert_dim(
// CHECK: static constexpr int64_t one_extents[] = {1};
// CHECK-NEXT: static constexpr shapecc::Site at_27_8{
// CHECK-NEXT: static constexpr shapecc::Site at_28_10{
// CHECK-NEXT: static constexpr const shapecc::Site *at_28_10_steps[] = {&at_27_8, &at_28_10};
// CHECK: const shapecc::ShapeView one = shapecc::ShapeView(one_extents, 1);
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::concat_chain_checked(out, at_28_10_steps, head, one, tail));
// CHECK-NEXT: return shapecc::Status();
// THROW-LABEL: insert_dim(
// THROW: shapecc::concat_chain_checked<shapecc::Throw>({{out[_0-9]*}}, at_28_10_steps, head, one, tail);
func.func @insert_dim(%x: tensor<?xindex>) -> tensor<?xindex> {
  %c1 = arith.constant 1 : index
  %head, %tail = "shape.split_at"(%x, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  %one = shape.const_shape [1] : tensor<1xindex>
  %h = shape.concat %head, %one : tensor<?xindex>, tensor<1xindex> -> tensor<?xindex>
  %out = shape.concat %h, %tail : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %out : tensor<?xindex>
}

// Three steps, into the out-parameter under the result's name (it is also read
// before it is returned).
// CHECK-LABEL: three(
// CHECK: shapecc::Shape &abcd = out0;
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::concat_chain_checked(abcd, {{at_[0-9_]+}}_steps, a, b, c, d));
// CHECK-NOT: concat
// CHECK: return shapecc::Status();
func.func @three(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>, %d: tensor<?xindex>) -> (tensor<?xindex>, index) {
  %ab = shape.concat %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %abc = shape.concat %ab, %c : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %abcd = shape.concat %abc, %d : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %n = shape.rank %abcd : tensor<?xindex> -> index
  return %abcd, %n : tensor<?xindex>, index
}

// No chain: the inner result has another use, or the rhs is the inner one.
// CHECK-LABEL: shared(
// CHECK-NOT: concat_chain_checked
// CHECK: concat_checked(a, b, ab,
// CHECK: concat_checked(ab, c, {{out1|abc}},
// CHECK-LABEL: right_leaning(
// CHECK-NOT: concat_chain_checked
// CHECK: concat_checked(b, c, bc,
// CHECK: concat_checked(a, bc, out,
func.func @shared(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> (tensor<?xindex>, tensor<?xindex>) {
  %ab = shape.concat %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %abc = shape.concat %ab, %c : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %ab, %abc : tensor<?xindex>, tensor<?xindex>
}
func.func @right_leaning(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>) -> tensor<?xindex> {
  %bc = shape.concat %b, %c : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %abc = shape.concat %a, %bc : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %abc : tensor<?xindex>
}

// A static table never takes a name the source gives a value.
// CHECK-LABEL: table_names(
// CHECK: static constexpr int64_t a_extents_1[] = {1};
// CHECK: const shapecc::ShapeView a = shapecc::ShapeView(a_extents_1, 1);
// CHECK-NEXT: const shapecc::ShapeView a_extents = shapecc::ShapeView(a_extents_extents, 1);
func.func @table_names(%x: tensor<?xindex>) -> tensor<?xindex> {
  %a = shape.const_shape [1] : tensor<1xindex>
  %a_extents = shape.const_shape [2] : tensor<1xindex>
  %1 = shape.concat %a, %x : tensor<1xindex>, tensor<?xindex> -> tensor<?xindex>
  %2 = shape.concat %1, %a_extents : tensor<?xindex>, tensor<1xindex> -> tensor<?xindex>
  return %2 : tensor<?xindex>
}

// Returned through a debug_print, or carried by a loop: a Shape.
// CHECK-LABEL: printed(
// CHECK: const shapecc::Shape one = shapecc::const_shape({1});
func.func @printed(%x: tensor<?xindex>) -> !shape.shape {
  %one = shape.const_shape [1] : !shape.shape
  %d = "shape.debug_print"(%one) : (!shape.shape) -> !shape.shape
  return %d : !shape.shape
}
