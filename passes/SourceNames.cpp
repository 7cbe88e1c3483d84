//===- SourceNames.cpp - keep the source's SSA names through the passes ---===//

#include "SourceNames.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Operation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace {

/// One `%name` or `%name:count` of an op's result list; `name` is "" for a
/// numeric one such as `%0`.
struct ResultGroup {
  StringRef name;
  unsigned count;
};

/// The name in `%id` (without the `%`), or "" when `id` is numeric.
StringRef nameOf(StringRef id) {
  id.consume_front("%");
  if (id.empty() || llvm::isDigit(id.front()))
    return "";
  return id;
}

Location named(Location loc, StringRef name) {
  return NameLoc::get(StringAttr::get(loc.getContext(), name), loc);
}

/// Names the results of `op` after `groups` (a group of several results
/// gives name_0, name_1, ...); the groups' counts add up to the results.
void nameResults(Operation *op, ArrayRef<ResultGroup> groups) {
  if (llvm::all_of(groups, [](const ResultGroup &g) { return g.name.empty(); }))
    return;
  if (groups.size() == 1 && groups[0].count == 1) {
    op->setLoc(named(op->getLoc(), groups[0].name));
    return;
  }
  SmallVector<std::string> names;
  for (const ResultGroup &group : groups)
    for (unsigned index = 0; index < group.count; ++index)
      names.push_back(group.name.empty() || group.count == 1
                          ? group.name.str()
                          : (group.name + "_" + Twine(index)).str());
  op->setLoc(named(op->getLoc(), llvm::join(names, ",")));
}

StringRef textOf(llvm::SMRange range) {
  return StringRef(range.Start.getPointer(),
                   range.End.getPointer() - range.Start.getPointer());
}

//===----------------------------------------------------------------------===//
// Names from the text at the parser's locations
//===----------------------------------------------------------------------===//
//
// Without `loc(...)` in the source, the parser gives each op the location of
// its name and each block argument the location of its `%name`, so the names
// can be read there, and AsmParserState (which records every definition and
// use, and costs a third of parsing) is not needed. The reader checks what
// it finds at each location and gives up on anything unexpected; the caller
// then parses again with AsmParserState.

bool isBareIdentifierChar(char c) {
  return llvm::isAlnum(c) || c == '_' || c == '$' || c == '.';
}

bool isSuffixIdentifierChar(char c) {
  return isBareIdentifierChar(c) || c == '-';
}

/// Whether `text` holds the keyword `loc` anywhere (also in comments and
/// strings: a false alarm only costs the slower path).
bool mayHaveExplicitLocations(StringRef text) {
  for (size_t at = text.find("loc"); at != StringRef::npos;
       at = text.find("loc", at + 3)) {
    bool startsWord = at == 0 || !isBareIdentifierChar(text[at - 1]);
    bool endsWord =
        at + 3 == text.size() || !isBareIdentifierChar(text[at + 3]);
    if (startsWord && endsWord)
      return true;
  }
  return false;
}

/// `%id` followed by something that is not part of an identifier: the id.
std::optional<StringRef> valueIdAt(StringRef text) {
  if (!text.consume_front("%"))
    return std::nullopt;
  size_t end = 0;
  while (end < text.size() && isSuffixIdentifierChar(text[end]))
    ++end;
  if (end == 0)
    return std::nullopt;
  return text.take_front(end);
}

/// The result groups of `prefix`, the text before an op's name on its line,
/// when it is exactly a result list: `%a, %b:2 =` with any spacing.
std::optional<SmallVector<ResultGroup>> parseResultList(StringRef prefix) {
  prefix = prefix.trim();
  if (!prefix.consume_back("="))
    return std::nullopt;
  SmallVector<StringRef> parts;
  prefix.split(parts, ',');
  SmallVector<ResultGroup> groups;
  for (StringRef part : parts) {
    auto [value, count] = part.split(':');
    value = value.trim();
    std::optional<StringRef> id = valueIdAt(value);
    if (!id || id->size() + 1 != value.size())
      return std::nullopt;
    ResultGroup group{nameOf(*id), 1};
    if (part.contains(':') &&
        (count.trim().getAsInteger(10, group.count) || group.count == 0))
      return std::nullopt;
    groups.push_back(group);
  }
  return groups;
}

