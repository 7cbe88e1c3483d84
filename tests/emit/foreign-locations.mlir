// An op whose location names another file (a frontend's `loc("model.py":L:C)`)
// reports that file's base name with its line and column, as the compiler's
// own diagnostics do; the input's own ops keep the input's base name.
// RUN: %shapecc %s --no-format | FileCheck %s

#model = loc("/home/someone/project/model.py":10:2)
func.func @f(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %w = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape loc(#model)
  %r = shape.assuming %w -> !shape.shape {
    shape.assuming_yield %a : !shape.shape
  }
  return %r : !shape.shape
}
// CHECK: static constexpr shapecc::Site at_7_1{"foreign-locations.mlir", 7, 1, "f", nullptr};
// CHECK: static constexpr shapecc::Site at_10_2{"model.py", 10, 2, "f", nullptr};
// CHECK-NOT: /home/someone
