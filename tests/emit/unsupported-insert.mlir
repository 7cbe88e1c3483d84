// tensor.insert has no lowering: it is rejected at the op, also in the form
// canonicalize would fold away (an insert into a splat of the same value),
// which was accepted with no check of its index (C6, docs/testing.md).
// RUN: split-file --leading-lines %s %t
// RUN: not %shapecc %t/splat.mlir 2>&1 | FileCheck %s --check-prefix=SPLAT
// RUN: not %shapecc %t/plain.mlir 2>&1 | FileCheck %s --check-prefix=PLAIN

//--- splat.mlir
func.func @splat(%i: index) -> tensor<?xindex> {
  %c = shape.const_shape [4, 4] : tensor<2xindex>
  %c4 = arith.constant 4 : index
  %r = tensor.insert %c4 into %c[%i] : tensor<2xindex>
  %x = tensor.cast %r : tensor<2xindex> to tensor<?xindex>
  return %x : tensor<?xindex>
}
// SPLAT: splat.mlir:12:8: error: 'tensor.insert' op is not supported by shapecc: no C++ lowering for this operation (build the extent tensor with tensor.from_elements, tensor.generate or tensor.insert_slice)

//--- plain.mlir
func.func @plain(%t: tensor<?xindex>, %i: index, %v: index) -> tensor<?xindex> {
  %r = tensor.insert %v into %t[%i] : tensor<?xindex>
  return %r : tensor<?xindex>
}
// PLAIN: plain.mlir:20:8: error: 'tensor.insert' op is not supported by shapecc
