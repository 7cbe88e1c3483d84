// An input without functions (this file holds only comments; an empty file,
// `module {}`) is rejected at its first line (exit 1) instead of giving a
// header with nothing in it.
// RUN: not %shapecc %s 2>&1 | FileCheck %s
// RUN: %shapecc %s > /dev/null 2>&1; test $? -eq 1
// RUN: printf '' | not %shapecc 2>&1 | FileCheck --check-prefix=STDIN %s
// RUN: echo 'module {}' | not %shapecc -o %t.hpp 2>&1 | FileCheck --check-prefix=STDIN %s
// RUN: test ! -e %t.hpp

// CHECK: empty-input.mlir:1:1: error: the input defines no functions
// STDIN: <stdin>:1:1: error: the input defines no functions
