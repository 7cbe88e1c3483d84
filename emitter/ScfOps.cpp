//===- ScfOps.cpp - C++ for structured control flow -----------------------===//
//
// scf ops become the C++ statement of the same shape: results are variables
// declared before the statement and assigned where the regions yield; loop-
// carried values are variables the loop body reassigns. scf.parallel and
// scf.forall run their iterations in order. Every loop is bounded: a counted
// loop checks its trip count first, a while loop (or a cycle of blocks in an
// execute_region) counts its iterations (SHAPECC_MAX_LOOP_ITERATIONS).
//
//===----------------------------------------------------------------------===//

#include "CheckDialect.h"
#include "CppEmitter.h"
#include "SourceNames.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

#include <array>
#include <climits>
#include <tuple>

using namespace mlir;
using namespace shapecc;

/// Emits `block` and assigns what its terminator yields to `targets`.
static LogicalResult emitRegionBody(CppEmitter &emitter, Block &block,
                                    ArrayRef<std::string> targets) {
  if (failed(emitter.emitBlockBody(block)))
    return failure();
  emitter.assignAll(targets, block.getTerminator()->getOperands());
  return success();
}

/// emitRegionBody for a block alone in its C++ block `{ ... }` (a branch, a
/// case, a loop's body): the source names given in it are free again after
/// (CppEmitter::openNameScope). Not inlined: the mark stays out of the
/// frames of printOperation, which nest as deep as the regions do.
LLVM_ATTRIBUTE_NOINLINE static LogicalResult
emitScopedRegionBody(CppEmitter &emitter, Block &block,
                     ArrayRef<std::string> targets) {
  size_t mark = emitter.openNameScope();
  if (failed(emitRegionBody(emitter, block, targets)))
    return failure();
  emitter.closeNameScope(mark, block.getParentOp());
  return success();
}

/// One loop bound: its C++ expression and, when known, its value.
struct Bound {
  std::string expr;
  std::optional<int64_t> constant;
  /// The SSA value, unless the bound is an attribute.
  Value value;
};

static Bound bound(CppEmitter &emitter, Value value) {
  APInt constant;
  // A constant kept from the folders (a loop step that is not positive)
  // is still one here.
  if (matchPattern(throughOpaque(value), m_ConstantInt(&constant)))
    return {emitter.getName(value).str(), constant.getSExtValue(), value};
  return {emitter.getName(value).str(), std::nullopt, value};
}

static Bound bound(CppEmitter &emitter, OpFoldResult value) {
  if (auto attr = dyn_cast<Attribute>(value)) {
    int64_t constant = cast<IntegerAttr>(attr).getInt();
    return {std::to_string(constant), constant, {}};
  }
  return bound(emitter, cast<Value>(value));
}

/// The C++ types of a loop's induction variable: intN_t and uintN_t.
static std::pair<std::string, std::string> loopTypes(Type ivType) {
  std::string bits =
      ivType.isIndex() ? "64" : std::to_string(ivType.getIntOrFloatBitWidth());
  return {"int" + bits + "_t", "uint" + bits + "_t"};
}

/// Checks, before a counted loop starts, that its step is positive and that
/// it runs at most SHAPECC_MAX_LOOP_ITERATIONS iterations (in the loop's
/// signedness).
static void checkLoop(CppEmitter &emitter, Operation *op, Type ivType,
                      const Bound &lb, const Bound &ub, const Bound &step,
                      bool isUnsigned) {
  // A loop over the dimensions of a shape runs at most SHAPECC_MAX_RANK
  // times, which the runtime keeps within the limit.
  Value upper = ub.value ? throughOpaque(ub.value) : Value();
  auto length = upper ? upper.getDefiningOp<tensor::DimOp>() : nullptr;
  bool overRank = (upper && upper.getDefiningOp<shape::RankOp>()) ||
                  (length && isExtentTensor(length.getSource().getType()));
  if (overRank && lb.constant && *lb.constant >= 0 && step.constant &&
      *step.constant > 0)
    return;
  if (!isUnsigned) {
    emitter.emitCheck("shapecc::check_loop(" + lb.expr + ", " + ub.expr + ", " +
                          step.expr + ", " + emitter.site(op) + ")",
                      op);
    return;
  }
  std::string type = loopTypes(ivType).second;
  auto cast = [&](const Bound &b) {
    return "static_cast<" + type + ">(" + b.expr + ")";
  };
  emitter.emitCheck("shapecc::check_loop_unsigned(" + cast(lb) + ", " +
                        cast(ub) + ", " + cast(step) + ", " + emitter.site(op) +
                        ")",
                    op);
}

