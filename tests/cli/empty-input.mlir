// An input without functions (this file holds only comments; an empty file,
// `module {}`) is valid MLIR: shapecc writes a header that declares nothing,
// exits 0, and warns at the input's first line, since a truncated or wrong
// file is the likelier cause. The header compiles.
// RUN: rm -f %t.hpp %t.stdin.hpp
// RUN: %shapecc %s -o %t.hpp 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=HEADER < %t.hpp
// RUN: %cxx -std=c++17 -Wall -Wextra -Werror -fsyntax-only -I %runtime_include -include %t.hpp -x c++ /dev/null
// RUN: printf '' | %shapecc 2>&1 >/dev/null | FileCheck --check-prefix=STDIN %s
// RUN: echo 'module {}' | %shapecc -o %t.stdin.hpp 2>&1 | FileCheck --check-prefix=STDIN %s
// RUN: test -s %t.stdin.hpp
// A warning that cannot be written (standard error full) is lost,
// as a compiler's is: the run still succeeds (it exited 1, "rejected", after
// writing its output).
// RUN: rm -f %t.full.hpp && %shapecc %s -o %t.full.hpp 2>/dev/full
// RUN: test -s %t.full.hpp

// CHECK: empty-input.mlir:1:1: warning: the input defines no functions: the output declares none
// HEADER: namespace empty_input {
// STDIN: <stdin>:1:1: warning: the input defines no functions: the output declares none
