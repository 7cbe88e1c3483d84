// Ops of the dialects MLIR loads only as dependencies of those shapecc reads
// (ub, affine, complex) are input errors where they are written, exit 1,
// before any pass runs: upstream's from_extents folder crashed on a
// `ub.poison` extent (a segfault), and a poison folded into an addi was
// reported at the addi (AA2, docs/testing.md). Every such op is reported.
// RUN: %shapecc %s -o %t.hpp 2> %t.err; test $? -eq 1
// RUN: FileCheck %s --implicit-check-not=error: < %t.err
// RUN: not test -e %t.hpp
// RUN: not %shapecc %s --emit=mlir -o %t.mlir 2>&1 | FileCheck %s --implicit-check-not=error:

// CHECK: dependency-dialects.mlir:[[@LINE+2]]:8: error: 'ub.poison' op is not supported by shapecc: it reads arith, cf, func, scf, shape and tensor ops
func.func @from_poison() -> !shape.shape {
  %0 = ub.poison : index
  %ret = shape.from_extents %0 : index
  return %ret : !shape.shape
}

// CHECK: dependency-dialects.mlir:[[@LINE+2]]:8: error: 'ub.poison' op is not supported by shapecc
func.func @add_poison(%a: index) -> index {
  %p = ub.poison : index
  %r = arith.addi %a, %p : index
  return %r : index
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
