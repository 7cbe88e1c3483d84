// A `!shape.size` result of a call with several results: the throw policy's
// result struct holds it as an int64_t, bound under a name of its own and
// declared as the Size the source's value is, so that every use compiles (a
// return, size_to_index, shape arithmetic, two such calls).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --errors=throw --no-format | FileCheck %s
// RUN: %shapecc %s --errors=throw -o %t/throw.hpp && %shapecc %s --namespace=status -o %t/status.hpp
// RUN: %shapecc %s --no-format | FileCheck --check-prefix=STATUS %s
// RUN: printf '#include "status.hpp"\n#include "throw.hpp"\n' > %t/user.cpp
// RUN: %cxx -std=c++17 -Wall -Wextra -Werror -I%runtime_include -I%t -fsyntax-only %t/user.cpp

// CHECK-LABEL: inline int64_t returned(
// CHECK: const auto [r_0, r_1_value] = inner(a);
// CHECK-NEXT: const shapecc::Size r_1 = r_1_value;
// CHECK-NEXT: return r_1.value();
// CHECK-LABEL: inline int64_t as_index(
// CHECK: const int64_t i = r_1.value();
// CHECK-LABEL: inline int64_t added(
// CHECK: shapecc::add(r_1, 3,
// CHECK-LABEL: inline two_calls_result two_calls(
// CHECK: const auto [q_0, q_1_value] = inner(r_0);
// CHECK-NEXT: const shapecc::Size q_1 = q_1_value;
// CHECK: return {q_1.value(), r_1.value()};

func.func @inner(%a: !shape.shape) -> (!shape.shape, !shape.size) {
  %n = shape.rank %a : !shape.shape -> !shape.size
  return %a, %n : !shape.shape, !shape.size
}
func.func @returned(%a: !shape.shape) -> !shape.size {
  %r:2 = func.call @inner(%a) : (!shape.shape) -> (!shape.shape, !shape.size)
  return %r#1 : !shape.size
}
func.func @as_index(%a: !shape.shape) -> index {
  %r:2 = func.call @inner(%a) : (!shape.shape) -> (!shape.shape, !shape.size)
  %i = shape.size_to_index %r#1 : !shape.size
  return %i : index
}
func.func @added(%a: !shape.shape) -> !shape.size {
  %r:2 = func.call @inner(%a) : (!shape.shape) -> (!shape.shape, !shape.size)
  %c = shape.const_size 3
  %s = shape.add %r#1, %c : !shape.size, !shape.size -> !shape.size
  return %s : !shape.size
}
func.func @two_calls(%a: !shape.shape) -> (!shape.size, !shape.size) {
  %r:2 = func.call @inner(%a) : (!shape.shape) -> (!shape.shape, !shape.size)
  %q:2 = func.call @inner(%r#0) : (!shape.shape) -> (!shape.shape, !shape.size)
  return %q#1, %r#1 : !shape.size, !shape.size
}
// A size result nothing uses is not declared (an unused variable, under
// -Werror).
// CHECK-LABEL: inline shapecc::Shape unused_size(
// CHECK: const auto [r_0, r_1_value] = inner(a);
// CHECK-NOT: shapecc::Size r_1
// CHECK: return r_0;
func.func @unused_size(%a: !shape.shape) -> !shape.shape {
  %r:2 = func.call @inner(%a) : (!shape.shape) -> (!shape.shape, !shape.size)
  return %r#0 : !shape.shape
}
// STATUS-LABEL: inline shapecc::Status unused_size(
// STATUS: SHAPECC_RETURN_IF_ERROR(inner(a, out, r_1_value));
// STATUS-NOT: shapecc::Size r_1
// STATUS: return shapecc::Status();
