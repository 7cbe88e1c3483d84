// tensor.reshape is undefined when the element counts differ, and shapecc has
// no lowering that checks them: it is rejected at the op, also in the forms
// canonicalize would fold away (an extent tensor reshaped to one of its own
// length, a reshape read only by tensor.dim), which were accepted unchecked
// (W5, docs/testing.md).
// RUN: split-file --leading-lines %s %t
// RUN: not %shapecc %t/extent.mlir 2>&1 | FileCheck %s --check-prefix=EXTENT
// RUN: not %shapecc %t/dim.mlir 2>&1 | FileCheck %s --check-prefix=DIM

//--- extent.mlir
func.func @same(%t: tensor<?xindex>, %s: tensor<1xindex>) -> tensor<?xindex> {
  %r = tensor.reshape %t(%s) : (tensor<?xindex>, tensor<1xindex>) -> tensor<?xindex>
  return %r : tensor<?xindex>
}
// EXTENT: extent.mlir:12:8: error: 'tensor.reshape' op is not supported by shapecc: no C++ lowering for this operation (it does not check that the element counts agree)

//--- dim.mlir
func.func @data(%t: tensor<?x?xf32>, %s: tensor<1xindex>) -> index {
  %r = tensor.reshape %t(%s) : (tensor<?x?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
// DIM: dim.mlir:19:8: error: 'tensor.reshape' op is not supported by shapecc
