// Ops of the dialects MLIR loads only as dependencies of those shapecc reads
// (ub, affine, complex) are input errors where they are written, exit 1,
// before any pass runs. Every such op is reported. `ub.poison` of a type
// shapecc compiles a constant of is that constant (golden upstream_forms);
// of another type it is rejected too, before any folder sees it (upstream's
// from_extents folder crashed on a poison extent, AA2 in docs/testing.md).
// RUN: %shapecc %s -o %t.hpp 2> %t.err; test $? -eq 1
// RUN: FileCheck %s --implicit-check-not=error: < %t.err
// RUN: not test -e %t.hpp
// RUN: not %shapecc %s --emit=mlir -o %t.mlir 2>&1 | FileCheck %s --implicit-check-not=error:

// CHECK: dependency-dialects.mlir:[[@LINE+2]]:8: error: 'ub.poison' op of type 'tensor<?x4xf32>' is not supported by shapecc: poison is compiled only for signless integer, index, shape, size, witness and extent tensor types
func.func @data_poison() -> tensor<?x4xf32> {
  %t = ub.poison : tensor<?x4xf32>
  return %t : tensor<?x4xf32>
}

// The poison index beside it is compiled as 0, not reported.
// CHECK: dependency-dialects.mlir:[[@LINE+3]]:8: error: 'ub.poison' op of type 'tensor<*xf32>'
func.func @two_poisons() -> (index, tensor<*xf32>) {
  %i = ub.poison : index
  %t = ub.poison : tensor<*xf32>
  return %i, %t : index, tensor<*xf32>
}

// CHECK: dependency-dialects.mlir:[[@LINE+3]]:10: error: 'affine.apply' op is not supported by shapecc
func.func @in_a_branch(%a: index, %c: i1) -> index {
  %r = scf.if %c -> (index) {
    %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%a)
    scf.yield %x : index
  } else {
    scf.yield %a : index
  }
  return %r : index
}

// Only the outer op of a nest, not the ops in it: the affine.apply, the
// yield, nor the implicit yield of the inner loop, which the source does not
// show. (The outer loop's result is used: a dead loop is erased by the cse
// that the metamorphic test runs this file through.)
// CHECK: dependency-dialects.mlir:[[@LINE+2]]:8: error: 'affine.for' op is not supported by shapecc
func.func @nest(%i: index) -> index {
  %r = affine.for %k = 0 to 10 iter_args(%acc = %i) -> (index) {
    affine.for %j = 0 to 2 {
    }
    %a = affine.apply affine_map<(d0) -> (d0 * 2)>(%k)
    affine.yield %a : index
  }
  return %r : index
}
