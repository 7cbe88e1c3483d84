//===- Format.cpp - clang-format the emitted C++ in process ---------------===//

#include "Emitter.h"

#include "clang/Format/Format.h"
#include "clang/Tooling/Core/Replacement.h"

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
  return std::move(*formatted);
}
