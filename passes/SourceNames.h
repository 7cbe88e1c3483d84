//===- SourceNames.h - keep the source's SSA names through the passes -*- C++
//-*-===//
//
// The emitter names C++ variables after the source's SSA values (%lhs_shape ->
// lhs_shape). Names live only in the parser's AsmParserState, keyed by
// pointers that passes invalidate, so right after parsing they are moved into
// the IR itself as NameLoc locations, which survive moving, cloning and
// folding.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_PASSES_SOURCENAMES_H
#define SHAPECC_PASSES_SOURCENAMES_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/StringRef.h"

#include <string>

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir {
class AsmParserState;
class Value;
} // namespace mlir

namespace shapecc {

/// Wraps the location of each named value's definition in a NameLoc: an
/// op's NameLoc lists one name per result, separated by commas (empty where
/// a result has no name); a block argument's NameLoc holds its name.
/// Numeric names (%0) are not names. An op or block argument whose location
/// holds no file position (`loc(unknown)`, `loc("name")`) also gets the
/// position of its text in `sourceMgr`'s main buffer, so that diagnostics and
/// run-time sites point at it.
void recordSourceNames(const mlir::AsmParserState &state,
                       const llvm::SourceMgr &sourceMgr);

/// The deepest nesting shapecc accepts: of brackets in the input text
/// (parseWithSourceNames) and of blocks in the emitted C++. Real shape code
/// nests a few levels; the limit keeps MLIR's recursive parser, the passes
/// and the emitter within a thread's stack, and the C++ compiler within its
/// own limits, on any input.
inline constexpr unsigned kMaxNesting = 1024;

/// Where parseWithSourceNames reads the names.
enum class SourceNameReader {
  /// The source text at the locations the parser gave ops and block
  /// arguments, when the source has no `loc(...)` of its own and everything
  /// is where the parser puts it; else AsmParserState, as below.
  Text,
  /// MLIR's AsmParserState, which records every definition and use.
  ParserState,
};

/// Parses the main buffer of `sourceMgr` with MLIR's parser and records the
/// source names (as recordSourceNames does; both readers give the same
/// names, see tests/cli/source-names-equivalence). Returns the single
/// top-level module, or a new module holding all top-level ops; null after
/// a parse error (reported through the context's diagnostic handler),
/// including brackets nested deeper than kMaxNesting, which MLIR's parser
/// is not given.
/// `used` tells which reader gave the names.
mlir::OwningOpRef<mlir::ModuleOp>
parseWithSourceNames(const llvm::SourceMgr &sourceMgr,
                     mlir::MLIRContext &context,
                     SourceNameReader reader = SourceNameReader::Text,
                     SourceNameReader *used = nullptr);

/// The source name recorded for `value`, or "" when it has none.
std::string sourceName(mlir::Value value);
/// sourceName of each result of `op`, read at once.
llvm::SmallVector<std::string> resultSourceNames(mlir::Operation *op);

/// A rewrite that rebuilds an op with fewer results (upstream's removal of
/// unused scf.if or scf.for results, assuming elimination's of a call's
/// witness results) gives the new op the old op's location, whose name list
/// follows the old results; a pattern that folds two ops into one (a
/// tensor.extract of a shape_of into a tensor.dim) fuses their locations.
/// Given to a
/// rewrite driver, this listener renames such a new op's results after the
/// results they replace. It holds no state: one instance serves every thread.
struct KeepSourceNames : mlir::RewriterBase::Listener {
  void notifyOperationReplaced(mlir::Operation *op,
                               mlir::ValueRange replacement) override;
};

/// What KeepSourceNames does when `op` is replaced by `replacement`; also
/// for passes that replace ops themselves.
void renameReplacements(mlir::Operation *op, mlir::ValueRange replacement);

} // namespace shapecc

#endif // SHAPECC_PASSES_SOURCENAMES_H
