//===- StaticShapes.cpp - values known at compile time --------------------===//

#include "StaticShapes.h"

#include "CheckDialect.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <functional>
#include <limits>

using namespace mlir;

namespace {

/// Deep enough for shape_of -> rank -> cmpi -> cstr_require chains; bounds
/// the work on long ones.
constexpr unsigned kMaxDepth = 8;

Attribute evaluate(Value value, unsigned depth) {
  Attribute attr;
  if (matchPattern(value, m_Constant(&attr)))
    return attr;
  Operation *def = value.getDefiningOp();
  if (!def || depth == 0 || def->getNumRegions() != 0 || !isPure(def))
    return {};
  // Casts between extent tensor types keep the value (tensor.cast does not
  // fold to a constant).
  if (auto cast = dyn_cast<tensor::CastOp>(def))
    return evaluate(cast.getSource(), depth - 1);
  if (auto shapeOf = dyn_cast<shape::ShapeOfOp>(def)) {
    auto type = dyn_cast<RankedTensorType>(shapeOf.getArg().getType());
    if (!type || !type.hasStaticShape())
      return {};
    return Builder(def->getContext()).getIndexTensorAttr(type.getShape());
  }
  SmallVector<Attribute> operands;
  for (Value operand : def->getOperands())
    operands.push_back(evaluate(operand, depth - 1));
  if (shapecc::foldIsWrong(def, operands))
    return {};
  // A clone: folding may update an op in place (commutative ops sort their
  // operands).
  Operation *clone = def->clone();
  SmallVector<OpFoldResult> results;
  Attribute folded;
  unsigned index = cast<OpResult>(value).getResultNumber();
  if (succeeded(clone->fold(operands, results)) &&
      results.size() == def->getNumResults()) {
    if (auto result = dyn_cast<Attribute>(results[index]))
      folded = result;
    else if (auto forwarded = dyn_cast<Value>(results[index]);
             forwarded && forwarded.getDefiningOp() != clone)
      folded = evaluate(forwarded, depth - 1);
  }
  clone->destroy();
  return folded;
}

} // namespace

bool shapecc::isExtentTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 1 && tensor.getElementType().isIndex();
}

bool shapecc::isStaticExtentTensor(Type type) {
  return isExtentTensor(type) && cast<RankedTensorType>(type).hasStaticShape();
}

bool shapecc::isValueVectorType(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 1 && tensor.isDynamicDim(0) &&
         tensor.getElementType().isSignlessInteger(64);
}

bool shapecc::checksResult(Operation *op) {
  if (auto cast = dyn_cast<tensor::CastOp>(op)) {
    auto from = dyn_cast<RankedTensorType>(cast.getSource().getType());
    auto to = dyn_cast<RankedTensorType>(cast.getType());
    if (!to)
      return false;
    if (!from)
      return true;
    return llvm::any_of(llvm::seq<int64_t>(0, to.getRank()), [&](int64_t i) {
      return !to.isDynamicDim(i) && from.isDynamicDim(i);
    });
  }
  if (auto empty = dyn_cast<tensor::EmptyOp>(op))
    return !empty.getDynamicSizes().empty();
  if (isa<tensor::GenerateOp, tensor::FromElementsOp, tensor::InsertSliceOp,
          scf::ForallOp>(op))
    return true;
  if (!isa<shape::ShapeDialect>(op->getDialect()) ||
      isa<shape::ConstShapeOp>(op))
    return false;
  if (auto shapeOf = dyn_cast<shape::ShapeOfOp>(op))
    return !isa<RankedTensorType>(shapeOf.getArg().getType()) &&
           isStaticExtentTensor(shapeOf.getType());
  return llvm::any_of(op->getResultTypes(),
                      [](Type type) { return isStaticExtentTensor(type); });
}

