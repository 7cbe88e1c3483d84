// Error-carrying !shape.size arithmetic: invalid values propagate and are
// checked where they reach a result or an index use.
//
// RUN: %shapecc %s | diff -u %S/sizes.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/sizes.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/sizes.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions

func.func @size_ops(%s: !shape.shape, %i: index) -> (!shape.size, index) {
  %c1 = shape.const_size 1
  %rank = shape.rank %s : !shape.shape -> !shape.size
  %n = shape.num_elements %s : !shape.shape -> !shape.size
  %last = shape.add %rank, %i : !shape.size, index -> !shape.size
  %e = shape.get_extent %s, %i : !shape.shape, index -> !shape.size
  %sum = shape.add %e, %c1 : !shape.size, !shape.size -> !shape.size
  %prod = shape.mul %sum, %n : !shape.size, !shape.size -> !shape.size
  %q = shape.div %prod, %e : !shape.size, !shape.size -> !shape.size
  %hi = shape.max %q, %c1 : !shape.size, !shape.size -> !shape.size
  %lo = shape.min %hi, %last : !shape.size, !shape.size -> !shape.size
  %printed = "shape.debug_print"(%lo) : (!shape.size) -> !shape.size
  %idx = shape.size_to_index %printed : !shape.size
  return %hi, %idx : !shape.size, index
}

func.func @index_ops(%a: index, %b: index) -> (index, index, index) {
  %sum = shape.add %a, %b : index, index -> index
  %prod = shape.mul %a, %b : index, index -> index
  %quot = shape.div %a, %b : index, index -> index
  return %sum, %prod, %quot : index, index, index
}

func.func @from_sizes(%a: index, %b: !shape.size) -> !shape.shape {
  %sa = shape.index_to_size %a
  %s = shape.from_extents %sa, %b : !shape.size, !shape.size
  return %s : !shape.shape
}

func.func @dim_of(%t: tensor<?x?xf32>, %i: index) -> index {
  %d = shape.dim %t, %i : tensor<?x?xf32>, index -> index
  return %d : index
}
