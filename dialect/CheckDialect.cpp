//===- CheckDialect.cpp - shapecc's imperative check ops ------------------===//

#include "CheckDialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

#include "CheckOpsDialect.cpp.inc"

#define GET_OP_CLASSES
#include "CheckOps.cpp.inc"

void shapecc::ShapeccDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "CheckOps.cpp.inc"
      >();
}
