//===- CppEmitter.h - the emitter's shared state ----------------*- C++ -*-===//
//
// The state one emission carries (value names and C++ types, the sites of the
// current function, which error-carrying values are known valid) and the
// helpers the per-dialect printers share. Private to emitter/.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_EMITTER_CPPEMITTER_H
#define SHAPECC_EMITTER_CPPEMITTER_H

#include "Emitter.h"
#include "StaticShapes.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Support/IndentedOstream.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"

#include <optional>
#include <string>
#include <unordered_map>

namespace shapecc {

/// One parameter of an emitted signature: its C++ type and its declarator
/// name (`/*name*/` when unused).
struct Parameter {
  std::string type;
  std::string name;
};

/// The text of one emitted function, assembled by the file emitter.
struct FunctionText {
  /// The C++ name of the function.
  std::string name;
  /// The throw policy's result struct for several results, or "".
  std::string resultStruct;
  /// `RET NAME(PARAMS) noexcept`, without attributes, `inline` or `;`.
  std::string signature;
  /// The function pointer type: `RET (*)(TYPES) noexcept`.
  std::string pointerType;
  /// `[[nodiscard]] ` or "".
  std::string attributes;
  /// `{ ... }` with the site table first; "" for a declaration.
  std::string body;
  /// A recursive function: `signature` and `body` are a wrapper that calls
  /// this definition at depth 0; "" otherwise.
  std::string depthSignature;
  std::string depthBody;
  /// A function without a body in the source: only declared, the user
  /// defines it.
  bool declaration = false;
};

/// Hashes a Value for std::unordered_map.
struct ValueHash {
  size_t operator()(mlir::Value value) const {
    return static_cast<size_t>(mlir::hash_value(value));
  }
};

/// The C++ names of values. Node-based: a name getName returned stays where
/// it is while other values are named (a DenseMap moves its strings when it
/// grows, which left a name being written pointing at freed memory).
using NameMap = std::unordered_map<mlir::Value, std::string, ValueHash>;

class CppEmitter {
public:
  explicit CppEmitter(const EmitOptions &options) : options(options) {}

  const EmitOptions &getOptions() const { return options; }
  bool throws() const { return options.errors == ErrorPolicy::Throw; }

  /// The stream of the function body being emitted.
  mlir::raw_indented_ostream &ostream() { return *body; }

  /// Emits one operation (dispatching to the dialect family's printer).
  mlir::LogicalResult emitOperation(mlir::Operation &op);
  /// Records that `op` was emitted together with an earlier op (its printer
  /// is then skipped).
  void markEmitted(mlir::Operation *op) { function->fused.insert(op); }
  bool isMarkedEmitted(mlir::Operation *op) const {
    return function->fused.contains(op);
  }
  /// Emits every operation of `block` but its terminator.
  mlir::LogicalResult emitBlockBody(mlir::Block &block);

  //===--- Names and C++ types of values ---------------------------------===//

  /// The C++ name of `value`, created from its source name on first use;
  /// for an integer constant, its literal.
  llvm::StringRef getName(mlir::Value value);
  /// The C++ literal of an integer, index or size constant, which is used in
  /// place of a variable.
  static std::optional<std::string> literal(mlir::Value value);
  /// Makes `value` another name for the C++ variable `name` of `other`.
  void alias(mlir::Value value, mlir::Value other);
  /// A fresh identifier in the current function, based on `hint`. A name
  /// shapecc makes up (`spelled` false: out-parameters, sites, tables,
  /// labels, temporaries) also avoids the names the source gives values, so
  /// that those keep them; only a source name (`spelled`) may take one.
  std::string uniqueName(llvm::StringRef hint, bool spelled = false);
  /// The name the source gives `value` (unsanitized), or "".
  std::string spelledName(mlir::Value value);
  /// Where a C++ block `{ ... }` opens that holds regions of `op` (a branch
  /// of an if, a case of a switch, a loop's body): the source names given
  /// in it so far. closeNameScope(mark, op) at its `}` frees the source
  /// names given since to values in `op`'s regions, whose variables the block
  /// declared: a name a sibling region reuses then keeps its spelling (`s`
  /// in both branches, not `s` and `s_1`). Names shapecc makes up (sites,
  /// tables, labels, temporaries) stay taken.
  size_t openNameScope() const { return function->scopedNames.size(); }
  void closeNameScope(size_t mark, mlir::Operation *op);
  /// The names the source gives values of the current function (sanitized),
  /// read once: names shapecc makes up avoid them.
  const llvm::StringSet<> &spelledNames();
  /// Whether `name` is a local of the current function or a function name.
  bool isTaken(llvm::StringRef name) const;

