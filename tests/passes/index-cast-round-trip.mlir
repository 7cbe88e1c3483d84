// An index cast to i32 and back is not folded into its operand: the first cast
// truncates (upstream MLIR 22's canonicalizer folds it; docs/testing.md, U6).
// Run by difftest/regress/index_cast_round_trip.mlir.
// RUN: %shapecc --emit=mlir %s | FileCheck %s

// CHECK-LABEL: func.func @narrow
// CHECK: %[[X:.*]] = arith.index_cast %{{.*}} : index to i32
// CHECK: %[[Y:.*]] = arith.index_cast %[[X]] : i32 to index
// CHECK: %[[U:.*]] = arith.index_castui %{{.*}} : index to i32
// CHECK: %[[V:.*]] = arith.index_castui %[[U]] : i32 to index
// CHECK: return %[[Y]], %[[V]]
func.func @narrow(%a: index) -> (index, index) {
  %x = arith.index_cast %a : index to i32
  %y = arith.index_cast %x : i32 to index
  %u = arith.index_castui %a : index to i32
  %v = arith.index_castui %u : i32 to index
  return %y, %v : index, index
}
