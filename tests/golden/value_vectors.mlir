// Vectors of integers read at run time: shape.value_of a !shape.value_shape to
// tensor<?xi64> (or tensor<Nxi64>) is its elements, of any sign, read by
// tensor.extract, tensor.dim, tensor.rank, value_as_shape and with_shape.
// ONNX Reshape's target, with its 0 (copy the input's extent) and one -1
// (inferred), is the example (J12, docs/testing.md).
//
// RUN: %shapecc %s | diff -u %S/value_vectors.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/value_vectors.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/value_vectors.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions
// RUN: %shapecc %s --no-hoist --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --no-hoist --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/value_vectors.cpp %doctest-main-sanitized -o %t/run-no-hoist
// RUN: %t/run-no-hoist

func.func @reshape(%data: tensor<*xf32>, %target: !shape.value_shape) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %minus_one = arith.constant -1 : i64
  %zero = arith.constant 0 : i64
  %in = shape.shape_of %data : tensor<*xf32> -> tensor<?xindex>
  %total = shape.num_elements %in : tensor<?xindex> -> index
  %t = shape.value_of %target : tensor<?xi64>
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %in_rank = tensor.dim %in, %c0 : tensor<?xindex>
  // The product of the extents the target gives, and its number of -1s.
  %known, %inferred_count = scf.for %i = %c0 to %n step %c1
      iter_args(%p = %c1, %k = %c0) -> (index, index) {
    %v = tensor.extract %t[%i] : tensor<?xi64>
    %is_inferred = arith.cmpi eq, %v, %minus_one : i64
    %r:2 = scf.if %is_inferred -> (index, index) {
      %k1 = arith.addi %k, %c1 : index
      scf.yield %p, %k1 : index, index
    } else {
      %is_copy = arith.cmpi eq, %v, %zero : i64
      %e = scf.if %is_copy -> index {
        %exists = arith.cmpi ult, %i, %in_rank : index
        %w = shape.cstr_require %exists, "0 copies an input extent that exists"
        %x = shape.assuming %w -> index {
          %x0 = tensor.extract %in[%i] : tensor<?xindex>
          shape.assuming_yield %x0 : index
        }
        scf.yield %x : index
      } else {
        %valid = arith.cmpi sge, %v, %zero : i64
        %w = shape.cstr_require %valid, "target entries are -1, 0 or extents"
        %x = shape.assuming %w -> index {
          %x1 = arith.index_cast %v : i64 to index
          shape.assuming_yield %x1 : index
        }
        scf.yield %x : index
      }
      %p1 = shape.mul %p, %e : index, index -> index
      scf.yield %p1, %k : index, index
    }
    scf.yield %r#0, %r#1 : index, index
  }
  %at_most_one = arith.cmpi ule, %inferred_count, %c1 : index
  %w1 = shape.cstr_require %at_most_one, "at most one -1"
  %out = shape.assuming %w1 -> tensor<?xindex> {
    %none = arith.cmpi eq, %inferred_count, %c0 : index
    %inferred = scf.if %none -> index {
      scf.yield %c1 : index
    } else {
      %nonzero = arith.cmpi ne, %known, %c0 : index
      %w2 = shape.cstr_require %nonzero, "no -1 beside a 0 extent"
      %q = shape.assuming %w2 -> index {
        %q0 = arith.divui %total, %known : index
        shape.assuming_yield %q0 : index
      }
      scf.yield %q : index
    }
    %result = tensor.generate %n {
    ^bb0(%j: index):
      %v = tensor.extract %t[%j] : tensor<?xi64>
      %is_inferred = arith.cmpi eq, %v, %minus_one : i64
      %is_copy = arith.cmpi eq, %v, %zero : i64
      %given = arith.index_cast %v : i64 to index
      %copied = scf.if %is_copy -> index {
        %x0 = tensor.extract %in[%j] : tensor<?xindex>
        scf.yield %x0 : index
      } else {
        scf.yield %given : index
      }
      %e = arith.select %is_inferred, %inferred, %copied : index
      tensor.yield %e : index
    } : tensor<?xindex>
    %count = shape.num_elements %result : tensor<?xindex> -> index
    %same = arith.cmpi eq, %count, %total : index
    %w3 = shape.cstr_require %same, "element counts differ"
    %r = shape.assuming %w3 -> tensor<?xindex> {
      shape.assuming_yield %result : tensor<?xindex>
    }
    shape.assuming_yield %r : tensor<?xindex>
  }
  return %out : tensor<?xindex>
}

// A vector of three entries (a requirement on its length: an element below it
// is read plainly), its rank, the shape of its elements, and a value shape of
// it read back.
func.func @fixed(%v: !shape.value_shape, %s: !shape.shape) -> (!shape.shape, index, i64, !shape.shape, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %t = shape.value_of %v : tensor<?xi64>
  %n = tensor.dim %t, %c0 : tensor<?xi64>
  %three = arith.cmpi eq, %n, %c3 : index
  %w = shape.cstr_require %three, "three entries"
  %r:5 = shape.assuming %w -> (!shape.shape, index, i64, !shape.shape, i64) {
    %shape = shape.value_as_shape %t : tensor<?xi64> -> !shape.shape
    %rank = tensor.rank %t : tensor<?xi64>
    %second = tensor.extract %t[%c1] : tensor<?xi64>
    %with = shape.with_shape %t, %s : tensor<?xi64>, !shape.shape
    %of = shape.shape_of %with : !shape.value_shape -> !shape.shape
    %back = shape.value_of %with : tensor<?xi64>
    %first = tensor.extract %back[%c0] : tensor<?xi64>
    shape.assuming_yield %shape, %rank, %second, %of, %first : !shape.shape, index, i64, !shape.shape, i64
  }
  return %r#0, %r#1, %r#2, %r#3, %r#4 : !shape.shape, index, i64, !shape.shape, i64
}

// An element read at an index the caller gives: range-checked.
func.func @element(%v: !shape.value_shape, %i: index) -> i64 {
  %t = shape.value_of %v : tensor<?xi64>
  %e = tensor.extract %t[%i] : tensor<?xi64>
  return %e : i64
}
