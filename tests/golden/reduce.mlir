// shape.reduce: the number of elements, and a reduction with two
// accumulators (the product and the largest extent).
//
// RUN: %shapecc %s | diff -u %S/reduce.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/reduce.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/reduce.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions

func.func @reduce(%shape: !shape.shape, %init: !shape.size) -> !shape.size {
  %num_elements = shape.reduce(%shape, %init) : !shape.shape -> !shape.size {
  ^bb0(%index: index, %dim: !shape.size, %acc: !shape.size):
    %updated_acc = shape.mul %acc, %dim : !shape.size, !shape.size -> !shape.size
    shape.yield %updated_acc : !shape.size
  }
  return %num_elements : !shape.size
}

func.func @product_and_max(%shape: tensor<?xindex>) -> (index, index) {
  %one = arith.constant 1 : index
  %zero = arith.constant 0 : index
  %prod, %max = shape.reduce(%shape, %one, %zero) : tensor<?xindex> -> (index, index) {
  ^bb0(%i: index, %extent: index, %p: index, %m: index):
    %p2 = arith.muli %p, %extent : index
    %m2 = arith.maxsi %m, %extent : index
    shape.yield %p2, %m2 : index, index
  }
  return %prod, %max : index, index
}
