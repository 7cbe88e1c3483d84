// A NUL byte in a string the runtime prints (a cstr_require message, an
// error= text, a location's file name) would end the C string there and lose
// the rest of the user's text: it is written as MLIR writes it, `\00` (Y5,
// docs/testing.md).
// RUN: %shapecc %s --no-format | FileCheck %s

// CHECK: static constexpr shapecc::Site at_{{[0-9_]+}}{"nul-in-strings.mlir", {{[0-9]+}}, 8, "f", "rank must be 2\\00 (see docs/rank.md)"};
// CHECK: static constexpr shapecc::Site at_{{[0-9_]+}}{"model\\00.py", 3, 4, "f", nullptr};
// CHECK-NOT: \000
func.func private @f(%s: !shape.shape, %t: !shape.shape) -> !shape.witness {
  %r = shape.rank %s : !shape.shape -> !shape.size
  %i = shape.size_to_index %r : !shape.size
  %c2 = arith.constant 2 : index
  %p = arith.cmpi eq, %i, %c2 : index
  %w = shape.cstr_require %p, "rank must be 2\00 (see docs/rank.md)"
  %e = shape.cstr_eq %s, %t : !shape.shape, !shape.shape loc("model\00.py":3:4)
  %all = shape.assuming_all %w, %e
  return %all : !shape.witness
}
