//===- Emitter.cpp - functions, names, types and dispatch -----------------===//
//
// The core of the emitter: the file skeleton (from templates/), functions and
// their signatures in both error policies, value names, sites, checks, and
// the dispatch to the per-dialect-family printers.
//
//===----------------------------------------------------------------------===//

#include "CppEmitter.h"
#include "SourceNames.h"
#include "Templates.h"

#include "mlir/Dialect/Shape/IR/Shape.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace shapecc;

namespace {

/// C++ keywords and the names emitted code uses itself.
bool isReserved(StringRef name) {
  static const llvm::StringSet<> reserved = {
      "alignas",       "alignof",     "and",
      "and_eq",        "asm",         "auto",
      "bitand",        "bitor",       "bool",
      "break",         "case",        "catch",
      "char",          "char8_t",     "char16_t",
      "char32_t",      "class",       "compl",
      "concept",       "const",       "consteval",
      "constexpr",     "constinit",   "const_cast",
      "continue",      "co_await",    "co_return",
      "co_yield",      "decltype",    "default",
      "delete",        "do",          "double",
      "dynamic_cast",  "else",        "enum",
      "explicit",      "export",      "extern",
      "false",         "float",       "for",
      "friend",        "goto",        "if",
      "inline",        "int",         "long",
      "mutable",       "namespace",   "new",
      "noexcept",      "not",         "not_eq",
      "nullptr",       "operator",    "or",
      "or_eq",         "private",     "protected",
      "public",        "register",    "reinterpret_cast",
      "requires",      "return",      "short",
      "signed",        "sizeof",      "static",
      "static_assert", "static_cast", "struct",
      "switch",        "template",    "this",
      "thread_local",  "throw",       "true",
      "try",           "typedef",     "typeid",
      "typename",      "union",       "unsigned",
      "using",         "virtual",     "void",
      "volatile",      "wchar_t",     "while",
      "xor",           "xor_eq",      "shapecc",
      "std",           "int64_t",     "int32_t",
      "int16_t",       "int8_t",      "uint64_t",
      "size_t",        "main"};
  return reserved.contains(name);
}

/// `name` made a valid, non-reserved C++ identifier; "" stays "".
std::string sanitize(StringRef name) {
  std::string id;
  for (char c : name)
    id += llvm::isAlnum(c) || c == '_' ? c : '_';
  // Identifiers with a double underscore, or an underscore and a capital
  // letter, are reserved to the implementation.
  while (id.find("__") != std::string::npos)
    id.replace(id.find("__"), 2, "_");
  if (!id.empty() && (llvm::isDigit(id.front()) || id.front() == '_'))
    id = "v" + id;
  if (isReserved(id))
    id += "_";
  return id;
}

} // namespace

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
    case '\n':
      out += "\\n";
      break;
    case '\t':
      out += "\\t";
      break;
    default:
      if (c < 0x20 || c >= 0x7f) {
        // Octal escapes take at most three digits, so the next character
        // can never be read as part of the escape.
        char buf[5];
        snprintf(buf, sizeof(buf), "\\%03o", c);
        out += buf;
      } else {
        out += c;
      }
    }
  }
  return out + "\"";
}

bool shapecc::isExtentTensor(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  return tensor && tensor.getRank() == 1 && tensor.getElementType().isIndex();
}

//===----------------------------------------------------------------------===//
// Names
//===----------------------------------------------------------------------===//

std::string CppEmitter::uniqueName(StringRef hint) {
  std::string base = sanitize(hint);
  if (base.empty())
    base = "v";
  std::string name = base;
  for (unsigned suffix = 1; function->used.contains(name); ++suffix)
    name = base + "_" + std::to_string(suffix);
  function->used.insert(name);
  return name;
}

StringRef CppEmitter::getName(Value value) {
  auto it = function->names.find(value);
  if (it != function->names.end())
    return it->second;
  std::string hint = sourceName(value);
  std::string name = uniqueName(hint.empty() ? "v0" : hint);
  return function->names[value] = name;
}

void CppEmitter::bindName(Value value, StringRef name) {
  function->names[value] = name.str();
}

void CppEmitter::declare(Value value, StringRef type, StringRef init) {
  ostream() << type << " " << getName(value) << " = " << init << ";\n";
}

//===----------------------------------------------------------------------===//
// Sites and checks
//===----------------------------------------------------------------------===//

