//===- EliminateAssuming.cpp - witness form to imperative checks ----------===//
//
// Lowers the constrained form (stage 2 of the shape reference) to the
// imperative form (stage 3) that the emitter prints.
//
//===----------------------------------------------------------------------===//

#include "Assuming.h"
#include "CheckDialect.h"
#include "PassStatistics.h"
#include "Passes.h"
#include "SourceNames.h"
#include "StaticShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Threading.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace shapecc {
#define GEN_PASS_DEF_ELIMINATEASSUMING
#include "Passes.h.inc"
} // namespace shapecc

using namespace mlir;

namespace {

bool isWitness(Type type) { return isa<shape::WitnessType>(type); }

/// What upstream's ConditionPropagation pattern of scf.if does, once for all:
/// a use of an `scf.if`'s condition inside its then region becomes `true`,
/// inside its else region `false` (the innermost such if decides). Ifs
/// nested in ifs on the same condition would otherwise have the pattern scan
/// every use of the condition, each time the driver revisits an enclosing
/// if: cubic in the nesting.
void propagateConditions(Operation *root) {
  llvm::SetVector<Value> conditions;
  root->walk([&](scf::IfOp op) {
    if (!matchPattern(op.getCondition(), m_Constant()))
      conditions.insert(op.getCondition());
  });
  OpBuilder builder(root->getContext());
  // One constant per if and value, at the start of the if's block: not
  // between ops that other patterns (CombineIfs) want adjacent.
  llvm::DenseMap<std::pair<Operation *, unsigned>, Value> constants;
  // Only uses inside `root`: a condition defined at the module's top level
  // may have uses outside it (the driver rejects such a module before the
  // passes run, shapecc-opt does not).
  for (Value condition : conditions)
    for (OpOperand &use : llvm::make_early_inc_range(condition.getUses())) {
      scf::IfOp innermost;
      Region *in = nullptr;
      Operation *at = use.getOwner();
      for (; at && at != root; at = at->getParentOp()) {
        // Not `root` itself: its constant would go outside it.
        auto ifOp = dyn_cast_or_null<scf::IfOp>(at->getParentOp());
        if (!innermost && ifOp && ifOp != root &&
            ifOp.getCondition() == condition) {
          innermost = ifOp;
          in = at->getParentRegion();
        }
      }
      if (!innermost || at != root)
        continue;
      bool truth = in == &innermost.getThenRegion();
      Value &constant = constants[{innermost, truth ? 1u : 0u}];
      if (!constant) {
        builder.setInsertionPointToStart(innermost->getBlock());
        constant = arith::ConstantOp::create(builder, innermost.getLoc(),
                                             builder.getBoolAttr(truth));
      }
      use.set(constant);
    }
}

/// What upstream's RemoveStaticCondition pattern of scf.if does, outermost
/// first: an if on a constant is replaced by the branch it takes, inlined, or
/// erased when that branch is an absent else. Each op moves out of one block
/// at most once per if inlined around it; the pattern, inlining the innermost
/// first, would move each again at every level, and have the driver revisit
/// every enclosing op each time.
void inlineStaticIfs(Operation *root, RewriterBase &rewriter) {
  SmallVector<Block *> blocks;
  for (Region &region : root->getRegions())
    for (Block &block : region)
      blocks.push_back(&block);
  while (!blocks.empty()) {
    Block *block = blocks.pop_back_val();
    for (Operation *op = block->empty() ? nullptr : &block->front(); op;) {
      auto ifOp = dyn_cast<scf::IfOp>(op);
      BoolAttr condition;
      if (!ifOp || !matchPattern(ifOp.getCondition(), m_Constant(&condition))) {
        for (Region &region : op->getRegions())
          for (Block &nested : region)
            blocks.push_back(&nested);
        op = op->getNextNode();
        continue;
      }
      // The taken branch's ops are visited next, in this block.
      Operation *before = op->getPrevNode();
      Region &taken =
          condition.getValue() ? ifOp.getThenRegion() : ifOp.getElseRegion();
      if (taken.empty()) {
        rewriter.eraseOp(op);
      } else {
        Block *body = &taken.front();
        Operation *yield = body->getTerminator();
        SmallVector<Value> results(yield->getOperands());
        rewriter.inlineBlockBefore(body, op);
        rewriter.replaceOp(op, results);
        rewriter.eraseOp(yield);
      }
      op = before ? before->getNextNode() : &block->front();
    }
  }
}

/// A public function is a checker C++ code calls, and a witness is nothing
/// it could pass or get back (issue 4: a witness-typed function argument or
/// result is a clear diagnostic). A private one is a helper of the other
/// functions, whose calls drop its witnesses (dropWitnessParameters).
LogicalResult checkExportedSignature(FunctionOpInterface func) {
  auto symbol = dyn_cast<SymbolOpInterface>(func.getOperation());
  if (!symbol || !symbol.isPublic() ||
      (llvm::none_of(func.getArgumentTypes(), isWitness) &&
       llvm::none_of(func.getResultTypes(), isWitness)))
    return success();
  std::string privately = ("; to call it only from other functions, whose "
                            "calls drop its witnesses, make it private (`" +
                            func->getName().getStringRef() + " private @" +
                            symbol.getName() + "`)")
                               .str();
  for (auto [index, type] : llvm::enumerate(func.getArgumentTypes()))
    if (isWitness(type)) {
      Location loc = func.getLoc();
      std::string name;
      if (!func.isExternal()) {
        loc = func.getArgument(index).getLoc();
        name = shapecc::sourceName(func.getArgument(index));
      }
      InFlightDiagnostic diag = emitError(loc) << "argument ";
      if (name.empty())
        diag << index;
      else
        diag << "%" << name;
      return diag << " of the public function @"
             << symbol.getName()
             << " is a !shape.witness, which a C++ caller cannot pass (a "
                "witness has no run-time value): take the shapes it is about "
                "and check them in the function"
             << privately;
    }
  for (auto [index, type] : llvm::enumerate(func.getResultTypes()))
    if (isWitness(type))
      return func.emitOpError()
             << "returns a !shape.witness (result " << index
             << "), which has no run-time value to return to C++: return "
                "the other results only (a call that returns has passed the "
                "function's checks)"
             << privately;
  return success();
}

/// Witnesses carry no data, so a function's witness arguments and results
/// have no C++ parameter: drops them from `func`'s type, its returns and its
/// `calls`. Runs once every witness use stands for "the checks before here
/// passed" (step 2): a callee returns only when its own checks passed, and a
/// witness argument holds, as every witness does by then.
LogicalResult dropWitnessParameters(FunctionOpInterface func,
                                    ArrayRef<func::CallOp> calls) {
  llvm::BitVector arguments(func.getNumArguments());
  llvm::BitVector results(func.getNumResults());
  for (auto [index, type] : llvm::enumerate(func.getArgumentTypes()))
    arguments[index] = isWitness(type);
  for (auto [index, type] : llvm::enumerate(func.getResultTypes()))
    results[index] = isWitness(type);
  if (arguments.none() && results.none())
    return success();

  OpBuilder builder(func.getContext());
  for (func::CallOp call : calls) {
    SmallVector<Value> operands;
    for (auto [index, operand] : llvm::enumerate(call.getOperands()))
      if (!arguments.test(index))
        operands.push_back(operand);
    SmallVector<Type> types;
    for (auto [index, type] : llvm::enumerate(call.getResultTypes()))
      if (!results.test(index))
        types.push_back(type);
    builder.setInsertionPoint(call);
    auto replacement = func::CallOp::create(
        builder, call.getLoc(), call.getCalleeAttr(), types, operands);
    SmallVector<Value> replaced(call.getNumResults());
    auto kept = replacement.getResults().begin();
    for (auto [index, result] : llvm::enumerate(call.getResults()))
      if (!results.test(index))
        replaced[index] = *kept++;
    shapecc::renameReplacements(call, replaced);
    for (auto [result, value] : llvm::zip(call.getResults(), replaced))
      if (value)
        result.replaceAllUsesWith(value);
    call.erase();
  }
  for (Block &block : func.getFunctionBody()) {
    Operation *terminator = block.getTerminator();
    if (terminator->hasTrait<OpTrait::ReturnLike>())
      terminator->eraseOperands(results);
  }
  if (failed(func.eraseArguments(arguments)) ||
      failed(func.eraseResults(results)))
    return func.emitOpError() << "cannot drop its !shape.witness arguments "
                                 "and results";
  return success();
}

/// Replaces one `shape.cstr_*` by the equivalent check, at the same place.
void createCheck(OpBuilder &builder, Operation *cstr) {
  builder.setInsertionPoint(cstr);
  Location loc = cstr->getLoc();
  if (auto op = dyn_cast<shape::CstrBroadcastableOp>(cstr))
    shapecc::CheckBroadcastableOp::create(builder, loc, op.getShapes());
  else if (auto op = dyn_cast<shape::CstrEqOp>(cstr))
    shapecc::CheckEqOp::create(builder, loc, op.getShapes());
  else if (auto op = dyn_cast<shape::CstrRequireOp>(cstr))
    shapecc::CheckRequireOp::create(builder, loc, op.getPred(), op.getMsg());
}

/// The pass.
///
/// 0. Reject witness arguments and results of public functions.
/// 1. Put a check op before every `cstr_*` (program order is kept, so the
///    first failing check is the first one the source would reach), and an
///    unconditional failure before every `const_witness false`.
/// 2. Every witness now stands for "the checks before here passed": replace
///    all witness uses by one `const_witness true` at the function's entry
///    and erase the witness producers.
/// 3. Drop witness arguments and results from functions and their calls.
/// 4. Inline every `shape.assuming` region into its parent.
/// 5. Let scf's canonicalization drop the now unused witness results and
///    arguments of `scf` ops: upstream handles scf.if, scf.for iter_args,
///    scf.while, scf.index_switch and scf.execute_region (tested in
///    tests/passes/eliminate-assuming.mlir); what it leaves, step 6 reports.
/// 6. Verify that no witness value and no assuming op is left.
struct EliminateAssumingPass
    : shapecc::impl::EliminateAssumingBase<EliminateAssumingPass>,
      shapecc::CountingPass {
  EliminateAssumingPass() = default;
  // Counters are not copied: each copy registers its own.
  EliminateAssumingPass(const EliminateAssumingPass &other)
      : EliminateAssumingBase(other), CountingPass(other) {}

  shapecc::Counter numChecks{this, "checks", "Constraints turned into checks"};
  shapecc::Counter numAssumingInlined{this, "assuming-inlined",
                                      "shape.assuming regions inlined"};
  shapecc::Counter numStaticFailures{
      this, "static-failures", "const_witness false turned into failures"};

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *context = &getContext();

    bool exported = true;
    module.walk([&](FunctionOpInterface func) {
      exported &= succeeded(checkExportedSignature(func));
    });
    if (!exported)
      return signalPassFailure();

    // 1.
    OpBuilder builder(context);
    SmallVector<Operation *> witnessProducers;
    module.walk([&](Operation *op) {
      if (isa<shape::CstrBroadcastableOp, shape::CstrEqOp,
              shape::CstrRequireOp>(op)) {
        createCheck(builder, op);
        ++numChecks;
      } else if (auto constant = dyn_cast<shape::ConstWitnessOp>(op)) {
        if (!constant.getPassing()) {
          builder.setInsertionPoint(op);
          shapecc::FailOp::create(builder, op->getLoc(),
                                  "constraint is statically false");
          ++numStaticFailures;
        }
      }
      if (isa<shape::CstrBroadcastableOp, shape::CstrEqOp, shape::CstrRequireOp,
              shape::ConstWitnessOp, shape::AssumingAllOp>(op))
        witnessProducers.push_back(op);
    });

    // 2.
    module.walk([&](FunctionOpInterface func) {
      if (func.isExternal())
        return;
      Block &entry = func.getFunctionBody().front();
      builder.setInsertionPointToStart(&entry);
      Value holds = shape::ConstWitnessOp::create(builder, func.getLoc(), true);
      func.getFunctionBody().walk([&](Block *block) {
        for (BlockArgument arg : block->getArguments())
          if (isWitness(arg.getType()))
            arg.replaceAllUsesWith(holds);
      });
      func.getFunctionBody().walk([&](Operation *op) {
        for (Value result : op->getResults())
          if (isWitness(result.getType()) && result != holds)
            result.replaceAllUsesWith(holds);
      });
    });
    // Users first (an assuming_all after the witnesses it joins); a witness
    // outside any function (which only shapecc-opt reads: the driver rejects
    // such a module) was used by no rewrite above.
    for (Operation *op : llvm::reverse(witnessProducers)) {
      op->dropAllUses();
      op->erase();
    }

    // 3. Calls are found once (MLIR's verifier has checked their callees).
    SmallVector<FunctionOpInterface> functions;
    module.walk([&](FunctionOpInterface func) { functions.push_back(func); });
    // One table per symbol table op: an uncached lookup scans the module, so
    // a library's calls would cost its size each.
    llvm::DenseMap<Operation *, SmallVector<func::CallOp>> callsOf;
    SymbolTableCollection symbolTables;
    module.walk([&](func::CallOp call) {
      callsOf[symbolTables.lookupNearestSymbolFrom(call, call.getCalleeAttr())]
          .push_back(call);
    });
    for (FunctionOpInterface func : functions)
      if (failed(dropWitnessParameters(func, callsOf.lookup(func))))
        return signalPassFailure();

    // 4.
    IRRewriter rewriter(context);
    SmallVector<shape::AssumingOp> assumings;
    module.walk([&](shape::AssumingOp op) { assumings.push_back(op); });
    for (shape::AssumingOp op : assumings) {
      rewriter.setInsertionPoint(op);
      shapecc::inlineAssuming(rewriter, op);
      ++numAssumingInlined;
    }

    // 5. First, loops these patterns would erase with the check of their
    // step.
    module.walk([&](scf::ForOp loop) { shapecc::keepStepChecked(loop); });
    module.walk([&](scf::ParallelOp loop) { shapecc::keepStepChecked(loop); });
    module.walk([&](scf::ForallOp loop) { shapecc::keepStepChecked(loop); });
    RewritePatternSet patterns(context);
    scf::IfOp::getCanonicalizationPatterns(patterns, context);
    scf::ForOp::getCanonicalizationPatterns(patterns, context);
    scf::WhileOp::getCanonicalizationPatterns(patterns, context);
    scf::IndexSwitchOp::getCanonicalizationPatterns(patterns, context);
    scf::ExecuteRegionOp::getCanonicalizationPatterns(patterns, context);
    llvm::erase_if(patterns.getNativePatterns(),
                   [](const std::unique_ptr<RewritePattern> &pattern) {
                     return pattern->getDebugName() ==
                            shapecc::forOpTensorCastFolder;
                   });
    // Patterns only: upstream folding of a constant extent tensor of dynamic
    // type creates an invalid op (MaterializeShapeConstants, run next,
    // handles that case before canonicalize does the folding).
    // Nor does it move constants: an extent tensor constant with a negative
    // extent must still be in its branch when MaterializeShapeConstants keeps
    // it there.
    shapecc::KeepSourceNames names;
    GreedyRewriteConfig config;
    config.enableFolding(false).enableConstantCSE(false).setListener(&names);
    // Each top-level function or library is isolated from the others: the
    // rewrites are the same one at a time, and run on the context's threads.
    FrozenRewritePatternSet frozen(std::move(patterns));
    SmallVector<Operation *> topLevel = llvm::map_to_vector(
        module.getBody()->getOperations(), [](Operation &op) { return &op; });
    if (failed(failableParallelForEach(context, topLevel, [&](Operation *op) {
          propagateConditions(op);
          IRRewriter rewriter(op->getContext(), &names);
          inlineStaticIfs(op, rewriter);
          return applyPatternsGreedily(op, frozen, config);
        })))
      return signalPassFailure();
    module.walk([&](shape::ConstWitnessOp op) {
      if (op.use_empty())
        op.erase();
    });

    // 6. Reported at the op that still carries a witness (a shape.reduce or
    // scf.parallel accumulating one), not at the passing witness step 2 gave
    // it, which is at the function's location; in pre-order, so the op comes
    // before the terminator in its body that yields the witness too.
    WalkResult leftover = module.walk<WalkOrder::PreOrder>([&](Operation *op) {
      if (isa<shape::ConstWitnessOp>(op))
        return WalkResult::advance();
      bool hasWitness =
          llvm::any_of(op->getOperandTypes(), isWitness) ||
          llvm::any_of(op->getResultTypes(), isWitness) ||
          llvm::any_of(op->getRegions(), [](Region &region) {
            return llvm::any_of(region.getArguments(), [](BlockArgument arg) {
              return isWitness(arg.getType());
            });
          });
      if (hasWitness || isa<shape::AssumingOp, shape::AssumingAllOp>(op)) {
        op->emitOpError() << "still carries a !shape.witness after assuming "
                             "elimination; shapecc cannot lower this use of "
                             "witnesses";
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (leftover.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
