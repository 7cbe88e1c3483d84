//===- Emitter.h - C++ from imperative shape IR -----------------*- C++ -*-===//
//
// Prints the IR that the pass pipeline produced as C++ checkers that include
// only shapecc/runtime.hpp. The emitter reads the IR and never changes it.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_EMITTER_EMITTER_H
#define SHAPECC_EMITTER_EMITTER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Support/LLVM.h"

#include <string>

namespace shapecc {

/// How a generated function reports a failed constraint.
enum class ErrorPolicy {
  /// `[[nodiscard]] shapecc::Status f(args..., results&...) noexcept`.
  Status,
  /// `Result f(args...)`, throwing `shapecc::ShapeError`.
  Throw,
};

struct EmitOptions {
  ErrorPolicy errors = ErrorPolicy::Status;
  /// The C++ namespace of the generated functions.
  std::string cppNamespace;
  /// The input's file name as it appears in the banner and in messages.
  std::string sourceName;
  /// The input's path as it was given, the file name of its own locations
  /// (which are then named by sourceName).
  std::string sourcePath;
  /// shapecc's version, for the banner.
  std::string version;
  /// Put `// file.mlir:L:C` beside each check.
  bool locComments = false;
  /// For split output: how the source file includes the header.
  std::string headerInclude;
};

/// Emits one self-contained header for `module` (unformatted). Reports
/// unsupported constructs as diagnostics at their location.
mlir::LogicalResult emitHeader(mlir::ModuleOp module,
                               const EmitOptions &options,
                               llvm::raw_ostream &os);

/// Emits a header declaring the functions of `module` and a source file
/// defining them (non-inline); the source includes `options.headerInclude`.
mlir::LogicalResult emitSplit(mlir::ModuleOp module, const EmitOptions &options,
                              llvm::raw_ostream &header,
                              llvm::raw_ostream &source);

/// `name` made a valid C++ identifier that is no keyword and no name the
/// emitted code uses itself; "" stays "".
std::string sanitizeIdentifier(llvm::StringRef name);

/// `base` with the number `n` appended to make it unique: `x_1`, but `x_1`
/// for `x_` too, since a double underscore is reserved to the implementation.
std::string suffixedIdentifier(llvm::StringRef base, unsigned n);

/// Whether `name` can be one `::`-separated part of the namespace emitted
/// code goes in: an identifier that is no keyword and no name the emitted
/// code uses unqualified (a library registry's names are fine: they are
/// declared inside it).
bool isNamespaceComponent(llvm::StringRef name);
/// Whether the C library's headers (which the runtime includes, or a user's
/// translation unit may) declare `name` at global scope (`index`, `memcpy`,
/// `FILE`, `time`): no namespace at global scope can take it.
bool isLibraryGlobal(llvm::StringRef name);

/// Whether formatCpp accepts `style`; if not, `why` says what is wrong, on
/// one line (libFormat's first diagnostic for an inline style).
bool isValidFormatStyle(llvm::StringRef style, std::string &why);

/// Formats C++ `code` with clang-format's `style` (a predefined style name
/// such as "LLVM", or "{key: value, ...}"), then puts each check back on one
/// line. In the LLVM style, function definitions, their first lines and
/// their one-line statements are formatted apart, several per libFormat run,
/// and those that differ only in digits and string contents share one
/// layout; the text is the same as formatCppWhole's.
struct FormatStatistics {
  /// Function definitions formatted apart from the rest of the file.
  unsigned definitions = 0;
  /// Definition layouts formatted (the other definitions reused one).
  unsigned definitionRuns = 0;
  /// Layouts formatted of definitions with their statements cut out.
  unsigned skeletonRuns = 0;
  /// Layouts formatted of definitions' first lines, laid out alone.
  unsigned headerRuns = 0;
  /// Statements cut out of definitions and laid out alone.
  unsigned statements = 0;
  /// Statement layouts formatted (the other statements reused one).
  unsigned statementRuns = 0;
  /// libFormat runs in all (each formats several definitions).
  unsigned libFormatRuns = 0;
  /// Blocks between `// clang-format off` and `on` at namespace level, kept
  /// out of libFormat's input and copied as they are.
  unsigned verbatimBlocks = 0;
  /// Whether the whole text went through one libFormat run instead.
  bool whole = false;
};
mlir::FailureOr<std::string> formatCpp(llvm::StringRef code,
                                       llvm::StringRef style,
                                       FormatStatistics *statistics = nullptr);

/// formatCpp by one libFormat run over all of `code`: the reference the fast
/// path is tested against, and the path of every other style.
mlir::FailureOr<std::string> formatCppWhole(llvm::StringRef code,
                                            llvm::StringRef style);

} // namespace shapecc

#endif // SHAPECC_EMITTER_EMITTER_H
