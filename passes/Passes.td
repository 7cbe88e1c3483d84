//===- Passes.td - shapecc's passes ------------------------*- tablegen -*-===//
//
// Declarations (options, statistics, dependent dialects) of shapecc's passes;
// each pass is implemented in its own file.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_PASSES
#define SHAPECC_PASSES

include "mlir/Pass/PassBase.td"

def EliminateAssuming : Pass<"shapecc-eliminate-assuming", "mlir::ModuleOp"> {
  let summary = "Turn witnesses and shape.assuming into imperative checks";
  let description = [{
    Replaces each `shape.cstr_*` by a `shapecc` check op at the same position,
    inlines every `shape.assuming` region into its parent, and removes
    `shape.assuming_all` and `shape.const_witness`. Afterwards no
    `!shape.witness` value remains; the pass verifies this.
  }];
  let dependentDialects = ["::shapecc::ShapeccDialect", "::mlir::shape::ShapeDialect"];
  let statistics = [
    Statistic<"numChecks", "checks", "Constraints turned into checks">,
    Statistic<"numAssumingInlined", "assuming-inlined", "shape.assuming regions inlined">,
    Statistic<"numStaticFailures", "static-failures", "const_witness false turned into failures">,
  ];
}

#endif // SHAPECC_PASSES