  /// The C++ type of a local of MLIR type `type` (owning: shapecc::Shape for
  /// shapes and extent tensors); failure for types shapecc does not emit.
  mlir::FailureOr<std::string> localType(mlir::Type type) const;
  /// The C++ type of a function argument of `type` (views for shapes).
  mlir::FailureOr<std::string> argumentType(mlir::Type type) const;

  /// Declares `value` as `TYPE name = init;` where TYPE is its local type
  /// (`const` unless `mutableVar`). `[[maybe_unused]]` when the C++ may not
  /// read it (only shapecc.keep and decided operations do) and, for a
  /// shapecc class value, `unchecked` (no check of it follows).
  mlir::LogicalResult declare(mlir::Value value, llvm::StringRef init,
                              bool mutableVar = false, bool unchecked = false);
  /// Declares `value` as a non-owning `shapecc::ShapeView` of `init`, or
  /// unset (assigned later) when `init` is empty.
  void declareView(mlir::Value value, llvm::StringRef init);
  /// Whether `value` is a view: of an argument, which never changes.
  bool isView(mlir::Value value) const {
    return function->views.contains(value);
  }
  /// The variable `value` can be computed in directly: the scf.if or
  /// index_switch result it is only yielded as, or the status policy's
  /// out-parameter the function returns it through (returnedAt). A value
  /// read before it is returned keeps its source name, declared as a
  /// reference to the out-parameter, which is then the name given.
  std::optional<std::string> resultSlot(mlir::Value value);
  /// The index of the function result `value` is returned as, when it is
  /// returned once (through casts, in its block) and otherwise only read by
  /// ops without regions before that.
  static std::optional<unsigned> returnedAt(mlir::Value value);
  /// Names `value` by an existing variable (an out-parameter).
  void bindName(mlir::Value value, llvm::StringRef name);
  /// Declares `value` without a meaningful initial value (assigned later).
  mlir::LogicalResult declareUninitialized(mlir::Value value);
  /// `value` as an expression of its local type (copies views into Shapes).
  std::string owned(mlir::Value value);
  /// Emits `target = value;` for a variable of target's local type.
  void assign(llvm::StringRef target, mlir::Value value);
  /// Emits `targets[i] = values[i];` as one parallel assignment (through
  /// temporaries when a value is a target assigned before it).
  void assignAll(llvm::ArrayRef<std::string> targets, mlir::ValueRange values);
  /// Declares one mutable variable per value of `results` (named after them),
  /// initialized from `inits` when given, and returns their names. Without
  /// `inits`, a result that is returned is its out-parameter (resultSlot).
  mlir::FailureOr<llvm::SmallVector<std::string>>
  declareResults(mlir::ValueRange results, mlir::ValueRange inits = {});

  //===--- Sites, checks and validity -----------------------------------===//

  /// The name of the `static constexpr shapecc::Site` for `op`, declared at
  /// the top of the current function; `message` is its static text.
  std::string site(mlir::Operation *op,
                   std::optional<llvm::StringRef> message = std::nullopt);

  /// The name of a `static constexpr shapecc::Error` declared after the
  /// sites: `shapecc::FACTORY(site)`, an error value that names `op`'s site
  /// and outlives every view of it.
  std::string siteError(mlir::Operation *op, llvm::StringRef factory);

  /// The name (fresh, from `hint`) of `static constexpr TYPE NAME[] =
  /// {ELEMENTS};`, declared after the sites: a table the hot path need not
  /// build.
  std::string staticArray(llvm::StringRef type, llvm::StringRef hint,
                          llvm::StringRef elements);

  /// Emits one check line: leave the function with `statusExpr` (a
  /// `shapecc::Status` expression) if it failed. `op` supplies the location
  /// comment.
  void emitCheck(llvm::StringRef statusExpr, mlir::Operation *op);

