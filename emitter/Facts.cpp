//===- Facts.cpp - Comparisons known to hold where an op runs -------------===//
//
// A requirement that passed, the condition of the scf.if branch an op is in,
// the case of the scf.index_switch it is in, and the bounds of the loop it is
// in each tell the emitter a comparison that holds there, or an i1 value that
// is true there. The emitter leaves out the checks those make unable to fail:
// the range test of an extent read, the zero (and INT64_MIN / -1) test of a
// division, the check of a broadcast whose is_broadcastable is true, a
// requirement already known to hold. It reads the IR only; it reasons about
// one comparison at a time, with no arithmetic over them.
//
//===----------------------------------------------------------------------===//

#include "CheckDialect.h"
#include "CppEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace shapecc;
using arith::CmpIPredicate;

namespace {
/// `lhs predicate rhs`, known to hold; `rhs` is null where the right side is
/// `constant` (an index_switch case value).
struct Comparison {
  Value lhs;
  CmpIPredicate predicate;
  Value rhs;
  std::optional<APInt> constant = std::nullopt;
};
} // namespace

/// The predicate of `b a` for the predicate of `a b`.
static CmpIPredicate swapped(CmpIPredicate predicate) {
  switch (predicate) {
  case CmpIPredicate::slt:
    return CmpIPredicate::sgt;
  case CmpIPredicate::sle:
    return CmpIPredicate::sge;
  case CmpIPredicate::sgt:
    return CmpIPredicate::slt;
  case CmpIPredicate::sge:
    return CmpIPredicate::sle;
  case CmpIPredicate::ult:
    return CmpIPredicate::ugt;
  case CmpIPredicate::ule:
    return CmpIPredicate::uge;
  case CmpIPredicate::ugt:
    return CmpIPredicate::ult;
  case CmpIPredicate::uge:
    return CmpIPredicate::ule;
  case CmpIPredicate::eq:
  case CmpIPredicate::ne:
    return predicate;
  }
  llvm_unreachable("every predicate is covered");
}

/// The comparisons `condition` having the value `truth` implies: its own, if
/// it is an arith.cmpi; those of both operands of an `andi` that holds or an
/// `ori` that does not; those of a negation (`xori` with true) reversed.
/// Looks a few levels deep.
static void implied(Value condition, bool truth,
                    SmallVectorImpl<Comparison> &out, unsigned depth = 4) {
  Operation *def = condition.getDefiningOp();
  if (!def || !condition.getType().isInteger(1))
    return;
  if (auto cmp = dyn_cast<arith::CmpIOp>(def)) {
    CmpIPredicate predicate = cmp.getPredicate();
    out.push_back({cmp.getLhs(),
                   truth ? predicate : arith::invertPredicate(predicate),
                   cmp.getRhs()});
    return;
  }
  if (depth == 0)
    return;
  if ((truth && isa<arith::AndIOp>(def)) ||
      (!truth && isa<arith::OrIOp>(def))) {
    for (Value operand : def->getOperands())
      implied(operand, truth, out, depth - 1);
    return;
  }
  if (isa<arith::XOrIOp>(def))
    for (int side : {0, 1})
      if (matchPattern(def->getOperand(1 - side), m_One()))
        return implied(def->getOperand(side), !truth, out, depth - 1);
}

/// `condition` and, through `andi`, the values its being true makes true.
static void conjuncts(Value condition, SmallVectorImpl<Value> &out,
                      unsigned depth = 4) {
  out.push_back(condition);
  if (auto both = condition.getDefiningOp<arith::AndIOp>(); both && depth > 0)
    for (Value operand : both->getOperands())
      conjuncts(operand, out, depth - 1);
}

/// `c` with a side `isSubject` accepts on its left (its predicate swapped if
/// that side was its right), or nothing when neither side is.
static std::optional<Comparison> oriented(const Comparison &c,
                                          function_ref<bool(Value)> isSubject) {
  if (isSubject(c.lhs))
    return c;
  if (c.rhs && isSubject(c.rhs))
    return Comparison{c.rhs, swapped(c.predicate), c.lhs};
  return std::nullopt;
}

/// The comparisons of its selector that hold in `region` of `sw`: equal to
/// the case value in a case, different from every case value in the default.
static void caseComparisons(scf::IndexSwitchOp sw, Region *region,
                            SmallVectorImpl<Comparison> &out) {
  auto value = [](int64_t k) { return APInt(64, k, /*isSigned=*/true); };
  ArrayRef<int64_t> cases = sw.getCases();
  for (auto [k, caseRegion] : llvm::zip(cases, sw.getCaseRegions()))
    if (region == &caseRegion)
      return out.push_back({sw.getArg(), CmpIPredicate::eq, Value(), value(k)});
  for (int64_t k : cases)
    out.push_back({sw.getArg(), CmpIPredicate::ne, Value(), value(k)});
}

