// A statically false constraint through the driver: rejected (exit 1) with
// the error at its location, or with --allow-failing-constraints a warning
// and a failure that canonicalization and cse keep.
// RUN: not %shapecc --emit=mlir %s 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: %shapecc --emit=mlir %s > /dev/null 2>&1; test $? -eq 1
// RUN: not %shapecc --emit=mlir --no-hoist %s 2>&1 | FileCheck %s --check-prefix=ERROR
// RUN: %shapecc --emit=mlir --allow-failing-constraints %s 2>%t.err | FileCheck %s --check-prefix=ALLOW
// RUN: FileCheck %s --check-prefix=WARNING < %t.err

// ERROR: pipeline-static.mlir:[[@LINE+13]]:8: error: constraint always fails: shapes [2,3] and [4,3] are not broadcastable
// ERROR-NEXT: %w = shape.cstr_broadcastable
// WARNING: pipeline-static.mlir:[[@LINE+11]]:8: warning: constraint always fails at run time: shapes [2,3] and [4,3] are not broadcastable

// ALLOW-LABEL: func.func @f
// ALLOW-NEXT: shapecc.check_eq %arg2, %arg3
// ALLOW-NEXT: shapecc.fail "shapes [2,3] and [4,3] are not broadcastable"
// ALLOW-NEXT: shapecc.check_require %arg4, "p"
// ALLOW-NEXT: return
func.func @f(%a: tensor<2x3xf32>, %b: tensor<4x3xf32>, %c: tensor<?xindex>, %d: tensor<?xindex>, %p: i1) {
  %sa = shape.shape_of %a : tensor<2x3xf32> -> tensor<?xindex>
  %sb = shape.shape_of %b : tensor<4x3xf32> -> tensor<?xindex>
  %w0 = shape.cstr_eq %c, %d : tensor<?xindex>, tensor<?xindex>
  %w = shape.cstr_broadcastable %sa, %sb : tensor<?xindex>, tensor<?xindex>
  %w1 = shape.cstr_require %p, "p"
  return
}
