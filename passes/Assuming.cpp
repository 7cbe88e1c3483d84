//===- Assuming.cpp - rewriting shape.assuming ops ------------------------===//

#include "Assuming.h"

void shapecc::inlineAssuming(mlir::RewriterBase &rewriter,
                             mlir::shape::AssumingOp op) {
  mlir::Block *body = op.getBody();
  mlir::Operation *yield = body->getTerminator();
  llvm::SmallVector<mlir::Value> yielded(yield->getOperands());
  rewriter.eraseOp(yield);
  rewriter.inlineBlockBefore(body, op);
  rewriter.replaceOp(op, yielded);
}
