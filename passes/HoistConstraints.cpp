//===- HoistConstraints.cpp - check constraints as early as possible ------===//
//
// Optimizes the constrained form (stage 2 of the shape reference) before
// assuming elimination: statically known constraints are decided, the rest
// run as early as their inputs allow and once, and assuming regions merge.
//
//===----------------------------------------------------------------------===//

#include "Assuming.h"
#include "CheckDialect.h"
#include "PassStatistics.h"
#include "Passes.h"
#include "SourceNames.h"
#include "StaticShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Threading.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetOperations.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"

namespace shapecc {
#define GEN_PASS_DEF_HOISTCONSTRAINTS
#include "Passes.h.inc"
} // namespace shapecc

using namespace mlir;

namespace {

bool isConstraint(Operation *op) {
  return isa<shape::CstrBroadcastableOp, shape::CstrEqOp, shape::CstrRequireOp>(
      op);
}

bool isStaticFailure(Operation *op) {
  auto witness = dyn_cast<shape::ConstWitnessOp>(op);
  return witness && !witness.getPassing();
}

/// Whether `value` is a constant integer for which `ok` holds.
bool isConstantWhere(Value value, llvm::function_ref<bool(const APInt &)> ok) {
  APInt constant;
  return matchPattern(value, m_ConstantInt(&constant)) && ok(constant);
}

/// Whether `op` itself (not the ops its regions hold) may trap, or fail in the
/// emitted checker with an error of its own that is not one of the caveat's
/// (docs/passes.md): an op without regions that MLIR does not call
/// speculatable (`arith.divui` by a value that may be zero), a remainder or
/// floor division MLIR calls pure although the checker reports a zero divisor
/// (and floordivsi's INT64_MIN / -1), an `scf.for`/`parallel`/`forall` whose
/// step may not be positive, and a `tensor.generate` whose length may be
/// negative. A loop's iteration limit is the caveat's, so `scf.while` and a
/// loop of positive constant step are not.
bool mayTrap(Operation *op) {
  // Keeps an op alive and does nothing itself.
  if (isa<shapecc::KeepOp>(op))
    return false;
  auto positive = [](const APInt &v) { return v.isStrictlyPositive(); };
  if (auto loop = dyn_cast<scf::ForOp>(op))
    return !isConstantWhere(loop.getStep(), positive);
  if (auto loop = dyn_cast<scf::ParallelOp>(op))
    return !llvm::all_of(loop.getStep(), [&](Value step) {
      return isConstantWhere(step, positive);
    });
  if (auto loop = dyn_cast<scf::ForallOp>(op))
    return !llvm::all_of(loop.getMixedStep(), [](OpFoldResult step) {
      std::optional<int64_t> constant = getConstantIntValue(step);
      return constant && *constant > 0;
    });
  if (auto generate = dyn_cast<tensor::GenerateOp>(op))
    return !generate.getDynamicExtents().empty();
  // A negative length is invalid_shape, as for tensor.generate.
  if (auto empty = dyn_cast<tensor::EmptyOp>(op))
    return !empty.getDynamicSizes().empty();
  if (isa<arith::RemUIOp, arith::RemSIOp>(op))
    return !isConstantWhere(op->getOperand(1),
                            [](const APInt &v) { return !v.isZero(); });
  if (isa<arith::FloorDivSIOp>(op))
    return !isConstantWhere(op->getOperand(1), [](const APInt &v) {
      return !v.isZero() && !v.isAllOnes();
    });
  return op->getNumRegions() == 0 && !isSpeculatable(op);
}

/// isMemoryEffectFree, but for the `shapecc.keep`s in it, which only keep
/// ops alive.
bool isEffectFree(Operation *op) {
  if (isa<shapecc::KeepOp>(op))
    return true;
  if (auto effects = dyn_cast<MemoryEffectOpInterface>(op)) {
    if (!effects.hasNoEffect())
      return false;
  } else if (!op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()) {
    return false;
  }
  if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>())
    for (Region &region : op->getRegions())
      for (Operation &nested : region.getOps())
        if (!isEffectFree(&nested))
          return false;
  return true;
}