/// Opens `for (TYPE iv = lb; iv < ub; ...) {` for a step checkLoop found
/// positive (after a failing check of a constant one, the loop never runs).
/// The increment cannot overflow: with constant bounds that is known,
/// otherwise it steps to `ub` when fewer than `step` values remain.
/// An unsigned loop compares, and steps, as uintN_t.
static void openLoop(CppEmitter &emitter, Type ivType, StringRef iv,
                     const Bound &lb, const Bound &ub, const Bound &step,
                     bool isUnsigned = false) {
  raw_indented_ostream &os = emitter.ostream();
  // Not a structured binding: C++17 lambdas cannot capture one.
  std::string type, unsignedType;
  std::tie(type, unsignedType) = loopTypes(ivType);
  unsigned width = ivType.isIndex() ? 64 : ivType.getIntOrFloatBitWidth();
  int64_t max = width >= 64 ? INT64_MAX : (int64_t(1) << (width - 1)) - 1;
  auto asUnsigned = [&](StringRef expr) {
    return ("static_cast<" + unsignedType + ">(" + expr + ")").str();
  };
  os << "for (" << type << " " << iv << " = " << lb.expr << "; ";
  // A constant step that is not positive fails checkLoop, so the loop never
  // runs: the plainest increment that ends it (a comparison with the step
  // would be one a compiler warns is always false). The largest unsigned
  // step (all ones) gets the same increment: that loop runs at most once.
  if (step.constant && (isUnsigned ? *step.constant == 0 || *step.constant == -1
                                   : *step.constant <= 0)) {
    os << (isUnsigned ? asUnsigned(iv) + " < " + asUnsigned(ub.expr)
                      : (iv + " < " + ub.expr).str())
       << "; " << iv << " = " << ub.expr << ") {\n";
    os.indent();
    return;
  }
  if (isUnsigned) {
    // The sum wraps in uintN_t and converts back to the signed type.
    os << asUnsigned(iv) << " < " << asUnsigned(ub.expr) << "; " << iv << " = "
       << asUnsigned(step.expr) << " < " << asUnsigned(ub.expr) << " - "
       << asUnsigned(iv) << " ? static_cast<" << type << ">(" << asUnsigned(iv)
       << " + " << asUnsigned(step.expr) << ") : " << ub.expr;
  } else {
    os << iv << " < " << ub.expr << "; ";
    if (step.constant && *step.constant == 1)
      os << "++" << iv;
    else if (step.constant && *step.constant > 0 && ub.constant &&
             *ub.constant <= max - *step.constant)
      os << iv << " += " << step.expr;
    else
      // ub - iv is exact in uint64_t because iv < ub.
      os << iv << " = static_cast<uint64_t>(" << step.expr
         << ") < static_cast<uint64_t>(" << ub.expr
         << ") - static_cast<uint64_t>(" << iv << ") ? " << iv << " + "
         << step.expr << " : " << ub.expr;
  }
  os << ") {\n";
  os.indent();
}

