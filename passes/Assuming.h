//===- Assuming.h - rewriting shape.assuming ops ----------------*- C++ -*-===//
//
// What both passes do to a shape.assuming region.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_PASSES_ASSUMING_H
#define SHAPECC_PASSES_ASSUMING_H

#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/PatternMatch.h"

namespace shapecc {

/// Inlines the region of `op` before it and forwards the yielded values.
void inlineAssuming(mlir::RewriterBase &rewriter, mlir::shape::AssumingOp op);

} // namespace shapecc

#endif // SHAPECC_PASSES_ASSUMING_H
