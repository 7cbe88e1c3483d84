//===- MaterializeShapeConstants.cpp - valid constant extent tensors ------===//
//
// Keeps upstream canonicalization from failing on shapes known at compile
// time (see the pass's description in Passes.td).
//
//===----------------------------------------------------------------------===//

#include "PassStatistics.h"
#include "Passes.h"
#include "SourceNames.h"
#include "StaticShapes.h"

#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

namespace shapecc {
#define GEN_PASS_DEF_MATERIALIZESHAPECONSTANTS
#include "Passes.h.inc"
} // namespace shapecc

using namespace mlir;

namespace {

/// A 1-D index tensor of unknown size: what upstream cannot materialize.
bool isDynamicExtentTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 1 && tensor.isDynamicDim(0) &&
         tensor.getElementType().isIndex();
}

/// The location of `result`'s definition, named after `result` alone (the
/// op's NameLoc lists the names of all its results).
Location locationOf(Value result) {
  Location loc = result.getDefiningOp()->getLoc();
  if (auto named = dyn_cast<NameLoc>(loc))
    loc = named.getChildLoc();
  std::string name = shapecc::sourceName(result);
  if (name.empty())
    return loc;
  return NameLoc::get(StringAttr::get(loc.getContext(), name), loc);
}

/// The pass.
///
/// 1. Visit, in program order, every result of a non-constant op that is a
///    dynamically sized extent tensor.
/// 2. Evaluate it with the ops' folders (StaticShapes.h), as canonicalize
///    would.
/// 3. When known, replace its uses by `shape.const_shape` of the static
///    type and a `tensor.cast` to the dynamic one, at the op's location
///    (named after the result). The
///    op, if now unused and pure, is left to canonicalize to erase.
struct MaterializeShapeConstantsPass
    : shapecc::impl::MaterializeShapeConstantsBase<
          MaterializeShapeConstantsPass>,
      shapecc::CountingPass {
  MaterializeShapeConstantsPass() = default;
  // Counters are not copied: each copy registers its own.
  MaterializeShapeConstantsPass(const MaterializeShapeConstantsPass &other)
      : MaterializeShapeConstantsBase(other), CountingPass(other) {}

  shapecc::Counter numMaterialized{this, "materialized",
                                   "Extent tensors replaced by constants"};

  void runOnOperation() override {
    OpBuilder builder(&getContext());
    getOperation().walk([&](Operation *op) {
      if (op->hasTrait<OpTrait::ConstantLike>())
        return;
      for (Value result : op->getResults()) {
        if (!isDynamicExtentTensor(result.getType()) || result.use_empty())
          continue;
        auto extents = dyn_cast_or_null<DenseIntElementsAttr>(
            shapecc::constantValue(result));
        if (!extents)
          continue;
        builder.setInsertionPointAfter(op);
        Location loc = locationOf(result);
        Value constant = shape::ConstShapeOp::create(builder, loc, extents);
        Value cast =
            tensor::CastOp::create(builder, loc, result.getType(), constant);
        result.replaceAllUsesWith(cast);
        ++numMaterialized;
      }
    });
  }
};

} // namespace
