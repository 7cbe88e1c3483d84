// A cstr_broadcastable computes the broadcast of its operands where it runs
// when that broadcast comes later in its block (adversarial/later_broadcast
// runs these forms). With --no-hoist both checks of one pair of operands stay:
// the first computes the broadcast, the second is a plain check.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --no-hoist --no-format | FileCheck %s
// RUN: %shapecc %s --no-hoist -o %t/status.hpp && %shapecc %s --no-hoist --errors=throw --namespace=thrown -o %t/throw.hpp
// RUN: printf '#include "status.hpp"\n#include "throw.hpp"\n' > %t/user.cpp
// RUN: %cxx -std=c++17 -Wall -Wextra -Werror -I%runtime_include -I%t -fsyntax-only %t/user.cpp

// CHECK-LABEL: twice(
// CHECK: shapecc::Shape s;
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::broadcast_checked({x, y}, s,
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_broadcastable({y, x},
// CHECK-NOT: shapecc::broadcast(
// CHECK: return shapecc::Status();
func.func @twice(%x: !shape.shape, %y: !shape.shape) -> index {
  %w = shape.cstr_broadcastable %x, %y : !shape.shape, !shape.shape
  %r = shape.assuming %w -> (index) {
    %w2 = shape.cstr_broadcastable %y, %x : !shape.shape, !shape.shape
    %out = shape.assuming %w2 -> (index) {
      %s = shape.broadcast %x, %y : !shape.shape, !shape.shape -> !shape.shape
      %t = shape.to_extent_tensor %s : !shape.shape -> tensor<?xindex>
      %n = shape.rank %t : tensor<?xindex> -> index
      shape.assuming_yield %n : index
    }
    shape.assuming_yield %out : index
  }
  return %r : index
}
