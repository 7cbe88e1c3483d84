// The driver's pipeline (hoisting, elimination, shape constants, canonicalize,
// cse) as `shapecc --emit=mlir` prints it, with and without --no-hoist.
// RUN: %shapecc --emit=mlir %s | FileCheck %s --check-prefix=HOIST
// RUN: %shapecc --emit=mlir --no-hoist %s | FileCheck %s --check-prefix=NOHOIST
// RUN: %shapecc --emit=mlir --mlir-print-ir-after-all %s 2>&1 >/dev/null | FileCheck %s --check-prefix=PASSES

// Hoisted: the cstr_eq runs before the broadcast it did not need, the
// duplicate cstr_broadcastable is gone.
// HOIST-LABEL: func.func @f
// HOIST-SAME: (%[[A:[^:]*]]: tensor<?xindex>, %[[B:[^:]*]]: tensor<?xindex>, %[[C:[^:]*]]: tensor<?xindex>, %[[D:[^:]*]]: tensor<?xindex>)
// HOIST-NEXT: shapecc.check_broadcastable %[[A]], %[[B]]
// HOIST-NEXT: shapecc.check_eq %[[C]], %[[D]]
// HOIST-NEXT: %[[S:.*]] = shape.broadcast %[[A]], %[[B]]
// HOIST-NEXT: return %[[S]]

// Not hoisted: every constraint stays where it was, in the same order.
// NOHOIST-LABEL: func.func @f
// NOHOIST-SAME: (%[[A:[^:]*]]: tensor<?xindex>, %[[B:[^:]*]]: tensor<?xindex>, %[[C:[^:]*]]: tensor<?xindex>, %[[D:[^:]*]]: tensor<?xindex>)
// NOHOIST-NEXT: shapecc.check_broadcastable %[[A]], %[[B]]
// NOHOIST-NEXT: %[[S:.*]] = shape.broadcast %[[A]], %[[B]]
// NOHOIST-NEXT: shapecc.check_eq %[[C]], %[[D]]
// NOHOIST-NEXT: shapecc.check_broadcastable %[[B]], %[[A]]
// NOHOIST-NEXT: return %[[S]]

// PASSES: IR Dump After HoistConstraints (shapecc-hoist-constraints)
// PASSES: IR Dump After EliminateAssuming (shapecc-eliminate-assuming)
// PASSES: IR Dump After MaterializeShapeConstants (shapecc-materialize-shape-constants)
// PASSES: IR Dump After Canonicalizer (canonicalize)
// PASSES: IR Dump After SiteKeepingCSE (shapecc-cse)
func.func @f(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: tensor<?xindex>, %d: tensor<?xindex>) -> tensor<?xindex> {
  %w0 = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w0 -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    %w1 = shape.cstr_eq %c, %d : tensor<?xindex>, tensor<?xindex>
    %w2 = shape.cstr_broadcastable %b, %a : tensor<?xindex>, tensor<?xindex>
    %w = shape.assuming_all %w1, %w2
    %r2 = shape.assuming %w -> (tensor<?xindex>) {
      shape.assuming_yield %s : tensor<?xindex>
    }
    shape.assuming_yield %r2 : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