std::optional<FileLineColLoc> CppEmitter::fileLoc(Location loc) {
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return file;
  if (auto name = dyn_cast<NameLoc>(loc))
    return fileLoc(name.getChildLoc());
  if (auto callSite = dyn_cast<CallSiteLoc>(loc))
    return fileLoc(callSite.getCaller());
  if (auto fused = dyn_cast<FusedLoc>(loc))
    for (Location inner : fused.getLocations())
      if (auto file = fileLoc(inner))
        return file;
  return std::nullopt;
}

std::string CppEmitter::site(Operation *op, std::optional<StringRef> message) {
  auto it = function->sites.find(op);
  if (it != function->sites.end())
    return it->second;
  std::optional<FileLineColLoc> loc = fileLoc(op->getLoc());
  unsigned line = loc ? loc->getLine() : 0, col = loc ? loc->getColumn() : 0;
  std::string name = uniqueName(("at_" + Twine(line) + "_" + Twine(col)).str());
  llvm::raw_string_ostream decl(function->siteDecls);
  decl << "static constexpr shapecc::Site " << name << "{"
       << cppString(options.sourceName) << ", " << line << ", " << col << ", "
       << cppString(function->name) << ", "
       << (message ? cppString(*message) : "nullptr") << "};\n";
  return function->sites[op] = name;
}

