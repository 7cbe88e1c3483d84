//===- Passes.h - shapecc's passes and pipeline -----------------*- C++ -*-===//
//
// Entry points of shapecc's passes and of the pipeline the driver runs.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_PASSES_PASSES_H
#define SHAPECC_PASSES_PASSES_H

#include "mlir/Pass/Pass.h"

#include <memory>

namespace mlir {
class OpPassManager;
} // namespace mlir

namespace shapecc {

#define GEN_PASS_DECL
#include "Passes.h.inc"

/// Builds the whole pipeline: assuming elimination, then upstream cleanup.
void buildPipeline(mlir::OpPassManager &pm);

#define GEN_PASS_REGISTRATION
#include "Passes.h.inc"

} // namespace shapecc

#endif // SHAPECC_PASSES_PASSES_H
