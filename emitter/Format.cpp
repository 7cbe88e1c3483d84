//===- Format.cpp - clang-format the emitted C++ in process ---------------===//
//
// The emitted C++ is formatted by clang's libFormat, then every check is put
// back on one line: a reader scans checks line by line, like Halide's.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

#include "clang/Format/Format.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/Parallel.h"

#include <optional>
#include <vector>

using llvm::StringRef;

/// Whether `line` starts a check statement (the lines CppEmitter::emitCheck
/// writes).
static bool startsCheck(StringRef line) {
  line = line.ltrim();
  return line.starts_with("SHAPECC_RETURN_IF_ERROR(") ||
         (line.starts_with("shapecc::") && line.contains("shapecc::Throw>("));
}

/// Whether `line` ends a statement (possibly before a trailing comment).
static bool endsStatement(StringRef line) {
  size_t comment = line.find("; //");
  if (comment != StringRef::npos)
    return true;
  return line.rtrim().ends_with(";");
}

/// `code` with each check statement that formatting wrapped joined back
/// into one line. clang-format breaks only between tokens, so joining the
/// pieces with one space (none after an opening or before a closing
/// bracket) restores the statement.
static std::string joinChecks(StringRef code) {
  std::string out;
  out.reserve(code.size());
  while (!code.empty()) {
    auto [line, rest] = code.split('\n');
    bool lastLine = rest.data() == nullptr || line.end() == code.end();
    code = rest;
    out += line;
    if (startsCheck(line)) {
      StringRef joined = line;
      while (!endsStatement(joined) && !code.empty()) {
        auto [nextLine, after] = code.split('\n');
        lastLine = nextLine.end() == code.end();
        code = after;
        StringRef next = nextLine.trim();
        char last = out.empty() ? ' ' : out.back();
        bool tight = StringRef("([{").contains(last) ||
                     (!next.empty() && StringRef(")]}").contains(next.front()));
        if (!tight)
          out += ' ';
        out += next;
        joined = next;
      }
    }
    if (!lastLine)
      out += '\n';
  }
  return out;
}

/// Parses `style` like clang-format's -style, but never looks in files:
/// output must not depend on where shapecc runs.
static std::optional<clang::format::FormatStyle> parseStyle(StringRef style) {
  clang::format::FormatStyle formatStyle;
  if (style.starts_with("{")) {
    formatStyle = clang::format::getLLVMStyle();
    if (clang::format::parseConfiguration(style, &formatStyle))
      return std::nullopt;
  } else if (!clang::format::getPredefinedStyle(
                 style, clang::format::FormatStyle::LK_Cpp, &formatStyle)) {
    return std::nullopt;
  }
  return formatStyle;
}

/// `code` formatted by one libFormat run over all of it.
static std::optional<std::string>
reformat(StringRef code, const clang::format::FormatStyle &style) {
  clang::tooling::Replacements replacements = clang::format::reformat(
      style, code, {clang::tooling::Range(0, code.size())}, "shapecc.hpp");
  llvm::Expected<std::string> formatted =
      clang::tooling::applyAllReplacements(code, replacements);
  if (!formatted) {
    llvm::consumeError(formatted.takeError());
    return std::nullopt;
  }
  return std::move(*formatted);
}

//===----------------------------------------------------------------------===//
// The fast path: function definitions one at a time, layouts reused
//===----------------------------------------------------------------------===//
//
// libFormat lexes, parses and annotates the whole file before it lays out a
// line, so formatting time grows with the file (and memory to ~2 GB at 10,000
// functions). In the LLVM style a function definition at namespace level
// (namespaces are not indented) formats the same alone as in its file: no
// option aligns across definitions, and the blank lines between definitions
// only collapse to MaxEmptyLinesToKeep. So:
//
//  1. Cut the file into runs of function definitions and the rest (the
//     skeleton), where each run becomes one placeholder declaration.
//  2. Key each definition by its text with the characters that never decide
//     a layout masked: digits in numbers and in most identifiers, letters and
//     digits inside string literals. Lengths and everything else are kept, so
//     definitions with one key have one layout.
//  3. Format each key's text once; when libFormat changed only whitespace,
//     reuse its layout for every definition with that key (otherwise format
//     each definition itself). Format the skeleton once and put the runs in
//     place of their placeholders. The libFormat runs on definitions are
//     independent and spread over threads; each result has its place. A
//     definition that does not mention `namespace` or `using` skips the two
//     libFormat passes that only fix namespace comments and sort using
//     declarations (they would find nothing to change, at the cost of
//     lexing and parsing it twice more).
//
// Anything the cutting does not recognize stays in the skeleton, so the
// result never depends on these assumptions holding for unusual text. The
// format-equivalence test compares both paths on a broad corpus.