/// An op whose position among the other such ops is observable: a
/// constraint, a check, a known failure, anything with memory effects, an op
/// that may trap (see mayTrap: e.g. a division by a value that may be zero,
/// which the emitted checker reports), or a region op holding one. No op ever
/// moves above one of these.
bool isOrdered(Operation *op) {
  if (!isEffectFree(op))
    return true;
  return op
      ->walk([](Operation *nested) {
        return isStaticFailure(nested) || mayTrap(nested)
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Whether `op`, or an op in its regions, may fail where it runs with an
/// error of its own (mayFailWhereItRuns): such ops are not ordered, so a
/// constraint may pass them (docs/passes.md, the caveat), but they never pass
/// one another: what a failing input reports is the first of them.
bool mayFail(Operation *op) {
  return op
      ->walk([](Operation *nested) {
        return shapecc::mayFailWhereItRuns(nested) ? WalkResult::interrupt()
                                                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// A computation that may move along with a constraint that needs it: MLIR
/// says it has no effects and may run anywhere (`isPure`), and it cannot
/// trap (mayTrap).
bool isMovableComputation(Operation *op) {
  return op->getNumRegions() == 0 && isPure(op) && !mayTrap(op) &&
         !isStaticFailure(op);
}

bool definedInside(Value value, Operation *scope) {
  return scope->isAncestor(value.getParentRegion()->getParentOp());
}

//===----------------------------------------------------------------------===//
// Static evaluation
//===----------------------------------------------------------------------===//

/// What is known of a shape at compile time: its extents, with
/// ShapedType::kDynamic where unknown; std::nullopt when the rank is unknown.
std::optional<SmallVector<int64_t>> knownExtents(Value shape) {
  Attribute known = shapecc::constantValue(shape);
  // A negative extent makes an invalid shape, whose error the checker reports.
  if (shapecc::isInvalidShapeConstant(known))
    return std::nullopt;
  if (auto attr = dyn_cast_or_null<DenseIntElementsAttr>(known))
    return llvm::to_vector(attr.getValues<int64_t>());
  if (auto shapeOf = shape.getDefiningOp<shape::ShapeOfOp>())
    if (auto type = dyn_cast<RankedTensorType>(shapeOf.getArg().getType()))
      return llvm::to_vector(type.getShape());
  if (auto type = dyn_cast<RankedTensorType>(shape.getType());
      type && type.hasStaticShape())
    return SmallVector<int64_t>(type.getDimSize(0), ShapedType::kDynamic);
  return std::nullopt;
}

std::string formatShape(const std::optional<SmallVector<int64_t>> &extents) {
  if (!extents)
    return "[*]";
  return "[" +
         llvm::join(llvm::map_range(*extents,
                                    [](int64_t extent) {
                                      return ShapedType::isDynamic(extent)
                                                 ? std::string("?")
                                                 : std::to_string(extent);
                                    }),
                    ",") +
         "]";
}

/// "shapes [2,3] and [4,3] are not broadcastable".
std::string shapesMessage(ArrayRef<std::optional<SmallVector<int64_t>>> shapes,
                          StringRef what) {
  std::string text = "shapes ";
  for (auto [index, extents] : llvm::enumerate(shapes)) {
    if (index > 0)
      text += index + 1 == shapes.size() ? " and " : ", ";
    text += formatShape(extents);
  }
  return text + " are not " + what.str();
}

/// True when two known extents at the same (right-aligned) position can
/// never be made equal by broadcasting, or by being equal.
bool conflict(int64_t a, int64_t b, bool broadcasting) {
  if (ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b)
    return false;
  return !broadcasting || (a != 1 && b != 1);
}

/// A constraint's outcome when known at compile time, with the message a
/// failing one reports.
struct StaticVerdict {
  enum { Unknown, True, False } kind = Unknown;
  std::string message;
};

/// Decides `cstr` from what is known statically. "True" reuses the
/// upstream folders (which never fold to false, as that would lose the
/// message); "false" is shapecc's own: a known extent conflict, a rank
/// mismatch for cstr_eq, or a constant false predicate. A constraint on a
/// value that may hold an error is never true: it fails with that error.
StaticVerdict decide(Operation *cstr) {
  if (llvm::any_of(cstr->getOperands(), shapecc::mayCarryError))
    return {};
  SmallVector<Attribute> constants;
  for (Value operand : cstr->getOperands())
    constants.push_back(shapecc::constantValue(operand));
  if (!isa<shape::CstrRequireOp>(cstr) &&
      !shapecc::foldIsWrong(cstr, constants)) {
    // On a clone: folding a commutative op reorders its operands in place.
    Operation *clone = cstr->clone();
    SmallVector<OpFoldResult> folded;
    bool holds =
        succeeded(clone->fold(constants, folded)) && folded.size() == 1 &&
        isa<Attribute>(folded[0]) &&
        cast<Attribute>(folded[0]) == BoolAttr::get(cstr->getContext(), true);
    clone->destroy();
    if (holds)
      return {StaticVerdict::True, ""};
  }

  if (auto require = dyn_cast<shape::CstrRequireOp>(cstr)) {
    auto pred = dyn_cast_or_null<IntegerAttr>(constants[0]);
    if (!pred)
      return {};
    if (pred.getValue().isZero())
      return {StaticVerdict::False, require.getMsg().str()};
    return {StaticVerdict::True, ""};
  }

  bool broadcasting = isa<shape::CstrBroadcastableOp>(cstr);
  if (llvm::all_equal(cstr->getOperands()))
    return {StaticVerdict::True, ""};
  SmallVector<std::optional<SmallVector<int64_t>>> shapes;
  for (Value operand : cstr->getOperands())
    shapes.push_back(knownExtents(operand));
  std::string message =
      shapesMessage(shapes, broadcasting ? "broadcastable" : "equal");
  // Two known shapes conflict when their ranks differ (cstr_eq) or, at one
  // position from the right, two known extents differ (neither 1, when
  // broadcasting): found in one pass over the extents, keeping the first
  // such extent at each position, not pair by pair (a constraint may have
  // thousands of operands).
  bool allStatic = true;
  std::optional<size_t> rank;
  SmallVector<int64_t> first;
  for (const auto &a : shapes) {
    allStatic &= a && llvm::none_of(*a, ShapedType::isDynamic);
    if (!a)
      continue;
    if (!broadcasting && rank && *rank != a->size())
      return {StaticVerdict::False, message};
    rank = a->size();
    if (first.size() < a->size())
      first.resize(a->size(), ShapedType::kDynamic);
    for (auto [position, x] : llvm::enumerate(llvm::reverse(*a))) {
      if (ShapedType::isDynamic(x) || (broadcasting && x == 1))
        continue;
      if (ShapedType::isDynamic(first[position]))
        first[position] = x;
      else if (conflict(first[position], x, broadcasting))
        return {StaticVerdict::False, message};
    }
  }
  // All extents known and without a conflict: the constraint holds.
  if (allStatic)
    return {StaticVerdict::True, ""};
  return {};
}

//===----------------------------------------------------------------------===//
// Moving
//===----------------------------------------------------------------------===//

/// Moves the computation of `value` out of `assuming`, to just before it,
/// when it is computed purely from values defined outside the region and no
/// ordered op precedes it there: it then still runs after every constraint
/// that preceded it. True when `value` is (now) defined outside.
bool hoistComputation(Value value, shape::AssumingOp assuming) {
  Block *body = assuming.getBody();
  // The computation, in dependence order: a def joins the slice once the
  // defs of its operands have. Iterative, as use-def chains can be long; a
  // def is examined at most twice (before and after its operands).
  llvm::SetVector<Operation *> slice;
  SmallVector<Operation *> stack;
  // Whether `value` is available outside or in the slice; else queues its
  // def, when that may move.
  auto available = [&](Value value, bool &movable) {
    if (!definedInside(value, assuming))
      return true;
    Operation *def = value.getDefiningOp();
    if (def && slice.contains(def))
      return true;
    movable = def && def->getBlock() == body && isMovableComputation(def);
    if (movable)
      stack.push_back(def);
    return false;
  };
  bool movable = true;
  if (!available(value, movable) && !movable)
    return false;
  while (!stack.empty()) {
    Operation *def = stack.back();
    if (slice.contains(def)) {
      stack.pop_back();
      continue;
    }
    bool ready = true;
    for (Value operand : def->getOperands()) {
      if (available(operand, movable))
        continue;
      if (!movable)
        return false;
      ready = false;
    }
    if (ready) {
      stack.pop_back();
      slice.insert(def);
    }
  }
  // Nor may a computation that may fail pass one that may (mayFail).
  unsigned remaining = slice.size();
  unsigned remainingFailing = llvm::count_if(slice, mayFail);
  for (Operation &op : *body) {
    if (remaining == 0)
      break;
    if (slice.contains(&op)) {
      --remaining;
      remainingFailing -= mayFail(&op);
    } else if (isOrdered(&op) || (remainingFailing > 0 && mayFail(&op))) {
      return false;
    }
  }
  for (Operation *op : slice)
    op->moveBefore(assuming);
  return true;
}

/// Makes `user` take, instead of results of `assuming`, the yielded values
/// whose computation can leave the region (see hoistComputation). Returns
/// true when some operand changed.
bool takeFromAssuming(shape::AssumingOp assuming, Operation *user) {
  Operation *yield = assuming.getBody()->getTerminator();
  bool changed = false;
  for (OpOperand &use : user->getOpOperands()) {
    auto result = dyn_cast<OpResult>(use.get());
    if (!result || result.getOwner() != assuming)
      continue;
    Value yielded = yield->getOperand(result.getResultNumber());
    if (!hoistComputation(yielded, assuming))
      continue;
    result.replaceAllUsesWith(yielded);
    changed = true;
  }
  return changed;
}

/// Two constraints that fail on exactly the same inputs: same kind and
/// operand set (in any order), cstr_require with the same predicate and
/// message. Their reports may differ (site, operand order).
bool equivalent(Operation *a, Operation *b) {
  if (a->getName() != b->getName())
    return false;
  if (auto require = dyn_cast<shape::CstrRequireOp>(a))
    return require.getPred() == cast<shape::CstrRequireOp>(b).getPred() &&
           require.getMsg() == cast<shape::CstrRequireOp>(b).getMsg();
  llvm::SmallDenseSet<Value, 4> lhs(a->operand_begin(), a->operand_end());
  llvm::SmallDenseSet<Value, 4> rhs(b->operand_begin(), b->operand_end());
  return lhs.size() == rhs.size() && llvm::set_is_subset(lhs, rhs);
}

/// Two constraints that fail on the same inputs with the same report: the
/// same op, operands in the same order (the message lists them in that
/// order), attributes (cstr_require's message) and location (the site).
bool identical(Operation *a, Operation *b) {
  return a->getName() == b->getName() &&
         llvm::equal(a->getOperands(), b->getOperands()) &&
         a->getAttrDictionary() == b->getAttrDictionary() &&
         a->getLoc() == b->getLoc();
}

/// The first ordered op of `block` when it is a constraint on values from
/// outside `scope`, else null.
Operation *leadingConstraint(Block &block, Operation *scope) {
  for (Operation &op : block) {
    if (!isOrdered(&op))
      continue;
    if (!isConstraint(&op))
      return nullptr;
    bool fromOutside = llvm::none_of(op.getOperands(), [&](Value operand) {
      return definedInside(operand, scope);
    });
    return fromOutside ? &op : nullptr;
  }
  return nullptr;
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

/// Erases `cstr`, its witness replaced by `replacement`.
void replaceConstraint(Operation *cstr, Value replacement) {
  cstr->getResult(0).replaceAllUsesWith(replacement);
  cstr->erase();
}

/// Steps 2-4 of the pass (below) on one unit of the module, until nothing
/// changes. A unit is a top-level op isolated from above (a function or a
/// function library): no step moves an op out of the region it is in, nor
/// relates ops of two such units, so units give the same result one at a
/// time, in any order or in parallel, as the whole module does at once.
class UnitHoister {
public:
  explicit UnitHoister(Operation *unit) : unit(unit) {}

  void run() {
    bool changed = true;
    for (unsigned round = 0; changed && round < kMaxRounds; ++round) {
      changed = hoistAll();
      changed |= removeImplied();
      changed |= mergeAssumingRegions();
    }
  }

  /// Constraints that moved earlier.
  unsigned numHoisted() const { return hoisted.size(); }
  unsigned numDuplicates = 0;
  unsigned numImplied = 0;
  unsigned numMerged = 0;

private:
  /// Each round removes, merges or moves something; real inputs settle in
  /// two or three. The bound only guards against a cycle.
  static constexpr unsigned kMaxRounds = 32;

  Operation *unit;
  /// Constraints that moved earlier (a set: a constraint moved several
  /// times counts once).
  llvm::SmallPtrSet<Operation *, 16> hoisted;
  /// Constraints erased during the current hoistAll.
  llvm::SmallPtrSet<Operation *, 16> erased;

  /// The piles of the current hoistAll: the ops moveUpInBlock moved below a
  /// constraint, which follow it directly, none ordered. The next constraint
  /// that scans up to a pile and needs none of it passes it in one step, and
  /// moves up instead of moving the pile down again: in a long function
  /// whose constraints each pass the ops their predecessors passed, that
  /// keeps hoisting linear. Each record is checked before use, so an op or
  /// constraint that moved since makes the scan go op by op, as without
  /// piles.
  struct Pile {
    Operation *first;
    Operation *last;
    /// Whether an op of the pile may fail (mayFail).
    bool mayFail;
  };
  /// By constraint, and its constraint by a pile's last op.
  llvm::DenseMap<Operation *, Pile> piles;
  llvm::DenseMap<Operation *, Operation *> pileEndingAt;
  /// The constraint each op was moved below, and the constraint whose pile
  /// took over a constraint's pile (a union-find: pileOwner follows it).
  llvm::DenseMap<Operation *, Operation *> movedBelow;
  llvm::DenseMap<Operation *, Operation *> takenOverBy;

  Operation *pileOwner(Operation *op);
  /// The constraint whose pile ends at `last` in `block`, if that record
  /// still describes the block.
  Operation *pileEndingHere(Operation *last, Block *block);
  void forgetPileEndingAt(Operation *op);
  void forgetPile(Operation *owner);

  bool hoistAll();
  bool hoistConstraint(Operation *cstr);
  bool moveUpInBlock(Operation *cstr, bool &reachedBlockStart);
  bool moveAbovePile(Operation *cstr, Operation *owner,
                     const llvm::SetVector<Operation *> &group);
  bool hoistCommonConstraints(Operation *op);
  bool removeImplied();
  bool mergeAssumingRegions();
  bool mergeNested(shape::AssumingOp inner);
  /// Merges adjacent regions into one that assumes every witness; returns
  /// it.
  Operation *mergeRun(MutableArrayRef<shape::AssumingOp> run);

  void eraseConstraint(Operation *cstr, Value replacement) {
    hoisted.erase(cstr);
    erased.insert(cstr);
    replaceConstraint(cstr, replacement);
  }
};

/// The units UnitHoister runs on: the module's top-level ops when all are
/// isolated from above, else (constraints or regions directly in the
/// module) the module itself.
SmallVector<Operation *> hoistingUnits(ModuleOp module) {
  SmallVector<Operation *> units;
  for (Operation &op : module.getBody()->getOperations()) {
    if (!op.hasTrait<OpTrait::IsIsolatedFromAbove>())
      return {module};
    units.push_back(&op);
  }
  return units;
}

/// The pass, on each function (func.func, shape.func, ...) of the module.
///
/// 1. Decide statically known constraints, in program order: a true one is
///    replaced by `const_witness true`; a false one that runs on every path
///    through its function is an error at its location. With
///    allow-failing-constraints, or when it sits in a branch or loop (inputs
///    that do not reach it pass), it is a warning and a `shapecc.fail` with
///    the constraint's message in its place. With hoist=false the pass stops
///    here.
/// 2. Hoist, visiting constraints in program order, until nothing moves:
///    a. In its block, a constraint moves up to just after the last ordered
///       op (see isOrdered) or the last op it needs that cannot move; the pure
///       computations it needs from that stretch move with it. When one of
///       them may fail (mayFail), it stops below the first op that may fail
///       too. A value it needs from a `shape.assuming` is taken from inside
///       the region when that value is computed purely from values outside
///       and no ordered op (nor, if it may fail, an op that may fail)
///       precedes it there (the computation moves out in front of the
///       region, after every constraint that preceded it).
///    b. Arrived at the top of a `shape.assuming` body, it leaves the region
///       (to just before it) and continues with (a).
///    c. An `scf.if` with an else, an `scf.index_switch` or an `scf.while`
///       whose regions (the `before` region, for while) all begin, ahead of
///       any other ordered op, with identical constraints (same operands in
///       the same order, same message, same location) on values from
///       outside gives up one copy, placed just before it.
///    Constraints leave no other region.
/// 3. Remove every constraint implied by one that properly dominates it
///    (runs earlier on every path): same kind and operand set, a subset of
///    a cstr_eq's or cstr_broadcastable's operands, or cstr_eq implying
///    cstr_broadcastable of a subset; cstr_require on the same predicate.
/// 4. Merge `shape.assuming` regions: one directly inside another whose
///    witness is available outside it is inlined into the outer, which then
///    assumes both; two adjacent ones become one assuming both.
///    Steps 2-4 repeat until nothing changes.
/// 5. Clean up with the upstream canonicalization patterns of
///    `shape.assuming`, `assuming_all` and the `cstr_*` ops that keep every
///    constraint in place (see populateCleanupPatterns), and inline regions
///    whose witness is `const_witness true`.
///
/// No step changes the relative order of constraints, checks, failures or
/// side effects, nor moves any op above one of them: the first failing
/// constraint is the same with and without this pass.
struct HoistConstraintsPass
    : shapecc::impl::HoistConstraintsBase<HoistConstraintsPass>,
      shapecc::CountingPass {
  using HoistConstraintsBase::HoistConstraintsBase;
  HoistConstraintsPass() = default;
  // Counters are not copied: each copy registers its own.
  HoistConstraintsPass(const HoistConstraintsPass &other)
      : HoistConstraintsBase(other), CountingPass(other) {}

  shapecc::Counter numHoisted{this, "constraints-hoisted",
                              "Constraints moved earlier"};
  shapecc::Counter numDuplicates{
      this, "duplicates-removed",
      "Constraints removed as duplicates of a dominating one"};
  shapecc::Counter numImplied{
      this, "implied-removed",
      "Constraints removed as implied by a dominating one"};
  shapecc::Counter numFoldedTrue{this, "folded-true",
                                 "Constraints statically true, removed"};
  shapecc::Counter numFoldedFalse{this, "folded-false",
                                  "Constraints statically false"};
  shapecc::Counter numStaticFailures{
      this, "static-failures", "const_witness false turned into failures"};
  shapecc::Counter numMerged{this, "assuming-merged",
                             "shape.assuming regions merged into another"};

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(decideStaticConstraints(module)))
      return signalPassFailure();
    if (!hoist)
      return;

    // Steps 2-4 move ops only within the function they are in, so each
    // function runs them on its own, on as many threads as MLIR has.
    SmallVector<UnitHoister, 0> units;
    for (Operation *unit : hoistingUnits(module))
      units.emplace_back(unit);
    parallelForEach(&getContext(), units,
                    [](UnitHoister &unit) { unit.run(); });
    for (const UnitHoister &unit : units) {
      numHoisted += unit.numHoisted();
      numDuplicates += unit.numDuplicates;
      numImplied += unit.numImplied;
      numMerged += unit.numMerged;
    }
    if (failed(cleanUp(module)))
      return signalPassFailure();
  }

private:
  LogicalResult decideStaticConstraints(ModuleOp module);
  LogicalResult cleanUp(ModuleOp module);
};

//===--- 1. Static constraints --------------------------------------------===//

/// Whether every call of the function reaches `op`: it sits in the entry
/// block, directly or inside `shape.assuming` regions only (which always
/// run). Then a constraint known false means the function can never pass.
bool runsOnEveryPath(Operation *op) {
  while (!isa<FunctionOpInterface>(op->getParentOp())) {
    if (!isa<shape::AssumingOp>(op->getParentOp()))
      return false;
    op = op->getParentOp();
  }
  return op->getBlock()->isEntryBlock();
}

/// Erases the witness code MLIR's dead-code elimination erases (canonicalize
/// and CSE do too): a `const_witness` or `assuming_all` nothing uses, and a
/// `shape.assuming` whose results nothing uses and whose region holds only
/// ops without effects. A `const_witness false` there guards nothing, so it
/// fails nowhere, with or without hoisting, as after `mlir-opt --cse`.
void eraseDeadWitnessCode(ModuleOp module) {
  bool changed = true;
  while (changed) {
    changed = false;
    module.walk([&](Operation *op) {
      if (isa<shape::ConstWitnessOp, shape::AssumingAllOp, shape::AssumingOp>(
              op) &&
          isOpTriviallyDead(op)) {
        op->erase();
        changed = true;
      }
    });
  }
}

LogicalResult HoistConstraintsPass::decideStaticConstraints(ModuleOp module) {
  eraseDeadWitnessCode(module);
  SmallVector<Operation *> constraints;
  SmallVector<shape::ConstWitnessOp> knownFalse;
  module.walk([&](Operation *op) {
    if (isConstraint(op))
      constraints.push_back(op);
    else if (auto witness = dyn_cast<shape::ConstWitnessOp>(op);
             witness && !witness.getPassing())
      knownFalse.push_back(witness);
  });
  bool ok = true;
  OpBuilder builder(&getContext());
  // A const_witness false that something uses fails where it is, as it does
  // without hoisting: a failure there, which no later rewrite erases as dead
  // code (hoisting can leave the shape.assuming it guards holding only pure
  // ops, which would be erased with the witness). Its uses, reached only past
  // the failure, may assume it holds.
  for (shape::ConstWitnessOp witness : knownFalse) {
    builder.setInsertionPoint(witness);
    shapecc::FailOp::create(builder, witness.getLoc(),
                            "constraint is statically false");
    ++numStaticFailures;
    replaceConstraint(witness, shape::ConstWitnessOp::create(
                                   builder, witness.getLoc(), true));
  }
  for (Operation *cstr : constraints) {
    StaticVerdict verdict = decide(cstr);
    if (verdict.kind == StaticVerdict::Unknown)
      continue;
    builder.setInsertionPoint(cstr);
    Location loc = cstr->getLoc();
    if (verdict.kind == StaticVerdict::True) {
      ++numFoldedTrue;
    } else {
      ++numFoldedFalse;
      bool everyPath = runsOnEveryPath(cstr);
      if (!allowFailingConstraints && everyPath) {
        InFlightDiagnostic diag =
            cstr->emitError() << "constraint always fails: " << verdict.message;
        diag.attachNote() << "--allow-failing-constraints turns this into a "
                             "warning and a run-time failure";
        ok = false;
        continue;
      }
      // Behind a branch or in a loop, inputs that do not reach it pass.
      cstr->emitWarning(everyPath
                            ? "constraint always fails at run time: "
                            : "constraint fails on every input that reaches "
                              "it: ")
          << verdict.message;
      shapecc::FailOp::create(builder, loc, verdict.message);
    }
    // After a failure nothing runs, so what follows may assume it holds.
    replaceConstraint(cstr, shape::ConstWitnessOp::create(builder, loc, true));
  }
  return success(ok);
}

//===--- 2. Hoisting
//--------------------------------------------------------===//

bool UnitHoister::hoistAll() {
  SmallVector<Operation *> ops;
  unit->walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isConstraint(op) ||
        isa<scf::IfOp, scf::IndexSwitchOp, scf::WhileOp>(op))
      ops.push_back(op);
  });
  // Hoisting out of branches erases copies that may still be in `ops`;
  // nothing is created here, so the addresses are not reused.
  erased.clear();
  piles.clear();
  pileEndingAt.clear();
  movedBelow.clear();
  takenOverBy.clear();
  bool changed = false;
  for (Operation *op : ops) {
    if (erased.contains(op))
      continue;
    changed |=
        isConstraint(op) ? hoistConstraint(op) : hoistCommonConstraints(op);
  }
  return changed;
}

bool UnitHoister::hoistConstraint(Operation *cstr) {
  bool changed = false;
  while (true) {
    bool reachedBlockStart = false;
    changed |= moveUpInBlock(cstr, reachedBlockStart);
    auto assuming = dyn_cast<shape::AssumingOp>(cstr->getParentOp());
    if (!reachedBlockStart || !assuming)
      break;
    // Before it in the body are only what it needs and constants: take it
    // all out.
    Block *body = cstr->getBlock();
    while (&body->front() != cstr)
      body->front().moveBefore(assuming);
    cstr->moveBefore(assuming);
    changed = true;
  }
  if (changed)
    hoisted.insert(cstr);
  return changed;
}

Operation *UnitHoister::pileOwner(Operation *op) {
  auto it = movedBelow.find(op);
  if (it == movedBelow.end())
    return nullptr;
  Operation *owner = it->second;
  SmallVector<Operation *> path;
  for (auto next = takenOverBy.find(owner); next != takenOverBy.end();
       next = takenOverBy.find(owner)) {
    path.push_back(owner);
    owner = next->second;
  }
  for (Operation *taken : path)
    takenOverBy[taken] = owner;
  it->second = owner;
  return owner;
}

Operation *UnitHoister::pileEndingHere(Operation *last, Block *block) {
  auto it = pileEndingAt.find(last);
  if (it == pileEndingAt.end())
    return nullptr;
  Operation *owner = it->second;
  auto pile = piles.find(owner);
  if (pile == piles.end() || pile->second.last != last ||
      owner->getBlock() != block || owner->getNextNode() != pile->second.first)
    return nullptr;
  return owner;
}

void UnitHoister::forgetPileEndingAt(Operation *op) {
  auto it = pileEndingAt.find(op);
  if (it == pileEndingAt.end())
    return;
  piles.erase(it->second);
  pileEndingAt.erase(it);
}

void UnitHoister::forgetPile(Operation *owner) {
  auto it = piles.find(owner);
  if (it == piles.end())
    return;
  pileEndingAt.erase(it->second.last);
  piles.erase(it);
}

bool UnitHoister::moveUpInBlock(Operation *cstr, bool &reachedBlockStart) {
  Block *block = cstr->getBlock();
  // Scan upward from the constraint, collecting the computations it needs,
  // to the first op it may not pass. A value from an assuming region taken
  // out of it changes what is needed, so the scan then starts again.
  while (true) {
    llvm::SetVector<Operation *> group;
    llvm::SmallPtrSet<Operation *, 8> needed;
    auto need = [&](Operation *user) {
      for (Value operand : user->getOperands())
        if (Operation *def = operand.getDefiningOp();
            def && def->getBlock() == block)
          needed.insert(def);
    };
    need(cstr);
    Operation *stop = nullptr;
    // The pile the scan passed in one step, and its constraint (= stop).
    Operation *pileOf = nullptr;
    bool retry = false;
    // Whether a computation the constraint takes along may fail: it then
    // stops at the first op above it that may fail too (see mayFail).
    bool groupMayFail = false;
    for (Operation *op = cstr->getPrevNode(); op; op = op->getPrevNode()) {
      if (needed.contains(op)) {
        if (isMovableComputation(op)) {
          group.insert(op);
          need(op);
          groupMayFail |= mayFail(op);
          continue;
        }
        if (auto assuming = dyn_cast<shape::AssumingOp>(op)) {
          for (Operation *member : group)
            retry |= takeFromAssuming(assuming, member);
          retry |= takeFromAssuming(assuming, cstr);
          if (retry) {
            // What left the region is before it now: in a pile, if the
            // region is in one, which is no longer what the record says.
            if (Operation *owner = pileOwner(assuming))
              forgetPile(owner);
            break;
          }
        }
        stop = op;
        break;
      }
      // Past a pile none of which is needed is its constraint, which is
      // ordered: stop there, as the scan op by op would.
      if (Operation *owner = pileEndingHere(op, block);
          owner && llvm::none_of(needed, [&](Operation *def) {
            return pileOwner(def) == owner;
          })) {
        // The pile's ops may fail too: then stop below them.
        if (groupMayFail && piles.lookup(owner).mayFail) {
          stop = op;
          break;
        }
        stop = pileOf = owner;
        break;
      }
      if (isOrdered(op) || (groupMayFail && mayFail(op))) {
        stop = op;
        break;
      }
    }
    if (retry)
      continue;

    reachedBlockStart = stop == nullptr;
    if (pileOf)
      return moveAbovePile(cstr, pileOf, group);
    // The ops in between that the constraint does not need (none of them
    // ordered) move below it, in their order, and are its pile. Constants
    // cost nothing to run and stay.
    SmallVector<Operation *> others;
    for (Operation *op = cstr->getPrevNode(); op != stop;
         op = op->getPrevNode()) {
      forgetPileEndingAt(op);
      if (!group.contains(op) && !op->hasTrait<OpTrait::ConstantLike>())
        others.push_back(op);
    }
    for (Operation *op : others) {
      op->moveAfter(cstr);
      movedBelow[op] = cstr;
    }
    if (others.empty())
      return false;
    piles[cstr] = {others.back(), others.front(),
                   llvm::any_of(others, mayFail)};
    pileEndingAt[others.front()] = cstr;
    return true;
  }
}

bool UnitHoister::moveAbovePile(Operation *cstr, Operation *owner,
                                const llvm::SetVector<Operation *> &group) {
  // Between the pile and the constraint: what the constraint needs and the
  // constants move up, before the pile, in their order, and the constraint
  // after them; the rest joins the pile. The same order as moving the pile
  // and the rest down.
  Pile pile = piles.lookup(owner);
  SmallVector<Operation *> up, down;
  for (Operation *op = pile.last->getNextNode(); op != cstr;
       op = op->getNextNode()) {
    bool stays = group.contains(op) || op->hasTrait<OpTrait::ConstantLike>();
    (stays ? up : down).push_back(op);
  }
  for (Operation *op : up)
    op->moveBefore(pile.first);
  cstr->moveBefore(pile.first);
  for (Operation *op : down)
    movedBelow[op] = cstr;
  Operation *last = down.empty() ? pile.last : down.back();
  piles.erase(owner);
  pileEndingAt.erase(pile.last);
  takenOverBy[owner] = cstr;
  piles[cstr] = {pile.first, last, pile.mayFail || llvm::any_of(down, mayFail)};
  pileEndingAt[last] = cstr;
  return true;
}

bool UnitHoister::hoistCommonConstraints(Operation *op) {
  // The blocks one of which every execution of `op` starts with.
  SmallVector<Block *> paths;
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    if (ifOp.getElseRegion().empty())
      return false;
    paths = {ifOp.thenBlock(), ifOp.elseBlock()};
  } else if (auto switchOp = dyn_cast<scf::IndexSwitchOp>(op)) {
    paths.push_back(&switchOp.getDefaultBlock());
    for (Region &region : switchOp.getCaseRegions())
      paths.push_back(&region.front());
  } else if (auto whileOp = dyn_cast<scf::WhileOp>(op)) {
    // The before region runs at least once, first.
    paths.push_back(whileOp.getBeforeBody());
  }
  bool changed = false;
  while (true) {
    SmallVector<Operation *> copies;
    for (Block *block : paths) {
      Operation *cstr = leadingConstraint(*block, op);
      // Only identical copies: each path must report exactly what its own
      // copy reports, site included.
      if (!cstr || (!copies.empty() && !identical(copies.front(), cstr)))
        return changed;
      copies.push_back(cstr);
    }
    Operation *kept = copies.front();
    kept->moveBefore(op);
    hoisted.insert(kept);
    for (Operation *copy : llvm::drop_begin(copies)) {
      eraseConstraint(copy, kept->getResult(0));
      ++numDuplicates;
    }
    changed = true;
  }
}

//===--- 3. Implied constraints -------------------------------------------===//

/// Whether `earlier` holding implies that `later` holds; `duplicate` tells
/// whether they are the same constraint.
bool implies(Operation *earlier, Operation *later, bool &duplicate) {
  duplicate = equivalent(earlier, later);
  if (duplicate)
    return true;
  if (auto require = dyn_cast<shape::CstrRequireOp>(later)) {
    auto other = dyn_cast<shape::CstrRequireOp>(earlier);
    duplicate = other && other.getPred() == require.getPred();
    return duplicate;
  }
  if (isa<shape::CstrRequireOp>(earlier) ||
      (isa<shape::CstrEqOp>(later) && !isa<shape::CstrEqOp>(earlier)))
    return false;
  // Shapes that are all equal, or all broadcastable, stay so in any subset;
  // equal shapes are broadcastable.
  llvm::SmallDenseSet<Value, 4> bigger(earlier->operand_begin(),
                                       earlier->operand_end());
  return llvm::all_of(later->getOperands(),
                      [&](Value shape) { return bigger.contains(shape); });
}

bool UnitHoister::removeImplied() {
  bool changed = false;
  unit->walk([&](FunctionOpInterface func) {
    if (func.isExternal())
      return;
    DominanceInfo dominance(func);
    SmallVector<Operation *> constraints;
    func.getFunctionBody().walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isConstraint(op))
        constraints.push_back(op);
    });
    // The kept constraints in program order, and by each operand: a
    // constraint that implies another reads every operand of it (a
    // cstr_require, its predicate), so the shortest list of the later one's
    // operands holds every candidate, in the same order as `kept`. Scanning
    // only it keeps the pass linear in long functions. A kept constraint in
    // a region the walk has left dominates no later one: it leaves the list
    // scanned, so that constraints in sibling branches (nested ifs, each
    // branch with its own) are not compared pair by pair.
    SmallVector<Operation *> kept;
    llvm::DenseMap<Value, SmallVector<Operation *, 2>> keptReading;
    for (Operation *cstr : constraints) {
      ArrayRef<Operation *> candidates = kept;
      SmallVector<Operation *, 2> *list = nullptr;
      for (Value operand : cstr->getOperands()) {
        auto it = keptReading.find(operand);
        ArrayRef<Operation *> reading;
        if (it != keptReading.end())
          reading = it->second;
        // Any shortest list will do, and one of an operand rather than
        // `kept`, whose candidates can be pruned.
        if (reading.size() <= candidates.size()) {
          candidates = reading;
          list = it != keptReading.end() ? &it->second : nullptr;
        }
      }
      if (list) {
        Region *at = cstr->getParentRegion();
        llvm::erase_if(*list, [&](Operation *earlier) {
          return !earlier->getParentRegion()->isAncestor(at);
        });
        candidates = *list;
      }
      Operation *implying = nullptr;
      bool duplicate = false;
      for (Operation *earlier : candidates)
        if (dominance.properlyDominates(earlier, cstr) &&
            implies(earlier, cstr, duplicate)) {
          implying = earlier;
          break;
        }
      if (!implying) {
        kept.push_back(cstr);
        for (Value operand : cstr->getOperands()) {
          SmallVector<Operation *, 2> &reading = keptReading[operand];
          if (reading.empty() || reading.back() != cstr)
            reading.push_back(cstr);
        }
        continue;
      }
      duplicate ? ++numDuplicates : ++numImplied;
      eraseConstraint(cstr, implying->getResult(0));
      changed = true;
    }
  });
  return changed;
}

