// A division whose check always fails (a constant zero divisor, or constant
// INT64_MIN / -1) is unreachable: its result is a plain 0, since C++ compilers
// reject the constant division itself (-Wdiv-by-zero, -Woverflow) even there.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: %shapecc %s -o %t/status.hpp && %shapecc %s --errors=throw --namespace=thrown -o %t/throw.hpp
// RUN: printf '#include "status.hpp"\n#include "throw.hpp"\n' > %t/user.cpp
// RUN: %emit-cxx -I%t -fsyntax-only %t/user.cpp

// CHECK-LABEL: by_zero(
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::check_division(a, 0, at_{{[0-9_]+}}));
// CHECK-NEXT: const int64_t v0 = 0;
// The same divisor is checked once (the remui runs after the divsi's check).
// CHECK-NEXT: const int64_t v1 = 0;
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_division(c, 0, at_{{[0-9_]+}}));
// CHECK-NEXT: const int32_t v2 = 0;
func.func @by_zero(%a: index, %c: i32) -> (index, index, i32) {
  %z = arith.constant 0 : index
  %0 = arith.divsi %a, %z : index
  %1 = arith.remui %a, %z : index
  %z32 = arith.constant 0 : i32
  %2 = arith.floordivsi %c, %z32 : i32
  return %0, %1, %2 : index, index, i32
}

// CHECK-LABEL: by_zero_unsigned(
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::check_unsigned_divisor(static_cast<uint64_t>(a), static_cast<uint64_t>(0), at_{{[0-9_]+}}));
// CHECK-NEXT: const int64_t v0 = 0;
func.func @by_zero_unsigned(%a: index) -> index {
  %z = arith.constant 0 : index
  %0 = arith.remui %a, %z : index
  return %0 : index
}

// CHECK-LABEL: overflowing(
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::check_division(INT64_MIN, -1, at_{{[0-9_]+}}));
// CHECK-NEXT: const int64_t v0 = 0;
func.func @overflowing() -> index {
  %a = arith.constant -9223372036854775808 : index
  %b = arith.constant -1 : index
  %0 = arith.ceildivsi %a, %b : index
  return %0 : index
}

// A constant divisor other than 0 (and, for a 64-bit signed quotient, -1)
// cannot fail: no check.
// CHECK-LABEL: by_constant(
// CHECK-NOT: check_divisor
// CHECK-NOT: check_division
// CHECK: SHAPECC_RETURN_IF_ERROR(shapecc::check_division(a, -1, at_{{[0-9_]+}}));
// CHECK-NOT: check_div
// CHECK: return shapecc::Status();
func.func @by_constant(%a: index, %c: i32) -> (index, index, index, index, i32) {
  %c2 = arith.constant 2 : index
  %m1 = arith.constant -1 : index
  %m132 = arith.constant -1 : i32
  %0 = arith.divui %a, %c2 : index
  %1 = arith.remsi %a, %m1 : index
  %2 = arith.floordivsi %a, %c2 : index
  %3 = arith.divsi %a, %m1 : index
  %4 = arith.divsi %c, %m132 : i32
  return %0, %1, %2, %3, %4 : index, index, index, index, i32
}