void CppEmitter::emitCheck(StringRef statusExpr, Operation *op) {
  if (throws())
    ostream() << "shapecc::throw_if_error(" << statusExpr << ");";
  else
    ostream() << "if (shapecc::Status st = " << statusExpr
              << "; !st.ok()) return st;";
  if (options.locComments)
    if (std::optional<FileLineColLoc> loc = fileLoc(op->getLoc()))
      ostream() << " // " << options.sourceName << ":" << loc->getLine() << ":"
                << loc->getColumn();
  ostream() << "\n";
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

static std::optional<std::string> scalarType(Type type) {
  if (isa<shape::SizeType, IndexType>(type))
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

FailureOr<std::string> CppEmitter::argumentType(Type type) const {
  if (isa<shape::ShapeType, TensorType>(type))
    return std::string("shapecc::ShapeView");
  if (isa<shape::ValueShapeType>(type))
    return std::string("shapecc::ValueShapeView");
  if (std::optional<std::string> scalar = scalarType(type))
    return *scalar;
  return failure();
}

FailureOr<std::string> CppEmitter::resultType(Type type) const {
  if (isa<shape::ShapeType>(type) || isExtentTensor(type))
    return std::string("shapecc::Shape");
  if (std::optional<std::string> scalar = scalarType(type))
    return *scalar;
  return failure();
}

//===----------------------------------------------------------------------===//
// Operations
//===----------------------------------------------------------------------===//

LogicalResult CppEmitter::unsupported(Operation *op, StringRef why) {
  return op->emitOpError() << "is not supported by shapecc: " << why;
}

LogicalResult CppEmitter::emitOperation(Operation &op) {
  if (std::optional<LogicalResult> result = emitShapeOp(*this, op))
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

/// The checks a function argument gets on entry: its declared rank and static
/// extents, and that no extent is negative.
static std::string argumentCheck(Type type, StringRef name, StringRef site) {
  std::string out;
  llvm::raw_string_ostream os(out);
  os << "shapecc::check_argument(" << name << ", " << cppString(name) << ", ";
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
  os << ", " << site << ")";
  return out;
}

LogicalResult CppEmitter::emitFunction(Operation *op) {
  auto func = cast<FunctionOpInterface>(op);
  if (func.isExternal())
    return unsupported(op, "a function without a body cannot be emitted");
  if (!func.getFunctionBody().hasOneBlock())
    return unsupported(op, "functions with several blocks (unstructured "
                           "control flow) are not emitted");

  FunctionState state;
  state.name = func.getName().str();
  function = &state;
  std::string bodyText;
  llvm::raw_string_ostream bodyStream(bodyText);
  raw_indented_ostream indented(bodyStream);
  body = &indented;
  auto done = llvm::make_scope_exit([&] {
    function = nullptr;
    body = nullptr;
  });

  // Signature: arguments, then (status policy) one reference per result.
  std::string cppName = uniqueName(state.name);
  SmallVector<std::string> params;
  Block &entry = func.getFunctionBody().front();
  for (BlockArgument arg : entry.getArguments()) {
    FailureOr<std::string> type = argumentType(arg.getType());
    if (failed(type))
      return emitError(arg.getLoc())
             << "argument #" << arg.getArgNumber() << " of type "
             << arg.getType() << " has no C++ mapping in shapecc";
    params.push_back(*type + " " + getName(arg).str());
  }
  state.resultTypes.assign(func.getResultTypes().begin(),
                           func.getResultTypes().end());
  SmallVector<std::string> resultCppTypes;
  for (auto [index, type] : llvm::enumerate(state.resultTypes)) {
    FailureOr<std::string> cppType = resultType(type);
    if (failed(cppType))
      return op->emitOpError() << "result #" << index << " of type " << type
                               << " has no C++ mapping in shapecc";
    resultCppTypes.push_back(*cppType);
    state.outNames.push_back(uniqueName(
        state.resultTypes.size() == 1 ? "out" : "out" + std::to_string(index)));
    if (!throws())
      params.push_back(*cppType + "& " + state.outNames.back());
  }

  // Entry checks of shaped arguments.
  for (BlockArgument arg : entry.getArguments())
    if (isa<shape::ShapeType, TensorType>(arg.getType()))
      emitCheck(argumentCheck(arg.getType(), getName(arg), site(func)), func);

  if (failed(emitBlockBody(entry)) ||
      failed(emitOperation(*entry.getTerminator())))
    return failure();

  // Assemble: signature, site table, body.
  std::string resultStruct, returnType;
  if (!throws()) {
    returnType = "[[nodiscard]] inline shapecc::Status";
  } else if (resultCppTypes.empty()) {
    returnType = "inline void";
  } else if (resultCppTypes.size() == 1) {
    returnType = "inline " + resultCppTypes.front();
  } else {
    // Several results: a struct usable with structured bindings.
    std::string structName = uniqueName(cppName + "_result");
    llvm::raw_string_ostream os(resultStruct);
    os << "struct " << structName << " {\n";
    for (auto [type, name] : llvm::zip(resultCppTypes, state.outNames))
      os << type << " " << name << ";\n";
    os << "};\n";
    returnType = "inline " + structName;
  }
  raw_ostream &os = *outStream;
  os << resultStruct << returnType << " " << cppName << "("
     << llvm::join(params, ", ") << ")" << (throws() ? "" : " noexcept")
     << " {\n"
     << state.siteDecls << bodyText << "}\n\n";
  return success();
}

LogicalResult CppEmitter::emitReturn(Operation *op, ValueRange values) {
  raw_indented_ostream &os = ostream();
  SmallVector<std::string> names;
  for (Value value : values) {
    std::string name = getName(value).str();
    if (isa<shape::ShapeType, shape::SizeType>(value.getType()) ||
        isExtentTensor(value.getType()))
      if (!isa<BlockArgument>(value))
        emitCheck("shapecc::check_valid(" + name + ", " + site(op) + ")", op);
    names.push_back(name);
  }
  if (!throws()) {
    for (auto [out, name] : llvm::zip(function->outNames, names))
      os << out << " = " << name << ";\n";
    os << "return shapecc::Status();\n";
  } else if (names.size() == 1) {
    os << "return " << names.front() << ";\n";
  } else if (!names.empty()) {
    os << "return {" << llvm::join(names, ", ") << "};\n";
  }
  return success();
}

//===----------------------------------------------------------------------===//
// The file
//===----------------------------------------------------------------------===//

LogicalResult shapecc::emitHeader(ModuleOp module, const EmitOptions &options,
                                  raw_ostream &os) {
  std::string functions;
  llvm::raw_string_ostream functionStream(functions);
  CppEmitter emitter(options, functionStream);
  WalkResult result = module.walk([&](FunctionOpInterface func) {
    if (failed(emitter.emitFunction(func)))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (result.wasInterrupted())
    return failure();
  const char *policy =
      options.errors == ErrorPolicy::Throw ? "throw" : "status";
  os << renderTemplate(templates::kHeaderPrologue,
                       {{"VERSION", options.version},
                        {"SOURCE", options.sourceName},
                        {"POLICY", policy},
                        {"NAMESPACE", options.cppNamespace}})
     << functions
     << renderTemplate(templates::kHeaderEpilogue,
                       {{"NAMESPACE", options.cppNamespace}});
  return success();
}
