//===- ShapeOps.cpp - C++ for the shape dialect and shapecc's checks ------===//

#include "CheckDialect.h"
#include "CppEmitter.h"

#include "mlir/Dialect/Shape/IR/Shape.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace shapecc;

/// `{a, b, c}`: an initializer list of the C++ names of `values`.
static std::string braced(CppEmitter &emitter, ValueRange values) {
  std::string out = "{";
  llvm::raw_string_ostream os(out);
  llvm::interleaveComma(values, os,
                        [&](Value value) { os << emitter.getName(value); });
  return out + "}";
}

static LogicalResult printOperation(CppEmitter &emitter, shape::ShapeOfOp op) {
  Value arg = op.getArg();
  if (!isa<BlockArgument>(arg) || isExtentTensor(arg.getType()))
    return emitter.unsupported(op, "shape_of is emitted for tensor arguments");
  // A tensor argument arrives as its shape: the result is that view.
  emitter.declare(op.getResult(), "shapecc::ShapeView", emitter.getName(arg));
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shape::BroadcastOp op) {
  std::optional<StringRef> message;
  if (op.getError())
    message = *op.getError();
  std::string site = emitter.site(op, message);
  emitter.declare(op.getResult(), "shapecc::Shape",
                  "shapecc::broadcast(" + braced(emitter, op.getShapes()) +
                      ", &" + site + ")");
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shapecc::CheckBroadcastableOp op) {
  emitter.emitCheck("shapecc::cstr_broadcastable(" +
                        braced(emitter, op.getShapes()) + ", " +
                        emitter.site(op) + ")",
                    op);
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shapecc::CheckEqOp op) {
  emitter.emitCheck("shapecc::cstr_eq(" + braced(emitter, op.getShapes()) +
                        ", " + emitter.site(op) + ")",
                    op);
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter,
                                    shapecc::CheckRequireOp op) {
  emitter.emitCheck("shapecc::cstr_require(" +
                        emitter.getName(op.getPred()).str() + ", " +
                        emitter.site(op, op.getMsg()) + ")",
                    op);
  return success();
}

static LogicalResult printOperation(CppEmitter &emitter, shapecc::FailOp op) {
  emitter.emitCheck("shapecc::fail(shapecc::Errc::requirement_failed, " +
                        emitter.site(op, op.getMsg()) + ")",
                    op);
  return success();
}

std::optional<LogicalResult> shapecc::emitShapeOp(CppEmitter &emitter,
                                                  Operation &op) {
  return llvm::TypeSwitch<Operation *, std::optional<LogicalResult>>(&op)
      .Case<shape::ShapeOfOp, shape::BroadcastOp, shapecc::CheckBroadcastableOp,
            shapecc::CheckEqOp, shapecc::CheckRequireOp, shapecc::FailOp>(
          [&](auto op) { return printOperation(emitter, op); })
      .Case<shape::ReturnOp>(
          [&](auto op) { return emitter.emitReturn(op, op.getOperands()); })
      .Default([](Operation *) { return std::nullopt; });
}
