//===- shapecc-opt.cpp - run shapecc's passes one at a time ---------------===//
//
// mlir-opt with shapecc's dialects and passes: what the IR-level lit tests in
// tests/passes/ run (e.g. `shapecc-opt --shapecc-eliminate-assuming`).
//
//===----------------------------------------------------------------------===//

#include "Passes.h"

#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  shapecc::registerShapeccPasses();
  mlir::DialectRegistry registry;
  shapecc::registerDialects(registry);
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "shapecc pass driver\n", registry));
}
