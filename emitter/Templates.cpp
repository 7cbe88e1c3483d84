//===- Templates.cpp - filling the templates' placeholders ----------------===//

#include "Templates.h"

#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"

std::string shapecc::renderTemplate(
    llvm::StringRef text,
    llvm::ArrayRef<std::pair<llvm::StringRef, llvm::StringRef>> values) {
  std::string out;
  while (true) {
    size_t open = text.find("{{");
    out += text.substr(0, open).str();
    if (open == llvm::StringRef::npos)
      return out;
    size_t close = text.find("}}", open);
    if (close == llvm::StringRef::npos)
      llvm::report_fatal_error("unterminated placeholder in a template");
    llvm::StringRef key = text.slice(open + 2, close);
    const auto *value = llvm::find_if(
        values, [&](const auto &entry) { return entry.first == key; });
    if (value == values.end())
      llvm::report_fatal_error(llvm::Twine("template placeholder {{") + key +
                               "}} has no value");
    out += value->second.str();
    text = text.drop_front(close + 2);
  }
}