/// Whether `text` starts with the name of `op`, in its generic (quoted),
/// custom or default-dialect (unqualified) spelling.
bool startsWithOpName(StringRef text, Operation *op) {
  StringRef name = op->getName().getStringRef();
  auto startsWithWord = [&](StringRef word) {
    return text.starts_with(word) && (text.size() == word.size() ||
                                      !isBareIdentifierChar(text[word.size()]));
  };
  if (text.consume_front("\""))
    return text.starts_with(name) &&
           text.drop_front(name.size()).starts_with("\"");
  StringRef unqualified = name.split('.').second;
  return startsWithWord(name) ||
         (!unqualified.empty() && startsWithWord(unqualified));
}

class TextNameReader {
public:
  explicit TextNameReader(const llvm::MemoryBuffer &buffer)
      : text(buffer.getBuffer()), file(buffer.getBufferIdentifier()) {
    lineStarts.push_back(0);
    for (size_t at = text.find('\n'); at != StringRef::npos;
         at = text.find('\n', at + 1))
      lineStarts.push_back(at + 1);
  }

  /// Names every op and block argument under `block`; failure as soon as
  /// something is not where the parser would have put it (some names may
  /// then be recorded already).
  LogicalResult read(Block &block) {
    WalkResult walk = block.walk([&](Operation *op) {
      if (failed(readResults(op)))
        return WalkResult::interrupt();
      for (Region &region : op->getRegions())
        for (Block &nested : region)
          for (BlockArgument arg : nested.getArguments())
            if (failed(readArgument(arg)))
              return WalkResult::interrupt();
      return WalkResult::advance();
    });
    return failure(walk.wasInterrupted());
  }

private:
  /// The text of the line of `loc` before it, and the text from `loc` on.
  std::optional<std::pair<StringRef, StringRef>> textAt(Location loc) {
    auto fileLoc = dyn_cast<FileLineColLoc>(loc);
    if (!fileLoc || fileLoc.getFilename() != file || fileLoc.getColumn() == 0)
      return std::nullopt;
    unsigned lineNumber = fileLoc.getLine();
    if (lineNumber == 0 || lineNumber > lineStarts.size())
      return std::nullopt;
    StringRef line = text.drop_front(lineStarts[lineNumber - 1]);
    size_t column = fileLoc.getColumn() - 1;
    if (line.take_front(column + 1).contains('\n') || column >= line.size())
      return std::nullopt;
    return std::make_pair(line.take_front(column), line.drop_front(column));
  }

  LogicalResult readResults(Operation *op) {
    if (op->getNumResults() == 0)
      return success();
    auto at = textAt(op->getLoc());
    if (!at || !startsWithOpName(at->second, op))
      return failure();
    std::optional<SmallVector<ResultGroup>> groups = parseResultList(at->first);
    if (!groups)
      return failure();
    unsigned count = 0;
    for (const ResultGroup &group : *groups)
      count += group.count;
    if (count != op->getNumResults())
      return failure();
    nameResults(op, *groups);
    return success();
  }

  LogicalResult readArgument(BlockArgument arg) {
    auto at = textAt(arg.getLoc());
    std::optional<StringRef> id = at ? valueIdAt(at->second) : std::nullopt;
    if (!id)
      return failure();
    StringRef name = nameOf(*id);
    if (!name.empty())
      arg.setLoc(named(arg.getLoc(), name));
    return success();
  }

  StringRef text;
  StringRef file;
  /// The offset of each line's first character.
  std::vector<size_t> lineStarts;
};

} // namespace

/// Whether `loc` holds a file position anywhere.
static bool hasFilePosition(Location loc) {
  bool found = false;
  loc->walk([&](Location inner) {
    found = isa<FileLineColLoc>(inner);
    return found ? WalkResult::interrupt() : WalkResult::advance();
  });
  return found;
}