/// Whether `visit` accepts one of the conditions known where `user` runs,
/// given with the value it has there: the predicate of a requirement checked
/// before it (in its block or an enclosing one) filed under `key`
/// (recordRequirement), true; the condition of an scf.if branch it is in,
/// true in the then branch and false in the else branch. Or whether
/// `visitCases` accepts the comparisons of the selector of an index_switch
/// region it is in (caseComparisons).
static bool
anyConditionAt(CppEmitter &emitter, Operation *user, Value key,
               function_ref<bool(Value, bool)> visit,
               function_ref<bool(ArrayRef<Comparison>)> visitCases = nullptr) {
  if (emitter.checkedBefore(key, user, [&](Operation *prev) {
        auto check = dyn_cast<shapecc::CheckRequireOp>(prev);
        return check && prev != user && visit(check.getPred(), true);
      }))
    return true;
  for (Operation *at = user; at && !isa<FunctionOpInterface>(at);
       at = at->getParentOp()) {
    Operation *parent = at->getParentOp();
    if (auto branch = dyn_cast_or_null<scf::IfOp>(parent);
        branch && visit(branch.getCondition(),
                        at->getParentRegion() == &branch.getThenRegion()))
      return true;
    if (auto sw = dyn_cast_or_null<scf::IndexSwitchOp>(parent);
        sw && visitCases) {
      SmallVector<Comparison, 4> comparisons;
      caseComparisons(sw, at->getParentRegion(), comparisons);
      if (visitCases(comparisons))
        return true;
    }
  }
  return false;
}

/// Whether a comparison that holds wherever `user` runs (anyConditionAt)
/// satisfies `matches`, given with a side `isSubject` accepts on its left.
static bool knownAt(CppEmitter &emitter, Operation *user, Value key,
                    function_ref<bool(Value)> isSubject,
                    function_ref<bool(const Comparison &)> matches) {
  auto anyMatches = [&](ArrayRef<Comparison> comparisons) {
    return llvm::any_of(comparisons, [&](const Comparison &c) {
      std::optional<Comparison> keyed = oriented(c, isSubject);
      return keyed && matches(*keyed);
    });
  };
  SmallVector<Comparison, 4> comparisons;
  return anyConditionAt(
      emitter, user, key,
      [&](Value condition, bool truth) {
        comparisons.clear();
        implied(condition, truth, comparisons);
        return anyMatches(comparisons);
      },
      anyMatches);
}

bool shapecc::knownTrue(CppEmitter &emitter, Operation *user, Value value) {
  SmallVector<Value, 4> values;
  return anyConditionAt(emitter, user, value, [&](Value condition, bool truth) {
    values.clear();
    if (truth)
      conjuncts(condition, values);
    return llvm::is_contained(values, value);
  });
}

void shapecc::recordRequirement(CppEmitter &emitter, Operation *check,
                                Value predicate) {
  SmallVector<Comparison, 4> comparisons;
  implied(predicate, /*truth=*/true, comparisons);
  SmallVector<Value, 8> keys;
  conjuncts(predicate, keys);
  for (const Comparison &c : comparisons)
    for (Value side : {c.lhs, c.rhs}) {
      keys.push_back(side);
      if (auto rank = side.getDefiningOp<shape::RankOp>())
        keys.push_back(rank.getShape());
      else if (auto dim = side.getDefiningOp<tensor::DimOp>())
        keys.push_back(dim.getSource());
    }
  llvm::sort(keys, [](Value a, Value b) {
    return a.getAsOpaquePointer() < b.getAsOpaquePointer();
  });
  keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
  for (Value key : keys)
    emitter.recordCheck(key, check);
}

static std::optional<APInt> constantOf(Value value) {
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return constant;
  return std::nullopt;
}

/// The constant on the right of `c`, if it is one.
static std::optional<APInt> rightConstant(const Comparison &c) {
  return c.rhs ? constantOf(c.rhs) : c.constant;
}

/// Whether `value` is the number of extents of the shape or extent tensor
/// `shape`: shape.rank of it, or tensor.dim 0 of it as an extent tensor (or
/// of a vector of integers, the number of its elements), seen through
/// shapecc.opaque.
static bool isRankOfShape(Value value, Value shape) {
  value = throughOpaque(value);
  if (auto rank = value.getDefiningOp<shape::RankOp>())
    return rank.getShape() == shape;
  // Not of a 1-D data tensor: its dim 0 is its one extent, not its rank. Of
  // a vector of integers, its length.
  if (auto dim = value.getDefiningOp<tensor::DimOp>()) {
    std::optional<APInt> index = constantOf(dim.getIndex());
    return dim.getSource() == shape && holdsElements(shape) && index &&
           index->isZero();
  }
  return false;
}

