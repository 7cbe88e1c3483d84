//===- CppEmitter.h - the emitter's shared state ----------------*- C++ -*-===//
//
// The state one emission carries (output stream, value names, the sites of the
// current function) and the helpers the per-dialect printers share. Private to
// emitter/.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_EMITTER_CPPEMITTER_H
#define SHAPECC_EMITTER_CPPEMITTER_H

#include "Emitter.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/IndentedOstream.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"

#include <optional>
#include <string>

namespace shapecc {

class CppEmitter {
public:
  /// Functions are written to `out` one after the other.
  CppEmitter(const EmitOptions &options, llvm::raw_ostream &out)
      : options(options), outStream(&out) {}

  const EmitOptions &getOptions() const { return options; }
  bool throws() const { return options.errors == ErrorPolicy::Throw; }

  /// The stream of the function body being emitted.
  mlir::raw_indented_ostream &ostream() { return *body; }

  /// Emits one operation (dispatching to the dialect family's printer).
  mlir::LogicalResult emitOperation(mlir::Operation &op);
  /// Emits every operation of `block` but its terminator.
  mlir::LogicalResult emitBlockBody(mlir::Block &block);

  /// The C++ name of `value`, created from its source name on first use.
  llvm::StringRef getName(mlir::Value value);
  /// Binds `value` to an existing C++ expression (e.g. a function argument).
  void bindName(mlir::Value value, llvm::StringRef name);
  /// A fresh identifier in the current function, based on `hint`.
  std::string uniqueName(llvm::StringRef hint);

  /// Declares `value` as `type name = init;` on its own line.
  void declare(mlir::Value value, llvm::StringRef type, llvm::StringRef init);

  /// The name of the `static constexpr shapecc::Site` for `op`, declared at
  /// the top of the current function; `message` is its static text.
  std::string site(mlir::Operation *op,
                   std::optional<llvm::StringRef> message = std::nullopt);

  /// Emits one check line: leave the function with `statusExpr` (a
  /// `shapecc::Status` expression) if it failed. `op` supplies the location
  /// comment.
  void emitCheck(llvm::StringRef statusExpr, mlir::Operation *op);

  /// The C++ type of a function argument / of a result or local of `type`;
  /// failure for types shapecc does not emit.
  mlir::FailureOr<std::string> argumentType(mlir::Type type) const;
  mlir::FailureOr<std::string> resultType(mlir::Type type) const;

  /// Emits one function-like op (func.func or shape.func).
  mlir::LogicalResult emitFunction(mlir::Operation *func);

  /// Emits the return of the current function with `values` as its results.
  mlir::LogicalResult emitReturn(mlir::Operation *op, mlir::ValueRange values);

  /// Reports `op` as unsupported and fails.
  mlir::LogicalResult unsupported(mlir::Operation *op, llvm::StringRef why);

  /// The file/line/column of `loc` (looking through names and fusions).
  static std::optional<mlir::FileLineColLoc> fileLoc(mlir::Location loc);

private:
  struct FunctionState {
    std::string name;
    llvm::SmallVector<mlir::Type> resultTypes;
    llvm::SmallVector<std::string> outNames;
    llvm::DenseMap<mlir::Value, std::string> names;
    llvm::StringSet<> used;
    std::string siteDecls;
    llvm::DenseMap<mlir::Operation *, std::string> sites;
  };

  const EmitOptions &options;
  llvm::raw_ostream *outStream;
  mlir::raw_indented_ostream *body = nullptr;
  FunctionState *function = nullptr;
};

/// The per-family printers: each returns std::nullopt when `op` is not one of
/// its ops.
std::optional<mlir::LogicalResult> emitShapeOp(CppEmitter &emitter,
                                               mlir::Operation &op);
std::optional<mlir::LogicalResult> emitStdOp(CppEmitter &emitter,
                                             mlir::Operation &op);

/// `s` as a C++ string literal.
std::string cppString(llvm::StringRef s);

/// Whether `type` is an extent tensor (a 1-D tensor of index).
bool isExtentTensor(mlir::Type type);

} // namespace shapecc

#endif // SHAPECC_EMITTER_CPPEMITTER_H
