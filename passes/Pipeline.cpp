//===- Pipeline.cpp - the pass pipeline the driver runs -------------------===//

#include "Passes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

void shapecc::buildPipeline(mlir::OpPassManager &pm) {
  pm.addPass(createEliminateAssuming());
  pm.addPass(mlir::createCanonicalizerPass());
  pm.addPass(mlir::createCSEPass());
}