//===--- 4. Merging assuming regions --------------------------------------===//

/// The witness that holds when both do, built before `before`.
Value bothHold(OpBuilder &builder, Operation *before, Value a, Value b) {
  if (a == b)
    return a;
  builder.setInsertionPoint(before);
  return shape::AssumingAllOp::create(builder, before->getLoc(),
                                      ValueRange{a, b});
}

bool UnitHoister::mergeAssumingRegions() {
  bool changed = false;
  SmallVector<shape::AssumingOp> regions;
  unit->walk<WalkOrder::PreOrder>(
      [&](shape::AssumingOp op) { regions.push_back(op); });
  // Nested first: an inner region is inlined, never erased from the list
  // before it is visited. Merging adjacent regions erases them: the blocks
  // are collected afresh below.
  for (shape::AssumingOp op : regions)
    changed |= mergeNested(op);
  // Runs of adjacent regions, each run merged at once (merging pair by pair
  // would rebuild the growing region once per member). A merged body may
  // hold new adjacent regions, where its parts meet: until none is left.
  bool merged = true;
  while (merged) {
    merged = false;
    // Nested blocks before the blocks holding them, so no block a merge
    // erases is visited after.
    SmallVector<Block *> blocks;
    unit->walk([&](Block *block) { blocks.push_back(block); });
    for (Block *block : blocks)
      for (Operation *op = block->empty() ? nullptr : &block->front(); op;
           op = op->getNextNode()) {
        auto first = dyn_cast<shape::AssumingOp>(op);
        if (!first)
          continue;
        SmallVector<shape::AssumingOp> run = {first};
        llvm::SmallPtrSet<Operation *, 8> inRun = {first};
        for (auto next =
                 dyn_cast_or_null<shape::AssumingOp>(first->getNextNode());
             next && !inRun.contains(next.getWitness().getDefiningOp());
             next = dyn_cast_or_null<shape::AssumingOp>(next->getNextNode())) {
          run.push_back(next);
          inRun.insert(next);
        }
        if (run.size() < 2)
          continue;
        op = mergeRun(run);
        merged = true;
      }
    changed |= merged;
  }
  return changed;
}