/// Whether `divisor` is a constant no division by it can fail on: not 0,
/// and for a signed division not -1 (INT_MIN / -1).
static bool safeDivisor(Value divisor, bool isSigned) {
  APInt constant;
  if (!matchPattern(divisor, m_ConstantInt(&constant)))
    return false;
  return !constant.isZero() && (!isSigned || !constant.isAllOnes());
}

bool shapecc::checksScalar(Operation *op) {
  if (op->getNumResults() == 0 ||
      !llvm::all_of(op->getResultTypes(),
                    [](Type type) { return type.isIntOrIndex(); }))
    return false;
  if (isa<arith::DivUIOp, arith::RemUIOp, arith::CeilDivUIOp>(op))
    return !safeDivisor(op->getOperand(1), /*isSigned=*/false);
  if (isa<arith::DivSIOp, arith::RemSIOp, arith::CeilDivSIOp,
          arith::FloorDivSIOp>(op))
    return !safeDivisor(op->getOperand(1), /*isSigned=*/true);
  return isa<tensor::ExtractOp, tensor::DimOp, shape::GetExtentOp, shape::DimOp,
             shape::AddOp, shape::MulOp, shape::DivOp, shape::NumElementsOp,
             shape::SizeToIndexOp>(op);
}

/// Whether the terminators of `op`'s regions do nothing with their operands
/// but give them as `op`'s results (`shape.assuming`, `scf.if`,
/// `scf.index_switch`, `scf.execute_region`; a loop's terminator also passes
/// them to the next iteration).
static bool forwards(Operation *op) {
  return isa_and_nonnull<shape::AssumingOp, scf::IfOp, scf::IndexSwitchOp,
                         scf::ExecuteRegionOp>(op);
}

/// The op whose results the terminator `op` only forwards its operands as,
/// or null.
static Operation *forwardingParent(Operation *op) {
  if (!op->hasTrait<OpTrait::IsTerminator>() || !forwards(op->getParentOp()))
    return nullptr;
  return op->getParentOp();
}

namespace {
/// What dead-code elimination keeps (liveOps): the live ops, and the results
/// of forwarding ops that a live op reads.
struct Liveness {
  llvm::DenseSet<Operation *> live;
  llvm::DenseSet<Value> needed;

  /// Whether `user`, reading its operand `operand`, needs it: it is live,
  /// and does more than forward it as a result nothing needs.
  bool reads(Operation *user, unsigned operand) const {
    if (!live.contains(user))
      return false;
    Operation *parent = forwardingParent(user);
    return !parent || operand >= parent->getNumResults() ||
           needed.contains(parent->getResult(operand));
  }

  bool read(Value value) const {
    return llvm::any_of(value.getUses(), [&](OpOperand &use) {
      return reads(use.getOwner(), use.getOperandNumber());
    });
  }
};
} // namespace

/// The ops that stay after dead-code elimination, as canonicalize erases it:
/// those with effects, constraints and `shape.meet` (kept whether used or
/// not, docs/semantics.md), and, from them, every op defining an operand of
/// one, enclosing one, or ending a block of one; but an operand that such a
/// block end only forwards as its parent's result is needed only when that
/// result is (a loop in a `shape.assuming` whose result nothing reads goes).
static Liveness liveOps(Operation *root) {
  Liveness result;
  llvm::DenseSet<Operation *> &live = result.live;
  llvm::DenseSet<Value> &needed = result.needed;
  SmallVector<Operation *> worklist;
  auto mark = [&](Operation *op) {
    if (op && live.insert(op).second)
      worklist.push_back(op);
  };
  // `value` is read by a live op: its definition is live, and for a result
  // of a forwarding op, what each of its regions forwards as that result.
  std::function<void(Value)> need = [&](Value value) {
    Operation *def = value.getDefiningOp();
    mark(def);
    if (!def || !forwards(def) || !needed.insert(value).second)
      return;
    unsigned index = cast<OpResult>(value).getResultNumber();
    for (Region &region : def->getRegions())
      for (Block &block : region)
        if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>() &&
            index < block.back().getNumOperands())
          need(block.back().getOperand(index));
  };
  root->walk([&](Operation *op) {
    if ((!isMemoryEffectFree(op) && !op->hasTrait<OpTrait::IsTerminator>()) ||
        isa<shape::CstrBroadcastableOp, shape::CstrEqOp, shape::CstrRequireOp,
            shape::MeetOp>(op))
      mark(op);
  });
  while (!worklist.empty()) {
    Operation *op = worklist.pop_back_val();
    for (OpOperand &operand : op->getOpOperands())
      if (result.reads(op, operand.getOperandNumber()))
        need(operand.get());
    if (op != root)
      mark(op->getParentOp());
    for (Region &region : op->getRegions())
      for (Block &block : region)
        if (!block.empty() && block.back().hasTrait<OpTrait::IsTerminator>())
          mark(&block.back());
  }
  return result;
}

