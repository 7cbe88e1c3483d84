// --mlir-pass-statistics reports what hoisting did, also with release builds
// of LLVM, which compile MLIR's own statistics out (passes/PassStatistics.h).
// RUN: %shapecc --emit=mlir --allow-failing-constraints --mlir-pass-statistics %s 2>&1 >/dev/null | FileCheck %s

// CHECK-LABEL: shapecc pass statistics report
// CHECK-LABEL: HoistConstraints
// CHECK-DAG: (S) 1 assuming-merged
// CHECK-DAG: (S) 1 constraints-hoisted
// CHECK-DAG: (S) 1 duplicates-removed
// CHECK-DAG: (S) 1 folded-false
// CHECK-DAG: (S) 1 folded-true
// CHECK-DAG: (S) 1 implied-removed
// CHECK-LABEL: EliminateAssuming
// CHECK-NEXT: (S) 2 checks
// CHECK-NEXT: (S) 1 assuming-inlined
func.func @f(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>, %t: tensor<2xf32>) -> tensor<?xindex> {
  %w0 = shape.cstr_broadcastable %a, %b, %c : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w0 -> (tensor<?xindex>) {
    %s = shape.shape_of %t : tensor<2xf32> -> tensor<?xindex>
    %one = shape.const_shape [1] : tensor<1xindex>
    // Statically true.
    %w1 = shape.cstr_broadcastable %s, %one : tensor<?xindex>, tensor<1xindex>
    // A duplicate of %w0, and implied by it.
    %w2 = shape.cstr_broadcastable %c, %b, %a : tensor<?xindex>, tensor<?xindex>, tensor<?xindex>
    %w3 = shape.cstr_broadcastable %a, %c : tensor<?xindex>, tensor<?xindex>
    // Hoisted out of both regions, which merge.
    %w4 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    %w = shape.assuming_all %w1, %w2, %w3, %w4
    %r2 = shape.assuming %w -> (tensor<?xindex>) {
      %x = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      shape.assuming_yield %x : tensor<?xindex>
    }
    shape.assuming_yield %r2 : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// Statically false (a warning with --allow-failing-constraints).
func.func @g(%t: tensor<2xf32>) {
  %s = shape.shape_of %t : tensor<2xf32> -> tensor<?xindex>
  %three = shape.const_shape [3] : tensor<1xindex>
  %w = shape.cstr_eq %s, %three : tensor<?xindex>, tensor<1xindex>
  return
}
