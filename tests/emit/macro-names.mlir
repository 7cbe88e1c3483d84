// Names that are macros in the headers emitted code (or its user) includes, or
// predefined in GNU modes, are renamed like keywords: the header compiles.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: %shapecc %s -o %t/names.hpp
// RUN: %shapecc %s --errors=throw -o %t/names_throw.hpp
// RUN: printf '#include <cassert>\n#include <cerrno>\n#include <climits>\n#include <cmath>\n#include <csignal>\n#include <ctime>\n#include <cfloat>\n#include <cinttypes>\n#include "names.hpp"\n#include "names_throw.hpp"\n' > %t/user.cpp
// RUN: %cxx -std=gnu++17 -Wall -Wextra -Werror -I%runtime_include -I%t -fsyntax-only %t/user.cpp
// RUN: %shapecc %s --namespace=NULL > /dev/null 2>&1; test $? -eq 2

// CHECK: inline shapecc::Status NULL_(shapecc::ShapeView errno_, shapecc::ShapeView EOF_, int64_t SHAPECC_MAX_RANK_, int64_t& out) noexcept {
func.func @NULL(%errno: !shape.shape, %EOF: !shape.shape, %SHAPECC_MAX_RANK: index) -> index {
  %w = shape.cstr_broadcastable %errno, %EOF : !shape.shape, !shape.shape
  %r = shape.assuming %w -> index {
    %INT32_MAX = arith.addi %SHAPECC_MAX_RANK, %SHAPECC_MAX_RANK : index
    shape.assuming_yield %INT32_MAX : index
  }
  return %r : index
}

// CHECK: inline shapecc::Status linux_(int64_t unix_, int64_t& out) noexcept {
// CHECK: SHAPECC_RETURN_IF_ERROR(NULL_(stdin_, stdin_, unix_, assert_));
func.func @linux(%unix: index) -> index {
  %stdin = shape.const_shape [2, 3] : !shape.shape
  %assert = func.call @NULL(%stdin, %stdin, %unix) : (!shape.shape, !shape.shape, index) -> index
  %sum = arith.addi %assert, %unix : index
  return %sum : index
}

// CHECK: inline shapecc::Status INT64_C_(shapecc::ShapeView CHAR_BIT_, int64_t& out) noexcept {
func.func @INT64_C(%CHAR_BIT: !shape.shape) -> index {
  %c = arith.constant 1 : index
  return %c : index
}

// A value named like the variable SHAPECC_RETURN_IF_ERROR declares, read inside
// a check: the variable's name is one no emitted name can be.
// CHECK: inline shapecc::Status read_extents(shapecc::ShapeView x, int64_t shapecc_status_, int64_t SHAPECC_status_, int64_t& out) noexcept {
// CHECK: shapecc::get_extent_checked(x, shapecc_status_,
// CHECK: shapecc::get_extent_checked(x, SHAPECC_status_,
func.func @read_extents(%x: tensor<?xindex>, %shapecc_status_: index, %SHAPECC_status: index) -> index {
  %e = shape.get_extent %x, %shapecc_status_ : tensor<?xindex>, index -> index
  %f = shape.get_extent %x, %SHAPECC_status : tensor<?xindex>, index -> index
  %s = arith.addi %e, %f : index
  return %s : index
}

// The macros of every C library header (read off them: ReservedNames.inc), not
// only of those the runtime includes: <cerrno>, <cmath>, <csignal>, <ctime>,
// <cfloat>, <cinttypes>.
// CHECK: inline shapecc::Status clamp(int64_t ERANGE_, int64_t NAN_, int64_t SIGINT_, int64_t CLOCKS_PER_SEC_, int64_t FLT_MAX_, int64_t PRId64_, int64_t& out) noexcept {
func.func @clamp(%ERANGE: index, %NAN: index, %SIGINT: index, %CLOCKS_PER_SEC: index, %FLT_MAX: index, %PRId64: index) -> index {
  %a = arith.addi %ERANGE, %NAN : index
  %b = arith.addi %SIGINT, %CLOCKS_PER_SEC : index
  %c = arith.addi %FLT_MAX, %PRId64 : index
  %d = arith.addi %a, %b : index
  %e = arith.addi %c, %d : index
  return %e : index
}