/// Whether `op` is a loop, which may fail at run time (a step that is not
/// positive, SHAPECC_MAX_LOOP_ITERATIONS).
static bool isLoop(Operation *op) {
  return isa<scf::ForOp, scf::WhileOp, scf::ParallelOp, scf::ForallOp>(op);
}

/// Whether `op` computes an extent tensor with a check that may fail at run
/// time: a shape op that may not be defined on its operands (`broadcast`,
/// `concat`, `split_at`, `to_extent_tensor`), or one that checks its result
/// (checksResult).
static bool checksTensor(Operation *op) {
  return shapecc::checksResult(op) ||
         isa<shape::BroadcastOp, shape::ConcatOp, shape::SplitAtOp,
             shape::ToExtentTensorOp>(op);
}

bool shapecc::mayFailWhereItRuns(Operation *op) {
  if (checksTensor(op) || checksScalar(op) || isLoop(op))
    return true;
  // A region op of the shape dialect (`assuming`, `reduce`) fails only by
  // the ops in its regions.
  if (!isa<shape::ShapeDialect>(op->getDialect()) || op->getNumRegions() ||
      isa<shape::ConstShapeOp, shape::ConstSizeOp, shape::RankOp,
          shape::ShapeEqOp, shape::IsBroadcastableOp, shape::ShapeOfOp>(op))
    return false;
  return llvm::any_of(op->getResultTypes(), [](Type type) {
    return isa<RankedTensorType>(type) || type.isIntOrIndex();
  });
}

/// Whether `user` reads a value `op` defines through scf control flow: from a
/// region of an scf op that `op` is not in, or as such an op's operand (a
/// loop's initial value). Upstream removes a branch of a constant condition,
/// a loop of no iteration, a loop's result that only forwards its initial
/// value, and with them the use.
static bool readThroughControlFlow(Operation *op, Operation *user) {
  Operation *ancestor = op->getBlock()->findAncestorOpInBlock(*user);
  return ancestor && isa<scf::SCFDialect>(ancestor->getDialect());
}

/// Whether `user` is a constraint or predicate over shapes, which upstream
/// decides without reading an operand when its other operands are that
/// operand again (duplicates are removed; a shape is broadcastable with, and
/// equal to, itself) or the shape `[]` (which broadcasts with any), also when
/// only a fold shows them to be (a cast to the same type, `select %c, %r,
/// %r`) (K2, G6, docs/testing.md).
static bool decidable(Operation *user) {
  return isa<shape::CstrBroadcastableOp, shape::CstrEqOp,
             shape::IsBroadcastableOp, shape::ShapeEqOp>(user);
}

