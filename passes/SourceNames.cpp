//===- SourceNames.cpp - keep the source's SSA names through the passes ---===//

#include "SourceNames.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace {

/// The identifier of an SSA definition such as `%lhs_shape`, or "" for a
/// numeric one such as `%0`.
StringRef nameAt(llvm::SMRange range) {
  StringRef text(range.Start.getPointer(),
                 range.End.getPointer() - range.Start.getPointer());
  text.consume_front("%");
  if (text.empty() || llvm::isDigit(text.front()))
    return "";
  return text;
}

Location named(Location loc, StringRef name) {
  return NameLoc::get(StringAttr::get(loc.getContext(), name), loc);
}

} // namespace

void shapecc::recordSourceNames(const AsmParserState &state) {
  for (const AsmParserState::OperationDefinition &def : state.getOpDefs()) {
    Operation *op = def.op;
    unsigned numResults = op->getNumResults();
    if (numResults == 0 || def.resultGroups.empty())
      continue;
    SmallVector<std::string> names(numResults);
    bool anyName = false;
    for (auto [index, group] : llvm::enumerate(def.resultGroups)) {
      unsigned end = index + 1 < def.resultGroups.size()
                         ? def.resultGroups[index + 1].startIndex
                         : numResults;
      StringRef name = nameAt(group.definition.loc);
      if (name.empty())
        continue;
      anyName = true;
      for (unsigned result = group.startIndex; result < end; ++result)
        names[result] =
            end - group.startIndex == 1
                ? name.str()
                : (name + "_" + Twine(result - group.startIndex)).str();
    }
    if (anyName)
      op->setLoc(named(op->getLoc(), llvm::join(names, ",")));
  }
  for (const AsmParserState::BlockDefinition &def : state.getBlockDefs())
    for (auto [arg, argDef] :
         llvm::zip(def.block->getArguments(), def.arguments)) {
      StringRef name = nameAt(argDef.loc);
      if (!name.empty())
        arg.setLoc(named(arg.getLoc(), name));
    }
}

std::string shapecc::sourceName(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    if (auto loc = dyn_cast<NameLoc>(arg.getLoc()))
      return loc.getName().str();
    return "";
  }
  auto result = cast<OpResult>(value);
  auto loc = dyn_cast<NameLoc>(result.getOwner()->getLoc());
  if (!loc)
    return "";
  SmallVector<StringRef> names;
  loc.getName().getValue().split(names, ',');
  unsigned index = result.getResultNumber();
  return index < names.size() ? names[index].str() : "";
}

namespace {

/// Reads the source names from the text at each definition's location, as
/// recordSourceNames would from an AsmParserState (whose bookkeeping cost
/// about 0.5 s of CPU at 10,000 functions). The parser locates an op at its
/// name and a block argument at its `%name`, so an op's results are the `%a,
/// %b:2 =` right before its location. Fails (changing nothing) wherever the
/// text is not what that implies.
class TextNames {
public:
  explicit TextNames(const llvm::SourceMgr &sourceMgr) {
    const llvm::MemoryBuffer *main =
        sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
    buffer = main->getBuffer();
    bufferName = main->getBufferIdentifier();
    lineStarts.push_back(0);
    for (size_t i = 0; i < buffer.size(); ++i)
      if (buffer[i] == '\n')
        lineStarts.push_back(i + 1);
  }

  LogicalResult record(Block &block);

private:
  /// The offset of `loc` in the main buffer, or nullopt if it is no
  /// position there.
  std::optional<size_t> offsetOf(Location loc) const;
  /// The result names of `op` (one entry per result, "" for none).
  FailureOr<SmallVector<std::string>> resultNames(Operation *op) const;

