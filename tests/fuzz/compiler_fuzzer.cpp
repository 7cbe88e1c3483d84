//===- compiler_fuzzer.cpp - shapecc's compiler on arbitrary bytes --------===//
//
// A libFuzzer target: the input is MLIR text, run in-process through what
// cli/shapecc.cpp does (parse with source names, the pass pipeline, the C++
// emitter under both error policies, clang-format). Any input must end in
// success or diagnostics: never a crash, a hang, an assertion or (built with
// sanitizers) undefined behaviour. replay_main.cpp runs it on saved inputs.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"
#include "Passes.h"
#include "SourceNames.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;

namespace {

void compile(llvm::StringRef text) {
  static DialectRegistry *registry = [] {
    auto *r = new DialectRegistry;
    shapecc::registerDialects(*r);
    return r;
  }();
  MLIRContext context(*registry, MLIRContext::Threading::DISABLED);
  context.loadAllAvailableDialects();
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(
      llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir"), llvm::SMLoc());
  // Diagnostics are formatted (that code runs too) and dropped.
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context, llvm::nulls());

  OwningOpRef<ModuleOp> module =
      shapecc::parseWithSourceNames(sourceMgr, context);
  if (!module)
    return;
  PassManager pm(&context);
  shapecc::buildPipeline(pm);
  if (failed(pm.run(*module)))
    return;
  for (shapecc::ErrorPolicy policy :
       {shapecc::ErrorPolicy::Status, shapecc::ErrorPolicy::Throw}) {
    shapecc::EmitOptions options;
    options.errors = policy;
    options.cppNamespace = "fuzz";
    options.sourceName = "fuzz.mlir";
    options.version = "fuzz";
    std::string cpp;
    llvm::raw_string_ostream os(cpp);
    if (failed(shapecc::emitHeader(*module, options, os)))
      return;
    (void)shapecc::formatCpp(cpp, "LLVM");
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  compile(llvm::StringRef(reinterpret_cast<const char *>(data), size));
  return 0;
}
