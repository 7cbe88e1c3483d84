// A module whose top level holds an scf.if and other uses of its condition
// (not functions or libraries) is an input error at the first such op, exit
// 1, before any pass runs: the passes work on each top-level op apart, on
// several threads, and would share the condition's uses (assuming
// elimination crashed on them, found in session 19's review). --emit=mlir
// rejects it too, rather than printing the IR of a module shapecc cannot emit.
// RUN: not %shapecc %s -o %t.hpp 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: not test -e %t.hpp
// RUN: not %shapecc %s --emit=mlir -o %t.mlir 2> %t.mlir.err
// RUN: FileCheck %s < %t.mlir.err
// RUN: not test -e %t.mlir
// A library holding anything but functions, also with --emit=mlir:
// LIBRARY: library-non-function.mlir:6:8: error: 'shape.const_shape' op is not supported by shapecc inside a function library
// RUN: not %shapecc %S/Inputs/library-non-function.mlir --emit=mlir \
// RUN:   -o %t.library.out 2>&1 | FileCheck %s --check-prefix=LIBRARY
// RUN: not test -e %t.library.out

// CHECK: top-level-condition.mlir:[[@LINE+1]]:6: error: 'arith.constant' op is not supported by shapecc at the top level
%x = arith.constant 1 : index
%y = arith.constant 2 : index
%c = arith.cmpi ult, %x, %y : index
scf.if %c {
  %k = arith.index_cast %c : i1 to index
}
%z = arith.index_cast %c : i1 to index
func.func @f(%i: index) -> index {
  return %i : index
}
