// format_equivalence FILE...: formats each file of unformatted emitted C++
// with formatCpp (definitions one at a time, layouts reused) and with one
// libFormat run over the whole file, and fails on the first byte that differs.
// --expect-reuse also fails unless some definition and some statement cut out
// of a definition reused another's layout; --expect-verbatim, given before a
// file, unless that file had a `// clang-format off` block kept out of
// libFormat's input (the registry tables the emitter lays out).

#include "Emitter.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

int main(int argc, char **argv) {
  bool expectReuse = false, expectVerbatim = false;
  unsigned files = 0, definitions = 0, runs = 0, whole = 0;
  unsigned skeletonRuns = 0, headerRuns = 0, statements = 0, statementRuns = 0;
  unsigned libFormatRuns = 0, verbatimBlocks = 0;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef path = argv[i];
    if (path == "--expect-reuse") {
      expectReuse = true;
      continue;
    }
    if (path == "--expect-verbatim") {
      expectVerbatim = true;
      continue;
    }
    auto buffer = llvm::MemoryBuffer::getFile(path);
    if (!buffer) {
      llvm::errs() << path << ": cannot read\n";
      return 1;
    }
    llvm::StringRef code = (*buffer)->getBuffer();
    shapecc::FormatStatistics statistics;
    mlir::FailureOr<std::string> fast =
        shapecc::formatCpp(code, "LLVM", &statistics);
    mlir::FailureOr<std::string> reference =
        shapecc::formatCppWhole(code, "LLVM");
    if (failed(fast) || failed(reference)) {
      llvm::errs() << path << ": formatting failed\n";
      return 1;
    }
    if (*fast != *reference) {
      size_t at = 0;
      while (at < fast->size() && at < reference->size() &&
             (*fast)[at] == (*reference)[at])
        ++at;
      size_t line = llvm::StringRef(*reference).take_front(at).count('\n') + 1;
      size_t begin = llvm::StringRef(*reference).rfind('\n', at) + 1;
      llvm::errs()
          << path << ":" << line << ": the fast path differs\n"
          << "  whole: "
          << llvm::StringRef(*reference).substr(begin).split('\n').first
          << "\n  fast:  "
          << llvm::StringRef(*fast).substr(begin).split('\n').first << "\n";
      return 1;
    }
    if (expectVerbatim && statistics.verbatimBlocks == 0) {
      llvm::errs() << path << ": no block was kept out of libFormat's input\n";
      return 1;
    }
    expectVerbatim = false;
    ++files;
    definitions += statistics.definitions;
    runs += statistics.definitionRuns;
    skeletonRuns += statistics.skeletonRuns;
    headerRuns += statistics.headerRuns;
    statements += statistics.statements;
    statementRuns += statistics.statementRuns;
    libFormatRuns += statistics.libFormatRuns;
    verbatimBlocks += statistics.verbatimBlocks;
    whole += statistics.whole;
  }
  llvm::outs() << files << " files identical; " << definitions
               << " definitions formatted alone with " << runs << " layouts ("
               << skeletonRuns << " with statements cut out, " << headerRuns
               << " of first lines), " << statements
               << " statements cut out of them with " << statementRuns
               << " layouts, in " << libFormatRuns << " libFormat runs; "
               << verbatimBlocks << " blocks kept as they are; " << whole
               << " files formatted whole\n";
  if (files == 0 || definitions == 0) {
    llvm::errs() << "format_equivalence: the fast path was never taken\n";
    return 1;
  }
  if (expectReuse && runs >= definitions) {
    llvm::errs() << "format_equivalence: no definition reused a layout\n";
    return 1;
  }
  if (expectReuse && statementRuns >= statements) {
    llvm::errs() << "format_equivalence: no statement reused a layout\n";
    return 1;
  }
  return 0;
}