namespace {

bool isIdentifierStart(char c) { return llvm::isAlpha(c) || c == '_'; }
bool isIdentifierChar(char c) { return llvm::isAlnum(c) || c == '_'; }

/// The end (one past the closing quote) of the string or character literal
/// that starts at `text[begin]`, on the same line; nullopt if unterminated.
std::optional<size_t> literalEnd(StringRef text, size_t begin) {
  char quote = text[begin];
  for (size_t i = begin + 1; i < text.size() && text[i] != '\n'; ++i) {
    if (text[i] == '\\')
      ++i;
    else if (text[i] == quote)
      return i + 1;
  }
  return std::nullopt;
}

/// `text` (a function definition) with digits and string contents masked,
/// same length and same whitespace; nullopt for text the masking does not
/// understand (raw strings, preprocessor lines, literal suffixes).
std::optional<std::string> layoutKey(StringRef text) {
  std::string key = text.str();
  size_t i = 0, n = text.size();
  while (i < n) {
    char c = text[i];
    if (c == '/' && i + 1 < n && text[i + 1] == '/') {
      i = text.find('\n', i);
      if (i == StringRef::npos)
        break;
      continue;
    }
    if (c == '/' && i + 1 < n && text[i + 1] == '*') {
      i = text.find("*/", i + 2);
      if (i == StringRef::npos)
        return std::nullopt;
      i += 2;
      continue;
    }
    if (c == '#' || c == '\\' || static_cast<unsigned char>(c) >= 0x80)
      return std::nullopt;
    if (c == '\'' || c == '"') {
      std::optional<size_t> end = literalEnd(text, i);
      if (!end || (*end < n && isIdentifierChar(text[*end])))
        return std::nullopt; // unterminated, or a user-defined literal
      // String contents are masked unless they hold an escape or follow
      // `extern` (`extern "C"`); character literals stay as they are.
      StringRef contents = text.slice(i + 1, *end - 1);
      if (c == '"' && !contents.contains('\\') &&
          !StringRef(text.data(), i).rtrim().ends_with("extern"))
        for (size_t j = i + 1; j + 1 < *end; ++j)
          if (llvm::isAlpha(text[j]))
            key[j] = 'a';
          else if (llvm::isDigit(text[j]))
            key[j] = '0';
      i = *end;
      continue;
    }
    if (llvm::isDigit(c)) {
      size_t end = i;
      while (end < n && (isIdentifierChar(text[end]) || text[end] == '.' ||
                         text[end] == '\''))
        ++end;
      StringRef number = text.slice(i, end);
      // Plain decimal integers other than 0 (`= 0` can be special).
      if (number != "0" && llvm::all_of(number, llvm::isDigit))
        for (size_t j = i; j < end; ++j)
          key[j] = '1';
      i = end;
      continue;
    }
    if (isIdentifierStart(c)) {
      size_t end = i;
      while (end < n && isIdentifierChar(text[end]))
        ++end;
      if (end < n && (text[end] == '"' || text[end] == '\''))
        return std::nullopt; // an encoding prefix or raw string
      StringRef identifier = text.slice(i, end);
      // Digits in names matter to libFormat only in type names such as
      // int64_t and char16_t, and in reserved names.
      if (!identifier.starts_with("_") && !identifier.ends_with("_t"))
        for (size_t j = i; j < end; ++j)
          if (llvm::isDigit(text[j]))
            key[j] = '0';
      i = end;
      continue;
    }
    ++i;
  }
  return key;
}

/// The text without its whitespace.
std::string withoutWhitespace(StringRef text) {
  std::string out;
  out.reserve(text.size());
  for (char c : text)
    if (!llvm::isSpace(c))
      out += c;
  return out;
}

/// One function definition: its lines [begin, end) and the blank lines
/// before it inside its run.
struct Definition {
  size_t begin, end;
  size_t blankLinesBefore;
};

/// Whether `line` (trimmed) could open a function definition at namespace
/// level: a declaration with a parameter list that ends in the body's `{`.
bool opensDefinition(StringRef line) {
  if (!line.ends_with("{") || !line.contains('(') || line.starts_with("}"))
    return false;
  for (StringRef word :
       {"namespace", "inline namespace", "struct", "class", "union", "enum",
        "extern", "template", "using", "typedef", "#", "/"})
    if (line.starts_with(word))
      return false;
  return true;
}

/// Brace depth change of one line of code outside literals and comments (a
/// preprocessor line changes nothing); nullopt if the line has anything the
/// scan does not understand.
std::optional<int> braceDelta(StringRef line) {
  if (line.ltrim().starts_with("#"))
    return line.rtrim().ends_with("\\") ? std::nullopt : std::optional<int>(0);
  int delta = 0;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (c == '/' && i + 1 < line.size() && line[i + 1] == '/')
      return delta;
    if (c == '/' && i + 1 < line.size() && line[i + 1] == '*') {
      i = line.find("*/", i + 2);
      if (i == StringRef::npos)
        return std::nullopt;
      ++i;
    } else if (c == '"' || c == '\'') {
      if (i > 0 && isIdentifierChar(line[i - 1]))
        return std::nullopt; // a prefixed, raw or separated literal
      std::optional<size_t> end = literalEnd(line, i);
      if (!end)
        return std::nullopt;
      i = *end - 1;
    } else if (c == '{') {
      ++delta;
    } else if (c == '}') {
      --delta;
    } else if (c == '\\' || c == '#') {
      return std::nullopt;
    }
  }
  return delta;
}

