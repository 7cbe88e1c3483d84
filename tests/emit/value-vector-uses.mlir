// A vector of integers from shape.value_of (tensor<?xi64>: its elements, any
// sign) is read by tensor.extract, tensor.dim, tensor.rank, value_as_shape and
// with_shape; any other use (passed to a call, yielded, carried by a loop,
// cast, shape_of, which would take it for a data tensor whose C++ value
// is its shape) is rejected at that use. value_of to a vector of other
// integers, or of a static length, is rejected at the value_of before the
// passes: upstream would fold a tensor.dim of tensor<3xi64> to 3 and drop the
// value_of with the check of its length (J12, docs/testing.md; session 26's
// probe).
// RUN: split-file --leading-lines %s %t
// RUN: not %shapecc %t/called.mlir 2>&1 | FileCheck %s --check-prefix=CALLED
// RUN: not %shapecc %t/yielded.mlir 2>&1 | FileCheck %s --check-prefix=YIELDED
// RUN: not %shapecc %t/shape-of.mlir 2>&1 | FileCheck %s --check-prefix=SHAPE-OF
// RUN: not %shapecc %t/cast.mlir 2>&1 | FileCheck %s --check-prefix=CAST
// RUN: not %shapecc %t/i32.mlir 2>&1 | FileCheck %s --check-prefix=I32
// RUN: not %shapecc %t/static.mlir 2>&1 | FileCheck %s --check-prefix=STATIC
// RUN: not %shapecc %t/data.mlir 2>&1 | FileCheck %s --check-prefix=DATA
// RUN: %shapecc %t/reads.mlir --no-format | FileCheck %s --check-prefix=READS

//--- called.mlir
func.func @rank_of(%d: tensor<?xi64>) -> index {
  %r = tensor.rank %d : tensor<?xi64>
  return %r : index
}
func.func @called(%v: !shape.value_shape) -> index {
  %t = shape.value_of %v : tensor<?xi64>
  %r = func.call @rank_of(%t) : (tensor<?xi64>) -> index
  return %r : index
}
// CALLED: called.mlir:[[#@LINE-3]]:8: error: 'func.call' op is not supported by shapecc: a vector of integers from shape.value_of is read by tensor.extract, tensor.dim, tensor.rank, shape.value_as_shape and shape.with_shape only

//--- yielded.mlir
func.func @yielded(%v: !shape.value_shape, %w: !shape.value_shape, %c: i1) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> tensor<?xi64> {
    %t = shape.value_of %v : tensor<?xi64>
    scf.yield %t : tensor<?xi64>
  } else {
    %u = shape.value_of %w : tensor<?xi64>
    scf.yield %u : tensor<?xi64>
  }
  %n = tensor.dim %r, %c0 : tensor<?xi64>
  return %n : index
}
// YIELDED: yielded.mlir:[[#@LINE-8]]:5: error: 'scf.yield' op is not supported by shapecc: a vector of integers from shape.value_of is read by

//--- shape-of.mlir
func.func @shape_of(%v: !shape.value_shape) -> !shape.shape {
  %t = shape.value_of %v : tensor<?xi64>
  %s = shape.shape_of %t : tensor<?xi64> -> !shape.shape
  return %s : !shape.shape
}
// SHAPE-OF: shape-of.mlir:[[#@LINE-3]]:8: error: 'shape.shape_of' op is not supported by shapecc: a vector of integers

//--- cast.mlir
func.func @cast(%v: !shape.value_shape) -> index {
  %c0 = arith.constant 0 : index
  %t = shape.value_of %v : tensor<?xi64>
  %u = tensor.cast %t : tensor<?xi64> to tensor<2xi64>
  %e = tensor.extract %u[%c0] : tensor<2xi64>
  %i = arith.index_cast %e : i64 to index
  return %i : index
}
// CAST: cast.mlir:[[#@LINE-5]]:8: error: 'tensor.cast' op is not supported by shapecc: a vector of integers

//--- i32.mlir
func.func @i32(%v: !shape.value_shape) -> index {
  %c0 = arith.constant 0 : index
  %t = shape.value_of %v : tensor<?xi32>
  %n = tensor.dim %t, %c0 : tensor<?xi32>
  return %n : index
}
// I32: i32.mlir:[[#@LINE-4]]:8: error: 'shape.value_of' op is not supported by shapecc: value_of is emitted for extent tensor (tensor<?xindex>, tensor<Nxindex>) and i64 vector (tensor<?xi64>) results; for a vector of static length, read tensor<?xi64> and require its tensor.dim

//--- static.mlir
func.func @static(%v: !shape.value_shape) -> index {
  %c0 = arith.constant 0 : index
  %t = shape.value_of %v : tensor<3xi64>
  %n = tensor.dim %t, %c0 : tensor<3xi64>
  return %n : index
}
// STATIC: static.mlir:[[#@LINE-4]]:8: error: 'shape.value_of' op is not supported by shapecc: value_of is emitted for

//--- data.mlir
func.func @data(%d: tensor<?xi64>, %i: index) -> i64 {
  %s = shape.shape_of %d : tensor<?xi64> -> tensor<?xindex>
  %v = shape.with_shape %d, %s : tensor<?xi64>, tensor<?xindex>
  %t = shape.value_of %v : tensor<?xi64>
  %e = tensor.extract %t[%i] : tensor<?xi64>
  return %e : i64
}
// DATA: data.mlir:[[#@LINE-4]]:8: error: 'shape.value_of' op is not supported by shapecc: the checker receives only the shape of the data tensor

//--- reads.mlir
// The length of a vector bounds a loop over it: each element is read plainly.
func.func @sum(%v: !shape.value_shape) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i64
  %t = shape.value_of %v : tensor<?xi64>
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
    %e = tensor.extract %t[%i] : tensor<?xi64>
    %a = arith.addi %acc, %e : i64
    scf.yield %a : i64
  }
  return %s : i64
}
// READS-LABEL: sum(
// READS: const shapecc::ShapeView t = shapecc::value_of(v);
// READS-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::check_valid(t, at_
// READS-NEXT: const int64_t n = static_cast<int64_t>(t.rank());
// READS: SHAPECC_RETURN_IF_ERROR(shapecc::check_loop(0, n, 1, at_
// READS: const int64_t e = t[static_cast<std::size_t>(i)];

// A value shape of a vector is read back as a vector (not taken for a data
// tensor's).
func.func @back(%v: !shape.value_shape, %s: !shape.shape, %i: index) -> (i64, !shape.shape) {
  %t = shape.value_of %v : tensor<?xi64>
  %w = shape.with_shape %t, %s : tensor<?xi64>, !shape.shape
  %u = shape.value_of %w : tensor<?xi64>
  %e = tensor.extract %u[%i] : tensor<?xi64>
  %a = shape.value_as_shape %w : !shape.value_shape -> !shape.shape
  return %e, %a : i64, !shape.shape
}
// READS-LABEL: back(
// READS: const shapecc::ShapeView u = shapecc::value_of(w);
// READS: shapecc::get_extent_checked(u, i, out0,
// READS: shapecc::value_as_shape(w,