/// `loc`, with the position of `text` in the main buffer added when it holds
/// none.
static Location withTextPosition(Location loc, llvm::SMLoc text,
                                 const llvm::SourceMgr &sourceMgr) {
  if (hasFilePosition(loc) || !text.isValid())
    return loc;
  unsigned buffer = sourceMgr.getMainFileID();
  if (sourceMgr.FindBufferContainingLoc(text) != buffer)
    return loc;
  auto [line, column] = sourceMgr.getLineAndColumn(text, buffer);
  Location position = FileLineColLoc::get(
      loc.getContext(),
      sourceMgr.getMemoryBuffer(buffer)->getBufferIdentifier(), line, column);
  return FusedLoc::get(loc.getContext(), {loc, position});
}

void shapecc::recordSourceNames(const AsmParserState &state,
                                const llvm::SourceMgr &sourceMgr) {
  for (const AsmParserState::OperationDefinition &def : state.getOpDefs()) {
    Operation *op = def.op;
    op->setLoc(withTextPosition(op->getLoc(), def.loc.Start, sourceMgr));
    unsigned numResults = op->getNumResults();
    if (numResults == 0 || def.resultGroups.empty())
      continue;
    SmallVector<ResultGroup> groups;
    for (auto [index, group] : llvm::enumerate(def.resultGroups)) {
      unsigned end = index + 1 < def.resultGroups.size()
                         ? def.resultGroups[index + 1].startIndex
                         : numResults;
      groups.push_back(
          {nameOf(textOf(group.definition.loc)), end - group.startIndex});
    }
    nameResults(op, groups);
  }
  for (const AsmParserState::BlockDefinition &def : state.getBlockDefs())
    for (auto [arg, argDef] :
         llvm::zip(def.block->getArguments(), def.arguments)) {
      arg.setLoc(withTextPosition(arg.getLoc(), argDef.loc.Start, sourceMgr));
      StringRef name = nameOf(textOf(argDef.loc));
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
  // Field `number` of the op's comma-separated list, found without splitting
  // the rest: an op of thousands of results has each result named in turn.
  auto result = cast<OpResult>(value);
  auto loc = dyn_cast<NameLoc>(result.getOwner()->getLoc());
  if (!loc)
    return "";
  StringRef list = loc.getName().getValue();
  for (unsigned number = result.getResultNumber(); number != 0; --number) {
    size_t comma = list.find(',');
    if (comma == StringRef::npos)
      return "";
    list = list.drop_front(comma + 1);
  }
  return list.take_until([](char c) { return c == ','; }).str();
}

SmallVector<std::string> shapecc::resultSourceNames(Operation *op) {
  SmallVector<std::string> names(op->getNumResults());
  auto loc = dyn_cast<NameLoc>(op->getLoc());
  if (!loc)
    return names;
  SmallVector<StringRef> listed;
  loc.getName().getValue().split(listed, ',');
  for (auto [name, given] : llvm::zip(names, listed))
    name = given.str();
  return names;
}

void shapecc::renameReplacements(Operation *op, ValueRange replacement) {
  auto loc = dyn_cast<NameLoc>(op->getLoc());
  if (!loc)
    return;
  SmallVector<std::string> names = resultSourceNames(op);
  // The new ops, each with the names of its results.
  SmallVector<std::pair<Operation *, SmallVector<std::string>>> renamed;
  // An op a pattern made for `op`: it has op's location, or one fused from
  // op's and others' (tensor.extract of a shape_of becoming tensor.dim).
  auto madeFor = [&](Operation *owner) {
    Location at = owner->getLoc();
    if (at == op->getLoc())
      return true;
    auto fused = dyn_cast<FusedLoc>(at);
    return fused && llvm::is_contained(fused.getLocations(), op->getLoc());
  };
  for (auto [name, value] : llvm::zip(names, replacement)) {
    auto result = dyn_cast_or_null<OpResult>(value);
    if (!result || result.getOwner() == op || !madeFor(result.getOwner()))
      continue;
    Operation *owner = result.getOwner();
    auto *entry =
        llvm::find_if(renamed, [&](const auto &e) { return e.first == owner; });
    if (entry == renamed.end()) {
      renamed.push_back(
          {owner, SmallVector<std::string>(owner->getNumResults())});
      entry = std::prev(renamed.end());
    }
    entry->second[result.getResultNumber()] = name;
  }
  for (auto &[owner, list] : renamed)
    owner->setLoc(
        llvm::all_of(list, [](const std::string &name) { return name.empty(); })
            ? loc.getChildLoc()
            : named(loc.getChildLoc(), llvm::join(list, ",")));
}

void shapecc::KeepSourceNames::notifyOperationReplaced(Operation *op,
                                                       ValueRange replacement) {
  renameReplacements(op, replacement);
}

/// Fails, with an error at the bracket, when `text` nests (), [], {} or <>
/// deeper than kMaxNesting: MLIR's parser recurses once per level and would
/// exhaust the stack. Strings and comments are skipped; the `>` of `->` is
/// not a bracket.
static LogicalResult checkNesting(const llvm::SourceMgr &sourceMgr,
                                  MLIRContext &context) {
  unsigned buffer = sourceMgr.getMainFileID();
  StringRef text = sourceMgr.getMemoryBuffer(buffer)->getBuffer();
  unsigned depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    switch (text[i]) {
    case '"':
      for (++i; i < text.size() && text[i] != '"' && text[i] != '\n'; ++i)
        if (text[i] == '\\')
          ++i;
      break;
    case '/':
      if (text.substr(i).starts_with("//"))
        i = std::min(text.find('\n', i), text.size());
      break;
    case '-':
      if (text.substr(i).starts_with("->"))
        ++i;
      break;
    case '(':
    case '[':
    case '{':
    case '<':
      if (++depth <= shapecc::kMaxNesting)
        break;
      {
        auto [line, column] = sourceMgr.getLineAndColumn(
            llvm::SMLoc::getFromPointer(text.data() + i), buffer);
        emitError(FileLineColLoc::get(
            &context, sourceMgr.getMemoryBuffer(buffer)->getBufferIdentifier(),
            line, column))
            << "brackets nest deeper than " << shapecc::kMaxNesting
            << " levels, shapecc's limit";
      }
      return failure();
    case ')':
    case ']':
    case '}':
    case '>':
      depth -= depth > 0;
      break;
    default:
      break;
    }
  }
  return success();
}

