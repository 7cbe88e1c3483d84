//===- Emitter.cpp - functions, names, types and dispatch -----------------===//
//
// The core of the emitter: the file skeleton (from templates/), functions and
// their signatures in both error policies, value names, sites, checks, and
// the dispatch to the per-dialect-family printers.
//
//===----------------------------------------------------------------------===//

#include "CheckDialect.h"
#include "CppEmitter.h"
#include "Passes.h"
#include "SourceNames.h"
#include "StaticShapes.h"
#include "Templates.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"

using namespace mlir;
using namespace shapecc;

namespace {

#include "ReservedNames.inc"

/// Whether `name` is a macro that the headers emitted code includes (or a
/// user's translation unit commonly includes before it) may define, or that
/// GCC and Clang predefine in GNU modes: a function, namespace or variable of
/// that name would be replaced by the preprocessor. Those of the C library's
/// headers are read off them (ReservedNames.inc); the list below adds what
/// other platforms define.
bool isMacroName(StringRef name) {
  static const llvm::StringSet<> library = [] {
    llvm::StringSet<> set;
    for (const char *macro : kLibraryMacros)
      set.insert(macro);
    return set;
  }();
  if (library.contains(name))
    return true;
  static const llvm::StringSet<> macros = {"NULL",
                                           "offsetof",
                                           "EOF",
                                           "BUFSIZ",
                                           "FILENAME_MAX",
                                           "FOPEN_MAX",
                                           "L_tmpnam",
                                           "L_ctermid",
                                           "L_cuserid",
                                           "P_tmpdir",
                                           "TMP_MAX",
                                           "SEEK_SET",
                                           "SEEK_CUR",
                                           "SEEK_END",
                                           "SEEK_DATA",
                                           "SEEK_HOLE",
                                           "RENAME_EXCHANGE",
                                           "RENAME_NOREPLACE",
                                           "RENAME_WHITEOUT",
                                           "stdin",
                                           "stdout",
                                           "stderr",
                                           "strdupa",
                                           "strndupa",
                                           "errno",
                                           "assert",
                                           "setjmp",
                                           "va_arg",
                                           "va_copy",
                                           "va_end",
                                           "va_start",
                                           "WEOF",
                                           "CHAR_BIT",
                                           "MB_LEN_MAX",
                                           "EXIT_SUCCESS",
                                           "EXIT_FAILURE",
                                           "RAND_MAX",
                                           "MB_CUR_MAX",
                                           "linux",
                                           "unix",
                                           "i386"};
  if (macros.contains(name) || name.starts_with("SHAPECC_"))
    return true;
  // <cstdint>'s limits and constant macros, <climits>'s limits. The regular
  // expression runs only on names that can match it: every name is checked.
  if (!(name.ends_with("_MIN") || name.ends_with("_MAX") ||
        name.ends_with("_WIDTH") || name.ends_with("_C")))
    return false;
  static const llvm::Regex limits(
      "^(U?INT(8|16|32|64|MAX|PTR|_LEAST(8|16|32|64)|_FAST(8|16|32|64))_"
      "(MIN|MAX|WIDTH|C)|(PTRDIFF|SIG_ATOMIC|SIZE|WCHAR|WINT)_(MIN|MAX|WIDTH)|"
      "U?(S?CHAR|SHRT|INT|LONG|LLONG)_(MIN|MAX|WIDTH))$");
  return limits.match(name);
}

/// C++ keywords, macros and the names emitted code uses itself.
bool isReserved(StringRef name) {
  if (isMacroName(name))
    return true;
  static const llvm::StringSet<> reserved = {
      "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor",
      "bool", "break", "case", "catch", "char", "char8_t", "char16_t",
      "char32_t", "class", "compl", "concept", "const", "consteval",
      "constexpr", "constinit", "const_cast", "continue", "co_await",
      "co_return", "co_yield", "decltype", "default", "delete", "do", "double",
      "dynamic_cast", "else", "enum", "explicit", "export", "extern", "false",
      "float", "for", "friend", "goto", "if", "inline", "int", "long",
      "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr",
      "operator", "or", "or_eq", "private", "protected", "public", "register",
      "reinterpret_cast", "requires", "return", "short", "signed", "sizeof",
      "static", "static_assert", "static_cast", "struct", "switch", "template",
      "this", "thread_local", "throw", "true", "try", "typedef", "typeid",
      "typename", "union", "unsigned", "using", "virtual", "void", "volatile",
      "wchar_t", "while", "xor", "xor_eq",
      // Names emitted code uses unqualified.
      "shapecc", "std", "int64_t", "int32_t", "int16_t", "int8_t", "uint64_t",
      "size_t", "main", "uint32_t", "uint16_t", "uint8_t"};
  return reserved.contains(name);
}

/// The names a function library's registry declares in its namespace: no
/// function may take them, but the namespace around it may.
bool isRegistryName(StringRef name) {
  if (name == "RegistryEntry" || name == "registry_find" || name == "lookup" ||
      name == "ops")
    return true;
  // registryN and signatureN name a library's registry tables.
  for (StringRef prefix : {"registry", "signature"})
    if (name.starts_with(prefix) && name.size() > prefix.size() &&
        llvm::all_of(name.drop_front(prefix.size()), llvm::isDigit))
      return true;
  return false;
}

/// `name` spelled as an identifier: other characters replaced by '_', no
/// double underscore and no leading digit or underscore.
std::string identifierSpelling(StringRef name) {
  std::string id;
  for (char c : name)
    id += llvm::isAlnum(c) || c == '_' ? c : '_';
  // Identifiers with a double underscore, or an underscore and a capital
  // letter, are reserved to the implementation.
  while (id.find("__") != std::string::npos)
    id.replace(id.find("__"), 2, "_");
  if (!id.empty() && (llvm::isDigit(id.front()) || id.front() == '_'))
    id = "v" + id;
  return id;
}

} // namespace

std::string shapecc::sanitizeIdentifier(StringRef name) {
  std::string id = identifierSpelling(name);
  if (isReserved(id) || isRegistryName(id))
    id += "_";
  return id;
}

std::string shapecc::suffixedIdentifier(StringRef base, unsigned n) {
  return (base.ends_with("_") ? base.str() : base.str() + "_") +
         std::to_string(n);
}

bool shapecc::isNamespaceComponent(StringRef name) {
  return !name.empty() && identifierSpelling(name) == name && !isReserved(name);
}

bool shapecc::isLibraryGlobal(StringRef name) {
  static const llvm::StringSet<> globals = [] {
    llvm::StringSet<> set;
    for (const char *global : kLibraryGlobals)
      set.insert(global);
    return set;
  }();
  return globals.contains(name);
}

/// Appends `c` as a three-digit octal escape. Octal escapes take at most three
/// digits, so the next character can never be read as part of the escape.
static void appendOctalEscape(std::string &out, unsigned char c) {
  char buf[5];
  snprintf(buf, sizeof(buf), "\\%03o", c);
  out += buf;
}

bool shapecc::isFunctionArgument(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  return arg && arg.getOwner()->isEntryBlock() &&
         isa<FunctionOpInterface>(arg.getOwner()->getParentOp());
}

Value shapecc::throughOpaque(Value value) {
  while (auto opaque = value.getDefiningOp<OpaqueOp>())
    value = opaque.getInput();
  return value;
}

std::string shapecc::messageName(Value value) {
  std::string name = sourceName(value);
  if (!name.empty())
    return name;
  // An argument the source numbered (`%0`) is named by its position: its C++
  // name (v1, say) is shapecc's, not the source's.
  if (isFunctionArgument(value))
    return "#" + std::to_string(cast<BlockArgument>(value).getArgNumber());
  return "value";
}

std::string shapecc::castCheck(Value value, StringRef view, StringRef expected,
                               StringRef site) {
  bool isArgument = isFunctionArgument(value);
  std::string name = sourceName(value);
  std::string nameText = isArgument || !name.empty()
                             ? cppString(messageName(value))
                             : std::string("nullptr");
  return (Twine(isArgument ? "shapecc::check_argument("
                           : "shapecc::check_cast(") +
          view + ", " + nameText + ", " + expected + ", " + site + ")")
      .str();
}

std::string shapecc::int64Literal(int64_t value) {
  return value == INT64_MIN ? std::string("INT64_MIN") : std::to_string(value);
}

std::string shapecc::int64List(ArrayRef<int64_t> values) {
  return llvm::join(llvm::map_range(values, int64Literal), ", ");
}

std::string shapecc::cppString(StringRef s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
    case '"':
      out += "\\\"";
      break;
    case '\\':
      out += "\\\\";
      break;
    // Escaped, so that no `??x` trigraph sequence is ever written (GCC's
    // -Wtrigraphs warns of one, an error under -Werror).
    case '?':
      out += "\\?";
      break;
    case '\n':
      out += "\\n";
      break;
    case '\t':
      out += "\\t";
      break;
    default:
      if (c < 0x20 || c >= 0x7f)
        appendOctalEscape(out, c);
      else
        out += c;
    }
  }
  return out + "\"";
}

