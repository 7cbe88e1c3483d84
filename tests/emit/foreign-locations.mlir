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

// A path written on Windows is a path too; a name with trailing separators is
// the last component; an empty one is the input's own (Y4, docs/testing.md).
#windows = loc("C:\\src\\model\\win.py":61:62)
#directory = loc("some/dir/":81:82)
#empty = loc("":71:72)
func.func private @g(%a: !shape.shape, %b: !shape.shape, %c: !shape.shape) -> !shape.witness {
  %0 = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape loc(#windows)
  %1 = shape.cstr_eq %a, %c : !shape.shape, !shape.shape loc(#directory)
  %2 = shape.cstr_broadcastable %b, %c : !shape.shape, !shape.shape loc(#empty)
  %w = shape.assuming_all %0, %1, %2
  return %w : !shape.witness
}
// CHECK: static constexpr shapecc::Site at_61_62{"win.py", 61, 62, "g", nullptr};
// CHECK: static constexpr shapecc::Site at_81_82{"dir", 81, 82, "g", nullptr};
// CHECK: static constexpr shapecc::Site at_71_72{"foreign-locations.mlir", 71, 72, "g", nullptr};
// CHECK-NOT: src
// COMMENT: at_61_62)); // win.py:61:62
