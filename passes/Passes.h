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
class DialectRegistry;
class OpPassManager;
} // namespace mlir

namespace shapecc {

#define GEN_PASS_DECL
#include "Passes.h.inc"

/// What the driver's command line may change in the pipeline.
struct PipelineOptions {
  /// --no-hoist clears it: constraints stay where they are.
  bool hoist = true;
  /// --allow-failing-constraints: a statically false constraint becomes a
  /// warning and a run-time failure instead of an error.
  bool allowFailingConstraints = false;
};

/// Adds the dialects shapecc reads (arith, cf, func, scf, shape, tensor) and
/// its own check dialect to `registry`.
void registerDialects(mlir::DialectRegistry &registry);

/// Builds the whole pipeline: constraint hoisting, assuming elimination,
/// shape constants, then upstream cleanup (canonicalize, cse).
void buildPipeline(mlir::OpPassManager &pm,
                   const PipelineOptions &options = {});

#define GEN_PASS_REGISTRATION
#include "Passes.h.inc"

} // namespace shapecc

#endif // SHAPECC_PASSES_PASSES_H
