// shape.broadcast, shape.any and shape.is_broadcastable with no operands pass MLIR's verifier,
// but the reference defines them on shapes ("two or more inputs" for broadcast) and upstream's
// folders crash on some: each is an error at its op, exit 1, whether or not its result is used.
// RUN: not %shapecc %s 2>&1 | FileCheck %s
// RUN: %shapecc %s > /dev/null 2>&1; test $? -eq 1

// CHECK: no-operand-variadics.mlir:[[@LINE+2]]:8: error: 'shape.is_broadcastable' op has no operands: shapecc needs at least one shape
func.func @unused() {
  %r = "shape.is_broadcastable"() : () -> i1
  return
}
