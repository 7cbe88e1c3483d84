// An input that starts with a UTF-8 byte order mark (EF BB BF, as some
// editors write it) compiles as if the mark were absent, from a file or from
// stdin, and a diagnostic on line 1 gives the column an editor shows. The
// header holds no byte order mark.
// RUN: rm -f %t.hpp %t.stdin.hpp
// RUN: %shapecc %S/Inputs/byte-order-mark.mlir -o %t.hpp
// RUN: FileCheck %s < %t.hpp
// RUN: not grep -q $'\xef\xbb\xbf' %t.hpp
// RUN: %emit-cxx -fsyntax-only -include %t.hpp -x c++ /dev/null
// RUN: %shapecc < %S/Inputs/byte-order-mark.mlir > %t.stdin.hpp
// RUN: FileCheck %s < %t.stdin.hpp
// RUN: not %shapecc %S/Inputs/byte-order-mark-error.mlir 2>&1 | FileCheck --check-prefix=ERROR %s

// CHECK: bom(shapecc::ShapeView a, shapecc::ShapeView b, shapecc::Shape &out) noexcept {
// CHECK-NEXT: shapecc::Site at_1_1{"{{[^"]+}}", 1, 1, "bom",
// ERROR: byte-order-mark-error.mlir:1:65: error: use of undeclared SSA value name