  /// Whether `value` cannot hold an error where `user` runs: its type
  /// carries no error, or a check that dominates `user` established it.
  bool isKnownValid(mlir::Value value, mlir::Operation *user) const;
  /// Records that `value` is valid from here on in `block` (and the regions
  /// nested in it).
  void markValid(mlir::Value value, mlir::Block *block);
  /// Checks that the error-carrying `value` is valid before `user` uses it
  /// where no error can be carried; nothing if that is already known.
  void requireValid(mlir::Value value, mlir::Operation *user);
  /// Records `check`, reached in program order, under `key` (a value it
  /// reads), for checkedBefore.
  void recordCheck(mlir::Value key, mlir::Operation *check) {
    function->checksOn[key].push_back(check);
  }
  /// Whether a check recorded under `key` for which `matches` holds runs
  /// before `user`: in user's block or an enclosing one, up to the function.
  /// An index instead of a scan back through the function keeps emission
  /// linear in long functions.
  bool checkedBefore(mlir::Value key, mlir::Operation *user,
                     llvm::function_ref<bool(mlir::Operation *)> matches) const;
  /// `value` (index, size, or an integer) as an int64_t expression; a size is
  /// checked first.
  std::string indexOperand(mlir::Value value, mlir::Operation *user);
  /// `shape[index]` for an index known to be in range: the int64_t index
  /// converted to the subscript's std::size_t explicitly (-Wsign-conversion),
  /// a constant as its literal.
  std::string extentAt(mlir::Value shape, mlir::Value index);

  /// Declares the scalar (index or size) `result` of `op` from `sizeExpr`, a
  /// `shapecc::Size` expression. An index result of a fallible op is checked
  /// right after the op.
  mlir::LogicalResult declareSizeResult(mlir::Value result,
                                        llvm::StringRef sizeExpr,
                                        mlir::Operation *op, bool fallible);
  /// Declares the index `result` of the fallible `op`, computed by a
  /// status-returning runtime call `checkedCall(NAME)` that stores it in the
  /// variable NAME (the out-parameter when it is only returned).
  mlir::LogicalResult declareCheckedIndex(
      mlir::Value result, mlir::Operation *op,
      llvm::function_ref<std::string(llvm::StringRef)> checkedCall);
  /// Declares the shape or extent tensor `result` of `op` from `shapeExpr`, a
  /// `shapecc::Shape` expression. An extent tensor result of a fallible op is
  /// checked right after the op unless `knownValid`.
  mlir::LogicalResult declareShapeResult(mlir::Value result,
                                         llvm::StringRef shapeExpr,
                                         mlir::Operation *op, bool fallible,
                                         bool knownValid = false);

  /// The trailing call arguments (`, arguments, SITE`) with which `op`, the
  /// first op of the function, also runs the entry checks folded into it (see
  /// foldArgumentChecks); "" for any other op.
  std::string foldedArguments(mlir::Operation *op) const;
  /// The trailing call arguments (`, arguments, SITE, VIEWS...`) with which a
  /// check that runs before the deferred entry checks (see
  /// deferArgumentChecks) reports their failure first; "" for other ops.
  std::string deferredArguments(mlir::Operation *op) const;

  //===--- Functions -----------------------------------------------------===//

  /// Emits one function-like op (func.func or shape.func).
  mlir::FailureOr<FunctionText> emitFunction(mlir::Operation *func);
  /// The declaration of a function without a body.
  mlir::FailureOr<FunctionText> emitDeclaration(mlir::FunctionOpInterface func);
  /// The C++ name of the emitted function `callee`.
  mlir::FailureOr<std::string> calleeName(mlir::Operation *callee) const;
  /// The op that `symbol`, referenced from `user`, names (as
  /// SymbolTable::lookupNearestSymbolFrom, in tables built once per module:
  /// emission does not change the IR), or null.
  mlir::Operation *lookupSymbol(mlir::Operation *user,
                                mlir::SymbolRefAttr symbol) {
    return symbolTables.lookupNearestSymbolFrom(user, symbol);
  }
  /// Registers `func` under its C++ name (before any function is emitted,
  /// so calls can name functions emitted later).
  void nameFunction(mlir::Operation *func, llvm::StringRef name);
  /// Registers the name of the throw policy's result struct of `func` (a
  /// function with several results).
  void nameResultStruct(mlir::Operation *func, llvm::StringRef name);
  /// Registers the name of the definition of a recursive `func` that takes
  /// its call depth first (the function itself calls it at depth 0).
  void nameDepthDefinition(mlir::Operation *func, llvm::StringRef name);
  /// The callee and leading arguments of a call of `callee` from the
  /// current function: `f(`, or `f_at_depth(depth + 1, ` from a recursive
  /// function to another.
  std::string callPrefix(mlir::Operation *callee, llvm::StringRef name) const;

