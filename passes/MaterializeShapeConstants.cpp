//===- MaterializeShapeConstants.cpp - valid constant extent tensors ------===//
//
// Keeps upstream canonicalization from failing, or folding wrongly, on
// values known at compile time (see the pass's description in Passes.td).
//
//===----------------------------------------------------------------------===//

#include "CheckDialect.h"
#include "PassStatistics.h"
#include "Passes.h"
#include "SourceNames.h"
#include "StaticShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseSet.h"

namespace shapecc {
#define GEN_PASS_DEF_MATERIALIZESHAPECONSTANTS
#define GEN_PASS_DEF_REPAIRCONSTANTSHAPES
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

/// Whether `op` is a constant holding a negative integer, or an extent tensor
/// with a negative element.
bool isNegativeConstant(Operation *op) {
  Attribute value;
  if (!op->hasTrait<OpTrait::ConstantLike>() ||
      !matchPattern(op->getResult(0), m_Constant(&value)))
    return false;
  if (auto integer = dyn_cast<IntegerAttr>(value))
    return integer.getValue().getBitWidth() > 1 &&
           integer.getValue().isNegative();
  return shapecc::isInvalidShapeConstant(value);
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
/// 4. Keep upstream folders from folding wrongly (StaticShapes.h,
///    foldIsWrong): a `get_extent` of a known shape at an index not known to
///    be non-negative reads it through such a cast; constant operands of
///    shape arithmetic that overflows, and constant shapes with a negative
///    extent (invalid shapes), are hidden behind `shapecc.opaque`; an
///    `is_broadcastable` of one value that may hold an error (which upstream
///    reduces to one operand and folds to true) reads it once more through
///    `shapecc.opaque`, a value no pattern takes for the same; a `shape.any`
///    with an operand that may hold an error reads its known operands through
///    `shapecc.opaque`, so that it does not fold to one of them.
///
/// First of all, a shape with a negative constant extent is kept
/// where the source builds it (step 1 would otherwise fold it again).
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
  shapecc::Counter numHidden{
      this, "hidden",
      "Constants hidden from upstream folders that would fold them wrongly"};
  shapecc::Counter numKept{
      this, "negative-extents-kept",
      "Shapes with a negative constant extent kept in place"};

  void runOnOperation() override {
    getOperation().walk([&](Operation *op) { keepNegativeExtentsInPlace(op); });
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
    getOperation().walk([&](shape::GetExtentOp op) { hideConstantShape(op); });
    getOperation().walk([&](tensor::ExtractOp op) { hideSplat(op); });
    getOperation().walk([&](Operation *op) {
      if (!isa<shape::AddOp, shape::MulOp, shape::DivOp, shape::NumElementsOp>(
              op))
        return;
      SmallVector<Attribute> operands;
      for (Value operand : op->getOperands())
        operands.push_back(shapecc::constantValue(operand));
      // An invalid shape operand is hidden below, whatever the op.
      if (!shapecc::foldIsWrong(op, operands) ||
          llvm::any_of(operands, shapecc::isInvalidShapeConstant))
        return;
      // The folder wraps where the checker fails with overflow.
      if (auto numElements = dyn_cast<shape::NumElementsOp>(op)) {
        readThroughCast(op, numElements.getShapeMutable(),
                        cast<DenseIntElementsAttr>(operands[0]));
        return;
      }
      // Both operands known (overflow, rounding): hiding one keeps the op.
      // One known (a 0 added to an index): hiding that one.
      hide(op->getOpOperand(operands[0] || !operands[1] ? 0 : 1));
    });
    // An invalid constant shape is computed from a negative constant: the
    // shape and tensor ops that read one read it through `shapecc.opaque`, so
    // nothing folds it, or anything computed from it. Only values computed
    // from a negative constant are evaluated.
    llvm::DenseSet<Value> fromNegative;
    getOperation().walk([&](Operation *op) {
      bool derived = isNegativeConstant(op);
      for (OpOperand &operand : op->getOpOperands()) {
        if (!fromNegative.contains(operand.get()))
          continue;
        derived = true;
        if (isa<shape::ShapeDialect, tensor::TensorDialect>(op->getDialect()) &&
            shapecc::isInvalidShapeConstant(
                shapecc::constantValue(operand.get())))
          hide(operand);
      }
      if (derived)
        fromNegative.insert(op->result_begin(), op->result_end());
    });
    getOperation().walk([&](shape::AnyOp op) {
      SmallVector<Attribute> operands;
      for (Value operand : op.getInputs())
        operands.push_back(shapecc::constantValue(operand));
      if (!shapecc::foldIsWrong(op, operands))
        return;
      for (auto [operand, known] : llvm::zip(op->getOpOperands(), operands))
        if (known)
          hide(operand);
    });
    getOperation().walk([&](Operation *op) { keepChecked(op); });
    // Canonicalize moves the constant operand of a commutative op to the
    // right; a message names the operands in the op's order (`meet %c2, %r`:
    // "sizes 2 and 3 do not meet"), so a known left operand of one that can
    // fail with such a message is read through `shapecc.opaque` and stays.
    getOperation().walk([&](Operation *op) {
      if (!isa<shape::MeetOp, shape::AddOp, shape::MulOp, shape::MaxOp,
               shape::MinOp>(op) ||
          !shapecc::constantValue(op->getOperand(0)) ||
          shapecc::constantValue(op->getOperand(1)))
        return;
      hide(op->getOpOperand(0));
    });
    // is_broadcastable of a value that may hold an error is false then, even
    // of that value alone or twice, where upstream removes duplicates and
    // folds one operand to true: one alone is read twice, and every other
    // operand that may hold an error is read through `shapecc.opaque`, also
    // when only a fold shows it to be the same value (`select %c, %s, %s`).
    getOperation().walk([&](shape::IsBroadcastableOp op) {
      ValueRange shapes = op.getShapes();
      if (shapes.size() == 1 && shapecc::mayCarryError(shapes.front()))
        op->setOperands({shapes.front(), shapes.front()});
      for (OpOperand &operand : llvm::drop_begin(op->getOpOperands()))
        if (shapecc::mayCarryError(operand.get()))
          hide(operand);
    });
  }

  /// Upstream's patterns fold some uses of a result `op` checks at run time
  /// (shapecc::checksResult) without it: `tensor.dim` and `tensor.rank` by its
  /// static type, or by the length a `tensor.generate` or `tensor.empty` is
  /// given; `tensor.extract` by the element a `tensor.from_elements` or a
  /// `tensor.generate`'s body gives, or of what a `tensor.cast` casts;
  /// `tensor.dim` of a `tensor.insert_slice` by the destination's; `shape.rank`
  /// and the like by the static type. The op, then unused, would go with its
  /// check (and an extract of a generate with its index check). Such uses
  /// read the result through `shapecc.opaque`, of a type that says nothing
  /// static (`tensor<?xindex>`; a data tensor unranked for `tensor.rank`): the
  /// op is built, and checked, where the source builds it, whenever the use
  /// stays.
  void keepChecked(Operation *op) {
    if (!shapecc::checksResult(op))
      return;
    for (Value result : op->getResults()) {
      auto type = dyn_cast<TensorType>(result.getType());
      if (!type)
        continue;
      for (OpOperand &use : llvm::make_early_inc_range(result.getUses())) {
        Operation *user = use.getOwner();
        if (!isa<tensor::DimOp, tensor::RankOp, tensor::ExtractOp,
                 tensor::CastOp, shape::RankOp, shape::GetExtentOp,
                 shape::NumElementsOp, shape::ShapeOfOp,
                 shape::ToExtentTensorOp>(user))
          continue;
        // A cast folds into a cast it reads (a refining cast cast back goes
        // with its check); one to a less static type of another op keeps it.
        if (isa<tensor::CastOp>(user) && !isa<tensor::CastOp>(op) &&
            !shapecc::checksResult(user))
          continue;
        // An extent tensor stays one (its C++ variable holds its extents,
        // not a data tensor's shape): its rank is 1 whatever it holds.
        bool extentTensor = type.hasRank() && type.getRank() == 1 &&
                            type.getElementType().isIndex();
        Type opaqueType = UnrankedTensorType::get(type.getElementType());
        if ((!isa<tensor::RankOp>(user) || extentTensor) && type.hasRank())
          opaqueType = RankedTensorType::get(
              SmallVector<int64_t>(type.getRank(), ShapedType::kDynamic),
              type.getElementType());
        OpBuilder builder(user);
        use.set(shapecc::OpaqueOp::create(builder, result.getLoc(), opaqueType,
                                          result));
        ++numHidden;
      }
    }
  }

  /// Makes `operand` read its value through a `shapecc.opaque`, counted.
  void hide(OpOperand &operand) {
    shapecc::hideFromFolders(operand);
    ++numHidden;
  }

  /// Upstream's GetExtentOp::fold reads a constant shape at a negative
  /// constant index (out of bounds: the compiler crashes). Unless the index
  /// is known non-negative, the op reads a known shape through a `tensor.cast`
  /// to `tensor<?xindex>`, which no folder sees through, so canonicalize
  /// leaves the out-of-range read to the checker (`out_of_range` at run time).
  void hideConstantShape(shape::GetExtentOp op) {
    auto index =
        dyn_cast_or_null<IntegerAttr>(shapecc::constantValue(op.getDim()));
    if (index && !index.getValue().isNegative())
      return;
    auto extents = dyn_cast_or_null<DenseIntElementsAttr>(
        shapecc::constantValue(op.getShape()));
    if (extents)
      readThroughCast(op, op.getShapeMutable(), extents);
  }

  /// Upstream's ExtractOp::fold reads a splat constant at any index, in range
  /// or not, and drops the range check (C1, docs/testing.md). Unless every
  /// index is a constant in range, an extract reads a known splat through
  /// `shapecc.opaque`.
  void hideSplat(tensor::ExtractOp op) {
    auto known = dyn_cast_or_null<DenseElementsAttr>(
        shapecc::constantValue(op.getTensor()));
    if (!known || !known.isSplat())
      return;
    ArrayRef<int64_t> sizes = known.getType().getShape();
    bool inRange = llvm::all_of(llvm::enumerate(op.getIndices()), [&](auto it) {
      auto index =
          dyn_cast_or_null<IntegerAttr>(shapecc::constantValue(it.value()));
      return index && !index.getValue().isNegative() &&
             index.getValue().slt(sizes[it.index()]);
    });
    if (!inRange)
      hide(op.getTensorMutable());
  }

  /// A shape holding a negative extent is invalid_shape where the source
  /// builds it, perhaps in a branch that few inputs take. Folded into a
  /// constant, canonicalize would hoist it to the function's entry and drop
  /// its location: the checker would then fail on every path of an extent
  /// tensor, and name the use instead of the op for a `!shape.shape`. So a
  /// `tensor.from_elements` or `shape.from_extents` reads its negative
  /// constant operands through `shapecc.opaque`, and a constant shape with a
  /// negative extent (`arith.constant`, `shape.const_shape`, of an extent
  /// tensor or `!shape.shape` type) becomes such a builder at its location:
  /// nothing folds them, and the checker builds them, and fails, where the
  /// source does.
  void keepNegativeExtentsInPlace(Operation *op) {
    if ((isa<tensor::FromElementsOp>(op) &&
         shapecc::isStaticExtentTensor(op->getResult(0).getType())) ||
        isa<shape::FromExtentsOp>(op)) {
      OpBuilder builder(op);
      bool kept = false;
      for (OpOperand &operand : op->getOpOperands()) {
        Operation *definition = operand.get().getDefiningOp();
        if (!definition || !isNegativeConstant(definition))
          continue;
        operand.set(shapecc::OpaqueOp::create(
            builder, op->getLoc(), operand.get().getType(), operand.get()));
        kept = true;
      }
      if (kept)
        ++numKept;
      return;
    }
    Attribute constant;
    if (!op->hasTrait<OpTrait::ConstantLike>() || op->getNumResults() != 1 ||
        !matchPattern(op->getResult(0), m_Constant(&constant)) ||
        !shapecc::isInvalidShapeConstant(constant))
      return;
    Value result = op->getResult(0);
    OpBuilder builder(op);
    Location loc = locationOf(result);
    SmallVector<Value> extents;
    for (const APInt &extent :
         cast<DenseIntElementsAttr>(constant).getValues<APInt>()) {
      Value element =
          arith::ConstantIndexOp::create(builder, loc, extent.getSExtValue());
      if (extent.isNegative())
        element =
            shapecc::OpaqueOp::create(builder, loc, element.getType(), element);
      extents.push_back(element);
    }
    Value rebuilt;
    if (isa<shape::ShapeType>(result.getType()))
      rebuilt = shape::FromExtentsOp::create(builder, loc, extents);
    else
      rebuilt = tensor::FromElementsOp::create(builder, loc, result.getType(),
                                               extents);
    result.replaceAllUsesWith(rebuilt);
    op->erase();
    ++numKept;
  }

  /// Makes `shape`, an operand of `op` known to be `extents`, a
  /// `shape.const_shape` cast to `tensor<?xindex>`.
  void readThroughCast(Operation *op, OpOperand &shape,
                       DenseIntElementsAttr extents) {
    OpBuilder builder(op);
    Location loc =
        shape.get().getDefiningOp() ? locationOf(shape.get()) : op->getLoc();
    Value constant = shape::ConstShapeOp::create(builder, loc, extents);
    Value cast = tensor::CastOp::create(
        builder, loc,
        RankedTensorType::get({ShapedType::kDynamic}, builder.getIndexType()),
        constant);
    shape.set(cast);
    ++numHidden;
  }
};

/// The pass after canonicalize: each `shape.const_shape` of a dynamically
/// sized extent tensor type becomes one of its static type, cast.
struct RepairConstantShapesPass
    : shapecc::impl::RepairConstantShapesBase<RepairConstantShapesPass> {
  void runOnOperation() override {
    getOperation()->walk([](shape::ConstShapeOp op) {
      Value result = op.getResult();
      if (!isDynamicExtentTensor(result.getType()))
        return;
      OpBuilder builder(op);
      Value constant =
          shape::ConstShapeOp::create(builder, op.getLoc(), op.getShape());
      result.replaceAllUsesWith(tensor::CastOp::create(
          builder, op.getLoc(), result.getType(), constant));
      op->erase();
    });
  }
};

} // namespace
