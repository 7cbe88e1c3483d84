//===- SiteKeepingCSE.cpp - cse that keeps error values' sites
//-------------===//
//
// Upstream's cse, with the ops that make error values at different
// locations kept apart.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "StaticShapes.h"

#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/ADT/STLExtras.h"

namespace shapecc {
#define GEN_PASS_DEF_SITEKEEPINGCSE
#include "Passes.h.inc"
} // namespace shapecc

using namespace mlir;

namespace {

/// The discardable attribute that holds an op's location while cse runs:
/// cse compares attributes, so ops at different locations differ.
constexpr llvm::StringLiteral siteAttr = "shapecc.site";

struct SiteKeepingCSEPass
    : shapecc::impl::SiteKeepingCSEBase<SiteKeepingCSEPass> {
  void runOnOperation() override {
    Operation *root = getOperation();
    auto key = StringAttr::get(&getContext(), siteAttr);
    root->walk([&](Operation *op) {
      if (llvm::any_of(op->getResults(), shapecc::mayCarryError))
        op->setAttr(key, LocationAttr(op->getLoc()));
    });
    OpPassManager cse;
    cse.addPass(createCSEPass());
    if (failed(runPipeline(cse, root)))
      return signalPassFailure();
    root->walk([&](Operation *op) { op->removeAttr(key); });
  }
};

} // namespace
