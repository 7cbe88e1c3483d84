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
  pm.addPass(mlir::createCanonicalizerPass());
  pm.addPass(mlir::createCSEPass());
}
