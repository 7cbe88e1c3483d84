//===- Templates.h - the fixed text of emitted files ------------*- C++ -*-===//
//
// templates/ compiled in (see templates/meson.build), and the one way to fill
// their {{PLACEHOLDERS}}.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_EMITTER_TEMPLATES_H
#define SHAPECC_EMITTER_TEMPLATES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

#include <string>
#include <utility>

namespace shapecc {
namespace templates {
#include "Templates.inc"
} // namespace templates

/// `text` with each `{{KEY}}` replaced by its value. Every placeholder must
/// have a value: a missing one is a bug in shapecc and aborts.
std::string renderTemplate(
    llvm::StringRef text,
    llvm::ArrayRef<std::pair<llvm::StringRef, llvm::StringRef>> values);

} // namespace shapecc

#endif // SHAPECC_EMITTER_TEMPLATES_H