/// The placeholders' name: emitted identifiers never hold a double
/// underscore, and text that holds this name anyway is formatted whole.
constexpr const char *kPlaceholderName = "shapecc__format_run_";

/// The declaration that stands for run `index` of definitions in the
/// skeleton.
std::string placeholder(size_t index) {
  return "void " + std::string(kPlaceholderName) + std::to_string(index) +
         "();";
}

/// `text` laid out as `layout`, whose characters other than whitespace are
/// those of `text`'s layout key (same count, same order): the whitespace of
/// `layout` and everything else from `text`.
std::string withLayout(StringRef text, StringRef layout) {
  std::string out;
  out.reserve(layout.size());
  size_t source = 0;
  for (char c : layout) {
    if (llvm::isSpace(c)) {
      out += c;
      continue;
    }
    while (llvm::isSpace(text[source]))
      ++source;
    out += text[source++];
  }
  return out;
}

class ChunkedFormatter {
public:
  ChunkedFormatter(const clang::format::FormatStyle &style,
                   shapecc::FormatStatistics &statistics)
      : style(style), plainStyle(style), statistics(statistics) {
    plainStyle.FixNamespaceComments = false;
    plainStyle.SortUsingDeclarations = clang::format::FormatStyle::SUD_Never;
  }

  std::optional<std::string> format(StringRef code);

private:
  /// The formatted text of each definition (no trailing newline).
  std::optional<std::vector<std::string>>
  formatDefinitions(llvm::ArrayRef<StringRef> texts);
  /// libFormat on each of `texts`, spread over threads.
  std::vector<std::optional<std::string>>
  reformatAll(llvm::ArrayRef<StringRef> texts);

  const clang::format::FormatStyle &style;
  /// `style` without the passes that only change namespace comments and
  /// using declarations: for text with neither, the same result, faster.
  clang::format::FormatStyle plainStyle;
  shapecc::FormatStatistics &statistics;
};

std::vector<std::optional<std::string>>
ChunkedFormatter::reformatAll(llvm::ArrayRef<StringRef> texts) {
  statistics.definitionRuns += texts.size();
  std::vector<std::optional<std::string>> formatted(texts.size());
  llvm::parallelFor(0, texts.size(), [&](size_t index) {
    bool plain =
        !texts[index].contains("namespace") && !texts[index].contains("using");
    formatted[index] = reformat(texts[index], plain ? plainStyle : style);
  });
  return formatted;
}

