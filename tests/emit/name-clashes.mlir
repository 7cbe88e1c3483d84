// Names that sanitize to the same identifier, or to none, stay distinct and
// valid: a suffix never makes a double underscore, a library's namespace and a
// result struct never take the name of a function or of each other. `@""` is
// spelled `v` only when no `@v` has that name; a recursive function's
// definition at a depth never makes a double underscore either. Names shapecc
// makes up (out-parameters, tables, labels) avoid the names the source gives
// values, which keep them; a returned `%out` is written as the out-parameter.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --no-format | FileCheck --implicit-check-not=__at_depth %s
// RUN: %shapecc %s --errors=throw --no-format | FileCheck --check-prefix=THROW %s
// RUN: %shapecc %s --no-format | FileCheck --check-prefix=OUT %s
// RUN: %shapecc %s --errors=throw --no-format | FileCheck --check-prefix=FIELDS %s
// RUN: %shapecc %s -o %t/status.hpp && %shapecc %s --errors=throw --namespace=thrown -o %t/throw.hpp
// RUN: printf '#include "status.hpp"\n#include "throw.hpp"\n' > %t/user.cpp
// RUN: %cxx -std=c++17 -Wall -Wextra -Werror -I%runtime_include -I%t -fsyntax-only %t/user.cpp

