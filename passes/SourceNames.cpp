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

OwningOpRef<ModuleOp>
shapecc::parseWithSourceNames(const llvm::SourceMgr &sourceMgr,
                              MLIRContext &context) {
  Block block;
  AsmParserState state;
  ParserConfig config(&context);
  if (failed(parseAsmSourceFile(sourceMgr, &block, config, &state)))
    return nullptr;
  recordSourceNames(state);
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