void shapecc::keepUsedChecks(Operation *root) {
  Liveness uses = liveOps(root);
  const llvm::DenseSet<Operation *> &live = uses.live;
  SmallVector<Operation *> kept;
  SmallVector<Operation *> loops;
  root->walk([&](Operation *op) {
    // A loop with effects (a constraint in it) is live with no result read;
    // it stays anyway.
    if (isLoop(op) && live.contains(op) &&
        llvm::any_of(op->getResults(),
                     [&](Value result) { return uses.read(result); }))
      loops.push_back(op);
    if (checksScalar(op)) {
      if (llvm::any_of(op->getResults(),
                       [&](Value result) { return uses.read(result); }))
        kept.push_back(op);
      return;
    }
    if (!checksTensor(op))
      return;
    // A use that upstream may fold, or decide, from the op's type or
    // operands: a cast only if it refines the type or casts a cast; or one
    // through control flow upstream may remove. A use that is itself dead
    // goes with the op, as it always did.
    // A cast to a less static type (which checks nothing) passes the value
    // on: its uses count.
    auto readThroughCasts = [&](Operation *user) {
      auto cast = dyn_cast<tensor::CastOp>(user);
      if (!cast || checksResult(cast))
        return false;
      SmallVector<OpOperand *> worklist;
      for (OpOperand &use : cast->getUses())
        worklist.push_back(&use);
      while (!worklist.empty()) {
        OpOperand *use = worklist.pop_back_val();
        Operation *next = use->getOwner();
        if (!uses.reads(next, use->getOperandNumber()))
          continue;
        if (readThroughControlFlow(op, next))
          return true;
        if (auto again = dyn_cast<tensor::CastOp>(next);
            again && !checksResult(again))
          for (OpOperand &further : again->getUses())
            worklist.push_back(&further);
      }
      return false;
    };
    bool used = llvm::any_of(op->getUses(), [&](OpOperand &use) {
      Operation *user = use.getOwner();
      if (!uses.reads(user, use.getOperandNumber()))
        return false;
      if (readThroughControlFlow(op, user) || readThroughCasts(user) ||
          decidable(user))
        return true;
      if (!checksResult(op))
        return false;
      if (isa<tensor::CastOp>(user))
        return isa<tensor::CastOp>(op) || checksResult(user);
      return isa<tensor::DimOp, tensor::RankOp, tensor::ExtractOp,
                 tensor::InsertSliceOp, shape::RankOp, shape::GetExtentOp,
                 shape::NumElementsOp, shape::ShapeOfOp,
                 shape::ToExtentTensorOp, shape::BroadcastOp, shape::AnyOp>(
          user);
    });
    if (used)
      kept.push_back(op);
  });
  // At the end of the op's block, where it sits between no two ops that the
  // emitter fuses (a check and its broadcast).
  for (Operation *op : kept) {
    OpBuilder builder(op->getContext());
    Block *block = op->getBlock();
    if (block->mightHaveTerminator())
      builder.setInsertionPoint(block->getTerminator());
    else
      builder.setInsertionPointToEnd(block);
    for (Value result : op->getResults())
      if (!result.use_empty())
        KeepOp::create(builder, op->getLoc(), result);
  }
  // A live loop whose results upstream folds away (one that only forwards
  // its initial value) would go as dead, with its step check and its
  // iteration limit: a keep in its body is an op of unknown effects, so the
  // loop is never dead. It keeps a constant, which prints as nothing.
  for (Operation *loop : loops) {
    Block &body = loop->getRegion(0).front();
    OpBuilder builder = OpBuilder::atBlockBegin(&body);
    Value anchor = arith::ConstantIndexOp::create(builder, loop->getLoc(), 0);
    KeepOp::create(builder, loop->getLoc(), anchor);
  }
}

bool shapecc::isInvalidShapeConstant(Attribute constant) {
  auto extents = dyn_cast_or_null<DenseIntElementsAttr>(constant);
  if (!extents || extents.getType().getRank() != 1 ||
      !extents.getElementType().isIndex())
    return false;
  return llvm::any_of(extents.getValues<APInt>(),
                      [](const APInt &extent) { return extent.isNegative(); });
}