  /// Emits the return of the current function with `values` as its results.
  mlir::LogicalResult emitReturn(mlir::Operation *op, mlir::ValueRange values);

  /// Reports `op` as unsupported and fails.
  mlir::LogicalResult unsupported(mlir::Operation *op, llvm::StringRef why);

  /// The file/line/column of `loc` (looking through names and fusions).
  static std::optional<mlir::FileLineColLoc> fileLoc(mlir::Location loc);

private:
  /// The C++ type of result `index` of `func`, or an error at `func`.
  mlir::FailureOr<std::string> resultType(mlir::Operation *func, unsigned index,
                                          mlir::Type type);
  /// Fills `text`'s signature (and result struct) from the parameters and
  /// result types.
  void assembleSignature(mlir::Operation *func,
                         llvm::ArrayRef<Parameter> params,
                         llvm::ArrayRef<std::string> resultCppTypes,
                         llvm::ArrayRef<std::string> outNames,
                         FunctionText &text);

  struct FunctionState {
    std::string name;
    llvm::SmallVector<mlir::Type> resultTypes;
    llvm::SmallVector<std::string> outNames;
    NameMap names;
    /// The source names of the results of an op of several, read once: an
    /// op of thousands of results has each named in turn.
    llvm::DenseMap<mlir::Operation *, llvm::SmallVector<std::string>>
        resultNames;
    llvm::DenseSet<mlir::Value> views;
    llvm::DenseSet<mlir::Operation *> fused;
    llvm::DenseMap<mlir::Value, llvm::SmallVector<mlir::Block *, 1>> validIn;
    /// The checks emitted so far, by a value they read (recordCheck).
    llvm::DenseMap<mlir::Value, llvm::SmallVector<mlir::Operation *, 1>>
        checksOn;
    /// The references resultSlot declared, to the out-parameter each names.
    llvm::StringMap<std::string> slotReferences;
    llvm::StringSet<> used;
    /// The source names getName gave, with their values, in order
    /// (openNameScope).
    llvm::SmallVector<std::pair<mlir::Value, std::string>> scopedNames;
    unsigned nextUnnamed = 0;
    /// The function, and the names its source gives values (sanitized),
    /// read at the first unnamed value: none of v0, v1, ... is one of them.
    mlir::Operation *op = nullptr;
    std::optional<llvm::StringSet<>> spelled;
    std::string siteDecls;
    llvm::DenseMap<mlir::Operation *, std::string> sites;
    /// Each Site declared, by its initializer: two ops at one location with
    /// one message (a constant folded from the cast at its line) share it.
    llvm::StringMap<std::string> sitesByText;
    mlir::Operation *argumentReader = nullptr;
    std::string foldedArguments;
    llvm::DenseSet<mlir::Operation *> checksBeforeArguments;
    std::string deferredArguments;
    /// The op before which the deferred entry checks are emitted, and they.
    mlir::Operation *argumentChecksAt = nullptr;
    llvm::SmallVector<std::string> argumentChecks;
    /// The call depth parameter of a recursive function, or "".
    std::string depth;
  };

