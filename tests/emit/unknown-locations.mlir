// Ops and arguments whose location holds no file position (`loc(unknown)`, a
// bare `loc("name")`, as frontends often print) are given the position of
// their text: diagnostics point at it, and run-time failures name it. Ops
// with a position of their own keep it.
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: not %shapecc %S/Inputs/unknown-location-op.mlir 2>&1 | FileCheck %s --check-prefix=ERR

// ERR: unknown-location-op.mlir:5:8: error: 'shape.frobnicate' op is not supported by shapecc
// ERR-NOT: <unknown>

// CHECK-LABEL: Status f(
// CHECK-DAG: static constexpr shapecc::Site [[ENTRY:at_[0-9_]+]]{"unknown-locations.mlir", [[@LINE+6]], 1, "f", nullptr};
// CHECK-DAG: static constexpr shapecc::Site [[BCAST:at_[0-9_]+]]{"unknown-locations.mlir", [[@LINE+6]], 8, "f", nullptr};
// CHECK-DAG: static constexpr shapecc::Site [[CSTR:at_[0-9_]+]]{"unknown-locations.mlir", [[@LINE+6]], 9, "f", nullptr};
// CHECK: shapecc::check_argument(a, "a", -1, {}, [[ENTRY]])
// CHECK: shapecc::broadcast_extents_checked({a, b}, w, [[BCAST]])
// CHECK: shapecc::cstr_broadcastable({w, b}, [[CSTR]])
func.func @f(%a: tensor<?xindex> loc(unknown), %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex> loc(unknown)
  %ok = shape.cstr_broadcastable %w, %b : tensor<?xindex>, tensor<?xindex> loc("named")
  %r = shape.assuming %ok -> (tensor<?xindex>) {
    shape.assuming_yield %w : tensor<?xindex>
  } loc(unknown)
  return %r : tensor<?xindex>
} loc(unknown)
