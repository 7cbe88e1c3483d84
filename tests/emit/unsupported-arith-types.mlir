// arith on a type with no C++ integer type is a diagnostic that names the
// type and why (Z2-Z4, docs/testing.md): a tensor (arith is elementwise on
// it), an i1 where the op has no lowering on bool, a width other than 1, 8,
// 16, 32 and 64 (also for a constant of it, named where it comes first).
// RUN: split-file --leading-lines %s %t
// RUN: not %shapecc %t/tensors.mlir 2>&1 | FileCheck %s --check-prefix=TENSORS
// RUN: not %shapecc %t/bool-shift.mlir 2>&1 | FileCheck %s --check-prefix=BOOL-SHIFT
// RUN: not %shapecc %t/bool-division.mlir 2>&1 | FileCheck %s --check-prefix=BOOL-DIVISION
// RUN: not %shapecc %t/wide.mlir 2>&1 | FileCheck %s --check-prefix=WIDE
// RUN: not %shapecc %t/wide-constant.mlir 2>&1 | FileCheck %s --check-prefix=WIDE-CONSTANT

//--- tensors.mlir
func.func @on_tensors(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %r = arith.addi %a, %b : tensor<?xindex>
  return %r : tensor<?xindex>
}
// TENSORS: tensors.mlir:14:8: error: 'arith.addi' op is not supported by shapecc: values of type tensor<?xindex>: arith is lowered on scalar integers and index only

//--- bool-shift.mlir
func.func @bool_shift(%a: i1, %b: i1) -> i1 {
  %r = arith.shrui %a, %b : i1
  return %r : i1
}
// BOOL-SHIFT: bool-shift.mlir:21:8: error: 'arith.shrui' op is not supported by shapecc: values of type i1: this op is lowered on i8, i16, i32, i64 and index only

//--- bool-division.mlir
func.func @bool_division(%a: i1, %b: i1) -> i1 {
  %r = arith.divui %a, %b : i1
  return %r : i1
}
// BOOL-DIVISION: bool-division.mlir:28:8: error: 'arith.divui' op is not supported by shapecc: values of type i1: this op is lowered on i8, i16, i32, i64 and index only

//--- wide.mlir
func.func @wide(%a: i64) -> i64 {
  %x = arith.extsi %a : i64 to i128
  %c = arith.constant 64 : i128
  %h = arith.shrui %x, %c : i128
  %y = arith.trunci %h : i128 to i64
  return %y : i64
}
// WIDE: wide.mlir:35:8: error: 'arith.extsi' op is not supported by shapecc: values of type i128: only i1, i8, i16, i32, i64 and index have a C++ type

//--- wide-constant.mlir
func.func @wide_constant(%a: i64) -> i64 {
  %c = arith.constant 64 : i128
  %x = arith.extsi %a : i64 to i128
  %h = arith.shrui %x, %c : i128
  %y = arith.trunci %h : i128 to i64
  return %y : i64
}
// WIDE-CONSTANT: wide-constant.mlir:45:8: error: 'arith.constant' op is not supported by shapecc: values of type i128: only i1, i8, i16, i32, i64 and index have a C++ type
