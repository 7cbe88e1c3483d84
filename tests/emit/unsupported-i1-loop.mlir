// An scf.for over i1 (the scf reference allows any signless integer) has no
// C++ integer type of its width: the header named `int1_t`/`uint1_t` and did
// not compile, and upstream erased the unsigned loop of constant step `true`,
// which its patterns read as -1 (H3, docs/testing.md). It is rejected at the
// loop, in both forms, and nothing is written.
// RUN: split-file --leading-lines %s %t
// RUN: not %shapecc %t/unsigned.mlir -o %t/unsigned.hpp 2>&1 | FileCheck %s --check-prefix=UNSIGNED
// RUN: not test -e %t/unsigned.hpp
// RUN: not %shapecc %t/constant.mlir 2>&1 | FileCheck %s --check-prefix=CONSTANT

//--- unsigned.mlir
func.func @f(%l: i1, %u: i1, %s: i1) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = scf.for unsigned %i = %l to %u step %s iter_args(%k = %c0) -> (index) : i1 {
    %k2 = arith.addi %k, %c1 : index
    scf.yield %k2 : index
  }
  return %n : index
}
// UNSIGNED: unsigned.mlir:15:8: error: 'scf.for' op is not supported by shapecc: a loop over i1 (count with index or a wider integer type)

//--- constant.mlir
func.func @g(%u: i1) -> index {
  %false = arith.constant false
  %true = arith.constant true
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = scf.for unsigned %i = %false to %u step %true iter_args(%k = %c0) -> (index) : i1 {
    %k2 = arith.addi %k, %c1 : index
    scf.yield %k2 : index
  }
  return %n : index
}
// CONSTANT: constant.mlir:29:8: error: 'scf.for' op is not supported by shapecc
