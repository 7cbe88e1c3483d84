// tensor ops on extent tensors as upstream shape lowering produces them, and
// cf.assert.
//
// RUN: %shapecc %s | diff -u %S/tensor.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/tensor.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/tensor.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions

func.func @build(%t: tensor<?x?xf32>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %t, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %t, %c1 : tensor<?x?xf32>
  %s = tensor.from_elements %d1, %d0 : tensor<2xindex>
  %dyn = tensor.cast %s : tensor<2xindex> to tensor<?xindex>
  return %dyn : tensor<?xindex>
}

func.func @refine(%s: tensor<?xindex>, %t: tensor<*xf32>) -> (tensor<3xindex>, index) {
  %c0 = arith.constant 0 : index
  %s3 = tensor.cast %s : tensor<?xindex> to tensor<3xindex>
  %t2 = tensor.cast %t : tensor<*xf32> to tensor<?x5xf32>
  %d = tensor.dim %t2, %c0 : tensor<?x5xf32>
  return %s3, %d : tensor<3xindex>, index
}

func.func @iota(%n: index) -> tensor<?xindex> {
  %r = tensor.generate %n {
  ^bb0(%i: index):
    %c1 = arith.constant 1 : index
    %v = arith.addi %i, %c1 : index
    tensor.yield %v : index
  } : tensor<?xindex>
  return %r : tensor<?xindex>
}

func.func @zeros(%n: index) -> tensor<?xindex> {
  %r = tensor.empty(%n) : tensor<?xindex>
  return %r : tensor<?xindex>
}

func.func @checked(%a: index, %b: index) -> index {
  %ok = arith.cmpi slt, %a, %b : index
  cf.assert %ok, "a must be less than b"
  %d = arith.subi %b, %a : index
  return %d : index
}
