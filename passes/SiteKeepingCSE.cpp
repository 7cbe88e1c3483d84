//===- SiteKeepingCSE.cpp - cse that keeps error values' sites ------------===//
//
// Upstream's cse, with the ops that make error values at different
// locations kept apart.
//
//===----------------------------------------------------------------------===//

#include "Passes.h"
#include "StaticShapes.h"

#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/CSE.h"

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
    // Upstream cse's own driver, called in place: a nested pipeline would
    // show the marks in --mlir-print-ir-after-all's dumps.
    IRRewriter rewriter(&getContext());
    eliminateCommonSubExpressions(rewriter, getAnalysis<DominanceInfo>(), root);
    root->walk([&](Operation *op) { op->removeAttr(key); });
  }
};

} // namespace
