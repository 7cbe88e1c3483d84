//===- CheckDialect.h - shapecc's imperative check ops ----------*- C++ -*-===//
//
// The `shapecc` dialect: check ops that replace `shape.cstr_*` once witnesses
// are gone. Produced by assuming elimination, read by the emitter.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_DIALECT_CHECKDIALECT_H
#define SHAPECC_DIALECT_CHECKDIALECT_H

#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "CheckOpsDialect.h.inc"

#define GET_OP_CLASSES
#include "CheckOps.h.inc"

#endif // SHAPECC_DIALECT_CHECKDIALECT_H
