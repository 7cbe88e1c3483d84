//===- Pipeline.cpp - the pass pipeline the driver runs -------------------===//

#include "Passes.h"

#include "CheckDialect.h"
#include "SourceNames.h"
#include "StaticShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/Passes.h"

void shapecc::refinePoison(mlir::ModuleOp module) {
  llvm::SmallVector<mlir::ub::PoisonOp> poisons;
  module.walk([&](mlir::ub::PoisonOp op) { poisons.push_back(op); });
  mlir::OpBuilder builder(module.getContext());
  for (mlir::ub::PoisonOp poison : poisons) {
    // Outside a function the module is rejected anyway, at the poison.
    if (!poison->getParentOfType<mlir::FunctionOpInterface>())
      continue;
    builder.setInsertionPoint(poison);
    mlir::Location loc = poison.getLoc();
    mlir::Type type = poison.getType();
    mlir::Value value;
    if (type.isSignlessIntOrIndex() || isStaticExtentTensor(type))
      value = mlir::arith::ConstantOp::create(
          builder, loc, llvm::cast<mlir::TypedAttr>(builder.getZeroAttr(type)));
    else if (llvm::isa<mlir::shape::SizeType>(type))
      value = mlir::shape::ConstSizeOp::create(builder, loc, 0);
    else if (llvm::isa<mlir::shape::ShapeType>(type) || isExtentTensor(type))
      value = mlir::shape::ConstShapeOp::create(builder, loc, type,
                                                builder.getIndexTensorAttr({}));
    else if (llvm::isa<mlir::shape::WitnessType>(type))
      value = mlir::shape::ConstWitnessOp::create(builder, loc, true);
    else
      continue; // checkModuleStructure rejects it where it is written
    poison.getResult().replaceAllUsesWith(value);
    poison.erase();
  }
}

mlir::LogicalResult shapecc::checkModuleStructure(mlir::ModuleOp module) {
  for (mlir::Operation &op : module.getBody()->getOperations()) {
    if (llvm::isa<mlir::FunctionOpInterface>(op))
      continue;
    auto library = llvm::dyn_cast<mlir::shape::FunctionLibraryOp>(op);
    if (!library)
      return op.emitOpError() << "is not supported by shapecc at the top "
                                 "level: expected functions and function "
                                 "libraries";
    for (mlir::Operation &inner : library.getBody().front().getOperations())
      if (!llvm::isa<mlir::FunctionOpInterface>(inner))
        return inner.emitOpError()
               << "is not supported by shapecc inside a function library";
  }
  // Ops of the dialects loaded only as dependencies (ub, affine, complex)
  // have no C++ lowering, and not every upstream folder expects them (one
  // `ub.poison` extent crashed from_extents' folder, AA2 in docs/testing.md):
  // each is rejected where it is written, before any pass folds it away.
  // The ops in a rejected op (an `affine.for`'s implicit `affine.yield`) are
  // not reported again.
  bool foreign = false;
  module.walk<mlir::WalkOrder::PreOrder>([&](mlir::Operation *op) {
    llvm::StringRef dialect = op->getDialect()
                                  ? op->getDialect()->getNamespace()
                                  : op->getName().getDialectNamespace();
    if (llvm::is_contained({"builtin", "arith", "cf", "func", "scf", "shape",
                            "tensor", "shapecc"},
                           dialect))
      return mlir::WalkResult::advance();
    if (auto poison = llvm::dyn_cast<mlir::ub::PoisonOp>(op))
      op->emitOpError() << "of type " << poison.getType()
                        << " is not supported by shapecc: poison is compiled "
                           "only for signless integer, index, shape, size, "
                           "witness and extent tensor types";
    else
      op->emitOpError() << "is not supported by shapecc: it reads arith, cf, "
                           "func, scf, shape and tensor ops";
    foreign = true;
    return mlir::WalkResult::skip();
  });
  return mlir::failure(foreign);
}

void shapecc::registerDialects(mlir::DialectRegistry &registry) {
  registry.insert<mlir::arith::ArithDialect, mlir::cf::ControlFlowDialect,
                  mlir::func::FuncDialect, mlir::scf::SCFDialect,
                  mlir::shape::ShapeDialect, mlir::tensor::TensorDialect,
                  ShapeccDialect>();
}

void shapecc::buildPipeline(mlir::OpPassManager &pm,
                            const PipelineOptions &options) {
  // First, so that nothing reasons from a static length before it is checked.
  pm.addPass(createCheckStaticExtents());
  // Without hoisting the pass still runs, to decide statically known
  // constraints: the same input is accepted or rejected either way.
  HoistConstraintsOptions hoisting;
  hoisting.hoist = options.hoist;
  hoisting.allowFailingConstraints = options.allowFailingConstraints;
  pm.addPass(createHoistConstraints(hoisting));
  pm.addPass(createEliminateAssuming());
  pm.addPass(createMaterializeShapeConstants());
  // Functions and libraries are isolated from each other, so these run on
  // each one separately: the same rewrites, on as many threads as MLIR has.
  mlir::OpPassManager &each = pm.nestAny();
  // Loop-carried shapes keep the types the source gave them, an index cast
  // to a narrower integer truncates, and size_to_index of an error fails.
  // Results that lose a sibling keep their source names. The listener holds
  // no state, so one outlives every run of the pipeline.
  static KeepSourceNames names;
  mlir::GreedyRewriteConfig config;
  config.setListener(&names);
  // Top-down, as `mlir-opt --canonicalize` runs: bottom-up (the default of
  // a config of one's own), each link of a chain of additions of constants
  // whose sums are all read was rewritten once per link before it (65 s and
  // 2.7 GB at 6,000 links, 0.5 s top-down: tests/cli/folding-chains.mlir).
  config.setUseTopDownTraversal(true);
  // A constant stays where the source has it, or where the op it folds
  // from was: moved to the function's entry, a shape longer than
  // SHAPECC_MAX_RANK in a branch failed on every path, at no location (C3,
  // docs/testing.md). cse, next, still merges the constants that dominate
  // each other.
  config.enableConstantCSE(false);
  std::vector<std::string> disabled = {forOpTensorCastFolder.str(),
                                       sizeToIndexToSize.str()};
  for (llvm::StringLiteral name : indexCastRoundTrips)
    disabled.push_back(name.str());
  for (llvm::StringLiteral name : insertSliceSourceCasts)
    disabled.push_back(name.str());
  each.addPass(mlir::createCanonicalizerPass(config, disabled));
  each.addPass(createRepairConstantShapes());
  each.addPass(createSiteKeepingCSE());
}