std::optional<std::vector<std::string>>
ChunkedFormatter::formatDefinitions(llvm::ArrayRef<StringRef> texts) {
  statistics.definitions += texts.size();
  std::vector<std::optional<std::string>> keys(texts.size());
  llvm::parallelFor(0, texts.size(), [&](size_t index) {
    keys[index] = layoutKey(texts[index]);
  });

  // One libFormat run per key, on the key itself, and per definition
  // without one.
  llvm::StringMap<size_t> jobOfKey;
  std::vector<StringRef> jobs;
  std::vector<size_t> jobOf(texts.size());
  for (auto [index, key] : llvm::enumerate(keys)) {
    if (!key) {
      jobOf[index] = jobs.size();
      jobs.push_back(texts[index]);
      continue;
    }
    auto [it, inserted] = jobOfKey.try_emplace(*key, jobs.size());
    if (inserted)
      jobs.push_back(*key);
    jobOf[index] = it->second;
  }
  std::vector<std::optional<std::string>> formatted = reformatAll(jobs);
  if (llvm::any_of(formatted, [](const auto &text) { return !text; }))
    return std::nullopt;
  // A key's layout is reused when libFormat changed only whitespace;
  // otherwise each definition with that key is formatted itself.
  std::vector<bool> reusable(jobs.size());
  for (size_t job = 0; job < jobs.size(); ++job)
    reusable[job] =
        withoutWhitespace(*formatted[job]) == withoutWhitespace(jobs[job]);
  std::vector<StringRef> ownJobs;
  std::vector<size_t> ownJobOf(texts.size());
  for (auto [index, key] : llvm::enumerate(keys))
    if (key && !reusable[jobOf[index]]) {
      ownJobOf[index] = ownJobs.size();
      ownJobs.push_back(texts[index]);
    }
  std::vector<std::optional<std::string>> ownFormatted = reformatAll(ownJobs);
  if (llvm::any_of(ownFormatted, [](const auto &text) { return !text; }))
    return std::nullopt;

  std::vector<std::string> out(texts.size());
  for (auto [index, key] : llvm::enumerate(keys)) {
    if (!key)
      out[index] = std::move(*formatted[jobOf[index]]);
    else if (!reusable[jobOf[index]])
      out[index] = std::move(*ownFormatted[ownJobOf[index]]);
    else
      out[index] = withLayout(texts[index], *formatted[jobOf[index]]);
  }
  return out;
}

