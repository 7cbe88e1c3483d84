//===- CheckStaticExtents.cpp - checked static extent tensor types --------===//
//
// Makes the static length of a shape op's extent tensor result a check.
//
//===----------------------------------------------------------------------===//

#include "CheckDialect.h"
#include "PassStatistics.h"
#include "Passes.h"
#include "StaticShapes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

namespace shapecc {
#define GEN_PASS_DEF_CHECKSTATICEXTENTS
#include "Passes.h.inc"
} // namespace shapecc

using namespace mlir;

namespace {

/// Whether `op` computes its extent tensor results of any static length
/// exactly: a constant, the shape of a tensor of that rank, or an op the
/// emitter checks itself (to_extent_tensor).
bool hasExactLength(Operation *op, Type type) {
  if (op->hasTrait<OpTrait::ConstantLike>())
    return true;
  // Unless its operand is a constant shape, which upstream folds it to: a
  // constant of the operand's length, whatever the result type says.
  if (auto toTensor = dyn_cast<shape::ToExtentTensorOp>(op))
    return !shapecc::constantValue(toTensor.getInput());
  auto shapeOf = dyn_cast<shape::ShapeOfOp>(op);
  if (!shapeOf)
    return false;
  auto arg = dyn_cast<RankedTensorType>(shapeOf.getArg().getType());
  return arg && arg.getRank() == cast<RankedTensorType>(type).getDimSize(0);
}

/// The pass.
///
/// A shape op may give an extent tensor result a static length
/// (`shape.broadcast ... -> tensor<3xindex>`), which the values it computes
/// need not have. Every later op trusts that type (a `tensor.extract` at a
/// constant index below it reads without a check, `shape.rank` folds to it),
/// so the promise is checked where the op makes it:
///
/// 1. Visit every op of the shape dialect without regions (the results of
///    those with regions are yielded by ops visited here).
/// 2. For each result whose type is a static extent tensor that the op does
///    not compute exactly (hasExactLength), give the result the dynamic type
///    `tensor<?xindex>`, which every shape op accepts.
/// 3. Replace its uses by a `tensor.cast` to the static type at the op's
///    location, which the emitter checks like every cast that refines a type
///    (`argument_mismatch`). Canonicalize folds the cast away where it proves
///    the length.
struct CheckStaticExtentsPass
    : shapecc::impl::CheckStaticExtentsBase<CheckStaticExtentsPass>,
      shapecc::CountingPass {
  CheckStaticExtentsPass() = default;
  // Counters are not copied: each copy registers its own.
  CheckStaticExtentsPass(const CheckStaticExtentsPass &other)
      : CheckStaticExtentsBase(other), CountingPass(other) {}

  shapecc::Counter numChecked{
      this, "checked", "Static extent tensor results made checked casts"};

  shapecc::Counter numConstant{this, "constant",
                               "shape_of of static tensors made const_shape"};

  void runOnOperation() override {
    // Input MLIR's verifier accepts that shapecc cannot compile, rejected
    // before any pass reads it.
    WalkResult rejected = getOperation()->walk([&](Operation *op) {
      // MLIR's verifier does not compare a shape.return with its function's
      // result types (X1, X2, docs/testing.md).
      if (auto ret = dyn_cast<shape::ReturnOp>(op)) {
        auto func = dyn_cast<shape::FuncOp>(ret->getParentOp());
        if (func && TypeRange(ret.getOperands()) !=
                        TypeRange(func.getFunctionType().getResults())) {
          std::string text;
          llvm::raw_string_ostream os(text);
          os << "returns (";
          llvm::interleaveComma(ret.getOperandTypes(), os);
          os << "), where @" << func.getSymName() << " returns (";
          llvm::interleaveComma(func.getFunctionType().getResults(), os);
          os << ")";
          ret.emitOpError(text);
          return WalkResult::interrupt();
        }
      }
      // A tensor.reshape is undefined when the element counts differ; with no
      // lowering that checks them, it is rejected here, before canonicalize
      // folds some forms of it away unchecked (W5, docs/testing.md).
      if (isa<tensor::ReshapeOp>(op)) {
        op->emitOpError("is not supported by shapecc: no C++ lowering for this "
                        "operation (it does not check that the element counts "
                        "agree)");
        return WalkResult::interrupt();
      }
      // An i1 loop variable has no C++ integer type of its width, and
      // upstream erases some such loops (their constant step `true` is -1
      // to its patterns): rejected before canonicalize (H3).
      if (auto loop = dyn_cast<scf::ForOp>(op);
          loop && loop.getInductionVar().getType().isInteger(1)) {
        loop->emitOpError("is not supported by shapecc: a loop over i1 (count "
                          "with index or a wider integer type)");
        return WalkResult::interrupt();
      }
      // value_of is emitted to an extent tensor and to a vector of i64 of
      // dynamic length. To another type it is rejected here: upstream folds
      // a tensor.dim of a static length (tensor<3xi64>) to the constant, and
      // the value_of, then unused, would go with the check of its length
      // (session 26's probe of the vectors).
      if (auto valueOf = dyn_cast<shape::ValueOfOp>(op)) {
        if (!shapecc::isExtentTensor(valueOf.getType()) &&
            !shapecc::isValueVectorType(valueOf.getType())) {
          op->emitOpError(
              "is not supported by shapecc: value_of is emitted for extent "
              "tensor (tensor<?xindex>, tensor<Nxindex>) and i64 vector "
              "(tensor<?xi64>) results; for a vector of static length, read "
              "tensor<?xi64> and require its tensor.dim");
          return WalkResult::interrupt();
        }
      }
      // No lowering either; upstream folds an insert into a splat of the
      // same value to the splat, without its index check (C6).
      if (isa<tensor::InsertOp>(op)) {
        op->emitOpError("is not supported by shapecc: no C++ lowering for this "
                        "operation (build the extent tensor with "
                        "tensor.from_elements, tensor.generate or "
                        "tensor.insert_slice)");
        return WalkResult::interrupt();
      }
      // Variadic ops over shapes with no operand pass MLIR's verifier, but
      // the reference defines them on one or more (broadcast on "two or more
      // inputs") and upstream's folders crash on some.
      if (!isa<shape::BroadcastOp, shape::AnyOp, shape::IsBroadcastableOp>(
              op) ||
          op->getNumOperands() != 0)
        return WalkResult::advance();
      op->emitOpError("has no operands: shapecc needs at least one shape");
      return WalkResult::interrupt();
    });
    if (rejected.wasInterrupted())
      return signalPassFailure();
    // shapecc's integer arithmetic wraps and its divisions truncate, whatever
    // an op's `nsw`/`nuw`/`exact` promise: MLIR makes a broken promise poison,
    // and folds that rely on it (divsi of `muli nsw %x, %y` by %y to %x)
    // would drop a check the source has (C2, docs/testing.md). So no op
    // makes one.
    getOperation()->walk([](Operation *op) {
      if (auto flags = dyn_cast<arith::ArithIntegerOverflowFlagsInterface>(op))
        op->setAttr(flags.getIntegerOverflowAttrName(),
                    arith::IntegerOverflowFlagsAttr::get(
                        op->getContext(), arith::IntegerOverflowFlags::none));
      if (isa<arith::DivSIOp, arith::DivUIOp, arith::ShRSIOp, arith::ShRUIOp>(
              op))
        op->removeAttr("isExact");
    });
    OpBuilder builder(&getContext());
    Type dynamic =
        RankedTensorType::get({ShapedType::kDynamic}, builder.getIndexType());
    // A shape_of of a statically shaped tensor typed !shape.shape is the
    // constant shape it is. Upstream's canonicalization would make it a
    // constant extent tensor and a tensor.cast to !shape.shape, which is not
    // a tensor type: MLIR 22 crashes there.
    getOperation()->walk([&](shape::ShapeOfOp op) {
      auto arg = dyn_cast<RankedTensorType>(op.getArg().getType());
      if (!arg || !arg.hasStaticShape() || !isa<shape::ShapeType>(op.getType()))
        return;
      builder.setInsertionPoint(op);
      auto constant = shape::ConstShapeOp::create(
          builder, op.getLoc(), op.getType(),
          builder.getIndexTensorAttr(arg.getShape()));
      op.getResult().replaceAllUsesWith(constant.getResult());
      op.erase();
      ++numConstant;
    });
    getOperation()->walk([&](Operation *op) {
      if (!isa<shape::ShapeDialect>(op->getDialect()) ||
          op->getNumRegions() != 0)
        return;
      // The casts follow the op in the order of its results, whose checks
      // then run in that order (a split_at's head first).
      Operation *last = op;
      for (OpResult result : op->getResults()) {
        Type type = result.getType();
        if (!shapecc::isStaticExtentTensor(type) || hasExactLength(op, type))
          continue;
        result.setType(dynamic);
        builder.setInsertionPointAfter(last);
        auto cast = tensor::CastOp::create(builder, op->getLoc(), type, result);
        last = cast;
        result.replaceAllUsesExcept(cast, cast);
        ++numChecked;
      }
    });
    // Before any pass folds or decides something from a checked result's
    // type: a use that keeps the op, and its check, wherever the source uses
    // the result (K1-K6, docs/testing.md).
    shapecc::keepUsedChecks(getOperation());
  }
};

} // namespace
