// A shape.any without operands whose result is used: an error at the op, exit 1.
// RUN: not %shapecc %s 2>&1 | FileCheck %s

// CHECK: no-operand-any.mlir:[[@LINE+2]]:8: error: 'shape.any' op has no operands: shapecc needs at least one shape
func.func @any() -> !shape.shape {
  %r = "shape.any"() : () -> !shape.shape
  return %r : !shape.shape
}
