// A module whose top level holds an scf.if and other uses of its condition
// (not functions or libraries) is an input error at the first such op, exit
// 1: assuming elimination, which reads an scf.if's condition in its branches
// per top-level op, leaves uses outside that op alone (it crashed on them,
// found in session 19's review).
// RUN: not %shapecc %s -o %t.hpp 2> %t.err
// RUN: FileCheck %s < %t.err
// RUN: not test -e %t.hpp

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
