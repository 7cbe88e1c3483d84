//===- StdOps.cpp - C++ for arith, func, tensor and cf ops ----------------===//

#include "CppEmitter.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace shapecc;

static LogicalResult printOperation(CppEmitter &emitter, arith::ConstantOp op) {
  auto integer = dyn_cast<IntegerAttr>(op.getValue());
  if (!integer)
    return emitter.unsupported(op, "only integer and index constants");
  FailureOr<std::string> type = emitter.resultType(op.getType());
  if (failed(type))
    return emitter.unsupported(op, "constant of an unsupported type");
  std::string value = op.getType().isInteger(1)
                          ? (integer.getValue().isZero() ? "false" : "true")
                          : std::to_string(integer.getValue().getSExtValue());
  emitter.declare(op.getResult(), "const " + *type, value);
  return success();
}

std::optional<LogicalResult> shapecc::emitStdOp(CppEmitter &emitter,
                                                Operation &op) {
  return llvm::TypeSwitch<Operation *, std::optional<LogicalResult>>(&op)
      .Case<arith::ConstantOp>(
          [&](auto op) { return printOperation(emitter, op); })
      .Case<func::ReturnOp>(
          [&](auto op) { return emitter.emitReturn(op, op.getOperands()); })
      .Default([](Operation *) { return std::nullopt; });
}