/// The loops of scf.parallel or scf.forall, one `for` per dimension, in
/// order: every dimension is checked before the outermost loop opens. The
/// caller closes them.
static void openLoopNest(CppEmitter &emitter, Operation *op, ValueRange ivs,
                         ArrayRef<OpFoldResult> lbs, ArrayRef<OpFoldResult> ubs,
                         ArrayRef<OpFoldResult> steps) {
  SmallVector<std::array<Bound, 3>> bounds;
  for (auto [iv, lb, ub, step] : llvm::zip(ivs, lbs, ubs, steps)) {
    bounds.push_back(
        {bound(emitter, lb), bound(emitter, ub), bound(emitter, step)});
    checkLoop(emitter, op, iv.getType(), bounds.back()[0], bounds.back()[1],
              bounds.back()[2], /*isUnsigned=*/false);
  }
  for (auto [iv, b] : llvm::zip(ivs, bounds))
    openLoop(emitter, iv.getType(), emitter.getName(iv), b[0], b[1], b[2]);
}

static void closeBlock(CppEmitter &emitter) {
  emitter.ostream().unindent();
  emitter.ostream() << "}\n";
}

/// `if (c) {`, or `if (!c) {` for a negated scf.if. Not inlined: its locals
/// stay out of printOperation's frame.
LLVM_ATTRIBUTE_NOINLINE static void printIfHead(CppEmitter &emitter,
                                                scf::IfOp op, bool negate) {
  StringRef condition = emitter.getName(op.getCondition());
  raw_indented_ostream &os = emitter.ostream();
  if (!negate)
    os << "if (" << condition << ") {\n";
  else if (llvm::all_of(condition,
                        [](char c) { return llvm::isAlnum(c) || c == '_'; }))
    os << "if (!" << condition << ") {\n";
  else
    os << "if (!(" << condition << ")) {\n";
}

