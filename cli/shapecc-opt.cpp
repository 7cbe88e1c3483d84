//===- shapecc-opt.cpp - run shapecc's passes one at a time ---------------===//
//
// mlir-opt with shapecc's dialects and passes: what the IR-level lit tests in
// tests/passes/ run (e.g. `shapecc-opt --shapecc-eliminate-assuming`).
//
//===----------------------------------------------------------------------===//

#include "CheckDialect.h"
#include "Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  shapecc::registerShapeccPasses();
  mlir::DialectRegistry registry;
  registry.insert<mlir::arith::ArithDialect, mlir::cf::ControlFlowDialect,
                  mlir::func::FuncDialect, mlir::scf::SCFDialect,
                  mlir::shape::ShapeDialect, mlir::tensor::TensorDialect,
                  shapecc::ShapeccDialect>();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "shapecc pass driver\n", registry));
}
