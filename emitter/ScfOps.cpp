//===- ScfOps.cpp - C++ for structured control flow -----------------------===//
//
// scf ops become the C++ statement of the same shape: results are variables
// declared before the statement and assigned where the regions yield; loop-
// carried values are variables the loop body reassigns. scf.parallel and
// scf.forall (without shared outputs) run their iterations in order.
//
//===----------------------------------------------------------------------===//

#include "CppEmitter.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/TypeSwitch.h"

#include <climits>

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

/// One loop bound: its C++ expression and, when known, its value.
struct Bound {
  std::string expr;
  std::optional<int64_t> constant;
};

static Bound bound(CppEmitter &emitter, Value value) {
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return {emitter.getName(value).str(), constant.getSExtValue()};
  return {emitter.getName(value).str(), std::nullopt};
}

static Bound bound(CppEmitter &emitter, OpFoldResult value) {
  if (auto attr = dyn_cast<Attribute>(value)) {
    int64_t constant = cast<IntegerAttr>(attr).getInt();
    return {std::to_string(constant), constant};
  }
  return bound(emitter, cast<Value>(value));
}

/// Opens `for (TYPE iv = lb; iv < ub; ...) {` for a positive step. The
/// increment cannot overflow: with constant bounds that is known, otherwise
/// it steps to `ub` when fewer than `step` values remain. A step that is not
/// known positive is checked first.
static void openLoop(CppEmitter &emitter, Operation *op, Type ivType,
                     StringRef iv, const Bound &lb, const Bound &ub,
                     const Bound &step) {
  raw_indented_ostream &os = emitter.ostream();
  if (!step.constant || *step.constant <= 0)
    emitter.emitCheck("shapecc::cstr_require(" + step.expr + " > 0, " +
                          emitter.site(op, "the loop step must be positive") +
                          ")",
                      op);
  std::string type =
      ivType.isIndex()
          ? "int64_t"
          : "int" + std::to_string(ivType.getIntOrFloatBitWidth()) + "_t";
  unsigned width = ivType.isIndex() ? 64 : ivType.getIntOrFloatBitWidth();
  int64_t max = width >= 64 ? INT64_MAX : (int64_t(1) << (width - 1)) - 1;
  os << "for (" << type << " " << iv << " = " << lb.expr << "; " << iv << " < "
     << ub.expr << "; ";
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
  os << ") {\n";
  os.indent();
}

static void closeBlock(CppEmitter &emitter) {
  emitter.ostream().unindent();
  emitter.ostream() << "}\n";
}

static LogicalResult printOperation(CppEmitter &emitter, scf::IfOp op) {
  FailureOr<SmallVector<std::string>> results =
      emitter.declareResults(op.getResults());
  if (failed(results))
    return failure();
  raw_indented_ostream &os = emitter.ostream();
  os << "if (" << emitter.getName(op.getCondition()) << ") {\n";
  os.indent();
  if (failed(emitRegionBody(emitter, op.getThenRegion().front(), *results)))
    return failure();
  os.unindent();
  if (!op.getElseRegion().empty()) {
    os << "} else {\n";
    os.indent();
    if (failed(emitRegionBody(emitter, op.getElseRegion().front(), *results)))
      return failure();
    os.unindent();
  }
  os << "}\n";
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter, scf::ForOp op) {
  if (op.getUnsignedCmp())
    return emitter.unsupported(op, "unsigned loop bounds are not emitted");
  // The results are the loop-carried variables: the iteration arguments are
  // other names for them.
  FailureOr<SmallVector<std::string>> results =
      emitter.declareResults(op.getResults(), op.getInitArgs());
  if (failed(results))
    return failure();
  for (auto [arg, result] : llvm::zip(op.getRegionIterArgs(), op.getResults()))
    emitter.alias(arg, result);
  openLoop(emitter, op, op.getInductionVar().getType(),
           emitter.getName(op.getInductionVar()),
           bound(emitter, op.getLowerBound()),
           bound(emitter, op.getUpperBound()), bound(emitter, op.getStep()));
  if (failed(emitRegionBody(emitter, *op.getBody(), *results)))
    return failure();
  closeBlock(emitter);
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
  os << "while (true) {\n";
  os.indent();
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
  // The after region sees the forwarded values under their own names.
  for (auto [arg, forwarded] :
       llvm::zip(op.getAfterArguments(), condition.getArgs()))
    emitter.alias(arg, forwarded);
  if (failed(emitRegionBody(emitter, op.getAfter().front(), carried)))
    return failure();
  closeBlock(emitter);
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
  auto emitCase = [&](Region &region) -> LogicalResult {
    os.indent();
    if (failed(emitRegionBody(emitter, region.front(), *results)))
      return failure();
    os << "break;\n";
    os.unindent();
    os << "}\n";
    return success();
  };
  for (auto [value, region] : llvm::zip(op.getCases(), op.getCaseRegions())) {
    os << "case " << value << ": {\n";
    if (failed(emitCase(region)))
      return failure();
  }
  os << "default: {\n";
  if (failed(emitCase(op.getDefaultRegion())))
    return failure();
  os << "}\n";
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    scf::ExecuteRegionOp op) {
  if (!op.getRegion().hasOneBlock())
    return emitter.unsupported(op, "an execute_region with several blocks "
                                   "(unstructured control flow) is not "
                                   "emitted");
  FailureOr<SmallVector<std::string>> results =
      emitter.declareResults(op.getResults());
  if (failed(results))
    return failure();
  emitter.ostream() << "{\n";
  emitter.ostream().indent();
  if (failed(emitRegionBody(emitter, op.getRegion().front(), *results)))
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
  for (auto [iv, lb, ub, step] :
       llvm::zip(op.getInductionVars(), op.getLowerBound(), op.getUpperBound(),
                 op.getStep()))
    openLoop(emitter, op, iv.getType(), emitter.getName(iv), bound(emitter, lb),
             bound(emitter, ub), bound(emitter, step));
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

/// scf.forall without shared outputs: its iterations are independent and
/// write nothing the others read, so in order is allowed.
static LogicalResult printOperation(CppEmitter &emitter, scf::ForallOp op) {
  if (!op.getOutputs().empty())
    return emitter.unsupported(
        op, "scf.forall with shared_outs (parallel tensor insertion) has no "
            "sequential C++ form in shapecc");
  for (auto [iv, lb, ub, step] :
       llvm::zip(op.getInductionVars(), op.getMixedLowerBound(),
                 op.getMixedUpperBound(), op.getMixedStep()))
    openLoop(emitter, op, iv.getType(), emitter.getName(iv), bound(emitter, lb),
             bound(emitter, ub), bound(emitter, step));
  if (failed(emitter.emitBlockBody(*op.getBody())))
    return failure();
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
