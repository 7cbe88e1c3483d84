// Two checks at one location (a frontend that gives one source line to
// several ops) share one Site: the header declares each site once.
// RUN: %shapecc %s --no-format | FileCheck %s

// CHECK: static constexpr shapecc::Site at_7_3{"model.py", 7, 3, "f", nullptr};
// CHECK-NOT: static constexpr shapecc::Site
// CHECK: shapecc::cstr_broadcastable({a, b}, at_7_3)
// CHECK: shapecc::cstr_broadcastable({a, c}, at_7_3)
func.func @f(%a: !shape.shape, %b: !shape.shape, %c: !shape.shape) -> !shape.shape {
  %w1 = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape loc("model.py":7:3)
  %w2 = shape.cstr_broadcastable %a, %c : !shape.shape, !shape.shape loc("model.py":7:3)
  %w = shape.assuming_all %w1, %w2
  %r = shape.assuming %w -> !shape.shape {
    shape.assuming_yield %a : !shape.shape
  }
  return %r : !shape.shape
}