/// Whether `value` is an argument of its function: checked on entry, and
/// never known to a folder.
static bool isFunctionArgument(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  return arg && arg.getOwner()->isEntryBlock() &&
         isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
}

bool shapecc::mayCarryError(Value value) {
  if (!isa<shape::ShapeType, shape::SizeType, shape::ValueShapeType>(
          value.getType()))
    return false;
  if (isa<BlockArgument>(value))
    return !isFunctionArgument(value);
  Operation *def = value.getDefiningOp();
  if (isa<shape::FromExtentTensorOp, shape::IndexToSizeOp, shape::MeetOp>(def))
    return false;
  if (auto shapeOf = dyn_cast<shape::ShapeOfOp>(def))
    return mayCarryError(shapeOf.getArg());
  Attribute known = constantValue(value);
  return !known || isInvalidShapeConstant(known);
}

bool shapecc::foldIsWrong(Operation *op, ArrayRef<Attribute> operands) {
  if (isa<shape::ShapeDialect, tensor::TensorDialect>(op->getDialect()) &&
      !op->hasTrait<OpTrait::ConstantLike>() &&
      llvm::any_of(operands, isInvalidShapeConstant))
    return true;
  // shape.any folds to its last constant operand (it is commutative, so
  // canonicalize sorts one there), where the checker gives another operand's
  // error.
  if (auto any = dyn_cast<shape::AnyOp>(op))
    return llvm::any_of(any.getInputs(), mayCarryError);
  if (auto isBroadcastable = dyn_cast<shape::IsBroadcastableOp>(op))
    return isBroadcastable.getShapes().size() < 2 &&
           llvm::any_of(isBroadcastable.getShapes(), mayCarryError);
  if (isa<shape::CstrBroadcastableOp>(op))
    return llvm::any_of(op->getOperands(), [](Value operand) {
      auto shapeOf = operand.getDefiningOp<shape::ShapeOfOp>();
      return shapeOf && !isa<ShapedType>(shapeOf.getArg().getType());
    });
  if (isa<shape::GetExtentOp>(op)) {
    auto index = dyn_cast_or_null<IntegerAttr>(operands[1]);
    return index && index.getValue().isNegative();
  }
  if (auto numElements = dyn_cast<shape::NumElementsOp>(op)) {
    auto extents = dyn_cast_or_null<DenseIntElementsAttr>(operands[0]);
    if (!extents)
      return false;
    // The checker's product is 0 as soon as an extent is.
    APInt product(64, 1);
    bool overflow = false;
    for (const APInt &extent : extents.getValues<APInt>()) {
      if (extent.isZero())
        return false;
      bool step = false;
      product = product.smul_ov(extent.sextOrTrunc(64), step);
      overflow |= step;
    }
    return overflow;
  }
  if (!isa<shape::AddOp, shape::MulOp, shape::DivOp>(op))
    return false;
  auto lhs = dyn_cast_or_null<IntegerAttr>(operands[0]);
  auto rhs = dyn_cast_or_null<IntegerAttr>(operands[1]);
  // add(x, 0) folds to x, an index where the result is a !shape.size: the
  // IR no longer verifies.
  if (isa<shape::AddOp>(op) && isa<shape::SizeType>(op->getResult(0).getType()))
    for (auto [operand, other] :
         {std::pair(rhs, op->getOperand(0)), std::pair(lhs, op->getOperand(1))})
      if (operand && operand.getValue().isZero() &&
          !isa<shape::SizeType>(other.getType()))
        return true;
  if (!lhs || !rhs)
    return false;
  APInt a = lhs.getValue().sextOrTrunc(64), b = rhs.getValue().sextOrTrunc(64);
  bool wrong = false;
  if (isa<shape::AddOp>(op))
    (void)a.sadd_ov(b, wrong);
  else if (isa<shape::MulOp>(op))
    (void)a.smul_ov(b, wrong);
  else if (!b.isZero()) {
    // Overflow, or the folder rounding a quotient that truncates to 0 toward
    // zero instead of toward negative infinity (-1 / 2 gives 0, not -1).
    APInt quotient, remainder;
    APInt::sdivrem(a, b, quotient, remainder);
    wrong = (a.isMinSignedValue() && b.isAllOnes()) ||
            (quotient.isZero() && !remainder.isZero() &&
             a.isNegative() != b.isNegative());
  }
  return wrong;
}