bool UnitHoister::mergeNested(shape::AssumingOp inner) {
  auto outer = dyn_cast<shape::AssumingOp>(inner->getParentOp());
  if (!outer || !hoistComputation(inner.getWitness(), outer))
    return false;
  OpBuilder builder(unit->getContext());
  outer.getWitnessMutable().assign(
      bothHold(builder, outer, outer.getWitness(), inner.getWitness()));
  IRRewriter rewriter(unit->getContext());
  shapecc::inlineAssuming(rewriter, inner);
  ++numMerged;
  return true;
}

/// `loc` named by `names`, as the NameLoc of one op lists the names of its
/// results; `loc` itself when no name is known.
Location namedLike(Location loc, ArrayRef<std::string> names) {
  if (llvm::all_of(names, [](const std::string &name) { return name.empty(); }))
    return loc;
  if (auto named = dyn_cast<NameLoc>(loc))
    loc = named.getChildLoc();
  return NameLoc::get(StringAttr::get(loc.getContext(), llvm::join(names, ",")),
                      loc);
}

Operation *UnitHoister::mergeRun(MutableArrayRef<shape::AssumingOp> run) {
  shape::AssumingOp first = run.front();
  OpBuilder builder(unit->getContext());
  // Both hold, then the next too, ...: left to right, before the run.
  Value witness = first.getWitness();
  for (shape::AssumingOp region : run.drop_front())
    witness = bothHold(builder, first, witness, region.getWitness());
  SmallVector<Value> results;
  SmallVector<std::string> names;
  for (shape::AssumingOp region : run) {
    llvm::append_range(results, region.getResults());
    llvm::append_range(names, shapecc::resultSourceNames(region));
  }
  builder.setInsertionPoint(first);
  auto merged =
      shape::AssumingOp::create(builder, namedLike(first.getLoc(), names),
                                ValueRange(results).getTypes(), witness);

  // A result used in a later region of the run is the value it yields.
  llvm::DenseMap<Operation *, size_t> position;
  for (auto [index, region] : llvm::enumerate(run))
    position[region] = index;
  Block *block = first->getBlock();
  for (auto [at, region] : llvm::enumerate(run)) {
    // Named for the lambda below (C++17 lambdas cannot capture a binding).
    size_t index = at;
    shape::AssumingOp op = region;
    Operation *yield = op.getBody()->getTerminator();
    for (auto [result, value] :
         llvm::zip(op.getResults(), yield->getOperands()))
      result.replaceUsesWithIf(value, [&](OpOperand &use) {
        Operation *at = block->findAncestorOpInBlock(*use.getOwner());
        auto it = at ? position.find(at) : position.end();
        return it != position.end() && it->second > index;
      });
  }
  // The body: each region's operations in turn, then one yield of all.
  Block *body = first.getBody();
  Operation *firstYield = body->getTerminator();
  SmallVector<Value> yielded;
  for (shape::AssumingOp region : run)
    llvm::append_range(yielded,
                       region.getBody()->getTerminator()->getOperands());
  for (shape::AssumingOp region : run.drop_front()) {
    Block *from = region.getBody();
    body->getOperations().splice(firstYield->getIterator(),
                                 from->getOperations(), from->begin(),
                                 from->getTerminator()->getIterator());
  }
  builder.setInsertionPoint(firstYield);
  shape::AssumingYieldOp::create(
      builder, run.back().getBody()->getTerminator()->getLoc(), yielded);
  firstYield->erase();
  merged.getDoRegion().takeBody(first.getDoRegion());

  for (auto [old, replacement] : llvm::zip(results, merged.getResults()))
    old.replaceAllUsesWith(replacement);
  for (shape::AssumingOp region : llvm::reverse(run))
    region->erase();
  numMerged += run.size() - 1;
  return merged;
}

