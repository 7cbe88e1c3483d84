//===- Passes.h - shapecc's passes and pipeline -----------------*- C++ -*-===//
//
// Entry points of shapecc's passes and of the pipeline the driver runs.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_PASSES_PASSES_H
#define SHAPECC_PASSES_PASSES_H

#include "mlir/IR/BuiltinOps.h"
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

/// Replaces each `ub.poison` of a type shapecc compiles a constant of by one
/// fixed value of that type: 0 (a signless integer, index, `!shape.size`, the
/// elements of a static extent tensor, `false` for i1), the empty shape
/// `[]` (`!shape.shape`, `tensor<?xindex>`), a passing witness. MLIR's poison
/// stands for any value of its type, so this is a refinement. Upstream passes
/// leave poison where no path reads the value (`--lift-cf-to-scf` for loop
/// values a branch does not define, `--remove-dead-values` for results it
/// drops). Poison of another type, or outside a function, stays, and
/// checkModuleStructure rejects it.
/// The driver runs this before anything folds, since not every upstream
/// folder expects poison (AA2 in docs/testing.md).
void refinePoison(mlir::ModuleOp module);

/// Checks that `module` holds only what shapecc reads: at its top level
/// functions (`func.func`, `shape.func`) and `shape.function_library` ops, in
/// a library only functions; anywhere, only ops of those dialects (no op of
/// a dialect MLIR loads as a dependency, such as `ub.poison`). The pipeline
/// runs on each top-level op apart, on several threads, which is safe only for
/// ops isolated from each other: the driver checks this before the pipeline
/// runs, the emitter before it reads.
mlir::LogicalResult checkModuleStructure(mlir::ModuleOp module);

/// Builds the whole pipeline: constraint hoisting, assuming elimination,
/// shape constants, then upstream cleanup (canonicalize, and cse that keeps
/// error values' sites).
void buildPipeline(mlir::OpPassManager &pm,
                   const PipelineOptions &options = {});

/// The debug name of upstream's scf.for canonicalization pattern that moves a
/// tensor.cast of an init value into the loop. It assumes the loop keeps the
/// cast's static type: the iter_arg becomes `tensor<0xindex>` when the init
/// is a cast of one, and each yielded value is cast to it, a rank check the
/// source never had (a loop that grows a shape from `[]` would fail it).
/// shapecc's pattern sets and canonicalizer leave it out.
inline constexpr llvm::StringLiteral forOpTensorCastFolder =
    "(anonymous namespace)::ForOpTensorCastFolder";

/// The debug names of MLIR 22's arith patterns that fold `index_cast` (and
/// `index_castui`) of `index` to a narrower integer and back into the
/// original value: the first cast truncates, so `2^32 + 2` through `i32` is 2,
/// not `2^32 + 2`. shapecc's canonicalizer leaves them out.
inline constexpr llvm::StringLiteral indexCastRoundTrips[] = {
    "(anonymous namespace)::IndexCastOfIndexCast",
    "(anonymous namespace)::IndexCastUIOfIndexCastUI"};

/// The debug name of upstream's shape pattern that folds `index_to_size` of
/// `size_to_index %s` into `%s`: the `size_to_index` of a `!shape.size` that
/// holds an error fails, and the fold would pass the error on instead.
/// shapecc's canonicalizer leaves it out.
inline constexpr llvm::StringLiteral sizeToIndexToSize =
    "(anonymous namespace)::SizeToIndexToSizeCanonicalization";

/// The debug names of upstream's tensor patterns that cast an
/// `insert_slice`'s source to the constant sizes it is inserted with (one
/// while it makes the sizes static): the cast is a check the source does not
/// have, which reports an argument's mismatch where the source's
/// insert_slice reports its own invalid_shape (C5, docs/testing.md).
/// shapecc's canonicalizer leaves them out.
inline constexpr llvm::StringLiteral insertSliceSourceCasts[] = {
    "(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::"
    "InsertSliceOp>",
    "(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::"
    "InsertSliceOp>"};

#define GEN_PASS_REGISTRATION
#include "Passes.h.inc"

} // namespace shapecc

#endif // SHAPECC_PASSES_PASSES_H
