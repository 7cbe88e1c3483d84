// A syntax error is reported at its file:line:col with the source line and a
// caret, and shapecc exits with 1 (input rejected).
// RUN: not %shapecc %s 2>&1 | FileCheck %s
// RUN: %shapecc %s > /dev/null 2>&1; test $? -eq 1

func.func @f(%a: tensor<?xindex>) -> tensor<?xindex> {
  %0 = shape.broadcast %a, : tensor<?xindex> -> tensor<?xindex>
  return %0 : tensor<?xindex>
}
// CHECK: syntax-error.mlir:7:27: error: expected SSA operand
// CHECK-NEXT: %0 = shape.broadcast %a, : tensor<?xindex> -> tensor<?xindex>
// CHECK-NEXT: {{^ *}}^