static LogicalResult printOperation(CppEmitter &emitter, scf::IfOp op) {
  FailureOr<SmallVector<std::string>> results =
      emitter.declareResults(op.getResults());
  if (failed(results))
    return failure();
  // A then branch left empty (its checks were all in the else branch, say)
  // reads better as the else branch under the negated condition. This frame
  // is paid once per level of nesting, and 1023 levels must fit in the
  // stack, also under ASan (tests/cli/nesting-limit.mlir): no more locals.
  bool negate = op.getNumResults() == 0 && !op.getElseRegion().empty() &&
                op.getThenRegion().front().without_terminator().empty();
  printIfHead(emitter, op, negate);
  raw_indented_ostream &os = emitter.ostream();
  os.indent();
  if (failed(emitScopedRegionBody(
          emitter, (negate ? op.getElseRegion() : op.getThenRegion()).front(),
          *results)))
    return failure();
  os.unindent();
  if (!negate && !op.getElseRegion().empty()) {
    os << "} else {\n";
    os.indent();
    if (failed(
            emitScopedRegionBody(emitter, op.getElseRegion().front(), *results)))
      return failure();
    os.unindent();
  }
  os << "}\n";
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter, scf::ForOp op) {
  // The results are the loop-carried variables: the iteration arguments are
  // other names for them.
  FailureOr<SmallVector<std::string>> results =
      emitter.declareResults(op.getResults(), op.getInitArgs());
  if (failed(results))
    return failure();
  for (auto [arg, result] : llvm::zip(op.getRegionIterArgs(), op.getResults()))
    emitter.alias(arg, result);
  Type ivType = op.getInductionVar().getType();
  Bound lb = bound(emitter, op.getLowerBound()),
        ub = bound(emitter, op.getUpperBound()),
        step = bound(emitter, op.getStep());
  checkLoop(emitter, op, ivType, lb, ub, step, op.getUnsignedCmp());
  // The induction variable is declared in the loop's scope too.
  size_t names = emitter.openNameScope();
  openLoop(emitter, ivType, emitter.getName(op.getInductionVar()), lb, ub, step,
           op.getUnsignedCmp());
  if (failed(emitRegionBody(emitter, *op.getBody(), *results)))
    return failure();
  closeBlock(emitter);
  emitter.closeNameScope(names, op);
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter, scf::WhileOp op) {
  // The before region's arguments are the loop-carried variables.
  SmallVector<std::string> carried;
  for (auto [arg, init] : llvm::zip(op.getBeforeArguments(), op.getInits())) {
    if (failed(emitter.declare(arg, emitter.owned(init), /*mutableVar=*/true)))
      return failure();
    carried.push_back(emitter.getName(arg).str());
  }
  FailureOr<SmallVector<std::string>> results =
      emitter.declareResults(op.getResults());
  if (failed(results))
    return failure();
  raw_indented_ostream &os = emitter.ostream();
  std::string iterations = emitter.uniqueName("iterations");
  os << "uint64_t " << iterations << " = 0;\n";
  os << "while (true) {\n";
  os.indent();
  // Both regions are in this one C++ block (the before region's arguments,
  // declared above, are not).
  size_t names = emitter.openNameScope();
  Block &before = op.getBefore().front();
  if (failed(emitter.emitBlockBody(before)))
    return failure();
  scf::ConditionOp condition = op.getConditionOp();
  os << "if (!" << emitter.getName(condition.getCondition()) << ") {\n";
  os.indent();
  emitter.assignAll(*results, condition.getArgs());
  os << "break;\n";
  os.unindent();
  os << "}\n";
  // An iteration is a run of the after region: a loop whose body runs the
  // limit's number of times passes, as an scf.for of that trip count does.
  emitter.emitCheck("shapecc::count_iteration(" + iterations + ", " +
                        emitter.site(op) + ")",
                    op);
  // The after region sees the forwarded values under their own names.
  for (auto [arg, forwarded] :
       llvm::zip(op.getAfterArguments(), condition.getArgs()))
    emitter.alias(arg, forwarded);
  if (failed(emitRegionBody(emitter, op.getAfter().front(), carried)))
    return failure();
  closeBlock(emitter);
  emitter.closeNameScope(names, op);
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    scf::IndexSwitchOp op) {
  FailureOr<SmallVector<std::string>> results =
      emitter.declareResults(op.getResults());
  if (failed(results))
    return failure();
  raw_indented_ostream &os = emitter.ostream();
  os << "switch (" << emitter.getName(op.getArg()) << ") {\n";
  // Without results, a region with nothing but its yield does nothing: a
  // case is left out when the default does nothing too, and is a bare `break`
  // else. The default is always written (GCC's and clang's -Wswitch-default).
  auto empty = [&](Region &region) {
    return op.getNumResults() == 0 &&
           region.front().without_terminator().empty();
  };
  bool emptyDefault = empty(op.getDefaultRegion());
  auto emitCase = [&](StringRef label, Region &region) -> LogicalResult {
    if (empty(region)) {
      if (!emptyDefault || &region == &op.getDefaultRegion())
        os << label << ":\n  break;\n";
      return success();
    }
    os << label << ": {\n";
    os.indent();
    if (failed(emitScopedRegionBody(emitter, region.front(), *results)))
      return failure();
    os << "break;\n";
    os.unindent();
    os << "}\n";
    return success();
  };
  for (auto [value, region] : llvm::zip(op.getCases(), op.getCaseRegions()))
    if (failed(emitCase("case " + int64Literal(value), region)))
      return failure();
  if (failed(emitCase("default", op.getDefaultRegion())))
    return failure();
  os << "}\n";
  return success();
}

/// Emits a multi-block region (an scf.execute_region's, or a function body
/// once the canonicalizer has inlined such a region) with labels and `goto`.
/// Each block is `{ body; jump }` after its label, and a block's dominator-tree
/// children are nested after its jump, inside its braces: a value is visible in
/// every block it dominates, and since every predecessor of a block lies within
/// its immediate dominator's braces, no jump enters the scope of a declaration
/// it skipped. Block arguments are variables declared before the first block; a
/// jump assigns them. scf.yield assigns the results and leaves through the end
/// label; any other terminator (a function's return) is emitted as usual. A
/// region with a cycle counts the jumps back along its cycles against
/// SHAPECC_MAX_LOOP_ITERATIONS.
class RegionEmitter {
public:
  RegionEmitter(CppEmitter &emitter, Operation *op, Region &region,
                ArrayRef<std::string> results)
      : emitter(emitter), os(emitter.ostream()), op(op), region(region),
        results(results), dominance(op) {}

