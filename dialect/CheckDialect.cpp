//===- CheckDialect.cpp - shapecc's imperative check ops ------------------===//

#include "CheckDialect.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/PatternMatch.h"

#include "CheckOpsDialect.cpp.inc"

#define GET_OP_CLASSES
#include "CheckOps.cpp.inc"

void shapecc::ShapeccDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "CheckOps.cpp.inc"
      >();
}

mlir::LogicalResult shapecc::OpaqueOp::verify() {
  mlir::Type from = getInput().getType(), to = getResult().getType();
  if (from == to || mlir::tensor::CastOp::areCastCompatible(from, to))
    return mlir::success();
  return emitOpError("cannot read a ")
         << from << " as a " << to << ": only as a tensor.cast could";
}

mlir::LogicalResult
shapecc::CheckRequireOp::canonicalize(CheckRequireOp op,
                                      mlir::PatternRewriter &rewriter) {
  if (!mlir::matchPattern(op.getPred(), mlir::m_One()))
    return mlir::failure();
  rewriter.eraseOp(op);
  return mlir::success();
}
