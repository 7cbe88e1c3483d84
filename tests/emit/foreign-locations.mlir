// An op whose location names another file (a frontend's `loc("model.py":L:C)`)
// reports that file's base name with its line and column, as the compiler's
// own diagnostics do; the input's own ops keep the input's base name. So do
// the comments of --loc-comments (V2, docs/testing.md).
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: %shapecc %s --loc-comments | FileCheck %s --check-prefix=COMMENT

#model = loc("/home/someone/project/model.py":10:2)
func.func @f(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %w = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape loc(#model)
  %r = shape.assuming %w -> !shape.shape {
    shape.assuming_yield %a : !shape.shape
  }
  return %r : !shape.shape
}
// CHECK: static constexpr shapecc::Site at_9_1{"foreign-locations.mlir", 9, 1, "f", nullptr};
// CHECK: static constexpr shapecc::Site at_10_2{"model.py", 10, 2, "f", nullptr};
// CHECK-NOT: /home/someone
// COMMENT: check_argument(a, "a", -1, {}, at_9_1)); // foreign-locations.mlir:9:1
// COMMENT: cstr_broadcastable({a, b}, at_10_2)); // model.py:10:2