  LogicalResult emit() {
    // libFormat parses a run of labeled statements recursively, one level
    // per label: far more blocks would exhaust a thread's stack.
    constexpr size_t kMaxBlocks = 10000;
    if (region.getBlocks().size() > kMaxBlocks)
      return op->emitError()
             << "a region of " << region.getBlocks().size()
             << " blocks, above shapecc's limit of " << kMaxBlocks;
    os << "{\n";
    os.indent();
    for (auto [index, block] : llvm::enumerate(region))
      positions[&block] = index;
    for (Block &block : llvm::drop_begin(region)) {
      if (!dominance.isReachableFromEntry(&block))
        continue;
      labels[&block] =
          emitter.uniqueName("bb" + std::to_string(positions[&block]));
      SmallVector<std::string> &args = blockArgs[&block];
      for (BlockArgument arg : block.getArguments()) {
        args.emplace_back();
        if (arg.use_empty())
          continue;
        if (failed(emitter.declareUninitialized(arg)))
          return failure();
        args.back() = emitter.getName(arg).str();
      }
    }
    // A jump to the block emitted right after it (the first block it
    // dominates) falls through; a label no goto names is left out.
    for (Block &block : region) {
      if (!dominance.isReachableFromEntry(&block))
        continue;
      Block *next = nullptr;
      for (DominanceInfoNode *child : dominance.getNode(&block)->children())
        if (!next ||
            positions.lookup(child->getBlock()) < positions.lookup(next))
          next = child->getBlock();
      Operation *terminator = block.getTerminator();
      if (auto br = dyn_cast<cf::BranchOp>(terminator)) {
        if (br.getDest() == next)
          fallsThrough[&block] = next;
        else
          ++gotos[br.getDest()];
      } else if (auto condBr = dyn_cast<cf::CondBranchOp>(terminator)) {
        Block *trueDest = condBr.getTrueDest();
        Block *falseDest = condBr.getFalseDest();
        if (falseDest == next || trueDest == next)
          fallsThrough[&block] = next;
        // The other edge jumps (both, when neither falls through; one of
        // two to the same block).
        ++gotos[falseDest == next ? trueDest : falseDest];
        if (falseDest != next && trueDest != next)
          ++gotos[trueDest];
      } else if (auto switchOp = dyn_cast<cf::SwitchOp>(terminator)) {
        for (Block *successor : switchOp->getSuccessors())
          ++gotos[successor];
      }
    }
    findBackEdges();
    if (!backEdges.empty()) {
      steps = emitter.uniqueName("steps");
      os << "uint64_t " << steps << " = 0;\n";
    }
    if (failed(emitSubtree(region.front())))
      return failure();
    if (!end.empty())
      os << end << ":;\n";
    os.unindent();
    os << "}\n";
    return success();
  }

private:
  /// The edges of a depth-first walk from the entry that return to a block
  /// on its path (with an explicit stack: regions can have many blocks).
  /// Every cycle holds one, so counting the jumps along them bounds every
  /// loop, and a loop whose body runs L times takes its back edge L times.
  void findBackEdges() {
    llvm::DenseMap<Block *, int> state; // 1: on the path, 2: done
    SmallVector<std::pair<Block *, unsigned>> path;
    state[&region.front()] = 1;
    path.push_back({&region.front(), 0});
    while (!path.empty()) {
      auto &[block, next] = path.back();
      if (next == block->getNumSuccessors()) {
        state[block] = 2;
        path.pop_back();
        continue;
      }
      Block *successor = block->getSuccessor(next++);
      int s = state.lookup(successor);
      if (s == 1)
        backEdges.insert({block, successor});
      if (s == 0) {
        state[successor] = 1;
        path.push_back({successor, 0});
      }
    }
  }