//===--- 5. Upstream cleanup ----------------------------------------------===//

/// The upstream canonicalization patterns of the witness ops, without the
/// ones that would lose or add a check:
/// - AssumingWithTrue also inlines a region under `const_witness false`
///   (it tests that the attribute exists, not its value);
/// - AssumingAllOfCstrBroadcastable erases the smaller of two
///   cstr_broadcastable even when it runs first, which changes the first
///   failure (step 3 keeps the dominance condition);
/// - AssumingAllToCstrEqCanonicalization adds a merged cstr_eq but cannot
///   remove the originals (constraints are not trivially dead): one more
///   check;
/// - RemoveDuplicateOperandsPattern and RemoveEmptyShapeOperandsPattern of
///   cstr_broadcastable renumber its operands, which its failure message
///   names ("operands 1 and 2"): the report would differ from --no-hoist's;
/// - CstrEqEqOps and CstrBroadcastableEqOps decide a constraint of one value
///   true, which fails when that value holds an error (step 1 decides
///   constraints, knowing which values may).
void populateCleanupPatterns(RewritePatternSet &patterns,
                             MLIRContext *context) {
  shape::AssumingOp::getCanonicalizationPatterns(patterns, context);
  shape::AssumingAllOp::getCanonicalizationPatterns(patterns, context);
  shape::CstrBroadcastableOp::getCanonicalizationPatterns(patterns, context);
  shape::CstrEqOp::getCanonicalizationPatterns(patterns, context);
  auto &native = patterns.getNativePatterns();
  llvm::erase_if(native, [](const std::unique_ptr<RewritePattern> &pattern) {
    StringRef name = pattern->getDebugName();
    bool renumbersCstr = name.contains("CstrBroadcastableOp>") &&
                         (name.contains("RemoveDuplicateOperandsPattern") ||
                          name.contains("RemoveEmptyShapeOperandsPattern"));
    return renumbersCstr || name.ends_with("AssumingWithTrue") ||
           name.ends_with("AssumingAllOfCstrBroadcastable") ||
           name.ends_with("AssumingAllToCstrEqCanonicalization") ||
           name.ends_with("CstrEqEqOps") ||
           name.ends_with("CstrBroadcastableEqOps");
  });
}

