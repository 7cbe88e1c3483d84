// shapecc-cse merges identical ops as cse does, except two that make an error
// value at different locations: each error names its own op's line (K7,
// docs/testing.md). Its marks do not outlive the pass.
// RUN: %shapecc-opt --shapecc-cse %s | FileCheck %s

// CHECK-LABEL: func.func @sizes
// CHECK-NEXT: %[[E1:.*]] = shape.get_extent %arg0, %arg1
// CHECK-NEXT: %[[E2:.*]] = shape.get_extent %arg0, %arg1
// CHECK-NEXT: shape.size_to_index %[[E2]]
// CHECK-NEXT: shape.size_to_index %[[E1]]
func.func @sizes(%a: !shape.shape, %i: index) -> (index, index) {
  %e1 = shape.get_extent %a, %i : !shape.shape, index -> !shape.size
  %e2 = shape.get_extent %a, %i : !shape.shape, index -> !shape.size
  %x2 = shape.size_to_index %e2 : !shape.size
  %x1 = shape.size_to_index %e1 : !shape.size
  return %x1, %x2 : index, index
}

// At one location (an op and its copy), they merge.
// CHECK-LABEL: func.func @same_location
// CHECK-NEXT: %[[R:.*]] = shape.broadcast
// CHECK-NEXT: return %[[R]], %[[R]]
func.func @same_location(%a: !shape.shape, %b: !shape.shape) -> (!shape.shape, !shape.shape) {
  %r1 = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape loc("m.mlir":3:1)
  %r2 = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape loc("m.mlir":3:1)
  return %r1, %r2 : !shape.shape, !shape.shape
}

// An error checked where it is made (an extent tensor), a value that cannot
// carry one (the shape of an argument), and other ops merge as cse merges them.
// CHECK-LABEL: func.func @others
// CHECK-NEXT: %[[R:.*]] = shape.broadcast
// CHECK-NEXT: %[[S:.*]] = shape.shape_of
// CHECK-NEXT: %[[N:.*]] = arith.addi
// CHECK-NEXT: return %[[R]], %[[R]], %[[S]], %[[S]], %[[N]], %[[N]]
func.func @others(%a: tensor<?xindex>, %b: tensor<?xindex>, %t: tensor<?x?xf32>, %i: index) -> (tensor<?xindex>, tensor<?xindex>, !shape.shape, !shape.shape, index, index) {
  %r1 = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex> loc("m.mlir":4:1)
  %r2 = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex> loc("m.mlir":5:1)
  %s1 = shape.shape_of %t : tensor<?x?xf32> -> !shape.shape loc("m.mlir":6:1)
  %s2 = shape.shape_of %t : tensor<?x?xf32> -> !shape.shape loc("m.mlir":7:1)
  %n1 = arith.addi %i, %i : index loc("m.mlir":8:1)
  %n2 = arith.addi %i, %i : index loc("m.mlir":9:1)
  return %r1, %r2, %s1, %s2, %n1, %n2 : tensor<?xindex>, tensor<?xindex>, !shape.shape, !shape.shape, index, index
}
// CHECK-NOT: shapecc.site

// The marks show in no dump of the pipeline.
// RUN: %shapecc %s --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck --check-prefix=DUMP --implicit-check-not=shapecc.site --implicit-check-not='After CSE' %s
// DUMP: IR Dump After SiteKeepingCSE