std::optional<std::string> ChunkedFormatter::format(StringRef code) {
  // libFormat derives line endings and the encoding from its input: a
  // definition alone must not differ there from the whole file.
  const auto *bytes = reinterpret_cast<const llvm::UTF8 *>(code.data());
  if (code.contains(kPlaceholderName) || code.contains('\r') ||
      !llvm::isLegalUTF8String(&bytes, bytes + code.size()))
    return std::nullopt;
  llvm::SmallVector<StringRef> lines;
  code.split(lines, '\n');

  // Find the definitions: scan lines keeping the brace depth, and which open
  // braces are namespaces.
  llvm::SmallVector<Definition> definitions;
  llvm::SmallVector<bool> namespaceBraces;
  auto atNamespaceLevel = [&] {
    return llvm::all_of(namespaceBraces, [](bool ns) { return ns; });
  };
  auto endsDeclaration = [](StringRef line) {
    line = line.rtrim();
    return line.empty() || line.ends_with(";") || line.ends_with("{") ||
           line.ends_with("}");
  };
  for (size_t i = 0; i < lines.size(); ++i) {
    StringRef line = lines[i].trim();
    if (atNamespaceLevel() && opensDefinition(line) &&
        (i == 0 || endsDeclaration(lines[i - 1]))) {
      // The definition ends where the depth is back, on a line that is only
      // `}` and is followed by nothing that could continue it.
      int depth = 0;
      size_t end = i;
      for (; end < lines.size(); ++end) {
        // Preprocessor conditionals may span definitions: those stay in the
        // skeleton.
        std::optional<int> delta = braceDelta(lines[end]);
        if (!delta || lines[end].ltrim().starts_with("#"))
          break;
        depth += *delta;
        if (depth <= 0)
          break;
      }
      if (end < lines.size() && depth == 0 && lines[end].trim() == "}") {
        StringRef next = end + 1 < lines.size() ? lines[end + 1].ltrim() : "";
        if (next.empty() || isIdentifierStart(next.front()) ||
            StringRef("[}").contains(next.front())) {
          definitions.push_back({i, end + 1, 0});
          i = end;
          continue;
        }
      }
    }
    std::optional<int> delta = braceDelta(lines[i]);
    if (!delta)
      return std::nullopt;
    for (int open = 0; open < *delta; ++open)
      namespaceBraces.push_back(line.starts_with("namespace ") ||
                                line.starts_with("inline namespace "));
    for (int close = 0; close < -*delta; ++close) {
      if (namespaceBraces.empty())
        return std::nullopt;
      namespaceBraces.pop_back();
    }
  }

  // Group definitions separated only by blank lines into runs; each run is
  // one placeholder in the skeleton.
  std::string skeleton;
  skeleton.reserve(code.size() / 8);
  llvm::SmallVector<llvm::SmallVector<Definition>> runs;
  size_t line = 0;
  for (const Definition &found : definitions) {
    Definition definition = found;
    definition.blankLinesBefore = definition.begin - line;
    bool onlyBlankLines =
        llvm::all_of(llvm::ArrayRef(lines).slice(line, definition.begin - line),
                     [](StringRef l) { return l.trim().empty(); });
    if (!runs.empty() && onlyBlankLines) {
      runs.back().push_back(definition);
    } else {
      for (; line < definition.begin; ++line)
        skeleton += lines[line].str() + "\n";
      // Twice: a namespace of one line is short, and gets no closing
      // comment from FixNamespaceComments, but a definition is never one.
      skeleton +=
          placeholder(runs.size()) + "\n" + placeholder(runs.size()) + "\n";
      runs.emplace_back().push_back(definition);
    }
    line = definition.end;
  }
  for (; line < lines.size(); ++line) {
    skeleton += lines[line];
    if (line + 1 < lines.size())
      skeleton += '\n';
  }

  std::optional<std::string> formattedSkeleton = reformat(skeleton, style);
  if (!formattedSkeleton)
    return std::nullopt;

  // Put the runs back, each definition formatted on its own.
  std::vector<StringRef> texts;
  for (const auto &run : runs)
    for (const Definition &definition : run) {
      const char *begin = lines[definition.begin].data();
      const char *end = lines[definition.end - 1].end();
      texts.emplace_back(begin, end - begin);
    }
  std::optional<std::vector<std::string>> formatted = formatDefinitions(texts);
  if (!formatted)
    return std::nullopt;
  size_t nextDefinition = 0;
  std::string out;
  out.reserve(code.size() + code.size() / 4);
  llvm::SmallVector<StringRef> skeletonLines;
  StringRef(*formattedSkeleton).split(skeletonLines, '\n');
  size_t nextRun = 0;
  for (size_t l = 0; l < skeletonLines.size(); ++l) {
    if (nextRun < runs.size() && l + 1 < skeletonLines.size() &&
        skeletonLines[l] == placeholder(nextRun) &&
        skeletonLines[l + 1] == placeholder(nextRun)) {
      ++l;
      for (auto [index, definition] : llvm::enumerate(runs[nextRun])) {
        if (index > 0)
          out += std::string(1 + std::min<size_t>(definition.blankLinesBefore,
                                                  style.MaxEmptyLinesToKeep),
                             '\n');
        out += StringRef((*formatted)[nextDefinition++]).rtrim();
      }
      ++nextRun;
    } else {
      out += skeletonLines[l];
    }
    if (l + 1 < skeletonLines.size())
      out += '\n';
  }
  if (nextRun != runs.size())
    return std::nullopt;
  return out;
}

} // namespace

mlir::FailureOr<std::string> shapecc::formatCppWhole(StringRef code,
                                                     StringRef style) {
  std::optional<clang::format::FormatStyle> formatStyle = parseStyle(style);
  if (!formatStyle)
    return mlir::failure();
  std::optional<std::string> formatted = reformat(code, *formatStyle);
  if (!formatted)
    return mlir::failure();
  return joinChecks(*formatted);
}

mlir::FailureOr<std::string> shapecc::formatCpp(StringRef code, StringRef style,
                                                FormatStatistics *statistics) {
  std::optional<clang::format::FormatStyle> formatStyle = parseStyle(style);
  if (!formatStyle)
    return mlir::failure();
  FormatStatistics counts;
  // The cutting is proven for the LLVM style only (its options are what make
  // definitions independent); other styles format the whole file.
  if (*formatStyle == clang::format::getLLVMStyle()) {
    std::optional<std::string> formatted =
        ChunkedFormatter(*formatStyle, counts).format(code);
    if (formatted) {
      if (statistics)
        *statistics = counts;
      return joinChecks(*formatted);
    }
  }
  if (statistics)
    *statistics = FormatStatistics{0, 0, /*whole=*/true};
  return formatCppWhole(code, style);
}
