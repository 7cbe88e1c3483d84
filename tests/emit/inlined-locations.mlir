// An op inlined from a callee (`mlir-opt --inline` gives it the location
// `callsite(CALLEE at CALLER)`) is reported where its text is, in the callee,
// as MLIR's own diagnostics do, not at the call (V1, docs/testing.md): the
// program and its inlined form fail at the same site.
// RUN: %shapecc %s --no-format | FileCheck %s

#callee = loc("kernels.mlir":3:9)
#call = loc("model.mlir":42:17)
func.func @f(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %w = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape loc(callsite(#callee at #call))
  %r = shape.assuming %w -> !shape.shape {
    shape.assuming_yield %a : !shape.shape
  }
  return %r : !shape.shape
}
// CHECK: static constexpr shapecc::Site at_3_9{"kernels.mlir", 3, 9, "f", nullptr};
// CHECK-NOT: 42
// CHECK: shapecc::cstr_broadcastable({a, b}, at_3_9)

// A callee's location that holds no position (`unknown`, which mlir-opt
// --inline writes for an op without one) leaves the call: the site is CALLER,
// never line 0.
func.func @g(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %w = shape.cstr_eq %a, %b : !shape.shape, !shape.shape loc(callsite(unknown at #call))
  %r = shape.assuming %w -> !shape.shape {
    shape.assuming_yield %a : !shape.shape
  }
  return %r : !shape.shape
}
// CHECK-NOT: at_0_0
// CHECK: static constexpr shapecc::Site at_42_17{"model.mlir", 42, 17, "g", nullptr};
// CHECK: shapecc::cstr_eq(a, b, at_42_17)