std::string shapecc::commentText(StringRef s) {
  std::string out;
  for (unsigned char c : s) {
    if (c < 0x20 || c == 0x7f)
      appendOctalEscape(out, c);
    else
      out += c;
  }
  return out;
}

bool shapecc::isValueVector(Value value) {
  return isValueVectorType(value.getType()) &&
         value.getDefiningOp<shape::ValueOfOp>();
}

bool shapecc::holdsElements(Value value) {
  return isExtentTensor(value.getType()) || isValueVector(value);
}

bool shapecc::isErrorCarrying(Type type) {
  return isa<shape::ShapeType, shape::SizeType, shape::ValueShapeType>(type);
}

bool shapecc::isShapeLike(Type type) {
  return isa<shape::ShapeType>(type) || isExtentTensor(type);
}

//===----------------------------------------------------------------------===//
// Names and types
//===----------------------------------------------------------------------===//

std::string CppEmitter::uniqueName(StringRef hint, bool spelled) {
  std::string base = sanitizeIdentifier(hint);
  if (base.empty())
    base = "v";
  std::string name = base;
  for (unsigned suffix = 1;
       isTaken(name) || (!spelled && spelledNames().contains(name)); ++suffix)
    name = suffixedIdentifier(base, suffix);
  function->used.insert(name);
  return name;
}

bool CppEmitter::isTaken(StringRef name) const {
  // Locals must not hide the functions this one may call.
  return function->used.contains(name) || functionNameSet.contains(name);
}

std::optional<std::string> CppEmitter::literal(Value value) {
  Operation *def = value.getDefiningOp();
  IntegerAttr attr;
  if (auto constant = dyn_cast_or_null<arith::ConstantOp>(def))
    attr = dyn_cast<IntegerAttr>(constant.getValue());
  else if (auto size = dyn_cast_or_null<shape::ConstSizeOp>(def))
    attr = size.getValueAttr();
  if (!attr)
    return std::nullopt;
  const APInt &bits = attr.getValue();
  if (value.getType().isInteger(1))
    return std::string(bits.isZero() ? "false" : "true");
  return int64Literal(bits.getSExtValue());
}

const llvm::StringSet<> &CppEmitter::spelledNames() {
  if (function->spelled)
    return *function->spelled;
  function->spelled.emplace();
  auto add = [&](StringRef spelled) {
    if (!spelled.empty())
      function->spelled->insert(sanitizeIdentifier(spelled));
  };
  function->op->walk([&](Operation *op) {
    if (auto loc = dyn_cast<NameLoc>(op->getLoc()); loc && op != function->op) {
      SmallVector<StringRef> names;
      loc.getName().getValue().split(names, ',');
      llvm::for_each(names, add);
    }
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (BlockArgument arg : block.getArguments())
          add(sourceName(arg));
  });
  return *function->spelled;
}

std::string CppEmitter::spelledName(Value value) {
  auto result = dyn_cast<OpResult>(value);
  if (!result || result.getOwner()->getNumResults() == 1)
    return sourceName(value);
  auto [at, inserted] = function->resultNames.try_emplace(result.getOwner());
  if (inserted)
    at->second = resultSourceNames(result.getOwner());
  return at->second[result.getResultNumber()];
}

StringRef CppEmitter::getName(Value value) {
  auto it = function->names.find(value);
  if (it != function->names.end())
    return it->second;
  if (std::optional<std::string> text = literal(value))
    return function->names[value] = *text;
  // Unnamed values are v0, v1, ...; uniqueName suffixes a source name that
  // is taken (in an enclosing C++ block: siblings' names are freed when
  // their blocks close, closeNameScope).
  std::string name = spelledName(value);
  if (name.empty()) {
    // Not a name the source spells, which keeps it (`%v0` stays v0 when a
    // numbered `%0` comes first).
    const llvm::StringSet<> &spelled = spelledNames();
    do
      name = "v" + std::to_string(function->nextUnnamed++);
    while (isTaken(name) || spelled.contains(name));
    return function->names[value] = uniqueName(name);
  }
  name = uniqueName(name, /*spelled=*/true);
  function->scopedNames.emplace_back(value, name);
  return function->names[value] = name;
}

void CppEmitter::closeNameScope(size_t mark, Operation *op) {
  auto &given = function->scopedNames;
  size_t kept = mark;
  for (size_t i = mark; i < given.size(); ++i) {
    auto &[value, name] = given[i];
    Region *region = value.getParentRegion();
    if (!region || !op->isAncestor(region->getParentOp())) {
      given[kept++] = given[i];
      continue;
    }
    function->used.erase(name);
    // A reference to an out-parameter is declared once per name
    // (resultSlot): a sibling's value of that name declares its own.
    function->slotReferences.erase(name);
  }
  given.truncate(kept);
}

/// The names C++ `code` spells: identifiers outside comments and string or
/// character literals, other than members (after `.`, `->` or `::`).
static llvm::StringSet<> namesSpelledIn(StringRef code) {
  auto isIdentifierChar = [](char c) { return llvm::isAlnum(c) || c == '_'; };
  llvm::StringSet<> names;
  size_t i = 0, n = code.size();
  while (i < n) {
    StringRef rest = code.substr(i);
    if (rest.starts_with("//")) {
      i = code.find('\n', i);
      continue;
    }
    if (rest.starts_with("/*")) {
      i = code.find("*/", i + 2);
      i = i == StringRef::npos ? n : i + 2;
      continue;
    }
    char c = code[i];
    if (c == '"' || c == '\'') {
      for (++i; i < n && code[i] != c; ++i)
        if (code[i] == '\\')
          ++i;
      ++i;
      continue;
    }
    if (!isIdentifierChar(c)) {
      ++i;
      continue;
    }
    size_t end = i;
    while (end < n && isIdentifierChar(code[end]))
      ++end;
    StringRef before = code.take_front(i);
    if (!before.ends_with(".") && !before.ends_with("::") &&
        !before.ends_with("->"))
      names.insert(code.slice(i, end));
    i = end;
  }
  return names;
}

bool shapecc::mayGoUnread(Value value) {
  return llvm::all_of(value.getUsers(), [](Operation *user) {
    if (isa<tensor::CastOp, shape::ToExtentTensorOp, shape::FromExtentTensorOp>(
            user))
      return mayGoUnread(user->getResult(0));
    return isa<shapecc::KeepOp>(user) || readsNoOperand(user);
  });
}

/// The one use of `value` other than by `shapecc.keep` (which prints
/// nothing), or null.
static OpOperand *onlyUse(Value value) {
  OpOperand *only = nullptr;
  for (OpOperand &use : value.getUses()) {
    if (isa<shapecc::KeepOp>(use.getOwner()))
      continue;
    if (only)
      return nullptr;
    only = &use;
  }
  return only;
}

/// The variable of the scf.if or index_switch result that `value` is
/// yielded as, when that yield is its one use in the block that defines it
/// and the variable is declared (before the op's regions) for one of the same
/// type: nothing in the branch can read that variable, so the value can be
/// computed in it.
static std::optional<std::string> yieldTarget(Value value,
                                              const NameMap &names) {
  OpOperand *use = onlyUse(value);
  if (!use || !isa<scf::YieldOp>(use->getOwner()) ||
      use->getOwner()->getBlock() != value.getParentBlock())
    return std::nullopt;
  Operation *parent = use->getOwner()->getParentOp();
  if (!isa<scf::IfOp, scf::IndexSwitchOp>(parent))
    return std::nullopt;
  Value result = parent->getResult(use->getOperandNumber());
  auto it = names.find(result);
  if (it == names.end() || result.getType() != value.getType())
    return std::nullopt;
  return it->second;
}

std::optional<std::string> CppEmitter::resultSlot(Value value) {
  if (std::optional<std::string> target = yieldTarget(value, function->names))
    return target;
  if (throws())
    return std::nullopt;
  std::optional<unsigned> index = returnedAt(value);
  if (!index)
    return std::nullopt;
  const std::string &slot = function->outNames[*index];
  if (onlyUse(value) || spelledName(value).empty())
    return slot;
  std::string name = getName(value).str();
  FailureOr<std::string> type = localType(value.getType());
  if (failed(type) || name == slot)
    return slot;
  if (function->slotReferences.try_emplace(name, slot).second)
    ostream() << *type << " &" << name << " = " << slot << ";\n";
  return name;
}

