// A shape.return must return what its shape.func declares: MLIR's verifier
// does not compare them, and the emitted header did not compile (a size
// assigned to a Shape) or left a result unwritten (X1, X2, docs/testing.md).
// RUN: split-file --leading-lines %s %t
// RUN: not %shapecc %t/type.mlir 2>&1 | FileCheck %s --check-prefix=TYPE
// RUN: not %shapecc %t/fewer.mlir 2>&1 | FileCheck %s --check-prefix=FEWER
// RUN: not %shapecc %t/more.mlir 2>&1 | FileCheck %s --check-prefix=MORE

//--- type.mlir
shape.function_library @lib {
  shape.func @g(%a: !shape.shape) -> !shape.shape {
    %r = shape.rank %a : !shape.shape -> !shape.size
    shape.return %r : !shape.size
  }
} mapping { "x.g" = @g }
// TYPE: type.mlir:13:5: error: 'shape.return' op returns (!shape.size), where @g returns (!shape.shape)

//--- fewer.mlir
shape.function_library @lib {
  shape.func @h(%a: !shape.shape) -> (!shape.shape, !shape.size) {
    shape.return %a : !shape.shape
  }
} mapping { "x.h" = @h }
// FEWER: fewer.mlir:21:5: error: 'shape.return' op returns (!shape.shape), where @h returns (!shape.shape, !shape.size)

//--- more.mlir
shape.function_library @lib {
  shape.func @k(%a: !shape.shape) -> !shape.shape {
    %r = shape.rank %a : !shape.shape -> !shape.size
    shape.return %a, %r : !shape.shape, !shape.size
  }
} mapping { "x.k" = @k }
// MORE: more.mlir:30:5: error: 'shape.return' op returns (!shape.shape, !shape.size), where @k returns (!shape.shape)
