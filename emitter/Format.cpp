//===- Format.cpp - clang-format the emitted C++ in process ---------------===//
//
// The emitted C++ is formatted by clang's libFormat, then every check is put
// back on one line: a reader scans checks line by line, like Halide's.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

#include "clang/Format/Format.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/SmallVector.h"

/// Whether `line` starts a check statement (the lines CppEmitter::emitCheck
/// writes).
static bool startsCheck(llvm::StringRef line) {
  line = line.ltrim();
  return line.starts_with("SHAPECC_RETURN_IF_ERROR(") ||
         line.starts_with("shapecc::throw_if_error(");
}

/// Whether `line` ends a statement (possibly before a trailing comment).
static bool endsStatement(llvm::StringRef line) {
  size_t comment = line.find("; //");
  if (comment != llvm::StringRef::npos)
    return true;
  return line.rtrim().ends_with(";");
}

/// `code` with each check statement that formatting wrapped joined back
/// into one line. clang-format breaks only between tokens, so joining the
/// pieces with one space (none after an opening or before a closing
/// bracket) restores the statement.
static std::string joinChecks(llvm::StringRef code) {
  llvm::SmallVector<llvm::StringRef> lines;
  code.split(lines, '\n');
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string line = lines[i].str();
    if (startsCheck(lines[i]))
      while (!endsStatement(line) && i + 1 < lines.size()) {
        llvm::StringRef next = lines[++i].trim();
        char last = line.empty() ? ' ' : line.back();
        bool tight =
            llvm::StringRef("([{").contains(last) ||
            (!next.empty() && llvm::StringRef(")]}").contains(next.front()));
        line += (tight ? "" : " ") + next.str();
      }
    out += line;
    if (i + 1 < lines.size())
      out += '\n';
  }
  return out;
}

mlir::FailureOr<std::string> shapecc::formatCpp(llvm::StringRef code,
                                                llvm::StringRef style) {
  clang::format::FormatStyle formatStyle;
  // Styles are parsed like clang-format's -style, but never looked up in
  // files: output must not depend on where shapecc runs.
  if (style.starts_with("{")) {
    formatStyle = clang::format::getLLVMStyle();
    if (clang::format::parseConfiguration(style, &formatStyle))
      return mlir::failure();
  } else if (!clang::format::getPredefinedStyle(
                 style, clang::format::FormatStyle::LK_Cpp, &formatStyle)) {
    return mlir::failure();
  }
  clang::tooling::Replacements replacements = clang::format::reformat(
      formatStyle, code, {clang::tooling::Range(0, code.size())},
      "shapecc.hpp");
  llvm::Expected<std::string> formatted =
      clang::tooling::applyAllReplacements(code, replacements);
  if (!formatted) {
    llvm::consumeError(formatted.takeError());
    return mlir::failure();
  }
  return joinChecks(*formatted);
}