  const EmitOptions &options;
  llvm::DenseMap<mlir::Operation *, std::string> functionNames;
  llvm::DenseMap<mlir::Operation *, std::string> resultStructNames;
  llvm::DenseMap<mlir::Operation *, std::string> depthDefinitionNames;
  /// The values of functionNames and resultStructNames, for collision checks
  /// of local names.
  llvm::StringSet<> functionNameSet;
  mlir::SymbolTableCollection symbolTables;
  mlir::raw_indented_ostream *body = nullptr;
  FunctionState *function = nullptr;
};

/// The per-family printers: each returns std::nullopt when `op` is not one of
/// its ops.
std::optional<mlir::LogicalResult> emitShapeOp(CppEmitter &emitter,
                                               mlir::Operation &op);
std::optional<mlir::LogicalResult> emitScfOp(CppEmitter &emitter,
                                             mlir::Operation &op);
std::optional<mlir::LogicalResult> emitStdOp(CppEmitter &emitter,
                                             mlir::Operation &op);

/// Records the checks `op` makes (recordCheck) when emission reaches it,
/// whether it is printed or fused into an earlier op.
void recordChecks(CppEmitter &emitter, mlir::Operation &op);

/// Files the requirement `check` of `predicate` (recordCheck) under the
/// predicate and its conjuncts, the values they compare and the shapes whose
/// ranks those are, for the queries below (Facts.cpp).
void recordRequirement(CppEmitter &emitter, mlir::Operation *check,
                       mlir::Value predicate);
/// Whether the i1 `value` is known true wherever `user` runs: it is the
/// predicate of a requirement checked before it (in its block or an
/// enclosing one) or the condition of the scf.if branch it is in, or a
/// conjunct (`andi`) of one.
bool knownTrue(CppEmitter &emitter, mlir::Operation *user, mlir::Value value);
/// Whether `index` is below the rank of the shape or extent tensor `shape`
/// wherever `user` runs: a requirement checked before it, the condition of
/// an scf.if branch it is in, or the loop it is the induction variable of
/// (loopIndexBelow, to that rank) says so.
bool extentIndexInRange(CppEmitter &emitter, mlir::Operation *user,
                        mlir::Value shape, mlir::Value index);
/// Whether `index` is the induction variable of an scf.for or scf.parallel
/// from a non-negative constant to a bound `isBound` accepts, so that in the
/// loop's body it is within [0, bound).
bool loopIndexBelow(mlir::Value index,
                    llvm::function_ref<bool(mlir::Value)> isBound);
/// Whether the integer `divisor` is known not to be 0 (nor -1 when
/// `overflowToo`) wherever `user` runs, by a requirement checked before it or
/// the condition of an scf.if branch it is in.
bool divisorKnownSafe(CppEmitter &emitter, mlir::Operation *user,
                      mlir::Value divisor, bool overflowToo);

/// Whether the C++ for `op` may read none of its operands: an operation its
/// operands decide (docs/emitted-code.md, "Decided operations").
bool readsNoOperand(mlir::Operation *op);

/// Whether the C++ may not read `value`: its users are `shapecc.keep` (which
/// prints nothing) and operations their operands decide (`ult %x, %c0` is
/// false), also through casts, which print as the same variable. An op that
/// does read it (a cast checking a static length, a division's check) makes
/// `[[maybe_unused]]` needless, and harmless.
bool mayGoUnread(mlir::Value value);

/// Declares `result` of `op`, a constant shape or extent tensor of
/// `extents`; a negative extent makes it invalid_shape at `op`, at run time.
mlir::LogicalResult declareConstantShape(CppEmitter &emitter,
                                         mlir::Operation *op,
                                         mlir::Value result,
                                         llvm::ArrayRef<int64_t> extents);

/// Emits the blocks of `region` (of `op`) with labels and goto: terminators
/// cf.br, cf.cond_br and cf.switch jump, scf.yield assigns `results` and
/// leaves the region, anything else (a return) is emitted as usual.
mlir::LogicalResult emitBlocks(CppEmitter &emitter, mlir::Operation *op,
                               mlir::Region &region,
                               llvm::ArrayRef<std::string> results);

/// Entry checks folded into the first op of a function when it reads every
/// extent of its operands (a check_broadcastable fused with its broadcast, a
/// chain of them, num_elements to an index): its fast path checks along the
/// way what the entry check of an unranked argument does (valid, rank within
/// capacity, no negative extent) and, on any failure, runs the folded checks
/// in full first.
struct FoldedArgumentChecks {
  /// A suffix of the arguments with entry checks, so that no other check can
  /// fail between them and the reader, all operands of the reader.
  llvm::SmallVector<mlir::BlockArgument> arguments;
  /// Each argument's index among the reader's operands.
  llvm::SmallVector<unsigned> operands;
  mlir::Operation *reader = nullptr;
};
/// `checked` are the arguments with entry checks, in order; `unranked` says
/// which of those checks only for validity, capacity and negative extents.
FoldedArgumentChecks
foldArgumentChecks(llvm::ArrayRef<mlir::BlockArgument> checked,
                   llvm::ArrayRef<bool> unranked);

/// Entry checks of unranked arguments deferred past the ops that start the
/// function and read no extent (constants, ranks, comparisons, cstr_require):
/// where a cstr_require there proved an argument's rank K, its whole entry
/// check is then the signs of K extents. The checks before them report the
/// first failing deferred entry check instead of their own failure, so the
/// first failure reported is the one the checks give in source order.
struct DeferredArgumentChecks {
  /// A suffix of the arguments with entry checks, all unranked, the first
  /// with a proven rank.
  llvm::SmallVector<mlir::BlockArgument> arguments;
  /// Each argument's proven rank, if any.
  llvm::SmallVector<std::optional<int64_t>> ranks;
  /// The cstr_require ops that run before the deferred checks.
  llvm::SmallVector<mlir::Operation *> checks;
  /// The first op after them: the deferred checks go before it.
  mlir::Operation *end = nullptr;
};
/// `checked` and `unranked` as for foldArgumentChecks; no arguments when
/// nothing is worth deferring.
DeferredArgumentChecks
deferArgumentChecks(llvm::ArrayRef<mlir::BlockArgument> checked,
                    llvm::ArrayRef<bool> unranked);

/// Whether `v`, an index, is provably not negative where it is used: a
/// non-negative constant, an extent read from an argument of its function,
/// which the argument's entry check proved before any extent is read, or an
/// index `shape.add`, `mul` or `div` of such values (each fails where it
/// would overflow or divide by zero), looked through a few levels deep.
bool knownNonNegative(mlir::Value v);

/// `s` as a C++ string literal.
std::string cppString(llvm::StringRef s);
/// `value` as a C++ expression of type int64_t: a literal, or `INT64_MIN`
/// (-9223372036854775808 is no literal: the minus applies to a value too
/// large for any signed type).
std::string int64Literal(int64_t value);
/// int64Literal of each of `values`, comma-separated.
std::string int64List(llvm::ArrayRef<int64_t> values);
/// Whether `value` is an argument of its function (a `!shape.size` one
/// arrives as a plain int64_t, which holds no error; a shaped one was checked
/// on entry).
bool isFunctionArgument(mlir::Value value);
/// The name a run-time message gives `value`: its SSA name in the source
/// (`%lhs` is "lhs"); "#N" for argument N the source numbered (`%0`), whose
/// C++ name (v0) another argument may spell; else "value". Never the C++
/// variable, which differs between the error policies (a result may be `out`).
std::string messageName(mlir::Value value);
/// What a shape of `type` must be, as the checks' "RANK, {EXTENTS}": an
/// extent tensor's static length is the rank, a ranked tensor's extents
/// follow (-1 for a dynamic one), anything else is "-1, {}" (unranked).
std::string expectedShape(mlir::Type type);
/// The check that the shape `view` of `value` fits the static type a cast or
/// a shape op's result promises (`expected`: "RANK, {EXTENTS}"), at `site`:
/// `check_argument` naming a function argument, else `check_cast` naming the
/// value ("value %s" in the message), or nullptr when it has no name.
std::string castCheck(mlir::Value value, llvm::StringRef view,
                      llvm::StringRef expected, llvm::StringRef site);
/// `s` for a `//` comment: control characters written as octal escapes, so
/// that a file name with a newline cannot end the comment.
std::string commentText(llvm::StringRef s);

/// The value `value` reads through any `shapecc.opaque` (which hides a value
/// from the folders only).
mlir::Value throughOpaque(mlir::Value value);

/// Whether `value` is a vector of integers read at run time: a
/// `shape.value_of` to `tensor<?xi64>`, whose C++ value is its elements (any
/// sign) where a data tensor's is its shape.
bool isValueVector(mlir::Value value);
/// Whether the C++ value of the 1-D tensor `value` is its elements (an extent
/// tensor, or a vector of integers), whose shape is [n], where a data
/// tensor's is its shape.
bool holdsElements(mlir::Value value);
/// Whether values of `type` can hold an error (!shape.shape, !shape.size,
/// !shape.value_shape).
bool isErrorCarrying(mlir::Type type);
/// Whether `type` is emitted as a shape (!shape.shape or an extent tensor).
bool isShapeLike(mlir::Type type);

} // namespace shapecc

#endif // SHAPECC_EMITTER_CPPEMITTER_H