  /// Emits `block` and, nested in its braces, the blocks it immediately
  /// dominates; `depth` counts the enclosing blocks.
  LogicalResult emitSubtree(Block &block, unsigned depth = 0) {
    // A chain of blocks each dominating the next nests as deep as it is long.
    if (depth >= kMaxNesting)
      return block.front().emitError()
             << "blocks nest deeper than " << kMaxNesting
             << " levels in the emitted C++ (each dominates the next), "
                "shapecc's limit";
    if (&block == &region.front() || !gotos.lookup(&block)) {
      os << "{\n";
    } else {
      os << labels[&block] << ": {\n";
    }
    os.indent();
    if (failed(emitter.emitBlockBody(block)) ||
        failed(emitTerminator(block.getTerminator())))
      return failure();
    // Children in block order, so the text follows the source.
    SmallVector<Block *> children;
    for (DominanceInfoNode *child : dominance.getNode(&block)->children())
      children.push_back(child->getBlock());
    llvm::sort(children, [&](Block *a, Block *b) {
      return positions.lookup(a) < positions.lookup(b);
    });
    for (Block *child : children)
      if (failed(emitSubtree(*child, depth + 1)))
        return failure();
    os.unindent();
    os << "}\n";
    return success();
  }

  /// Assigns the block arguments of `dest` and jumps there from `terminator`,
  /// or falls through when `dest` comes next (`fallThrough`); a jump back
  /// along a cycle first counts an iteration, at the terminator's site. The
  /// assignments may declare temporaries, which a later label must not see:
  /// they get a scope of their own unless `scoped` (the body of an if or a
  /// case).
  void jump(Operation *terminator, Block *dest, ValueRange operands,
            bool scoped = false, bool fallThrough = false) {
    bool back = backEdges.contains({terminator->getBlock(), dest});
    bool braces = !scoped && (!operands.empty() || back);
    if (braces) {
      os << "{\n";
      os.indent();
    }
    if (back)
      emitter.emitCheck("shapecc::count_iteration(" + steps + ", " +
                            emitter.site(terminator) + ")",
                        terminator);
    emitter.assignAll(blockArgs[dest], operands);
    if (!fallThrough)
      os << "goto " << labels[dest] << ";\n";
    if (braces) {
      os.unindent();
      os << "}\n";
    }
  }

  /// A jump as the body of an if or a case, whose braces the caller prints.
  void jumpInBraces(Operation *terminator, Block *dest, ValueRange operands) {
    os.indent();
    jump(terminator, dest, operands, /*scoped=*/true);
    os.unindent();
  }

  LogicalResult emitTerminator(Operation *terminator) {
    if (auto yield = dyn_cast<scf::YieldOp>(terminator)) {
      // In braces, like a jump: the assignments may declare temporaries.
      os << "{\n";
      os.indent();
      emitter.assignAll(results, yield.getOperands());
      if (end.empty())
        end = emitter.uniqueName("done");
      os << "goto " << end << ";\n";
      os.unindent();
      os << "}\n";
    } else if (auto br = dyn_cast<cf::BranchOp>(terminator)) {
      Block *next = fallsThrough.lookup(terminator->getBlock());
      jump(br, br.getDest(), br.getDestOperands(), /*scoped=*/false,
           br.getDest() == next);
    } else if (auto condBr = dyn_cast<cf::CondBranchOp>(terminator)) {
      Block *next = fallsThrough.lookup(terminator->getBlock());
      // The edge that jumps is in the if; the other one follows it, and
      // falls through when its block comes next.
      bool negate =
          next && condBr.getTrueDest() == next && condBr.getFalseDest() != next;
      Block *inIf = negate ? condBr.getFalseDest() : condBr.getTrueDest();
      Block *after = negate ? condBr.getTrueDest() : condBr.getFalseDest();
      os << "if (" << (negate ? "!" : "")
         << emitter.getName(condBr.getCondition()) << ") {\n";
      jumpInBraces(condBr, inIf,
                   negate ? condBr.getFalseDestOperands()
                          : condBr.getTrueDestOperands());
      os << "}\n";
      jump(condBr, after,
           negate ? condBr.getTrueDestOperands()
                  : condBr.getFalseDestOperands(),
           /*scoped=*/false, after == next);
    } else if (auto switchOp = dyn_cast<cf::SwitchOp>(terminator)) {
      // A switch on a bool draws a warning: an i1 flag is switched as int.
      bool isBool = switchOp.getFlag().getType().isInteger(1);
      os << "switch (" << (isBool ? "static_cast<int>(" : "")
         << emitter.getName(switchOp.getFlag()) << (isBool ? ")" : "")
         << ") {\n";
      if (std::optional<DenseIntElementsAttr> values =
              switchOp.getCaseValues()) {
        for (auto [index, value] :
             llvm::enumerate(values->getValues<APInt>())) {
          os << "case " << caseLiteral(value) << ": {\n";
          jumpInBraces(switchOp, switchOp.getCaseDestinations()[index],
                       switchOp.getCaseOperands(index));
          os << "}\n";
        }
      }
      os << "default: {\n";
      jumpInBraces(switchOp, switchOp.getDefaultDestination(),
                   switchOp.getDefaultOperands());
      os << "}\n}\n";
    } else {
      return emitter.emitOperation(*terminator);
    }
    return success();
  }