/// What upstream's MergeAssumingAllOps and RemoveDuplicateOperandsPattern
/// reach together, in one pass: each assuming_all that an op other than an
/// assuming_all reads lists the witnesses under it, each once, in the order
/// the patterns leave them (depth first, first occurrences); the
/// assuming_alls only those read are erased. Merging regions one at a time
/// builds a chain of assuming_alls, each over the one before: the patterns
/// would rebuild the growing list once per link, quadratic in the chain.
void flattenAssumingAll(ModuleOp module) {
  SmallVector<Operation *> all;
  module.walk([&](shape::AssumingAllOp op) { all.push_back(op); });
  auto assumingAll = [](Value value) {
    return value.getDefiningOp<shape::AssumingAllOp>();
  };
  for (Operation *&op : all) {
    bool read = llvm::any_of(op->getUsers(), [](Operation *user) {
      return !isa<shape::AssumingAllOp>(user);
    });
    if (!read || llvm::none_of(op->getOperands(), assumingAll))
      continue;
    llvm::SetVector<Value> leaves;
    llvm::SmallPtrSet<Operation *, 16> expanded = {op};
    // (an assuming_all, its next operand): iterative, the chain may be long.
    SmallVector<std::pair<Operation *, unsigned>> stack = {{op, 0}};
    while (!stack.empty()) {
      auto &[at, next] = stack.back();
      if (next == at->getNumOperands()) {
        stack.pop_back();
        continue;
      }
      Value input = at->getOperand(next++);
      shape::AssumingAllOp inner = assumingAll(input);
      if (!inner)
        leaves.insert(input);
      // An assuming_all already expanded adds only duplicates.
      else if (expanded.insert(inner).second)
        stack.push_back({inner, 0});
    }
    OpBuilder builder(op);
    auto flat = shape::AssumingAllOp::create(builder, op->getLoc(),
                                             leaves.getArrayRef());
    op->replaceAllUsesWith(flat);
    op->erase();
    op = nullptr;
  }
  // Users before the ops they read.
  for (Operation *op : llvm::reverse(all))
    if (op && op->use_empty())
      op->erase();
}