std::optional<unsigned> CppEmitter::returnedAt(Value value) {
  // Casts print as the same variable: follow them to the return. The value
  // may also be read before it (a check of it, an op computing another value
  // from it), from the out-parameter, which nothing else writes: only by ops
  // without regions that are no terminators, so that nothing carries or
  // yields the variable itself.
  OpOperand *use = nullptr;
  for (OpOperand &other : value.getUses()) {
    Operation *owner = other.getOwner();
    if (isa<shapecc::KeepOp>(owner))
      continue;
    if (isa<tensor::CastOp, shape::ToExtentTensorOp, shape::FromExtentTensorOp>(
            owner) ||
        owner->hasTrait<OpTrait::IsTerminator>()) {
      if (use)
        return std::nullopt;
      use = &other;
    } else if (owner->getNumRegions() != 0) {
      return std::nullopt;
    }
  }
  while (
      use &&
      isa<tensor::CastOp, shape::ToExtentTensorOp, shape::FromExtentTensorOp>(
          use->getOwner()))
    use = onlyUse(use->getOwner()->getResult(0));
  if (!use)
    return std::nullopt;
  Operation *user = use->getOwner();
  if (!isa<func::ReturnOp, shape::ReturnOp>(user) ||
      !isa<FunctionOpInterface>(user->getParentOp()))
    return std::nullopt;
  // Returned from another block (cf branches), it could share the slot with
  // a value returned from a third, both live on one path: it gets a variable.
  if (user->getBlock() != value.getParentBlock())
    return std::nullopt;
  return use->getOperandNumber();
}

void CppEmitter::bindName(Value value, StringRef name) {
  function->names[value] = name.str();
}

void CppEmitter::alias(Value value, Value other) {
  function->names[value] = getName(other).str();
  if (function->views.contains(other))
    function->views.insert(value);
}

static std::optional<std::string> scalarType(Type type) {
  if (isa<shape::SizeType>(type))
    return std::string("shapecc::Size");
  if (isa<IndexType>(type))
    return std::string("int64_t");
  if (auto integer = dyn_cast<IntegerType>(type)) {
    unsigned width = integer.getWidth();
    if (width == 1)
      return std::string("bool");
    if (width == 8 || width == 16 || width == 32 || width == 64)
      return (Twine(integer.isUnsigned() ? "uint" : "int") + Twine(width) +
              "_t")
          .str();
  }
  return std::nullopt;
}

FailureOr<std::string> CppEmitter::localType(Type type) const {
  if (isShapeLike(type))
    return std::string("shapecc::Shape");
  // A data tensor is represented by its shape, which only arguments supply.
  if (isa<TensorType>(type))
    return std::string("shapecc::ShapeView");
  if (isa<shape::ValueShapeType>(type))
    return std::string("shapecc::ValueShapeView");
  if (std::optional<std::string> scalar = scalarType(type))
    return *scalar;
  return failure();
}

FailureOr<std::string> CppEmitter::argumentType(Type type) const {
  if (isa<shape::ShapeType, TensorType>(type))
    return std::string("shapecc::ShapeView");
  if (isa<shape::SizeType>(type))
    return std::string("int64_t");
  return localType(type);
}

LogicalResult CppEmitter::declare(Value value, StringRef init, bool mutableVar,
                                  bool unchecked) {
  FailureOr<std::string> type = localType(value.getType());
  if (failed(type))
    return emitError(value.getLoc()) << "values of type " << value.getType()
                                     << " have no C++ mapping in shapecc";
  // Only a shapecc.keep (its op is there for its check, or upstream left it
  // unused) or decided operations read it. A value of the runtime's classes
  // is read by that check, when there is one; GCC reports an unused const
  // Shape.
  if (mayGoUnread(value) &&
      (!StringRef(*type).starts_with("shapecc::") || unchecked))
    ostream() << "[[maybe_unused]] ";
  ostream() << (mutableVar ? "" : "const ") << *type << " " << getName(value)
            << " = " << init << ";\n";
  return success();
}

void CppEmitter::declareView(Value value, StringRef init) {
  function->views.insert(value);
  if (init.empty()) {
    ostream() << "shapecc::ShapeView " << getName(value) << ";\n";
    return;
  }
  // As in declare: a view is a class compilers do report unused (its
  // constructors are trivial), as when a cast of a constant one folded to a
  // constant of its own and only a shapecc.keep reads it (AH6).
  if (mayGoUnread(value))
    ostream() << "[[maybe_unused]] ";
  ostream() << "const shapecc::ShapeView " << getName(value) << " = " << init
            << ";\n";
}

LogicalResult CppEmitter::declareUninitialized(Value value) {
  FailureOr<std::string> type = localType(value.getType());
  if (failed(type))
    return emitError(value.getLoc()) << "values of type " << value.getType()
                                     << " have no C++ mapping in shapecc";
  // Scalars get a value so that no compiler sees a maybe-uninitialized read.
  StringRef init = llvm::StringSwitch<StringRef>(*type)
                       .Case("bool", " = false")
                       .Cases({"shapecc::Shape", "shapecc::Size",
                               "shapecc::ValueShapeView", "shapecc::ShapeView"},
                              "")
                       .Default(" = 0");
  // As in declare, for an scf.if result that only a decided comparison
  // reads. (One only shapecc.keep reads is passed to a call or op that sets
  // it, which compilers count as a use.)
  if (mayGoUnread(value) && llvm::any_of(value.getUsers(), readsNoOperand))
    ostream() << "[[maybe_unused]] ";
  ostream() << *type << " " << getName(value) << init << ";\n";
  return success();
}

std::string CppEmitter::owned(Value value) {
  std::string name = getName(value).str();
  // A view (an argument, shape_of of one) becomes a Shape by copying; the
  // copy propagates an invalid view.
  if (function->views.contains(value) && isShapeLike(value.getType()))
    return "shapecc::to_shape(" + name + ")";
  return name;
}

void CppEmitter::assign(StringRef target, Value value) {
  std::string source = owned(value);
  if (source != target)
    ostream() << target << " = " << source << ";\n";
}

void CppEmitter::assignAll(ArrayRef<std::string> targets, ValueRange values) {
  bool overlaps = false;
  for (auto [index, value] : llvm::enumerate(values))
    for (size_t earlier = 0; earlier < index; ++earlier)
      overlaps |= getName(value) == targets[earlier];
  if (!overlaps) {
    for (auto [target, value] : llvm::zip(targets, values))
      if (!target.empty())
        assign(target, value);
    return;
  }
  SmallVector<std::string> temporaries;
  for (Value value : values) {
    temporaries.push_back(uniqueName(getName(value).str() + "_next"));
    ostream() << "const auto " << temporaries.back() << " = " << owned(value)
              << ";\n";
  }
  for (auto [target, temporary] : llvm::zip(targets, temporaries))
    if (!target.empty())
      ostream() << target << " = " << temporary << ";\n";
}

FailureOr<SmallVector<std::string>>
CppEmitter::declareResults(ValueRange results, ValueRange inits) {
  SmallVector<std::string> names;
  for (auto [index, result] : llvm::enumerate(results)) {
    // Without initial values the variables are only results: an unused one
    // is not declared (its assignments are skipped).
    if (inits.empty() && result.use_empty()) {
      names.emplace_back();
      continue;
    }
    // A result only assigned (by its branches, or as a loop ends) and
    // returned is assigned to its out-parameter (AC8), where the two have
    // one C++ type (not a size, an int64_t out-parameter checked at the
    // return, nor a value shape).
    Type type = result.getType();
    if (inits.empty() && (isa<IndexType, IntegerType, shape::ShapeType>(type) ||
                          isExtentTensor(type)))
      if (std::optional<std::string> slot = resultSlot(result)) {
        bindName(result, *slot);
        names.push_back(*slot);
        continue;
      }
    if (failed(inits.empty()
                   ? declareUninitialized(result)
                   : declare(result, owned(inits[index]), /*mutableVar=*/true)))
      return failure();
    names.push_back(getName(result).str());
  }
  return names;
}

//===----------------------------------------------------------------------===//
// Sites, checks and validity
//===----------------------------------------------------------------------===//

std::optional<FileLineColLoc> CppEmitter::fileLoc(Location loc) {
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return file;
  if (auto name = dyn_cast<NameLoc>(loc))
    return fileLoc(name.getChildLoc());
  // An op inlined from a callee (mlir-opt --inline) is reported where its
  // text is, in the callee, as MLIR's diagnostics do, not at the call; at
  // the call when the callee's location holds no position (`unknown`).
  if (auto callSite = dyn_cast<CallSiteLoc>(loc)) {
    if (std::optional<FileLineColLoc> callee = fileLoc(callSite.getCallee()))
      return callee;
    return fileLoc(callSite.getCaller());
  }
  if (auto fused = dyn_cast<FusedLoc>(loc))
    for (Location inner : fused.getLocations())
      if (auto file = fileLoc(inner))
        return file;
  return std::nullopt;
}

