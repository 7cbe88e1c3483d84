// A shape.broadcast or shape.any without operands whose result is used: the same error
// (upstream's canonicalization would crash on either).
// RUN: not %shapecc %s 2>&1 | FileCheck %s

// CHECK: no-operand-broadcast.mlir:[[@LINE+2]]:8: error: 'shape.broadcast' op has no operands: shapecc needs at least one shape
func.func @broadcast(%a: tensor<?xindex>) -> tensor<?xindex> {
  %r = "shape.broadcast"() : () -> tensor<?xindex>
  %s = shape.broadcast %a, %r : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %s : tensor<?xindex>
}