LogicalResult HoistConstraintsPass::cleanUp(ModuleOp module) {
  // What upstream's AssumingAllOp::fold does, minus deciding false.
  module.walk([&](shape::AssumingAllOp op) {
    SmallVector<Value> open;
    for (Value input : op.getInputs()) {
      auto known = input.getDefiningOp<shape::ConstWitnessOp>();
      if (!known || !known.getPassing())
        open.push_back(input);
    }
    if (open.size() == op.getNumOperands())
      return;
    OpBuilder builder(op);
    Value holds =
        open.empty() ? shape::ConstWitnessOp::create(builder, op.getLoc(), true)
                           .getResult()
                     : shape::AssumingAllOp::create(builder, op.getLoc(), open)
                           .getResult();
    op.getResult().replaceAllUsesWith(holds);
    op.erase();
  });

  flattenAssumingAll(module);

  MLIRContext *context = &getContext();
  RewritePatternSet patterns(context);
  populateCleanupPatterns(patterns, context);
  // Only the witness ops are visited, and nothing is folded: folding would
  // decide constraints without their messages and move `const_witness`
  // (a known failure) to the function's entry.
  SmallVector<Operation *> ops;
  module.walk([&](Operation *op) {
    if (isConstraint(op) || isa<shape::AssumingOp, shape::AssumingAllOp>(op))
      ops.push_back(op);
  });
  shapecc::KeepSourceNames names;
  GreedyRewriteConfig config;
  // The scope given, not computed: the driver's search for the ops' closest
  // common region is quadratic in their nesting depth.
  config.setStrictness(GreedyRewriteStrictness::ExistingAndNewOps)
      .enableFolding(false)
      .enableConstantCSE(false)
      .setScope(&module.getBodyRegion())
      .setListener(&names);
  if (failed(applyOpPatternsGreedily(ops, std::move(patterns), config)))
    return failure();

  SmallVector<shape::AssumingOp> passing;
  module.walk([&](shape::AssumingOp op) {
    auto witness = op.getWitness().getDefiningOp<shape::ConstWitnessOp>();
    if (witness && witness.getPassing())
      passing.push_back(op);
  });
  PatternRewriter rewriter(context);
  for (shape::AssumingOp op : passing) {
    rewriter.setInsertionPoint(op);
    shape::AssumingOp::inlineRegionIntoParent(op, rewriter);
  }
  module.walk([&](shape::ConstWitnessOp op) {
    if (op.getPassing() && op.use_empty())
      op.erase();
  });
  return success();
}

} // namespace