Attribute shapecc::constantValue(Value value) {
  return evaluate(value, kMaxDepth);
}

void shapecc::hideFromFolders(OpOperand &operand) {
  OpBuilder builder(operand.getOwner());
  Value value = operand.get();
  operand.set(
      OpaqueOp::create(builder, value.getLoc(), value.getType(), value));
}

/// Whether upstream's patterns count the iterations from `lb` to `ub` (known
/// constants of one width) right, with a step they know positive: they
/// compare and subtract the bounds as signed values of the loop's width. A
/// span beyond the signed range (`-100` to `100` in i8) came out negative,
/// and the loop was erased as one of no iteration (H2, docs/testing.md); an
/// unsigned loop is read right only with both bounds below the sign bit.
static bool countedRight(const APInt &lb, const APInt &ub, bool isUnsigned) {
  if (isUnsigned)
    return !lb.isNegative() && !ub.isNegative();
  bool overflow = false;
  (void)ub.ssub_ov(lb, overflow);
  return lb.sge(ub) || !overflow;
}

/// Whether upstream's patterns may see the bounds `lower` and `upper` of a
/// loop of positive step as they are: both known and counted right, or one a
/// function argument, which they never know (any other bound may become a
/// constant only as canonicalize folds it: an `scf.if` on a constant that
/// yields one, a chain of additions beyond constantValue's depth; H11).
static bool boundsCountedRight(Value lower, Value upper, bool isUnsigned) {
  auto lb = dyn_cast_or_null<IntegerAttr>(shapecc::constantValue(lower));
  auto ub = dyn_cast_or_null<IntegerAttr>(shapecc::constantValue(upper));
  if (lb && ub)
    return countedRight(lb.getValue(), ub.getValue(), isUnsigned);
  return isFunctionArgument(lower) || isFunctionArgument(upper);
}

void shapecc::keepStepChecked(scf::ForOp loop) {
  // Positive as upstream reads it: signed, also in an unsigned loop.
  auto step =
      dyn_cast_or_null<IntegerAttr>(shapecc::constantValue(loop.getStep()));
  if (step && step.getValue().isStrictlyPositive()) {
    if (!boundsCountedRight(loop.getLowerBound(), loop.getUpperBound(),
                            loop.getUnsignedCmp()))
      hideFromFolders(loop.getUpperBoundMutable());
    return;
  }
  // Any other step, also one known only once its operands fold (`muli %x,
  // 0`), and the upper bound, which may fold to the lower one (`addi %n, 0`).
  hideFromFolders(loop.getStepMutable());
  hideFromFolders(loop.getUpperBoundMutable());
}

/// The constant `value` holds, if known.
static std::optional<int64_t> knownIndex(OpFoldResult value) {
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return constant;
  auto known = dyn_cast_or_null<IntegerAttr>(
      shapecc::constantValue(dyn_cast<Value>(value)));
  if (!known)
    return std::nullopt;
  return known.getValue().getSExtValue();
}

void shapecc::keepStepChecked(scf::ParallelOp loop) {
  for (unsigned i = 0; i < loop.getNumLoops(); ++i) {
    std::optional<int64_t> step = knownIndex(loop.getStep()[i]);
    if (step && *step > 0) {
      if (!boundsCountedRight(loop.getLowerBound()[i], loop.getUpperBound()[i],
                              /*isUnsigned=*/false))
        hideFromFolders(loop.getUpperBoundMutable()[i]);
      continue;
    }
    hideFromFolders(loop.getStepMutable()[i]);
    hideFromFolders(loop.getUpperBoundMutable()[i]);
  }
}