/// The base name of the file `loc` names: `input`, the input's own base name,
/// for a location of the input itself (`inputPath`, the path it was given
/// by: on Linux its base name may hold a '\\') and where nothing is left or
/// "-", MLIR's name for `loc("":3:4)`; else what follows its last '/' or '\\'
/// (a path written on Windows, `loc("C:\\src\\model.py":3:4)`, is a path
/// too), trailing separators ignored.
static StringRef baseName(FileLineColLoc loc, StringRef input,
                          StringRef inputPath) {
  StringRef path = loc.getFilename().getValue();
  if (path == inputPath)
    return input;
  path = path.rtrim("/\\");
  StringRef base = path.substr(path.find_last_of("/\\") + 1);
  return base.empty() || base == "-" ? input : base;
}

/// `s` for a C string the runtime prints (a Site's file, function or
/// message): a NUL byte, which would end the string there, as MLIR writes it
/// (`\00`).
static std::string runtimeString(StringRef s) {
  std::string out;
  for (char c : s)
    out += c ? std::string(1, c) : std::string("\\00");
  return cppString(out);
}

std::string CppEmitter::site(Operation *op, std::optional<StringRef> message) {
  auto it = function->sites.find(op);
  if (it != function->sites.end())
    return it->second;
  std::optional<FileLineColLoc> loc = fileLoc(op->getLoc());
  unsigned line = loc ? loc->getLine() : 0, col = loc ? loc->getColumn() : 0;
  // A location the source took from another file (`loc("model.py":3:4)`)
  // names that file, by its base name like the input's own.
  StringRef file = loc ? baseName(*loc, options.sourceName, options.sourcePath)
                       : StringRef(options.sourceName);
  std::string text;
  llvm::raw_string_ostream(text)
      << "{" << runtimeString(file) << ", " << line << ", " << col << ", "
      << runtimeString(function->name) << ", "
      << (message && !message->empty() ? runtimeString(*message) : "nullptr")
      << "}";
  auto [known, added] = function->sitesByText.try_emplace(text);
  if (added) {
    known->second = uniqueName(("at_" + Twine(line) + "_" + Twine(col)).str());
    llvm::raw_string_ostream(function->siteDecls)
        << "static constexpr shapecc::Site " << known->second << text << ";\n";
  }
  return function->sites[op] = known->second;
}

std::string CppEmitter::siteError(Operation *op, StringRef factory) {
  std::string at = site(op);
  std::string name = uniqueName(at + "_error");
  llvm::raw_string_ostream(function->siteDecls)
      << "static constexpr shapecc::Error " << name << " = shapecc::" << factory
      << "(" << at << ");\n";
  return name;
}

std::string CppEmitter::staticArray(StringRef type, StringRef hint,
                                    StringRef elements) {
  std::string name = uniqueName(hint);
  llvm::raw_string_ostream(function->siteDecls)
      << "static constexpr " << type << (type.ends_with("*") ? "" : " ") << name
      << "[] = {" << elements << "};\n";
  return name;
}

/// The runtime check `call` (`shapecc::NAME(ARGS)` or
/// `shapecc::NAME<TEMPLATE_ARGS>(ARGS)`) with the result shapecc::Throw: it
/// throws a failure instead of returning it.
static std::string throwingCheck(StringRef call) {
  size_t paren = call.find('(');
  assert(call.starts_with("shapecc::") && paren != StringRef::npos &&
         "throw-policy checks are runtime calls");
  StringRef callee = call.take_front(paren), args = call.drop_front(paren);
  if (callee.consume_back(">"))
    return (callee + ", shapecc::Throw>" + args).str();
  return (callee + "<shapecc::Throw>" + args).str();
}

void CppEmitter::emitCheck(StringRef statusExpr, Operation *op) {
  if (throws())
    ostream() << throwingCheck(statusExpr) << ";";
  else
    ostream() << "SHAPECC_RETURN_IF_ERROR(" << statusExpr << ");";
  // The file the site names (a `loc("model.py":L:C)` names model.py).
  if (options.locComments)
    if (std::optional<FileLineColLoc> loc = fileLoc(op->getLoc()))
      ostream() << " // "
                << commentText(
                       baseName(*loc, options.sourceName, options.sourcePath))
                << ":" << loc->getLine() << ":" << loc->getColumn();
  ostream() << "\n";
}

bool CppEmitter::isKnownValid(Value value, Operation *user) const {
  if (!isErrorCarrying(value.getType()) || literal(value))
    return true;
  auto it = function->validIn.find(value);
  if (it == function->validIn.end())
    return false;
  // Emission follows program order, so a check recorded in an enclosing
  // block (or this one) has run before `user`.
  for (Block *block = user->getBlock(); block;
       block = block->getParentOp() ? block->getParentOp()->getBlock()
                                    : nullptr)
    if (llvm::is_contained(it->second, block))
      return true;
  return false;
}

bool CppEmitter::checkedBefore(Value key, Operation *user,
                               function_ref<bool(Operation *)> matches) const {
  auto it = function->checksOn.find(key);
  if (it == function->checksOn.end())
    return false;
  // Emission follows program order, so a check recorded in an enclosing
  // block (or this one) has run before `user`.
  SmallVector<Block *, 4> enclosing;
  for (Operation *at = user; at && !isa<FunctionOpInterface>(at);
       at = at->getParentOp())
    enclosing.push_back(at->getBlock());
  return llvm::any_of(it->second, [&](Operation *check) {
    return llvm::is_contained(enclosing, check->getBlock()) && matches(check);
  });
}

void CppEmitter::markValid(Value value, Block *block) {
  function->validIn[value].push_back(block);
}

void CppEmitter::requireValid(Value value, Operation *user) {
  if (isKnownValid(value, user))
    return;
  std::string name = getName(value).str();
  if (isa<shape::ValueShapeType>(value.getType()))
    name += ".shape";
  emitCheck("shapecc::check_valid(" + name + ", " + site(user) + ")", user);
  markValid(value, user->getBlock());
}

/// Whether the size `value` is a `!shape.size` argument, which arrives as an
/// int64_t, or that argument passed through debug_print (which names it).
static bool isSizeArgument(Value value) {
  while (auto print = value.getDefiningOp<shape::DebugPrintOp>())
    value = print.getInput();
  return isFunctionArgument(value);
}

std::string CppEmitter::indexOperand(Value value, Operation *user) {
  if (!isa<shape::SizeType>(value.getType()) || literal(value) ||
      isSizeArgument(value))
    return getName(value).str();
  requireValid(value, user);
  return getName(value).str() + ".value()";
}

std::string CppEmitter::extentAt(Value shape, Value index) {
  std::string subscript = getName(index).str();
  if (!literal(index))
    subscript = "static_cast<std::size_t>(" + subscript + ")";
  return (getName(shape) + "[" + subscript + "]").str();
}

LogicalResult CppEmitter::declareSizeResult(Value result, StringRef sizeExpr,
                                            Operation *op, bool fallible) {
  if (isa<shape::SizeType>(result.getType()))
    return declare(result, sizeExpr);
  if (!fallible)
    return declare(result, (Twine(sizeExpr) + ".value()").str());
  std::string size = uniqueName(getName(result).str() + "_size");
  ostream() << "const shapecc::Size " << size << " = " << sizeExpr << ";\n";
  emitCheck("shapecc::check_valid(" + size + ", " + this->site(op) + ")", op);
  return declare(result, size + ".value()");
}

LogicalResult CppEmitter::declareCheckedIndex(
    Value result, Operation *op,
    function_ref<std::string(StringRef)> checkedCall) {
  if (std::optional<std::string> slot = resultSlot(result))
    bindName(result, *slot);
  else if (failed(declareUninitialized(result)))
    return failure();
  emitCheck(checkedCall(getName(result)), op);
  return success();
}

std::string CppEmitter::foldedArguments(Operation *op) const {
  return op == function->argumentReader ? function->foldedArguments : "";
}

std::string CppEmitter::deferredArguments(Operation *op) const {
  return function->checksBeforeArguments.contains(op)
             ? function->deferredArguments
             : "";
}

LogicalResult CppEmitter::declareShapeResult(Value result, StringRef shapeExpr,
                                             Operation *op, bool fallible,
                                             bool knownValid) {
  bool checked = fallible && isExtentTensor(result.getType()) && !knownValid;
  // A shape that is only returned is computed in its out-parameter, which
  // saves copying it.
  if (std::optional<std::string> slot = resultSlot(result)) {
    bindName(result, *slot);
    ostream() << *slot << " = " << shapeExpr << ";\n";
  } else if (failed(declare(result, shapeExpr, /*mutableVar=*/false,
                            /*unchecked=*/!checked))) {
    return failure();
  }
  if (knownValid)
    markValid(result, op->getBlock());
  if (checked)
    emitCheck("shapecc::check_valid(" + getName(result).str() + ", " +
                  site(op) + ")",
              op);
  return success();
}

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

LogicalResult CppEmitter::unsupported(Operation *op, StringRef why) {
  return op->emitOpError() << "is not supported by shapecc: " << why;
}

