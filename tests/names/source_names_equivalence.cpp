// source_names_equivalence PATH...: parses each file (each .mlir file and
// file without an extension under a directory) with both source-name readers,
// the text at the parser's locations and AsmParserState, and fails when the IR
// with its locations differs. --expect-text also fails unless some file took
// the text reader and some file fell back.

#include "Passes.h"
#include "SourceNames.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/OperationSupport.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

using namespace mlir;

namespace {

/// The module `path` parses to with `reader`, printed with all locations;
/// "" when it does not parse.
std::string parse(MLIRContext &context, llvm::StringRef path,
                  shapecc::SourceNameReader reader,
                  shapecc::SourceNameReader &used) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return "";
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  ScopedDiagnosticHandler quiet(&context,
                                [](Diagnostic &) { return success(); });
  OwningOpRef<ModuleOp> module =
      shapecc::parseWithSourceNames(sourceMgr, context, reader, &used);
  if (!module)
    return "";
  std::string text;
  llvm::raw_string_ostream os(text);
  // The generic form prints every block argument's location too.
  module->print(os, OpPrintingFlags()
                        .enableDebugInfo(/*enable=*/true, /*prettyForm=*/false)
                        .printGenericOpForm());
  return text;
}

} // namespace

int main(int argc, char **argv) {
  bool expectText = false;
  std::vector<std::string> paths;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (arg == "--expect-text") {
      expectText = true;
      continue;
    }
    if (!llvm::sys::fs::is_directory(arg)) {
      paths.push_back(arg.str());
      continue;
    }
    std::error_code error;
    for (llvm::sys::fs::recursive_directory_iterator it(arg, error), end;
         it != end && !error; it.increment(error))
      if (!llvm::sys::fs::is_directory(it->path()) &&
          (llvm::StringRef(it->path()).ends_with(".mlir") ||
           !llvm::sys::path::has_extension(it->path())))
        paths.push_back(it->path());
  }

  DialectRegistry registry;
  shapecc::registerDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  unsigned parsed = 0, fromText = 0;
  for (const std::string &path : paths) {
    shapecc::SourceNameReader used, reference;
    std::string text =
        parse(context, path, shapecc::SourceNameReader::Text, used);
    std::string expected =
        parse(context, path, shapecc::SourceNameReader::ParserState, reference);
    if (text != expected) {
      llvm::errs() << path << ": the readers give different names\n";
      return 1;
    }
    if (text.empty())
      continue;
    ++parsed;
    fromText += used == shapecc::SourceNameReader::Text;
  }
  llvm::outs() << parsed << " files parsed, identical; " << fromText
               << " read from the text, " << parsed - fromText
               << " through AsmParserState\n";
  if (expectText && (fromText == 0 || fromText == parsed)) {
    llvm::errs() << "expected files of both kinds\n";
    return 1;
  }
  return 0;
}