void shapecc::keepStepChecked(scf::ForallOp loop) {
  SmallVector<OpFoldResult> lower = loop.getMixedLowerBound();
  SmallVector<OpFoldResult> upper = loop.getMixedUpperBound();
  SmallVector<OpFoldResult> steps = loop.getMixedStep();
  OpBuilder builder(loop);
  // A bound or step, static or not, as an operand no folder reads.
  auto hidden = [&](OpFoldResult value) -> OpFoldResult {
    Value operand = dyn_cast<Value>(value);
    if (!operand)
      operand = arith::ConstantIndexOp::create(builder, loop.getLoc(),
                                               *getConstantIntValue(value));
    return OpaqueOp::create(builder, loop.getLoc(), operand.getType(), operand)
        .getResult();
  };
  bool changed = false;
  for (size_t i = 0; i < steps.size(); ++i) {
    std::optional<int64_t> step = knownIndex(steps[i]);
    // Upstream inlines a loop of one iteration, its parallel_insert_slices
    // made insert_slices at the loop's location: their failures would name
    // the loop's line (C10, docs/testing.md). With shared outputs, such a
    // dimension's upper bound is hidden too.
    std::optional<int64_t> from = knownIndex(lower[i]);
    std::optional<int64_t> to = knownIndex(upper[i]);
    std::optional<int64_t> span =
        from && to ? llvm::checkedSub(*to, *from) : std::nullopt;
    if (step && *step > 0 && span && *span > 0 && *span <= *step &&
        !loop.getOutputs().empty()) {
      upper[i] = hidden(upper[i]);
      changed = true;
      continue;
    }
    if (step && *step > 0) {
      if (from && to &&
          !countedRight(APInt(64, *from, /*isSigned=*/true),
                        APInt(64, *to, /*isSigned=*/true),
                        /*isUnsigned=*/false)) {
        upper[i] = hidden(upper[i]);
        changed = true;
      }
      continue;
    }
    steps[i] = hidden(steps[i]);
    upper[i] = hidden(upper[i]);
    changed = true;
  }
  // MLIR writes a static bound or step of INT64_MIN as its marker of a
  // dynamic one (ShapedType::kDynamic): folded into the loop, such a
  // constant read as "dynamic", and the loop ran the wrong iterations, or
  // canonicalize never ended (H9, docs/testing.md). It stays an operand, and
  // so does any operand canonicalize may yet fold into a constant (then
  // also one upstream would count wrongly, H2), that is, any but a function
  // argument.
  for (SmallVector<OpFoldResult> *values : {&lower, &upper, &steps})
    for (OpFoldResult &value : *values) {
      auto operand = dyn_cast<Value>(value);
      if (!operand || operand.getDefiningOp<OpaqueOp>() ||
          isFunctionArgument(operand))
        continue;
      std::optional<int64_t> constant = knownIndex(value);
      if (constant && *constant != std::numeric_limits<int64_t>::min())
        continue;
      value = hidden(value);
      changed = true;
    }
  if (!changed)
    return;
  SmallVector<Value> dynamicLower, dynamicUpper, dynamicSteps;
  SmallVector<int64_t> staticLower, staticUpper, staticSteps;
  dispatchIndexOpFoldResults(lower, dynamicLower, staticLower);
  dispatchIndexOpFoldResults(upper, dynamicUpper, staticUpper);
  dispatchIndexOpFoldResults(steps, dynamicSteps, staticSteps);
  loop.getDynamicLowerBoundMutable().assign(dynamicLower);
  loop.setStaticLowerBound(staticLower);
  loop.getDynamicUpperBoundMutable().assign(dynamicUpper);
  loop.setStaticUpperBound(staticUpper);
  loop.getDynamicStepMutable().assign(dynamicSteps);
  loop.setStaticStep(staticSteps);
}