LogicalResult CppEmitter::emitOperation(Operation &op) {
  recordChecks(*this, op);
  if (&op == function->argumentChecksAt)
    for (const std::string &check : function->argumentChecks)
      emitCheck(check, op.getParentOp());
  if (function->fused.contains(&op))
    return success();
  if (std::optional<LogicalResult> result = emitShapeOp(*this, op))
    return *result;
  if (std::optional<LogicalResult> result = emitScfOp(*this, op))
    return *result;
  if (std::optional<LogicalResult> result = emitStdOp(*this, op))
    return *result;
  return unsupported(&op, "no C++ lowering for this operation");
}

LogicalResult CppEmitter::emitBlockBody(Block &block) {
  for (Operation &op : block.without_terminator())
    if (failed(emitOperation(op)))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

std::string shapecc::expectedShape(Type type) {
  std::string out;
  llvm::raw_string_ostream os(out);
  if (isExtentTensor(type)) {
    // The view holds the tensor's elements: its static length is the rank.
    int64_t length = cast<RankedTensorType>(type).getDimSize(0);
    os << (ShapedType::isDynamic(length) ? -1 : length) << ", {}";
  } else if (auto ranked = dyn_cast<RankedTensorType>(type)) {
    os << ranked.getRank() << ", {";
    llvm::interleaveComma(ranked.getShape(), os, [&](int64_t extent) {
      os << (ShapedType::isDynamic(extent) ? -1 : extent);
    });
    os << "}";
  } else {
    os << "-1, {}";
  }
  return out;
}

/// The checks a function argument gets on entry: its declared rank and static
/// extents, and that no extent is negative.
static std::string argumentCheck(Type type, StringRef view, StringRef name,
                                 StringRef site) {
  return (Twine("shapecc::check_argument(") + view + ", " + cppString(name) +
          ", " + expectedShape(type) + ", " + site + ")")
      .str();
}

/// Whether the entry check of an argument of `type` is that of an unranked
/// shape: valid, rank within capacity, no negative extent.
static bool hasUnrankedCheck(Type type) {
  if (isExtentTensor(type))
    return cast<RankedTensorType>(type).isDynamicDim(0);
  return isa<shape::ShapeType, UnrankedTensorType>(type);
}

/// The rank `pred` requires of `arg`: `rank(arg) == K` with K within
/// [0, 16] (a rank every SHAPECC_MAX_RANK admits is not needed: the runtime
/// checks K against it).
static std::optional<int64_t> requiredRank(Value pred, BlockArgument arg) {
  auto cmp = pred.getDefiningOp<arith::CmpIOp>();
  if (!cmp || cmp.getPredicate() != arith::CmpIPredicate::eq)
    return std::nullopt;
  for (auto [rank, bound] : {std::pair(cmp.getLhs(), cmp.getRhs()),
                             std::pair(cmp.getRhs(), cmp.getLhs())}) {
    auto rankOp = rank.getDefiningOp<shape::RankOp>();
    APInt k;
    if (rankOp && rankOp.getShape() == arg &&
        matchPattern(bound, m_ConstantInt(&k)) && !k.isNegative() && k.sle(16))
      return k.getSExtValue();
  }
  return std::nullopt;
}

DeferredArgumentChecks
shapecc::deferArgumentChecks(ArrayRef<BlockArgument> checked,
                             ArrayRef<bool> unranked) {
  DeferredArgumentChecks deferred;
  if (checked.empty())
    return deferred;
  // The ops that read no extent (nor anything else an entry check guards).
  Block *entry = checked.front().getOwner();
  for (Operation &op : *entry) {
    if (auto constant = dyn_cast<arith::ConstantOp>(op);
        constant && isa<IntegerAttr>(constant.getValue()))
      continue;
    if (auto rank = dyn_cast<shape::RankOp>(op);
        rank && isa<IndexType>(rank.getType()))
      continue;
    if (isa<shape::ConstSizeOp, arith::CmpIOp, arith::AndIOp, arith::OrIOp,
            arith::XOrIOp>(op))
      continue;
    if (isa<shapecc::CheckRequireOp>(op)) {
      deferred.checks.push_back(&op);
      continue;
    }
    deferred.end = &op;
    break;
  }
  size_t start = checked.size();
  while (start > 0 && unranked[start - 1])
    --start;
  SmallVector<std::optional<int64_t>> ranks;
  for (BlockArgument arg : checked.drop_front(start)) {
    std::optional<int64_t> rank;
    for (Operation *check : deferred.checks)
      if ((rank = requiredRank(cast<shapecc::CheckRequireOp>(check).getPred(),
                               arg)))
        break;
    ranks.push_back(rank);
  }
  // Arguments before the first with a proven rank gain nothing: they keep
  // their checks on entry.
  auto proven =
      llvm::find_if(ranks, [](auto rank) { return rank.has_value(); });
  if (proven == ranks.end())
    return deferred;
  size_t first = start + (proven - ranks.begin());
  deferred.arguments.assign(checked.begin() + first, checked.end());
  deferred.ranks.assign(proven, ranks.end());
  return deferred;
}

void CppEmitter::nameFunction(Operation *func, StringRef name) {
  functionNames[func] = name.str();
  functionNameSet.insert(name);
}

void CppEmitter::nameResultStruct(Operation *func, StringRef name) {
  resultStructNames[func] = name.str();
  functionNameSet.insert(name);
}

void CppEmitter::nameDepthDefinition(Operation *func, StringRef name) {
  depthDefinitionNames[func] = name.str();
  functionNameSet.insert(name);
}

std::string CppEmitter::callPrefix(Operation *callee, StringRef name) const {
  auto it = depthDefinitionNames.find(callee);
  if (function->depth.empty() || it == depthDefinitionNames.end())
    return (name + "(").str();
  return it->second + "(" + function->depth + " + 1, ";
}

FailureOr<std::string> CppEmitter::calleeName(Operation *callee) const {
  auto it = functionNames.find(callee);
  if (it == functionNames.end())
    return failure();
  return it->second;
}

FailureOr<FunctionText> CppEmitter::emitFunction(Operation *op) {
  auto func = cast<FunctionOpInterface>(op);
  if (func.isExternal())
    return emitDeclaration(func);

  FunctionState state;
  state.name = func.getName().str();
  state.op = op;
  function = &state;
  std::string bodyText;
  llvm::raw_string_ostream bodyStream(bodyText);
  raw_indented_ostream indented(bodyStream);
  body = &indented;
  llvm::scope_exit done([&] {
    function = nullptr;
    body = nullptr;
  });

  FunctionText text;

  // Signature: arguments, then (status policy) one reference per result. A
  // recursive function's definition takes its call depth first.
  SmallVector<Parameter> params;
  SmallVector<size_t> scalarParams;
  auto depthName = depthDefinitionNames.find(op);
  if (depthName != depthDefinitionNames.end()) {
    state.depth = uniqueName("depth");
    params.push_back({"uint32_t", state.depth});
  }
  Block &entry = func.getFunctionBody().front();
  for (BlockArgument arg : entry.getArguments()) {
    FailureOr<std::string> type = argumentType(arg.getType());
    if (failed(type)) {
      // Named as the source names it, and by its position.
      std::string name = sourceName(arg);
      return emitError(arg.getLoc())
             << "argument " << (name.empty() ? "" : "%" + name + " ") << "#"
             << arg.getArgNumber() << " of type " << arg.getType()
             << " has no C++ mapping in shapecc";
    }
    if (isa<shape::ShapeType, TensorType>(arg.getType()))
      state.views.insert(arg);
    // Shaped arguments are always used by their entry check. A scalar one
    // is named when the body, emitted below, spells it out.
    if (!isa<shape::ShapeType, TensorType, shape::ValueShapeType>(
            arg.getType()))
      scalarParams.push_back(params.size());
    params.push_back({*type, getName(arg).str()});
  }
  state.resultTypes.assign(func.getResultTypes().begin(),
                           func.getResultTypes().end());
  SmallVector<std::string> resultCppTypes;
  for (auto [index, type] : llvm::enumerate(state.resultTypes)) {
    FailureOr<std::string> cppType = resultType(op, index, type);
    if (failed(cppType))
      return failure();
    resultCppTypes.push_back(*cppType);
    std::string outName =
        state.resultTypes.size() == 1 ? "out" : "out" + std::to_string(index);
    if (throws()) {
      // The fields of the result struct: no local takes these names.
      state.outNames.push_back(outName);
      continue;
    }
    // Made up, so the source's `%out` keeps its name; unless that value is
    // a shape built in the out-parameter itself (only returned, from its
    // block), which then has it.
    bool builtInPlace = false;
    for (Block &block : func.getFunctionBody())
      if (Operation *terminator = block.getTerminator();
          terminator && terminator->hasTrait<OpTrait::ReturnLike>() &&
          index < terminator->getNumOperands()) {
        Value returned = terminator->getOperand(index);
        builtInPlace |= isShapeLike(returned.getType()) &&
                        !isa<BlockArgument>(returned) &&
                        returnedAt(returned) == index &&
                        sanitizeIdentifier(spelledName(returned)) == outName;
      }
    state.outNames.push_back(uniqueName(outName, builtInPlace));
    params.push_back({resultCppTypes.back() + "&", state.outNames.back()});
  }

  if (!state.depth.empty())
    emitCheck("shapecc::check_call_depth(" + state.depth + ", " + site(func) +
                  ")",
              func);

  // Entry checks of shaped arguments, unless folded into the first op; a
  // size argument arrives as an int64_t and is valid by construction.
  SmallVector<BlockArgument> checked;
  SmallVector<bool> unranked;
  for (BlockArgument arg : entry.getArguments()) {
    if (!isa<shape::ShapeType, TensorType, shape::ValueShapeType>(
            arg.getType()))
      continue;
    checked.push_back(arg);
    unranked.push_back(hasUnrankedCheck(arg.getType()));
  }
  FoldedArgumentChecks folded = foldArgumentChecks(checked, unranked);
  DeferredArgumentChecks deferred;
  if (!folded.reader && func.getFunctionBody().hasOneBlock())
    deferred = deferArgumentChecks(checked, unranked);
  // Messages name the argument as the source does.
  for (BlockArgument arg : entry.getArguments()) {
    markValid(arg, &entry);
    if (llvm::is_contained(folded.arguments, arg) ||
        llvm::is_contained(deferred.arguments, arg))
      continue;
    std::string name = messageName(arg);
    if (isa<shape::ShapeType, TensorType>(arg.getType()))
      emitCheck(argumentCheck(arg.getType(), getName(arg), name, site(func)),
                func);
    else if (isa<shape::ValueShapeType>(arg.getType()))
      emitCheck(argumentCheck(arg.getType(), getName(arg).str() + ".shape",
                              name, site(func)),
                func);
  }
  if (folded.reader) {
    // A static table, next to the sites: the fast path pays nothing for it.
    std::string table = uniqueName("arguments");
    std::string entrySite = site(func);
    llvm::raw_string_ostream decl(state.siteDecls);
    decl << "static constexpr shapecc::FoldedArgument " << table << "[] = {";
    for (auto [index, arg] : llvm::enumerate(folded.arguments))
      decl << (index ? ", {" : "{") << folded.operands[index] << ", "
           << cppString(messageName(arg)) << "}";
    decl << "};\n";
    state.foldedArguments = ", " + table + ", " + entrySite;
    state.argumentReader = folded.reader;
  }
  if (!deferred.arguments.empty()) {
    std::string table = uniqueName("arguments");
    std::string entrySite = site(func);
    // Arguments of proven ranks all: one test of all their extents' signs.
    bool together = deferred.arguments.size() > 1 &&
                    llvm::all_of(deferred.ranks,
                                 [](auto rank) { return rank.has_value(); });
    std::string views, ranks;
    llvm::raw_string_ostream decl(state.siteDecls);
    decl << "static constexpr shapecc::FoldedArgument " << table << "[] = {";
    for (auto [index, arg] : llvm::enumerate(deferred.arguments)) {
      std::string name = messageName(arg);
      decl << (index ? ", {" : "{") << index << ", " << cppString(name) << "}";
      views += (index ? ", " : "") + getName(arg).str();
      std::optional<int64_t> rank = deferred.ranks[index];
      if (together)
        ranks += (index ? ", " : "") + std::to_string(*rank);
      else
        state.argumentChecks.push_back(
            rank ? "shapecc::check_argument_of_rank<" + std::to_string(*rank) +
                       ">(" + getName(arg).str() + ", " + cppString(name) +
                       ", " + entrySite + ")"
                 : argumentCheck(arg.getType(), getName(arg), name, entrySite));
    }
    decl << "};\n";
    if (together)
      state.argumentChecks.push_back(
          "shapecc::check_arguments_of_rank<shapecc::RankList<" + ranks +
          ">>(" + table + ", " + entrySite + ", " + views + ")");
    state.deferredArguments = ", " + table + ", " + entrySite + ", " + views;
    state.checksBeforeArguments.insert(deferred.checks.begin(),
                                       deferred.checks.end());
    state.argumentChecksAt = deferred.end;
  }

  // Several blocks (cf branches, often an inlined scf.execute_region) are
  // emitted with labels and goto.
  if (!func.getFunctionBody().hasOneBlock()) {
    if (failed(emitBlocks(*this, op, func.getFunctionBody(), {})))
      return failure();
  } else if (failed(emitBlockBody(entry)) ||
             failed(emitOperation(*entry.getTerminator()))) {
    return failure();
  }

  // A scalar argument the body does not read (none of its ops does, or they
  // do not need it: `ult %x, %c0` is false) has its name in a comment, which
  // compilers do not report unused.
  if (!scalarParams.empty()) {
    llvm::StringSet<> spelled = namesSpelledIn(bodyText);
    for (size_t index : scalarParams)
      if (!spelled.contains(params[index].name))
        params[index].name = "/*" + params[index].name + "*/";
  }

  // Assemble: signature, site table, body.
  text.name = depthName != depthDefinitionNames.end()
                  ? depthName->second
                  : functionNames.lookup(op);
  assembleSignature(op, params, resultCppTypes, state.outNames, text);
  text.body = "{\n" + state.siteDecls + bodyText + "}\n";
  if (state.depth.empty())
    return text;
  // The function users call starts the recursion at depth 0.
  text.depthSignature = text.signature;
  text.depthBody = text.body;
  SmallVector<Parameter> publicParams;
  SmallVector<std::string> forwarded = {"0"};
  for (const Parameter &param : llvm::drop_begin(params)) {
    StringRef name = param.name;
    if (name.consume_front("/*"))
      name.consume_back("*/");
    publicParams.push_back({param.type, name.str()});
    forwarded.push_back(name.str());
  }
  text.name = functionNames.lookup(op);
  text.resultStruct.clear();
  assembleSignature(op, publicParams, resultCppTypes, state.outNames, text);
  text.body = "{\nreturn " + depthName->second + "(" +
              llvm::join(forwarded, ", ") + ");\n}\n";
  return text;
}

FailureOr<std::string> CppEmitter::resultType(Operation *func, unsigned index,
                                              Type type) {
  FailureOr<std::string> cppType = localType(type);
  if (failed(cppType) || (isa<TensorType>(type) && !isExtentTensor(type)) ||
      isa<shape::ValueShapeType>(type))
    return func->emitOpError() << "result #" << index << " of type " << type
                               << " has no C++ mapping in shapecc";
  // A size result is returned as a checked int64_t.
  return isa<shape::SizeType>(type) ? std::string("int64_t") : *cppType;
}

void CppEmitter::assembleSignature(Operation *func, ArrayRef<Parameter> params,
                                   ArrayRef<std::string> resultCppTypes,
                                   ArrayRef<std::string> outNames,
                                   FunctionText &text) {
  std::string returnType;
  if (!throws()) {
    returnType = "shapecc::Status";
    text.attributes = "[[nodiscard]] ";
  } else if (resultCppTypes.empty()) {
    returnType = "void";
  } else if (resultCppTypes.size() == 1) {
    returnType = resultCppTypes.front();
  } else {
    // Several results: a struct usable with structured bindings.
    returnType = resultStructNames.lookup(func);
    llvm::raw_string_ostream os(text.resultStruct);
    os << "struct " << returnType << " {\n";
    for (auto [type, name] : llvm::zip(resultCppTypes, outNames))
      os << type << " " << name << ";\n";
    os << "};\n";
  }
  std::string declared, types;
  for (auto [index, param] : llvm::enumerate(params)) {
    StringRef comma = index ? ", " : "";
    declared += (comma + param.type + " " + param.name).str();
    types += (comma + param.type).str();
  }
  StringRef noexceptSpec = throws() ? "" : " noexcept";
  text.signature =
      (returnType + " " + text.name + "(" + declared + ")" + noexceptSpec)
          .str();
  text.pointerType = (returnType + " (*)(" + types + ")" + noexceptSpec).str();
}

FailureOr<FunctionText> CppEmitter::emitDeclaration(FunctionOpInterface func) {
  // A declaration's arguments have no names in the IR: argN, outN.
  FunctionText text;
  text.name = functionNames.lookup(func);
  text.declaration = true;
  SmallVector<Parameter> params;
  SmallVector<std::string> resultCppTypes, outNames;
  for (auto [index, type] : llvm::enumerate(func.getArgumentTypes())) {
    FailureOr<std::string> cppType = argumentType(type);
    if (failed(cppType))
      return func->emitOpError() << "argument #" << index << " of type " << type
                                 << " has no C++ mapping in shapecc";
    params.push_back({*cppType, "arg" + std::to_string(index)});
  }
  ArrayRef<Type> results = func.getResultTypes();
  for (auto [index, type] : llvm::enumerate(results)) {
    FailureOr<std::string> cppType = resultType(func, index, type);
    if (failed(cppType))
      return failure();
    resultCppTypes.push_back(*cppType);
    outNames.push_back(results.size() == 1 ? "out"
                                           : "out" + std::to_string(index));
    if (!throws())
      params.push_back({*cppType + "&", outNames.back()});
  }
  assembleSignature(func, params, resultCppTypes, outNames, text);
  return text;
}

/// Whether the returns of `func`, a function of one result, return more than
/// one value.
static bool returnsSeveralValues(Operation *func) {
  Value returned;
  for (Block &block : func->getRegion(0))
    if (Operation *terminator = block.getTerminator();
        terminator && isa<func::ReturnOp, shape::ReturnOp>(terminator) &&
        terminator->getNumOperands() == 1) {
      if (returned && returned != terminator->getOperand(0))
        return true;
      returned = terminator->getOperand(0);
    }
  return false;
}

LogicalResult CppEmitter::emitReturn(Operation *op, ValueRange values) {
  raw_indented_ostream &os = ostream();
  SmallVector<std::string> results;
  for (Value value : values) {
    results.push_back(isa<shape::SizeType>(value.getType())
                          ? indexOperand(value, op)
                          : (requireValid(value, op), owned(value)));
  }
  if (!throws()) {
    for (auto [out, result] : llvm::zip(function->outNames, results))
      if (out != result && function->slotReferences.lookup(result) != out)
        os << out << " = " << result << ";\n";
    os << "return shapecc::Status();\n";
  } else if (results.size() == 1) {
    // Returning one of several locals, one per path (returns in several
    // blocks), cannot be elided (clang's -Wnrvo): the copy is made explicit.
    Value value = values.front();
    bool local = isShapeLike(value.getType()) &&
                 llvm::all_of(results.front(), [](char c) {
                   return llvm::isAlnum(c) || c == '_';
                 });
    if (local && returnsSeveralValues(op->getParentOp()))
      os << "return shapecc::Shape{" << results.front() << "};\n";
    else
      os << "return " << results.front() << ";\n";
  } else if (!results.empty()) {
    os << "return {" << llvm::join(results, ", ") << "};\n";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// The file
//===----------------------------------------------------------------------===//

namespace {

/// The functions of one C++ namespace (the module or a function library) in
/// emission order, with the registry of a library.
struct Scope {
  /// The nested namespace of a function library; "" for the module.
  std::string nestedNamespace;
  shape::FunctionLibraryOp library;
  SmallVector<FunctionOpInterface> functions;
  /// Whether some function is called before its definition (recursion).
  bool needsPrototypes = false;
  /// The functions that can call themselves, directly or through others.
  llvm::SmallPtrSet<Operation *, 4> recursive;
  /// The functions that call a function with a body: they are not forced
  /// inline, so that a chain of calls cannot multiply a body's copies.
  llvm::SmallPtrSet<Operation *, 4> callers;
};

/// Orders `functions` callees first (depth-first post-order from source
/// order), and notes when a cycle needs prototypes, which functions are
/// recursive and which call a function with a body.
void orderByCalls(Scope &scope, SymbolTableCollection &symbolTables) {
  auto callees = [&](FunctionOpInterface f) {
    SmallVector<FunctionOpInterface> out;
    f.walk([&](CallOpInterface call) {
      if (auto callee = dyn_cast_or_null<FunctionOpInterface>(
              call.resolveCallableInTable(&symbolTables)))
        if (llvm::is_contained(scope.functions, callee))
          out.push_back(callee);
    });
    return out;
  };
  // Depth-first, callees in call order, a function after its callees. An
  // explicit stack: call chains can be as long as the library.
  SmallVector<FunctionOpInterface> order;
  llvm::DenseMap<Operation *, int> state; // 1: in progress, 2: done
  struct Frame {
    FunctionOpInterface function;
    SmallVector<FunctionOpInterface> callees;
    size_t next = 0;
  };
  SmallVector<Frame> stack;
  auto enter = [&](FunctionOpInterface f) {
    int &s = state[f];
    if (s == 1)
      scope.needsPrototypes = true;
    if (s != 0)
      return;
    s = 1;
    SmallVector<FunctionOpInterface> called = callees(f);
    if (llvm::any_of(called,
                     [](FunctionOpInterface g) { return !g.isExternal(); }))
      scope.callers.insert(f);
    stack.push_back({f, std::move(called)});
  };
  for (FunctionOpInterface root : scope.functions) {
    enter(root);
    while (!stack.empty()) {
      Frame &top = stack.back();
      if (top.next < top.callees.size()) {
        enter(top.callees[top.next++]);
        continue;
      }
      state[top.function] = 2;
      order.push_back(top.function);
      stack.pop_back();
    }
  }
  if (scope.needsPrototypes) {
    // A function is recursive when it reaches itself through the calls.
    for (FunctionOpInterface f : scope.functions) {
      llvm::SmallPtrSet<Operation *, 8> seen;
      SmallVector<FunctionOpInterface> work = callees(f);
      while (!work.empty() && !scope.recursive.contains(f)) {
        FunctionOpInterface g = work.pop_back_val();
        if (g == f)
          scope.recursive.insert(f);
        else if (seen.insert(g).second)
          llvm::append_range(work, callees(g));
      }
    }
  }
  scope.functions = std::move(order);
}

/// The scopes of `module`: top-level functions, then each library.
FailureOr<SmallVector<Scope>> collectScopes(ModuleOp module) {
  if (failed(checkModuleStructure(module)))
    return failure();
  SmallVector<Scope> scopes(1);
  for (Operation &op : module.getBody()->getOperations()) {
    if (auto func = dyn_cast<FunctionOpInterface>(op)) {
      scopes.front().functions.push_back(func);
      continue;
    }
    Scope scope;
    scope.library = cast<shape::FunctionLibraryOp>(op);
    scope.nestedNamespace = sanitizeIdentifier(scope.library.getName());
    for (Operation &inner : scope.library.getBody().front().getOperations())
      scope.functions.push_back(cast<FunctionOpInterface>(inner));
    scopes.push_back(std::move(scope));
  }
  SymbolTableCollection symbolTables;
  for (Scope &scope : scopes)
    orderByCalls(scope, symbolTables);
  return scopes;
}

/// `s` as a std::string_view initializer: a string literal, with its length
/// when it holds a NUL (a mapping key may: `"x\00y"`), which would end it.
std::string stringViewOf(StringRef s) {
  if (!s.contains('\0'))
    return cppString(s);
  return "std::string_view(" + cppString(s) + ", " + std::to_string(s.size()) +
         ")";
}

/// The rows above which a registry table is laid out by the emitter.
constexpr size_t kVerbatimTableRows = 512;

/// The registry of a function library: one table per distinct signature and
/// a typed lookup.
FailureOr<std::string>
emitRegistry(shape::FunctionLibraryOp library,
             const llvm::DenseMap<Operation *, FunctionText> &texts) {
  // Entries in the mapping's (sorted) order; signatures numbered by first
  // appearance.
  SmallVector<std::string> signatures;
  SmallVector<SmallVector<std::pair<std::string, std::string>>> tables;
  SymbolTable symbols(library);
  for (NamedAttribute entry : library.getMapping()) {
    auto symbol = dyn_cast<FlatSymbolRefAttr>(entry.getValue());
    Operation *func = symbol ? symbols.lookup(symbol.getAttr()) : nullptr;
    if (!func || !texts.count(func))
      return library.emitOpError()
             << "maps '" << entry.getName().getValue() << "' to "
             << entry.getValue() << ", which is not a function of the library";
    const FunctionText &text = texts.find(func)->second;
    // One table per function type: parameter names do not count.
    const std::string &type = text.pointerType;
    auto it = llvm::find(signatures, type);
    if (it == signatures.end()) {
      signatures.push_back(type);
      tables.emplace_back();
      it = signatures.end() - 1;
    }
    tables[it - signatures.begin()].push_back(
        {entry.getName().getValue().str(), text.name});
  }
  std::string out;
  llvm::raw_string_ostream os(out);
  // An empty mapping has no table (and no C++ array is empty).
  bool empty = signatures.empty();
  // No `@` before the name: a documentation comment would read `@lib` as an
  // unknown command (clang's -Wdocumentation-unknown-command).
  if (!empty)
    os << "/// The registry of the function library `"
       << commentText(library.getName())
       << "`: the shape function of each op in its mapping, one table per "
          "function type.\n";
  for (auto [index, type] : llvm::enumerate(signatures)) {
    os << "using signature" << index << " = " << type << ";\n";
    // A table of many rows is laid out here, one row per line (libFormat
    // would put a short table's rows in columns), and kept from libFormat,
    // whose time and memory grow faster than the rows (docs/testing.md, N5).
    bool verbatim = tables[index].size() > kVerbatimTableRows;
    if (verbatim)
      os << "// clang-format off\n";
    os << "inline constexpr RegistryEntry<signature" << index << "> registry"
       << index << "[] = {\n";
    for (const auto &[opName, fn] : tables[index])
      os << (verbatim ? "    {" : "{") << stringViewOf(opName) << ", "
         << cppString(fn) << ", &" << fn << "},\n";
    os << "};\n";
    if (verbatim)
      os << "// clang-format on\n";
  }
  os << "/// The shape function registered for `op` if its type is `Fn`, "
        "else nullptr.\n"
     << "template <class Fn>\nconstexpr Fn lookup("
     << (empty ? "[[maybe_unused]] " : "")
     << "std::string_view op) noexcept {\n";
  for (auto [index, type] : llvm::enumerate(signatures))
    os << "if constexpr (std::is_same_v<Fn, signature" << index << ">)\n"
       << "return registry_find(registry" << index << ", op);\n";
  os << "return nullptr;\n}\n"
     << "/// Every op name in the mapping, sorted.\n"
     << (empty ? "inline constexpr std::initializer_list<std::string_view> ops "
                 "= {"
               : "inline constexpr std::string_view ops[] = {");
  bool first = true;
  for (NamedAttribute entry : library.getMapping()) {
    os << (first ? "" : ", ") << stringViewOf(entry.getName().getValue());
    first = false;
  }
  os << "};\n";
  return out;
}

/// Emits every function of `module`: the declarations part (prototypes as
/// needed, result structs, registries) and the definitions part.
struct EmittedModule {
  std::string declarations;
  std::string definitions;
};

enum class Layout { SingleHeader, Split };

FailureOr<EmittedModule> emitModule(ModuleOp module, const EmitOptions &options,
                                    Layout layout) {
  FailureOr<SmallVector<Scope>> scopes = collectScopes(module);
  if (failed(scopes))
    return failure();
  CppEmitter emitter(options);
  // C++ names first, so calls can name functions emitted later. Functions
  // keep their names where they can; the libraries' namespaces share the
  // module's namespace with its functions, then result structs come last.
  auto unique = [](llvm::StringSet<> &used, std::string base) {
    // A symbol may be any string, even "".
    if (base.empty())
      base = "v";
    std::string name = base;
    for (unsigned suffix = 1; used.contains(name); ++suffix)
      name = suffixedIdentifier(base, suffix);
    used.insert(name);
    return name;
  };
  SmallVector<llvm::StringSet<>> used(scopes->size());
  // A symbol C++ can spell as it is keeps its name; the others (`@"pad
  // shape"`) take what is left, so that no function's C++ name depends on
  // where another one is.
  for (auto [scope, names] : llvm::zip(*scopes, used))
    for (bool exact : {true, false})
      for (FunctionOpInterface func : scope.functions) {
        std::string id = sanitizeIdentifier(func.getName());
        // `@""` is spelled `v`, which a `@v` keeps.
        if ((!id.empty() && id == func.getName()) == exact)
          emitter.nameFunction(func, unique(names, id));
      }
  for (Scope &scope : llvm::drop_begin(*scopes))
    scope.nestedNamespace = unique(used.front(), scope.nestedNamespace);
  // A recursive function's definition takes its call depth (the function
  // users call, of the source's name, starts it at 0).
  for (auto [scope, names] : llvm::zip(*scopes, used))
    for (FunctionOpInterface func : scope.functions)
      if (scope.recursive.contains(func))
        emitter.nameDepthDefinition(
            func, unique(names, sanitizeIdentifier(*emitter.calleeName(func) +
                                                   "_at_depth")));
  // The throw policy's result structs are named after their functions.
  if (options.errors == ErrorPolicy::Throw)
    for (auto [scope, names] : llvm::zip(*scopes, used))
      for (FunctionOpInterface func : scope.functions)
        if (func.getResultTypes().size() >= 2)
          emitter.nameResultStruct(
              func, unique(names, sanitizeIdentifier(*emitter.calleeName(func) +
                                                     "_result")));
  EmittedModule result;
  llvm::raw_string_ostream decls(result.declarations);
  llvm::raw_string_ostream defs(result.definitions);
  bool split = layout == Layout::Split;
  if (llvm::any_of(*scopes, [](const Scope &scope) { return scope.library; }))
    decls << templates::kRegistrySupport;
  for (Scope &scope : *scopes) {
    llvm::DenseMap<Operation *, FunctionText> texts;
    std::string scopeDecls, scopeDefs;
    llvm::raw_string_ostream sd(scopeDecls), sf(scopeDefs);
    for (FunctionOpInterface func : scope.functions) {
      FailureOr<FunctionText> text = emitter.emitFunction(func);
      if (failed(text))
        return failure();
      sd << text->resultStruct;
      if (text->declaration) {
        // Defined by the user, once, in a translation unit of their own.
        sd << "/// Has no body in the source: define it once, in your own "
              "code.\n"
           << text->attributes << text->signature << ";\n";
        texts[func] = std::move(*text);
        continue;
      }
      // In a header, a function that calls none with a body is inlined
      // into its callers (SHAPECC_ALWAYS_INLINE, see the runtime).
      StringRef inlineSpec = "SHAPECC_ALWAYS_INLINE inline ";
      if (split)
        inlineSpec = "";
      else if (scope.callers.contains(func))
        inlineSpec = "inline ";
      if (!text->depthSignature.empty()) {
        // A throw is no way out for -Winfinite-recursion (see the runtime).
        bool throws = options.errors == ErrorPolicy::Throw;
        sd << text->attributes << inlineSpec << text->depthSignature << ";\n";
        sf << (throws ? "SHAPECC_RECURSION_BEGIN\n" : "") << text->attributes
           << inlineSpec << text->depthSignature << " " << text->depthBody
           << (throws ? "SHAPECC_RECURSION_END\n" : "") << "\n";
      }
      if (split || scope.needsPrototypes)
        sd << text->attributes << inlineSpec << text->signature << ";\n";
      sf << text->attributes << inlineSpec << text->signature << " "
         << text->body << "\n";
      texts[func] = std::move(*text);
    }
    std::string registry;
    if (scope.library) {
      FailureOr<std::string> text = emitRegistry(scope.library, texts);
      if (failed(text))
        return failure();
      registry = std::move(*text);
    }
    std::string open, close;
    if (!scope.nestedNamespace.empty()) {
      open = "namespace " + scope.nestedNamespace + " {\n\n";
      close = "} // namespace " + scope.nestedNamespace + "\n\n";
    }
    if (split) {
      decls << open << scopeDecls << (scopeDecls.empty() ? "" : "\n")
            << registry << close;
      if (!scopeDefs.empty())
        defs << open << scopeDefs << close;
    } else {
      decls << open << scopeDecls << (scopeDecls.empty() ? "" : "\n")
            << scopeDefs << registry << close;
    }
  }
  return result;
}

/// `text` with the file-level placeholders filled from `options`.
std::string renderFileTemplate(StringRef text, const EmitOptions &options) {
  bool throws = options.errors == ErrorPolicy::Throw;
  StringRef policy = throws ? "throw" : "status";
  // Throw-policy code says why it does not compile without exceptions, and
  // its body, in the #else of that test, adds no errors after the #error.
  StringRef exceptionsRequired =
      throws ? StringRef(templates::kThrowRequiresExceptions) : StringRef();
  StringRef exceptionsGuard =
      throws ? StringRef(templates::kThrowSourceGuard) : StringRef();
  StringRef exceptionsEnd =
      throws ? StringRef(templates::kThrowRequiresExceptionsEnd) : StringRef();
  return renderTemplate(text, {{"VERSION", options.version},
                               {"SOURCE", commentText(options.sourceName)},
                               {"POLICY", policy},
                               {"EXCEPTIONS_REQUIRED", exceptionsRequired},
                               {"EXCEPTIONS_GUARD", exceptionsGuard},
                               {"EXCEPTIONS_END", exceptionsEnd},
                               {"NAMESPACE", options.cppNamespace},
                               {"HEADER", options.headerInclude}});
}

} // namespace

LogicalResult shapecc::emitHeader(ModuleOp module, const EmitOptions &options,
                                  raw_ostream &os) {
  FailureOr<EmittedModule> emitted =
      emitModule(module, options, Layout::SingleHeader);
  if (failed(emitted))
    return failure();
  os << renderFileTemplate(templates::kHeaderPrologue, options)
     << emitted->declarations
     << renderFileTemplate(templates::kEpilogue, options);
  return success();
}

LogicalResult shapecc::emitSplit(ModuleOp module, const EmitOptions &options,
                                 raw_ostream &header, raw_ostream &source) {
  FailureOr<EmittedModule> emitted = emitModule(module, options, Layout::Split);
  if (failed(emitted))
    return failure();
  header << renderFileTemplate(templates::kHeaderPrologue, options)
         << emitted->declarations
         << renderFileTemplate(templates::kEpilogue, options);
  source << renderFileTemplate(templates::kSourcePrologue, options)
         << emitted->definitions
         << renderFileTemplate(templates::kEpilogue, options);
  return success();
}