  static std::string caseLiteral(const APInt &value) {
    if (value.getBitWidth() == 1)
      return value.isZero() ? "0" : "1";
    return int64Literal(value.getSExtValue());
  }

  CppEmitter &emitter;
  raw_indented_ostream &os;
  Operation *op;
  Region &region;
  ArrayRef<std::string> results;
  DominanceInfo dominance;
  /// Each block's position in the region.
  llvm::DenseMap<Block *, size_t> positions;
  llvm::DenseMap<Block *, std::string> labels;
  /// The number of gotos naming each block, and the block each block's
  /// terminator falls through to (the one emitted right after it).
  llvm::DenseMap<Block *, unsigned> gotos;
  llvm::DenseMap<Block *, Block *> fallsThrough;
  llvm::DenseMap<Block *, SmallVector<std::string>> blockArgs;
  /// The edges back along cycles (findBackEdges).
  llvm::DenseSet<std::pair<Block *, Block *>> backEdges;
  /// The counter of jumps along backEdges, and the label after the region
  /// (once an scf.yield jumps there); "" if none.
  std::string steps, end;
};

LogicalResult shapecc::emitBlocks(CppEmitter &emitter, Operation *op,
                                  Region &region,
                                  ArrayRef<std::string> results) {
  return RegionEmitter(emitter, op, region, results).emit();
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    scf::ExecuteRegionOp op) {
  FailureOr<SmallVector<std::string>> results =
      emitter.declareResults(op.getResults());
  if (failed(results))
    return failure();
  if (!op.getRegion().hasOneBlock())
    return emitBlocks(emitter, op, op.getRegion(), *results);
  emitter.ostream() << "{\n";
  emitter.ostream().indent();
  if (failed(emitScopedRegionBody(emitter, op.getRegion().front(), *results)))
    return failure();
  closeBlock(emitter);
  return success();
}

/// Iterations of scf.parallel may run in any order, so in order is allowed;
/// each scf.reduce region folds its operand into the result variable.
static LogicalResult printOperation(CppEmitter &emitter, scf::ParallelOp op) {
  FailureOr<SmallVector<std::string>> results =
      emitter.declareResults(op.getResults(), op.getInitVals());
  if (failed(results))
    return failure();
  openLoopNest(emitter, op, op.getInductionVars(),
               llvm::to_vector_of<OpFoldResult>(op.getLowerBound()),
               llvm::to_vector_of<OpFoldResult>(op.getUpperBound()),
               llvm::to_vector_of<OpFoldResult>(op.getStep()));
  Block *body = op.getBody();
  if (failed(emitter.emitBlockBody(*body)))
    return failure();
  auto reduce = cast<scf::ReduceOp>(body->getTerminator());
  for (auto [index, region] : llvm::enumerate(reduce.getReductions())) {
    Block &combiner = region.front();
    emitter.alias(combiner.getArgument(0), op.getResult(index));
    emitter.alias(combiner.getArgument(1), reduce.getOperands()[index]);
    if (failed(emitRegionBody(emitter, combiner, {(*results)[index]})))
      return failure();
  }
  for (size_t i = 0; i < op.getInductionVars().size(); ++i)
    closeBlock(emitter);
  return success();
}