// CHECK-DAG: inline shapecc::Status v_x(shapecc::ShapeView x, shapecc::Shape& out) noexcept {
// CHECK-DAG: inline shapecc::Status v_(shapecc::ShapeView x, shapecc::Shape& out) noexcept {
// CHECK-DAG: inline shapecc::Status v_1(shapecc::ShapeView x, shapecc::Shape& out) noexcept {
// CHECK-DAG: inline shapecc::Status v_2(shapecc::ShapeView x, shapecc::Shape& out) noexcept {
// CHECK-DAG: inline shapecc::Status v(shapecc::ShapeView x, shapecc::ShapeView y, shapecc::Shape& out) noexcept {
// CHECK-DAG: inline shapecc::Status count_at_depth(uint32_t depth, int64_t n, int64_t& out) noexcept {
// CHECK-DAG: inline shapecc::Status count_(int64_t n, int64_t& out) noexcept {
// CHECK-DAG: inline shapecc::Status delete_(shapecc::ShapeView x, shapecc::Shape& out) noexcept {
// CHECK-DAG: inline shapecc::Status delete_1(shapecc::ShapeView x, shapecc::Shape& out) noexcept {
// CHECK-DAG: inline shapecc::Status two(shapecc::ShapeView s, shapecc::Shape& out0, shapecc::Shape& out1) noexcept {
// CHECK-DAG: namespace two_result {
// CHECK-DAG: inline shapecc::Status a_b(shapecc::ShapeView s, shapecc::Shape& out) noexcept {
// CHECK-DAG: namespace a_b_1 {
// CHECK-DAG: namespace a_b_2 {
// OUT-LABEL: inline shapecc::Status kept(shapecc::ShapeView a, shapecc::ShapeView b, int64_t& out_3) noexcept {
// OUT: const shapecc::Shape out = shapecc::broadcast({a, b}, &at_[[#]]_[[#]]);
// OUT-NEXT: const shapecc::Shape out_1 = shapecc::broadcast({b, a}, &at_[[#]]_[[#]]);
// OUT-NEXT: const shapecc::Shape out_2 = shapecc::broadcast({out, out_1}, &at_[[#]]_[[#]]);
// OUT: out_3 = i;
// OUT-LABEL: inline shapecc::Status returned(shapecc::ShapeView a, shapecc::ShapeView b, shapecc::Shape& out) noexcept {
// OUT: shapecc::broadcast_extents_checked({a, b}, out, at_[[#]]_[[#]])
// OUT-LABEL: inline shapecc::Status fields(shapecc::ShapeView a, shapecc::ShapeView b, shapecc::Shape& out0_1, int64_t& out1_1) noexcept {
// OUT: shapecc::Shape out0;
// OUT: const int64_t out1 = static_cast<int64_t>(out0.rank());
// A shape chosen by an scf.if (a select once canonicalized) is chosen in the
// out-parameter, which then has the source's name (`out_1` and a copy before).
// OUT-LABEL: inline shapecc::Status chosen(shapecc::ShapeView a, shapecc::ShapeView b, bool c, shapecc::Shape& out) noexcept {
// OUT: out = c ? shapecc::to_shape(a) : shapecc::to_shape(b);
// OUT-NEXT: return shapecc::Status();
// One that stays a branch is assigned to the out-parameter in each branch,
// and the shape a branch computes is built in it (a local `out_1`, a copy
// into it and one out of it before: AC8); a size keeps its local, which the
// return checks and converts.
// OUT-LABEL: inline shapecc::Status branched(shapecc::ShapeView a, shapecc::ShapeView b, bool c, shapecc::Shape& out0, int64_t& out1) noexcept {
// OUT: shapecc::Size n;
// OUT-NEXT: if (c) {
// OUT-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::broadcast_extents_checked({a, b}, out0,
// OUT: } else {
// OUT-NEXT: out0 = shapecc::to_shape(b);
// OUT: }
// OUT-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_valid(n,
// OUT-NEXT: out1 = n.value();
// OUT-NEXT: return shapecc::Status();
// FIELDS-LABEL: struct fields_result {
// FIELDS-NEXT: shapecc::Shape out0;
// FIELDS-NEXT: int64_t out1;
// THROW-DAG: struct two_result_1 {
// THROW-DAG: inline two_result_1 two(shapecc::ShapeView s) {
func.func @"__x"(%x: !shape.shape) -> !shape.shape {
  return %x : !shape.shape
}
func.func @"_"(%x: !shape.shape) -> !shape.shape {
  return %x : !shape.shape
}
func.func @v_(%x: !shape.shape) -> !shape.shape {
  return %x : !shape.shape
}
func.func @""(%x: !shape.shape) -> !shape.shape {
  return %x : !shape.shape
}
func.func @v(%x: !shape.shape, %y: !shape.shape) -> !shape.shape {
  return %y : !shape.shape
}
func.func @count_(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi eq, %n, %c0 : index
  %r = scf.if %done -> index {
    scf.yield %c0 : index
  } else {
    %m = arith.subi %n, %c1 : index
    %k = func.call @count_(%m) : (index) -> index
    scf.yield %k : index
  }
  return %r : index
}
func.func @delete(%x: !shape.shape) -> !shape.shape {
  return %x : !shape.shape
}
func.func @"delete-"(%x: !shape.shape) -> !shape.shape {
  return %x : !shape.shape
}
func.func @two(%s: !shape.shape) -> (!shape.shape, !shape.shape) {
  return %s, %s : !shape.shape, !shape.shape
}
func.func @"a.b"(%s: !shape.shape) -> !shape.shape {
  return %s : !shape.shape
}
shape.function_library @two_result {
  shape.func @f(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    shape.return %0 : !shape.shape
  }
} mapping {
  x.y = @f
}
shape.function_library @"a-b" {
  shape.func @f(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    shape.return %0 : !shape.shape
  }
} mapping {
  x.y = @f
}
shape.function_library @a_b {
  shape.func @f(%arg: !shape.value_shape) -> !shape.shape {
    %0 = shape.shape_of %arg : !shape.value_shape -> !shape.shape
    shape.return %0 : !shape.shape
  }
} mapping {
  x.y = @f
}
// A value named like the out-parameter keeps its name; so does one named
// like a sibling-region value's suffixed name.
func.func @kept(%a: !shape.shape, %b: !shape.shape) -> index {
  %out = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %out_1 = shape.broadcast %b, %a : !shape.shape, !shape.shape -> !shape.shape
  %out_2 = shape.broadcast %out, %out_1 : !shape.shape, !shape.shape -> !shape.shape
  %out_rank = shape.rank %out_2 : !shape.shape -> !shape.size
  %i = shape.size_to_index %out_rank : !shape.size
  return %i : index
}
func.func @returned(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %out = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %out : tensor<?xindex>
}
// The result struct's fields are out0, out1 whatever the function's values
// are named; under the status policy such values keep their names.
func.func @fields(%a: tensor<?xindex>, %b: tensor<?xindex>) -> (tensor<?xindex>, index) {
  %out0 = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  %out1 = shape.rank %out0 : tensor<?xindex> -> index
  return %a, %out1 : tensor<?xindex>, index
}

func.func @chosen(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: i1) -> tensor<?xindex> {
  %out = scf.if %c -> tensor<?xindex> {
    scf.yield %a : tensor<?xindex>
  } else {
    scf.yield %b : tensor<?xindex>
  }
  return %out : tensor<?xindex>
}

func.func @branched(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: i1) -> (tensor<?xindex>, !shape.size) {
  %out, %n = scf.if %c -> (tensor<?xindex>, !shape.size) {
    %bc = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %r = shape.rank %a : tensor<?xindex> -> index
    %rs = shape.index_to_size %r
    scf.yield %bc, %rs : tensor<?xindex>, !shape.size
  } else {
    %z = shape.const_size 0
    scf.yield %b, %z : tensor<?xindex>, !shape.size
  }
  return %out, %n : tensor<?xindex>, !shape.size
}