bool shapecc::loopIndexBelow(Value index, function_ref<bool(Value)> isBound) {
  auto arg = dyn_cast<BlockArgument>(index);
  if (!arg)
    return false;
  Value lb, ub;
  Operation *loop = arg.getOwner()->getParentOp();
  if (auto forOp = dyn_cast<scf::ForOp>(loop)) {
    if (forOp.getInductionVar() != arg)
      return false;
    lb = forOp.getLowerBound();
    ub = forOp.getUpperBound();
  } else if (auto parallel = dyn_cast<scf::ParallelOp>(loop)) {
    unsigned dim = arg.getArgNumber();
    if (dim >= parallel.getNumLoops())
      return false;
    lb = parallel.getLowerBound()[dim];
    ub = parallel.getUpperBound()[dim];
  } else {
    return false;
  }
  // A bound keepStepChecked hid from the folders is still the value. The
  // loop's test keeps the index below the upper bound; a step that is not
  // positive fails its check_loop before the body runs.
  std::optional<APInt> lower = constantOf(throughOpaque(lb));
  return lower && !lower->isNegative() && isBound(throughOpaque(ub));
}

bool shapecc::extentIndexInRange(CppEmitter &emitter, Operation *user,
                                 Value shape, Value index) {
  auto isRank = [&](Value v) { return isRankOfShape(v, shape); };
  auto isIndex = [&](Value v) { return v == index; };
  if (std::optional<APInt> constant = constantOf(index)) {
    if (constant->isNegative())
      return false;
    // rank(shape) == K, >= K or > K - 1, K above the index.
    uint64_t at = constant->getZExtValue();
    return knownAt(emitter, user, shape, isRank, [&](const Comparison &c) {
      std::optional<APInt> bound = rightConstant(c);
      if (!bound || bound->isNegative())
        return false;
      uint64_t k = bound->getZExtValue();
      switch (c.predicate) {
      case CmpIPredicate::eq:
      case CmpIPredicate::sge:
      case CmpIPredicate::uge:
        return at < k;
      case CmpIPredicate::sgt:
      case CmpIPredicate::ugt:
        return at <= k;
      default:
        return false;
      }
    });
  }
  if (loopIndexBelow(index, isRank))
    return true;
  // index <u rank(shape); or index <s rank(shape) and index >= 0.
  bool signedBelow = false;
  if (knownAt(emitter, user, index, isIndex, [&](const Comparison &c) {
        if (!c.rhs || !isRank(c.rhs))
          return false;
        signedBelow |= c.predicate == CmpIPredicate::slt;
        return c.predicate == CmpIPredicate::ult;
      }))
    return true;
  if (!signedBelow)
    return false;
  return knownNonNegative(index) ||
         knownAt(emitter, user, index, isIndex, [&](const Comparison &c) {
           std::optional<APInt> k = rightConstant(c);
           return k &&
                  ((c.predicate == CmpIPredicate::sge && !k->isNegative()) ||
                   (c.predicate == CmpIPredicate::sgt && !k->slt(-1)));
         });
}

bool shapecc::divisorKnownSafe(CppEmitter &emitter, Operation *user,
                               Value divisor, bool overflowToo) {
  bool nonZero = false, notMinusOne = !overflowToo;
  auto isDivisor = [&](Value v) { return v == divisor; };
  knownAt(emitter, user, divisor, isDivisor, [&](const Comparison &c) {
    std::optional<APInt> k = rightConstant(c);
    if (!k)
      return false;
    // What `divisor PREDICATE k` rules out: zero, and all ones (-1).
    switch (c.predicate) {
    case CmpIPredicate::eq:
      nonZero |= !k->isZero();
      notMinusOne |= !k->isAllOnes();
      break;
    case CmpIPredicate::ne:
      nonZero |= k->isZero();
      notMinusOne |= k->isAllOnes();
      break;
    case CmpIPredicate::sgt: // divisor > k
      nonZero |= !k->isNegative();
      notMinusOne |= !k->slt(-1);
      break;
    case CmpIPredicate::sge:
      nonZero |= k->sgt(0);
      notMinusOne |= !k->isNegative();
      break;
    case CmpIPredicate::slt:
      nonZero |= !k->isStrictlyPositive();
      notMinusOne |= k->isNegative();
      break;
    case CmpIPredicate::sle:
      nonZero |= k->isNegative();
      notMinusOne |= k->slt(-1);
      break;
    case CmpIPredicate::ugt:
      nonZero = true;
      break;
    case CmpIPredicate::uge:
      nonZero |= !k->isZero();
      break;
    case CmpIPredicate::ult:
      notMinusOne = true;
      break;
    case CmpIPredicate::ule:
      notMinusOne |= !k->isAllOnes();
      break;
    }
    return nonZero && notMinusOne;
  });
  return nonZero && notMinusOne;
}