OwningOpRef<ModuleOp>
shapecc::parseWithSourceNames(const llvm::SourceMgr &sourceMgr,
                              MLIRContext &context, SourceNameReader reader,
                              SourceNameReader *used) {
  StringRef file = sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())
                       ->getBufferIdentifier();
  if (failed(checkNesting(sourceMgr, context)))
    return nullptr;
  ParserConfig config(&context);
  auto block = std::make_unique<Block>();
  bool fromText =
      reader == SourceNameReader::Text &&
      !mayHaveExplicitLocations(
          sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())->getBuffer());
  if (fromText) {
    if (failed(parseAsmSourceFile(sourceMgr, block.get(), config)))
      return nullptr;
    if (failed(TextNameReader(
                   *sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID()))
                   .read(*block))) {
      // Parse again. The input parsed once, so only its warnings and
      // remarks, already reported, can come again.
      fromText = false;
      block = std::make_unique<Block>();
      ScopedDiagnosticHandler quiet(&context, [](Diagnostic &diag) {
        return success(diag.getSeverity() != DiagnosticSeverity::Error);
      });
      AsmParserState state;
      if (failed(parseAsmSourceFile(sourceMgr, block.get(), config, &state)))
        return nullptr;
      recordSourceNames(state, sourceMgr);
    }
  } else {
    AsmParserState state;
    if (failed(parseAsmSourceFile(sourceMgr, block.get(), config, &state)))
      return nullptr;
    recordSourceNames(state, sourceMgr);
  }
  if (used)
    *used = fromText ? SourceNameReader::Text : SourceNameReader::ParserState;
  if (llvm::hasSingleElement(*block))
    if (auto module = dyn_cast<ModuleOp>(block->front())) {
      module->remove();
      return module;
    }
  auto module = ModuleOp::create(FileLineColLoc::get(&context, file, 1, 1));
  module.getBody()->getOperations().splice(module.getBody()->begin(),
                                           block->getOperations());
  return module;
}
