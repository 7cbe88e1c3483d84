//===- Pipeline.cpp - the pass pipeline the driver runs -------------------===//

#include "Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

void shapecc::buildPipeline(mlir::OpPassManager &pm,
                            const PipelineOptions &options) {
  // Without hoisting the pass still runs, to decide statically known
  // constraints: the same input is accepted or rejected either way.
  HoistConstraintsOptions hoisting;
  hoisting.hoist = options.hoist;
  hoisting.allowFailingConstraints = options.allowFailingConstraints;
  pm.addPass(createHoistConstraints(hoisting));
  pm.addPass(createEliminateAssuming());
  pm.addPass(createMaterializeShapeConstants());
  // Functions and libraries are isolated from each other, so these run on
  // each one separately: the same rewrites, on as many threads as MLIR has.
  mlir::OpPassManager &each = pm.nestAny();
  each.addPass(mlir::createCanonicalizerPass());
  each.addPass(mlir::createCSEPass());
}