  StringRef buffer, bufferName;
  /// The offset of each line's first character.
  std::vector<size_t> lineStarts;
};

bool isIdChar(char c) {
  return llvm::isAlnum(c) || StringRef("$._-").contains(c);
}

std::optional<size_t> TextNames::offsetOf(Location loc) const {
  auto file = dyn_cast<FileLineColLoc>(loc);
  if (!file || file.getFilename() != bufferName || file.getLine() == 0 ||
      file.getLine() > lineStarts.size() || file.getColumn() == 0)
    return std::nullopt;
  size_t at = lineStarts[file.getLine() - 1] + file.getColumn() - 1;
  if (at >= buffer.size())
    return std::nullopt;
  return at;
}

FailureOr<SmallVector<std::string>>
TextNames::resultNames(Operation *op) const {
  std::optional<size_t> at = offsetOf(op->getLoc());
  if (!at)
    return failure();
  // The op's name (or its name without the default dialect, or the generic
  // form's quote) is at the location.
  StringRef rest = buffer.drop_front(*at);
  StringRef name = op->getName().getStringRef();
  if (!rest.starts_with(name) && !rest.starts_with(name.split('.').second) &&
      !rest.starts_with("\""))
    return failure();
  // Backwards: `=`, then groups `%id` or `%id:count` separated by commas.
  size_t i = *at;
  auto skipSpace = [&] {
    while (i > 0 && llvm::isSpace(buffer[i - 1]))
      --i;
  };
  auto idBefore = [&]() -> StringRef {
    size_t end = i;
    while (i > 0 && isIdChar(buffer[i - 1]))
      --i;
    return buffer.slice(i, end);
  };
  skipSpace();
  if (i == 0 || buffer[i - 1] != '=')
    return failure();
  --i;
  SmallVector<std::pair<StringRef, unsigned>> groups;
  while (true) {
    skipSpace();
    StringRef id = idBefore();
    unsigned count = 1;
    if (i > 0 && buffer[i - 1] == ':') {
      if (id.getAsInteger(10, count) || count == 0)
        return failure();
      --i;
      id = idBefore();
    }
    if (id.empty() || i == 0 || buffer[i - 1] != '%')
      return failure();
    --i;
    groups.push_back({id, count});
    skipSpace();
    if (i == 0 || buffer[i - 1] != ',')
      break;
    --i;
  }
  std::reverse(groups.begin(), groups.end());
  SmallVector<std::string> names;
  for (auto [id, count] : groups)
    for (unsigned index = 0; index < count; ++index)
      names.push_back(llvm::isDigit(id.front()) ? ""
                      : count == 1 ? id.str()
                                   : (id + "_" + Twine(index)).str());
  if (names.size() != op->getNumResults())
    return failure();
  return names;
}

LogicalResult TextNames::record(Block &block) {
  SmallVector<std::pair<Operation *, std::string>> opNames;
  SmallVector<std::pair<BlockArgument, StringRef>> argNames;
  WalkResult walk = block.walk([&](Operation *op) {
    if (op->getNumResults() != 0) {
      FailureOr<SmallVector<std::string>> names = resultNames(op);
      if (failed(names))
        return WalkResult::interrupt();
      if (llvm::any_of(*names, [](const std::string &n) { return !n.empty(); }))
        opNames.push_back({op, llvm::join(*names, ",")});
    }
    for (Region &region : op->getRegions())
      for (Block &inner : region)
        for (BlockArgument arg : inner.getArguments()) {
          std::optional<size_t> at = offsetOf(arg.getLoc());
          if (!at)
            return WalkResult::interrupt();
          // An argument the parser made without a `%name` has none.
          if (!buffer.drop_front(*at).starts_with("%"))
            continue;
          StringRef id = buffer.drop_front(*at + 1).take_while(isIdChar);
          if (!id.empty() && !llvm::isDigit(id.front()))
            argNames.push_back({arg, id});
        }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  for (auto &[op, names] : opNames)
    op->setLoc(named(op->getLoc(), names));
  for (auto [arg, name] : argNames)
    arg.setLoc(named(arg.getLoc(), name));
  return success();
}

/// The parsed top-level ops of `block` as one module.
OwningOpRef<ModuleOp> takeModule(Block &block, const llvm::SourceMgr &sourceMgr,
                                 MLIRContext &context) {
  if (llvm::hasSingleElement(block))
    if (auto module = dyn_cast<ModuleOp>(block.front())) {
      module->remove();
      return module;
    }
  StringRef file = sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())
                       ->getBufferIdentifier();
  auto module = ModuleOp::create(FileLineColLoc::get(&context, file, 1, 1));
  module.getBody()->getOperations().splice(module.getBody()->begin(),
                                           block.getOperations());
  return module;
}

} // namespace

OwningOpRef<ModuleOp>
shapecc::parseWithSourceNames(const llvm::SourceMgr &sourceMgr,
                              MLIRContext &context) {
  ParserConfig config(&context);
  // Explicit locations (`loc(...)`) break the text's correspondence to
  // locations: only text without them takes the fast path.
  StringRef text =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer();
  if (!text.contains("loc(")) {
    Block block;
    if (failed(parseAsmSourceFile(sourceMgr, &block, config)))
      return nullptr;
    if (succeeded(TextNames(sourceMgr).record(block)))
      return takeModule(block, sourceMgr, context);
  }
  Block block;
  AsmParserState state;
  if (failed(parseAsmSourceFile(sourceMgr, &block, config, &state)))
    return nullptr;
  recordSourceNames(state);
  return takeModule(block, sourceMgr, context);
}