/// The tensor.parallel_insert_slice ops of a forall's terminator, each of a
/// 1-D extent tensor into a shared output; failure (reported) otherwise.
static FailureOr<SmallVector<tensor::ParallelInsertSliceOp>>
insertions(CppEmitter &emitter, scf::ForallOp op) {
  SmallVector<tensor::ParallelInsertSliceOp> inserts;
  for (Operation &inner : op.getTerminator().getRegion().front()) {
    auto insert = dyn_cast<tensor::ParallelInsertSliceOp>(inner);
    if (!insert)
      return emitter.unsupported(&inner, "scf.forall.in_parallel is emitted "
                                         "for tensor.parallel_insert_slice "
                                         "only");
    if (!isExtentTensor(insert.getSource().getType()))
      return emitter.unsupported(
          insert, "only a 1-D extent tensor (tensor<?xindex>) is inserted "
                  "into a shared output; a rank-reducing insertion is not "
                  "emitted");
    inserts.push_back(insert);
  }
  return inserts;
}

/// scf.forall runs its iterations in order, which is one of the orders it
/// allows. Shared outputs must be extent tensors: each is a variable
/// initialized from its shared_outs operand that the body reads (through its
/// block argument) and the terminator's parallel_insert_slice ops write, in
/// iteration order. Racy writes (overlapping slices) are applied in that
/// order, which the op leaves unspecified.
static LogicalResult printOperation(CppEmitter &emitter, scf::ForallOp op) {
  for (Value output : op.getOutputs())
    if (!isExtentTensor(output.getType()))
      return emitter.unsupported(
          op, "the shared outputs of scf.forall must be extent tensors "
              "(tensor<?xindex>); other tensors have no value in a checker");
  FailureOr<SmallVector<tensor::ParallelInsertSliceOp>> inserts =
      insertions(emitter, op);
  if (failed(inserts))
    return failure();
  FailureOr<SmallVector<std::string>> results =
      emitter.declareResults(op.getResults(), op.getOutputs());
  if (failed(results))
    return failure();
  for (auto [arg, result] : llvm::zip(op.getRegionIterArgs(), op.getResults()))
    emitter.alias(arg, result);
  openLoopNest(emitter, op, op.getInductionVars(), op.getMixedLowerBound(),
               op.getMixedUpperBound(), op.getMixedStep());
  if (failed(emitter.emitBlockBody(*op.getBody())))
    return failure();
  for (tensor::ParallelInsertSliceOp insert : *inserts) {
    auto dest = cast<BlockArgument>(insert.getDest());
    std::string slice = bound(emitter, insert.getMixedOffsets()[0]).expr +
                        ", " + bound(emitter, insert.getMixedSizes()[0]).expr +
                        ", " + bound(emitter, insert.getMixedStrides()[0]).expr;
    emitter.emitCheck("shapecc::insert_slice(" +
                          (*results)[dest.getArgNumber() - op.getRank()] +
                          ", " + emitter.getName(insert.getSource()).str() +
                          ", " + slice + ", " + emitter.site(insert) + ")",
                      insert);
  }
  for (size_t i = 0; i < op.getInductionVars().size(); ++i)
    closeBlock(emitter);
  return success();
}

std::optional<LogicalResult> shapecc::emitScfOp(CppEmitter &emitter,
                                                Operation &op) {
  return llvm::TypeSwitch<Operation *, std::optional<LogicalResult>>(&op)
      .Case<scf::IfOp, scf::ForOp, scf::WhileOp, scf::IndexSwitchOp,
            scf::ExecuteRegionOp, scf::ParallelOp, scf::ForallOp>(
          [&](auto op) { return printOperation(emitter, op); })
      .Default([](Operation *) { return std::nullopt; });
}
