//===- Format.cpp - clang-format the emitted C++ in process ---------------===//
//
// The emitted C++ is formatted by clang's libFormat, then every check is put
// back on one line: a reader scans checks line by line, like Halide's.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"

#include "clang/Format/Format.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/Parallel.h"

#include <map>
#include <optional>
#include <vector>

using llvm::StringRef;

/// Whether `text`, from `at` on, is `(` after any spaces (a style may put a
/// space before parentheses).
static bool opensAfter(StringRef text, size_t at) {
  return text.drop_front(at).ltrim(' ').starts_with("(");
}

/// Whether `line` starts a check statement (the lines CppEmitter::emitCheck
/// writes).
static bool startsCheck(StringRef line) {
  line = line.ltrim();
  StringRef macro = "SHAPECC_RETURN_IF_ERROR";
  if (line.starts_with(macro) && opensAfter(line, macro.size()))
    return true;
  // `shapecc::NAME<shapecc::Throw>(`, with the style's spaces.
  StringRef policy = "shapecc::Throw";
  size_t at = line.find(policy);
  if (!line.starts_with("shapecc::") || at == StringRef::npos)
    return false;
  StringRef after = line.drop_front(at + policy.size()).ltrim(' ');
  return after.consume_front(">") && opensAfter(after, 0);
}

/// `line` without its trailing `// comment`, if it has one outside string
/// and character literals.
static StringRef withoutLineComment(StringRef line) {
  char quote = 0;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (quote) {
      if (c == '\\')
        ++i;
      else if (c == quote)
        quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (line.substr(i).starts_with("//")) {
      return line.take_front(i);
    }
  }
  return line;
}

/// Whether `line` ends a statement, possibly before a trailing comment (a
/// `--loc-comments` location, which styles align with any number of spaces).
static bool endsStatement(StringRef line) {
  return withoutLineComment(line).rtrim().ends_with(";");
}

namespace {
/// Whether a style puts a space inside each kind of bracket, after the
/// opening one and before the closing one: `( x )`, `[ i ]`, `{ 1, 2 }`,
/// `< 2 >` (template arguments: a check holds no comparison).
struct InnerSpaces {
  bool parens, squares, braces, angles;

  explicit InnerSpaces(const clang::format::FormatStyle &style)
      : parens(style.SpacesInParens ==
                   clang::format::FormatStyle::SIPO_Custom &&
               style.SpacesInParensOptions.Other),
        squares(style.SpacesInSquareBrackets),
        braces(style.Cpp11BracedListStyle ==
               clang::format::FormatStyle::BLS_Block),
        angles(style.SpacesInAngles ==
               clang::format::FormatStyle::SIAS_Always) {}

  /// For `bracket`, one of `()[]{}<>`.
  bool inside(char bracket) const {
    switch (bracket) {
    case '<':
    case '>':
      return angles;
    case '(':
    case ')':
      return parens;
    case '[':
    case ']':
      return squares;
    default:
      return braces;
    }
  }
};
} // namespace

/// Appends `next`, the next piece of a wrapped statement, to `joined`.
/// clang-format breaks only between tokens, so one space restores the
/// statement, except after an opening or before a closing bracket where the
/// style puts none inside that bracket, and at a `::`, `.` or `->`; and a
/// string literal it split (at a narrow column limit) is one literal again.
static void appendPiece(std::string &joined, StringRef next,
                        InnerSpaces spaces) {
  char last = joined.empty() ? ' ' : joined.back();
  bool space = true;
  if (last == '"' && next.starts_with("\"")) {
    // The two pieces of one literal: emitted checks have no literals side by
    // side.
    joined.pop_back();
    next = next.drop_front();
    space = false;
  } else if (StringRef(joined).ends_with("::") || next.starts_with("::") ||
             StringRef(joined).ends_with(".") || next.starts_with(".") ||
             StringRef(joined).ends_with("->") || next.starts_with("->")) {
    space = false;
  } else if (StringRef("([{<").contains(last)) {
    space = spaces.inside(last);
  } else if (!next.empty() && StringRef(")]}>").contains(next.front())) {
    space = spaces.inside(next.front());
  }
  if (space)
    joined += ' ';
  joined += next;
}

/// `code` with each check statement that formatting wrapped joined back
/// into one line (appendPiece). A statement that may be a check wrapped
/// before the line shows it is one (a throw-policy check broken inside its
/// template arguments) is joined, and kept joined if it is one.
static std::string joinChecks(StringRef code, InnerSpaces spaces) {
  std::string out;
  out.reserve(code.size());
  while (!code.empty()) {
    auto [line, rest] = code.split('\n');
    bool lastLine = rest.data() == nullptr || line.end() == code.end();
    code = rest;
    // A throw-policy check wrapped before its `(` shows a template argument
    // list opened (or a `::`) and no parenthesis yet: parameter lines and
    // other statements are not scanned ahead.
    StringRef start = line.trim();
    bool wrappedThrowCheck =
        start.starts_with("shapecc::") && !start.contains('(') &&
        !start.contains(')') && (start.contains('<') || start.ends_with("::"));
    if ((startsCheck(line) || wrappedThrowCheck) && !endsStatement(line)) {
      std::string joined(line);
      StringRef scan = code, piece = line;
      bool scanLast = lastLine;
      while (!endsStatement(piece) && !scan.empty()) {
        auto [nextLine, after] = scan.split('\n');
        scanLast = nextLine.end() == scan.end();
        scan = after;
        piece = nextLine.trim();
        appendPiece(joined, piece, spaces);
      }
      if (startsCheck(joined)) {
        out += joined;
        code = scan;
        lastLine = scanLast;
      } else {
        out += line;
      }
    } else {
      out += line;
    }
    if (!lastLine)
      out += '\n';
  }
  return out;
}

/// Parses `style` like clang-format's -style, but never looks in files:
/// output must not depend on where shapecc runs. Gives nothing for a bad
/// style, and then `why`, if given, says why on one line: libFormat's YAML
/// diagnostics are kept, not printed.
static std::optional<clang::format::FormatStyle>
parseStyle(StringRef style, std::string *why = nullptr) {
  clang::format::FormatStyle formatStyle = clang::format::getLLVMStyle();
  if (style.starts_with("{")) {
    struct First {
      std::string message;
      bool lines;
    } first{"", style.contains('\n')};
    auto keep = [](const llvm::SMDiagnostic &diag, void *context) {
      auto *first = static_cast<First *>(context);
      if (!first->message.empty())
        return;
      llvm::raw_string_ostream os(first->message);
      os << diag.getMessage().rtrim('.') << " at ";
      if (first->lines)
        os << "line " << diag.getLineNo() << ", ";
      os << "column " << diag.getColumnNo() + 1;
    };
    std::error_code error = clang::format::parseConfiguration(
        llvm::MemoryBufferRef(style, "style"), &formatStyle,
        /*AllowUnknownOptions=*/false, keep, &first);
    if (!error)
      return formatStyle;
    if (why)
      *why = !first.message.empty() ? first.message
             : error == clang::format::ParseError::Unsuitable
                 ? "not a style for C++ (its Language must be Cpp)"
                 : error.message();
    return std::nullopt;
  }
  // libFormat also knows `none` and `InheritParentConfig`, which name no
  // style of their own: the second only marks a style to be completed from
  // `.clang-format` files, which shapecc never reads.
  static constexpr llvm::StringLiteral predefined[] = {
      "LLVM",   "Google",    "Chromium", "Mozilla",
      "WebKit", "Microsoft", "GNU",      "clang-format"};
  if (llvm::any_of(
          predefined,
          [&](StringRef name) { return style.equals_insensitive(name); }) &&
      clang::format::getPredefinedStyle(
          style, clang::format::FormatStyle::LK_Cpp, &formatStyle))
    return formatStyle;
  if (why)
    *why = "expected a predefined style (LLVM, Google, Chromium, Mozilla, "
           "WebKit, Microsoft, GNU, clang-format) or {key: value, ...}";
  return std::nullopt;
}

/// `code` formatted by one libFormat run over all of it, its includes first
/// sorted and grouped as the style says, as clang-format does (the Google
/// style puts the runtime's include after the standard headers).
static std::optional<std::string>
reformat(StringRef code, const clang::format::FormatStyle &style) {
  const std::vector<clang::tooling::Range> all = {
      clang::tooling::Range(0, code.size())};
  llvm::Expected<std::string> sorted = clang::tooling::applyAllReplacements(
      code, clang::format::sortIncludes(style, code, all, "shapecc.hpp"));
  if (!sorted) {
    llvm::consumeError(sorted.takeError());
    return std::nullopt;
  }
  clang::tooling::Replacements replacements = clang::format::reformat(
      style, *sorted, {clang::tooling::Range(0, sorted->size())},
      "shapecc.hpp");
  llvm::Expected<std::string> formatted =
      clang::tooling::applyAllReplacements(*sorted, replacements);
  if (!formatted) {
    llvm::consumeError(formatted.takeError());
    return std::nullopt;
  }
  return std::move(*formatted);
}

//===----------------------------------------------------------------------===//
// The fast path: definitions and statements apart, layouts reused
//===----------------------------------------------------------------------===//
//
// libFormat lexes, parses and annotates the whole file before it lays out a
// line, so formatting time grows with the file (and memory to ~2 GB at 10,000
// functions). In the LLVM style a function definition at namespace level
// (namespaces are not indented) formats the same alone as in its file: no
// option aligns across definitions, and the blank lines between definitions
// only collapse to MaxEmptyLinesToKeep. Inside a definition, a statement on a
// line of its own in a block is laid out by itself, from its tokens and its
// block's level: the style aligns nothing across lines but trailing comments,
// and joins a block into one line only when it holds one line. So:
//
//  1. Cut the file into runs of function definitions and the rest (the
//     skeleton), where each run becomes one placeholder declaration.
//  2. Key each definition by its text with the characters that never decide
//     a layout masked: digits in numbers and in most identifiers, letters and
//     digits inside string literals. Lengths and everything else are kept, so
//     definitions with one key have one layout. Format each key that several
//     definitions share once (steps 3-5); when libFormat changed only
//     whitespace, reuse its layout for every definition with that key
//     (otherwise, and for a key of its own, format each definition itself).
//  3. Cut a definition's simple statements out (splitStatements): each run
//     of them stands as one or two placeholder statements, so no block
//     changes between one line and more, and the first line stands as a
//     fixed one when the body has two lines or more. A definition with a
//     line that is not a block opener, a closer or a simple statement stays
//     whole.
//  4. Format the definitions' skeletons, once per key. The placeholders'
//     indentation gives each statement's level.
//  5. Lay out first lines and statements once per key (and level), many in
//     one function per libFormat run (statements in blocks nested to their
//     level), and put them in place of their placeholders.
//  6. Format the file's skeleton once and put the runs in place of their
//     placeholders.
//
// Definitions are formatted several per libFormat run, between declarations
// that separate them, which saves most of a run's fixed cost (a source
// manager and keyword tables). The runs are independent and spread over
// threads; each result has its place, and how texts are grouped into runs
// depends on the texts alone. A run whose texts do not mention `namespace` or
// `using` skips the two libFormat passes that only fix namespace comments and
// sort using declarations (they would find nothing to change, at the cost of
// lexing and parsing it twice more).
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
          !StringRef(text.data(), i).rtrim().ends_with("extern")) {
        for (size_t j = i + 1; j + 1 < *end; ++j) {
          if (llvm::isAlpha(text[j]))
            key[j] = 'a';
          else if (llvm::isDigit(text[j]))
            key[j] = '0';
        }
      }
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
  /// Lines from a `// clang-format off` to a `// clang-format on` (both
  /// whole lines at namespace level): libFormat leaves them as they are, so
  /// they are kept out of its input (it still parses such lines, in time and
  /// memory that grow faster than their count: docs/testing.md, N5).
  bool verbatim = false;
};

constexpr llvm::StringLiteral kFormatOff = "// clang-format off";
constexpr llvm::StringLiteral kFormatOn = "// clang-format on";

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

/// The prefix of every name the fast path puts into text it formats:
/// emitted identifiers never hold a double underscore, and text that holds
/// the prefix anyway is formatted whole.
constexpr const char *kReservedPrefix = "shapecc__format_";

/// The declaration that stands for run `index` of definitions in the
/// skeleton.
std::string placeholder(size_t index) {
  return "void " + std::string(kReservedPrefix) + "run_" +
         std::to_string(index) + "();";
}

/// The line between two definitions formatted in one libFormat run.
constexpr const char *kDefinitionCut = "void shapecc__format_cut();";
/// The statement that stands for a cut-out statement in its definition.
constexpr const char *kStatementPlaceholder = "shapecc__format_statement;";
/// The line that stands for a definition's first line in its skeleton.
constexpr const char *kDefinitionHeader = "void shapecc__format_definition() {";
/// The function that holds statements formatted together.
constexpr const char *kStatementFunction =
    "void shapecc__format_statements() {";

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

/// What a line of a definition's body is to the statement cutting.
enum class LineKind {
  /// Anything not below: the definition is formatted whole.
  Other,
  /// One whole statement that libFormat lays out on its own wherever it
  /// stands in a block: it ends in its only `;`, has balanced brackets, no
  /// comment, preprocessor or lambda, and does not start with a keyword that
  /// makes it a declaration of another kind, a label or a control statement.
  /// Braces in it are braced initializers.
  Statement,
  /// Such a statement with a trailing `//` comment. libFormat aligns the
  /// comments of consecutive lines, so it stays in the skeleton; a line
  /// without a comment (a statement's placeholder too) ends such a sequence.
  CommentedStatement,
};

/// The kind of `line` (trimmed) that is no block opener or closer.
LineKind classifyLine(StringRef line) {
  // The attribute the emitter puts before a declaration that only keeps
  // read: the first tokens of a line, an attribute wherever the line stands.
  line.consume_front("[[maybe_unused]] ");
  if (line.empty() || !isIdentifierStart(line.front()))
    return LineKind::Other;
  StringRef word = line.take_while(isIdentifierChar);
  for (StringRef keyword :
       {"case",      "default",   "else",    "do",      "for",    "if",
        "while",     "switch",    "struct",  "class",   "union",  "enum",
        "namespace", "template",  "using",   "typedef", "extern", "public",
        "private",   "protected", "try",     "catch",   "asm",    "__asm__",
        "operator",  "friend",    "concept", "requires"})
    if (word == keyword)
      return LineKind::Other;
  LineKind kind = LineKind::Statement;
  llvm::SmallVector<char, 16> open;
  char previous = ' '; // the last character other than whitespace
  for (size_t i = 0, end = line.size(); i < end; ++i) {
    char c = line[i];
    if (c == '/' && i + 1 < end && line[i + 1] == '/') {
      if (line.ends_with("\\"))
        return LineKind::Other; // the comment goes on on the next line
      kind = LineKind::CommentedStatement;
      break;
    }
    if (static_cast<unsigned char>(c) >= 0x80 || c == '#' || c == '\\' ||
        (c == '/' && i + 1 < end && line[i + 1] == '*'))
      return LineKind::Other;
    if (previous == ';' && !llvm::isSpace(c))
      return LineKind::Other; // code after the statement's `;`
    if (c == '"' || c == '\'') {
      std::optional<size_t> literal = literalEnd(line, i);
      if (isIdentifierChar(previous) || !literal ||
          (*literal < end && isIdentifierChar(line[*literal])))
        return LineKind::Other; // a prefixed, raw, separated or UDL literal
      i = *literal - 1;
      previous = c;
      continue;
    }
    if (c == '[' && !isIdentifierChar(previous) && previous != ')' &&
        previous != ']')
      return LineKind::Other; // a lambda or an attribute, not a subscript
    if (c == '(' || c == '[' || c == '{') {
      open.push_back(c);
    } else if (c == ')' || c == ']' || c == '}') {
      char opener = c == ')' ? '(' : c == ']' ? '[' : '{';
      if (open.empty() || open.back() != opener)
        return LineKind::Other;
      open.pop_back();
    }
    if (!llvm::isSpace(c))
      previous = c;
  }
  if (!open.empty() || previous != ';')
    return LineKind::Other;
  return kind;
}

/// Whether `line` (trimmed) opens a block of statements and closes none, or
/// closes one and opens another (`} else {`), and nothing else.
bool opensBlock(StringRef line) {
  if (!line.ends_with("{"))
    return false;
  std::optional<int> delta = braceDelta(line);
  if (!delta || *delta != (line.starts_with("}") ? 0 : 1))
    return false;
  if (line == "{" || line == "} else {")
    return true;
  StringRef head = line.starts_with("} else ") ? line.drop_front(7) : line;
  for (StringRef keyword :
       {"if (", "for (", "while (", "switch (", "case ", "default:"})
    if (head.starts_with(keyword))
      return true;
  // A labeled block: `label: {`.
  StringRef label = head.take_while(isIdentifierChar);
  return !label.empty() && isIdentifierStart(label.front()) &&
         head.drop_front(label.size()) == ": {";
}

/// A definition with its simple statements cut out: each run of statements
/// on consecutive lines stands as one kStatementPlaceholder line in the
/// skeleton, or two for a run of two or more, so that a block keeps as many
/// lines as it had.
struct SplitDefinition {
  std::string skeleton;
  /// The definition's first line, up to the body's `{`, when it stands as
  /// kDefinitionHeader in the skeleton: a body of two lines or more is never
  /// joined with it, so the line's layout is its own.
  std::optional<StringRef> header;
  std::vector<StringRef> statements;
  /// The number of statements in each run.
  std::vector<size_t> runs;
};

/// `definition` split into its skeleton, header and statements; nullopt when
/// it has a line that is not a block opener, a closer or a simple statement
/// (it is then formatted whole) or has nothing to cut out. A statement that is
/// the only line of its block stays: libFormat may join such a block into
/// one line when it is short, so its length matters.
std::optional<SplitDefinition> splitStatements(StringRef definition) {
  llvm::SmallVector<StringRef, 32> lines;
  definition.split(lines, '\n');
  if (lines.size() < 3 || lines.back().trim() != "}")
    return std::nullopt;
  llvm::SmallVector<StringRef, 32> trimmed;
  for (StringRef line : lines)
    trimmed.push_back(line.trim());
  auto isOpener = [](StringRef line) { return line.ends_with("{"); };
  auto isCloser = [](StringRef line) { return line.starts_with("}"); };
  size_t last = lines.size() - 1;
  SplitDefinition split;
  llvm::SmallVector<StringRef, 32> skeleton;
  skeleton.push_back(lines.front());
  bool inRun = false;
  int depth = 1;
  for (size_t i = 1; i < last; ++i) {
    StringRef line = trimmed[i];
    bool cut = false;
    if (line == "}") {
      if (--depth < 1)
        return std::nullopt;
    } else if (opensBlock(line)) {
      depth += line.starts_with("}") ? 0 : 1;
    } else if (!line.empty()) {
      LineKind kind = classifyLine(line);
      if (kind == LineKind::Other)
        return std::nullopt;
      size_t before = i - 1, after = i + 1;
      while (trimmed[before].empty())
        --before;
      while (trimmed[after].empty())
        ++after;
      cut = kind == LineKind::Statement &&
            (!isOpener(trimmed[before]) || !isCloser(trimmed[after]));
    }
    if (!cut) {
      skeleton.push_back(line);
      inRun = false;
      continue;
    }
    split.statements.push_back(line);
    if (!inRun)
      split.runs.push_back(0);
    if (++split.runs.back() <= 2)
      skeleton.push_back(kStatementPlaceholder);
    inRun = true;
  }
  if (depth != 1)
    return std::nullopt;
  if (llvm::count_if(llvm::ArrayRef(skeleton).drop_front(),
                     [](StringRef line) { return !line.empty(); }) >= 2) {
    split.header = lines.front();
    skeleton.front() = kDefinitionHeader;
  }
  if (split.statements.empty() && !split.header)
    return std::nullopt;
  skeleton.push_back(lines.back());
  split.skeleton = llvm::join(skeleton, "\n");
  return split;
}

/// The lines of `formatted` between the lines that are `cut` (after
/// whitespace); nullopt unless there are `count` pieces.
std::optional<std::vector<std::string>>
splitAtCuts(StringRef formatted, StringRef cut, size_t count) {
  std::vector<std::string> pieces(1);
  pieces.reserve(count);
  bool first = true;
  while (!formatted.empty()) {
    auto [line, rest] = formatted.split('\n');
    formatted = rest;
    if (line.trim() == cut) {
      pieces.emplace_back();
      first = true;
      continue;
    }
    if (!first)
      pieces.back() += '\n';
    pieces.back() += line;
    first = false;
  }
  if (pieces.size() != count)
    return std::nullopt;
  return pieces;
}

/// The statements of a function formatted by formatStatements: each starts
/// on a line indented to `level`, its other lines are indented deeper, and
/// the lines indented less are the function's own. Nullopt unless there are
/// `count` statements.
std::optional<std::vector<std::string>>
splitStatementLines(StringRef formatted, unsigned level, size_t count) {
  std::vector<std::string> pieces;
  pieces.reserve(count);
  size_t indent = 2 * level;
  bool after = false; // past the last statement
  while (!formatted.empty()) {
    auto [line, rest] = formatted.split('\n');
    formatted = rest;
    size_t lineIndent = line.size() - line.ltrim(' ').size();
    if (lineIndent < indent || line.trim().empty()) {
      after = !pieces.empty();
      continue;
    }
    if (after)
      return std::nullopt;
    if (lineIndent == indent) {
      pieces.emplace_back(line);
      continue;
    }
    if (pieces.empty())
      return std::nullopt;
    pieces.back() += '\n';
    pieces.back() += line;
  }
  if (pieces.size() != count)
    return std::nullopt;
  return pieces;
}

/// Groups of consecutive indices of `texts`, each about `budget` bytes.
std::vector<std::pair<size_t, size_t>> batches(llvm::ArrayRef<size_t> sizes,
                                               size_t budget) {
  std::vector<std::pair<size_t, size_t>> out;
  size_t begin = 0, bytes = 0;
  for (size_t i = 0; i < sizes.size(); ++i) {
    bytes += sizes[i];
    if (bytes >= budget || i + 1 == sizes.size()) {
      out.push_back({begin, i + 1});
      begin = i + 1;
      bytes = 0;
    }
  }
  return out;
}

/// The bytes of text one libFormat run gets: enough to make its fixed cost
/// (setting up a source manager and keyword tables) small, few enough to
/// spread over threads.
constexpr size_t kBatchBytes = 16 * 1024;

/// Formats texts, all of them in one context (a definition alone, or a
/// statement at one level).
using FormatTexts = llvm::function_ref<std::vector<std::optional<std::string>>(
    llvm::ArrayRef<StringRef> texts, unsigned context)>;

/// Each of `texts` (each in its `contexts` entry) formatted by `format`, once
/// per layout key and context: when `format` changed only the whitespace of
/// a key, every text with that key takes its layout; any other text is
/// formatted itself. Counts the texts formatted in `layouts`.
std::vector<std::optional<std::string>>
formatPerKey(llvm::ArrayRef<StringRef> texts, llvm::ArrayRef<unsigned> contexts,
             FormatTexts format, unsigned &layouts) {
  std::vector<std::optional<std::string>> keys(texts.size());
  llvm::parallelFor(0, texts.size(), [&](size_t index) {
    keys[index] = layoutKey(texts[index]);
  });
  // Runs `format` on `jobs` grouped by context.
  auto formatAll = [&](llvm::ArrayRef<StringRef> jobs,
                       llvm::ArrayRef<unsigned> jobContexts) {
    layouts += jobs.size();
    std::vector<std::optional<std::string>> out(jobs.size());
    std::map<unsigned, std::vector<size_t>> byContext;
    for (auto [job, context] : llvm::enumerate(jobContexts))
      byContext[context].push_back(job);
    for (const auto &[context, members] : byContext) {
      std::vector<StringRef> group;
      for (size_t job : members)
        group.push_back(jobs[job]);
      std::vector<std::optional<std::string>> formatted =
          format(group, context);
      for (auto [i, job] : llvm::enumerate(members))
        out[job] = std::move(formatted[i]);
    }
    return out;
  };

  // One job per key and context that more than one text has, the key
  // itself; a text whose key is its own is formatted itself.
  llvm::DenseMap<std::pair<unsigned, StringRef>, size_t> jobOfKey;
  std::vector<size_t> uses;
  std::vector<StringRef> jobs;
  std::vector<unsigned> jobContexts;
  std::vector<size_t> jobOf(texts.size());
  for (auto [index, key] : llvm::enumerate(keys)) {
    if (!key)
      continue;
    auto [it, inserted] =
        jobOfKey.try_emplace({contexts[index], *key}, jobs.size());
    if (inserted) {
      jobs.push_back(*key);
      jobContexts.push_back(contexts[index]);
      uses.push_back(0);
    }
    jobOf[index] = it->second;
    ++uses[it->second];
  }
  // Jobs used once are dropped: their texts are formatted themselves.
  std::vector<size_t> keptJob(jobs.size());
  size_t kept = 0;
  for (size_t job = 0; job < jobs.size(); ++job) {
    keptJob[job] = kept;
    if (uses[job] > 1) {
      jobs[kept] = jobs[job];
      jobContexts[kept++] = jobContexts[job];
    }
  }
  for (auto [index, key] : llvm::enumerate(keys))
    if (key && uses[jobOf[index]] == 1)
      key.reset();
    else if (key)
      jobOf[index] = keptJob[jobOf[index]];
  jobs.resize(kept);
  jobContexts.resize(kept);
  std::vector<std::optional<std::string>> formatted =
      formatAll(jobs, jobContexts);
  std::vector<bool> reusable(jobs.size());
  for (size_t job = 0; job < jobs.size(); ++job)
    reusable[job] = formatted[job] && withoutWhitespace(*formatted[job]) ==
                                          withoutWhitespace(jobs[job]);
  std::vector<StringRef> ownJobs;
  std::vector<unsigned> ownContexts;
  std::vector<size_t> ownJobOf(texts.size());
  for (auto [index, key] : llvm::enumerate(keys))
    if (!key || !reusable[jobOf[index]]) {
      ownJobOf[index] = ownJobs.size();
      ownJobs.push_back(texts[index]);
      ownContexts.push_back(contexts[index]);
    }
  std::vector<std::optional<std::string>> ownFormatted =
      formatAll(ownJobs, ownContexts);

  std::vector<std::optional<std::string>> out(texts.size());
  llvm::parallelFor(0, texts.size(), [&](size_t index) {
    if (!keys[index] || !reusable[jobOf[index]])
      out[index] = std::move(ownFormatted[ownJobOf[index]]);
    else
      out[index] = withLayout(texts[index], *formatted[jobOf[index]]);
  });
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
  /// Each definition formatted with its simple statements cut out and laid
  /// out apart; nullopt for those libFormat failed on.
  std::vector<std::optional<std::string>>
  formatCutting(llvm::ArrayRef<StringRef> texts);
  /// Each header (a definition's first line) laid out as in its definition.
  std::vector<std::optional<std::string>>
  layOutHeaders(llvm::ArrayRef<StringRef> headers);
  /// Each statement laid out as in a block at `level` of a definition.
  std::vector<std::optional<std::string>>
  layOutStatements(llvm::ArrayRef<StringRef> statements, unsigned level);
  /// libFormat on each of `texts` (definitions), several per run, the runs
  /// spread over threads.
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
  std::vector<std::optional<std::string>> formatted(texts.size());
  // Texts that need the namespace and using passes run apart from the rest.
  std::vector<size_t> groups[2];
  for (auto [index, text] : llvm::enumerate(texts))
    groups[!text.contains("namespace") && !text.contains("using")].push_back(
        index);
  struct Batch {
    llvm::ArrayRef<size_t> indices;
    bool plain;
  };
  std::vector<Batch> work;
  for (bool plain : {false, true}) {
    llvm::ArrayRef<size_t> group = groups[plain];
    std::vector<size_t> sizes;
    for (size_t index : group)
      sizes.push_back(texts[index].size());
    for (auto [begin, end] : batches(sizes, kBatchBytes))
      work.push_back({group.slice(begin, end - begin), plain});
  }
  statistics.libFormatRuns += work.size();
  llvm::parallelFor(0, work.size(), [&](size_t b) {
    const Batch &batch = work[b];
    const clang::format::FormatStyle &batchStyle =
        batch.plain ? plainStyle : style;
    std::string joined;
    for (size_t index : batch.indices) {
      if (!joined.empty())
        joined += std::string("\n") + kDefinitionCut + "\n";
      joined += texts[index];
    }
    std::optional<std::string> result = reformat(joined, batchStyle);
    std::optional<std::vector<std::string>> pieces;
    if (result)
      pieces = splitAtCuts(*result, kDefinitionCut, batch.indices.size());
    for (auto [i, index] : llvm::enumerate(batch.indices))
      formatted[index] =
          pieces ? std::optional<std::string>(std::move((*pieces)[i]))
                 : reformat(texts[index], batchStyle);
  });
  return formatted;
}

std::vector<std::optional<std::string>>
ChunkedFormatter::layOutStatements(llvm::ArrayRef<StringRef> statements,
                                   unsigned level) {
  // Each batch is one function, its statements in nested blocks down to
  // `level`, one per line.
  std::vector<std::string> functions;
  std::vector<size_t> firstOfFunction;
  for (size_t i = 0; i < statements.size();) {
    firstOfFunction.push_back(i);
    std::string function = std::string(kStatementFunction) + "\n";
    for (unsigned l = 1; l < level; ++l)
      function += "{\n";
    for (; i < statements.size() && function.size() < kBatchBytes; ++i) {
      function += statements[i];
      function += '\n';
    }
    for (unsigned l = 0; l < level; ++l)
      function += "}\n";
    functions.push_back(std::move(function));
  }
  firstOfFunction.push_back(statements.size());
  std::vector<StringRef> functionRefs(functions.begin(), functions.end());
  std::vector<std::optional<std::string>> formatted = reformatAll(functionRefs);
  std::vector<std::optional<std::string>> out(statements.size());
  for (size_t f = 0; f < functions.size(); ++f) {
    size_t first = firstOfFunction[f], count = firstOfFunction[f + 1] - first;
    std::optional<std::vector<std::string>> pieces;
    if (formatted[f])
      pieces = splitStatementLines(*formatted[f], level, count);
    if (pieces)
      for (size_t i = 0; i < count; ++i)
        out[first + i] = std::move((*pieces)[i]);
  }
  return out;
}

std::vector<std::optional<std::string>>
ChunkedFormatter::layOutHeaders(llvm::ArrayRef<StringRef> headers) {
  std::vector<std::string> definitions;
  for (StringRef header : headers)
    definitions.push_back(header.str() + "\n" + kStatementPlaceholder + "\n" +
                          kStatementPlaceholder + "\n}");
  std::vector<StringRef> definitionRefs(definitions.begin(), definitions.end());
  std::vector<std::optional<std::string>> formatted =
      reformatAll(definitionRefs);
  // The header's lines are those before the body's: two placeholders.
  std::string body = std::string("  ") + kStatementPlaceholder + "\n  " +
                     kStatementPlaceholder + "\n}";
  for (std::optional<std::string> &definition : formatted) {
    if (!definition)
      continue;
    StringRef text = *definition;
    if (text.ends_with("\n" + body))
      definition = text.drop_back(body.size() + 1).str();
    else
      definition.reset();
  }
  return formatted;
}

std::optional<std::vector<std::string>>
ChunkedFormatter::formatDefinitions(llvm::ArrayRef<StringRef> texts) {
  statistics.definitions += texts.size();
  std::vector<unsigned> contexts(texts.size());
  std::vector<std::optional<std::string>> formatted = formatPerKey(
      texts, contexts,
      [&](llvm::ArrayRef<StringRef> jobs, unsigned) {
        return formatCutting(jobs);
      },
      statistics.definitionRuns);
  std::vector<std::string> out(texts.size());
  for (size_t index = 0; index < texts.size(); ++index) {
    if (!formatted[index])
      return std::nullopt;
    out[index] = std::move(*formatted[index]);
  }
  return out;
}

std::vector<std::optional<std::string>>
ChunkedFormatter::formatCutting(llvm::ArrayRef<StringRef> texts) {
  // Cut the simple statements out of each definition and format the rest.
  std::vector<std::optional<SplitDefinition>> splits(texts.size());
  llvm::parallelFor(0, texts.size(), [&](size_t index) {
    splits[index] = splitStatements(texts[index]);
  });
  std::vector<StringRef> skeletons(texts.size());
  for (auto [index, split] : llvm::enumerate(splits))
    skeletons[index] = split ? StringRef(split->skeleton) : texts[index];
  // Skeletons of different definitions often share a layout key (chiefly
  // their signature's), so they are formatted once per key too.
  std::vector<unsigned> contexts(texts.size());
  std::vector<std::optional<std::string>> formatted = formatPerKey(
      skeletons, contexts,
      [&](llvm::ArrayRef<StringRef> jobs, unsigned) {
        return reformatAll(jobs);
      },
      statistics.skeletonRuns);

  // Each placeholder's indentation in the formatted skeleton says the level
  // of its block; the statements are laid out at that level.
  std::vector<StringRef> statements;
  std::vector<unsigned> levels;
  std::vector<size_t> firstStatement(texts.size());
  std::vector<bool> whole(texts.size());
  std::vector<llvm::SmallVector<StringRef, 0>> skeletonLines(texts.size());
  for (auto [index, split] : llvm::enumerate(splits)) {
    firstStatement[index] = statements.size();
    if (!split || !formatted[index])
      continue;
    StringRef(*formatted[index]).split(skeletonLines[index], '\n');
    llvm::ArrayRef<StringRef> lines = skeletonLines[index];
    size_t run = 0;
    for (size_t l = 0; l < lines.size() && !whole[index]; ++l) {
      StringRef code = lines[l].ltrim(' ');
      if (code != kStatementPlaceholder)
        continue;
      size_t indent = lines[l].size() - code.size();
      size_t count = run < split->runs.size() ? split->runs[run++] : 0;
      // A run of two or more stands as two placeholder lines.
      bool paired =
          count < 2 || (l + 1 < lines.size() && lines[l + 1] == lines[l]);
      if (count == 0 || indent % 2 || indent == 0 || !paired) {
        whole[index] = true;
        break;
      }
      l += count > 1;
      for (size_t i = 0; i < count; ++i) {
        statements.push_back(
            split->statements[statements.size() - firstStatement[index]]);
        levels.push_back(indent / 2);
      }
    }
    if (run != split->runs.size())
      whole[index] = true;
    if (whole[index]) {
      statements.resize(firstStatement[index]);
      levels.resize(firstStatement[index]);
    }
  }
  statistics.statements += statements.size();
  std::vector<std::optional<std::string>> laidOut = formatPerKey(
      statements, levels,
      [&](llvm::ArrayRef<StringRef> jobs, unsigned level) {
        return layOutStatements(jobs, level);
      },
      statistics.statementRuns);

  // Headers are laid out alone, once per layout key, each before two
  // statements (as in its definition, a body that is not joined with it).
  std::vector<StringRef> headers;
  std::vector<size_t> headerOf(texts.size());
  for (auto [index, split] : llvm::enumerate(splits))
    if (split && split->header && formatted[index] && !whole[index]) {
      headerOf[index] = headers.size();
      headers.push_back(*split->header);
    }
  std::vector<unsigned> headerContexts(headers.size());
  std::vector<std::optional<std::string>> headerLayouts = formatPerKey(
      headers, headerContexts,
      [&](llvm::ArrayRef<StringRef> jobs, unsigned) {
        return layOutHeaders(jobs);
      },
      statistics.headerRuns);

  // Put the header and statements in place of their placeholders.
  for (auto [index, split] : llvm::enumerate(splits)) {
    if (!split || !formatted[index] || whole[index])
      continue;
    std::string out;
    out.reserve(texts[index].size() + texts[index].size() / 4);
    size_t next = firstStatement[index], run = 0;
    llvm::ArrayRef<StringRef> lines = skeletonLines[index];
    for (size_t l = 0; l < lines.size() && !whole[index]; ++l) {
      if (l > 0)
        out += '\n';
      if (l == 0 && split->header) {
        if (lines[l] != kDefinitionHeader || !headerLayouts[headerOf[index]])
          whole[index] = true;
        else
          out += *headerLayouts[headerOf[index]];
        continue;
      }
      if (lines[l].ltrim(' ') != kStatementPlaceholder) {
        out += lines[l];
        continue;
      }
      size_t count = split->runs[run++];
      l += count > 1;
      for (size_t i = 0; i < count; ++i, ++next) {
        if (!laidOut[next]) {
          whole[index] = true;
          break;
        }
        if (i > 0)
          out += '\n';
        out += *laidOut[next];
      }
    }
    if (!whole[index])
      formatted[index] = std::move(out);
  }

  // Definitions whose statements could not be laid out this way are
  // formatted whole.
  std::vector<StringRef> retry;
  for (auto [index, text] : llvm::enumerate(texts))
    if (whole[index])
      retry.push_back(text);
  std::vector<std::optional<std::string>> retried = reformatAll(retry);
  size_t nextRetry = 0;
  for (size_t index = 0; index < texts.size(); ++index)
    if (whole[index])
      formatted[index] = std::move(retried[nextRetry++]);
  return formatted;
}

std::optional<std::string> ChunkedFormatter::format(StringRef code) {
  // libFormat derives line endings and the encoding from its input: a
  // definition alone must not differ there from the whole file.
  const auto *bytes = reinterpret_cast<const llvm::UTF8 *>(code.data());
  if (code.contains(kReservedPrefix) || code.contains('\r') ||
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
  // Code, then a `//` comment: libFormat could align a marker after it with
  // the comment.
  auto hasTrailingComment = [](StringRef text) {
    StringRef code = withoutLineComment(text);
    return code.size() != text.size() && !code.trim().empty();
  };
  // Where libFormat leaves a block between the markers as it is, and the
  // placeholders standing for it change nothing around it: after a line of
  // code ending a statement, with no trailing comment (that libFormat could
  // align the marker with), so that, the block holding code too, a
  // namespace around it is never short; braces that never close more than
  // the block opened; and the whitespace before `on`, which libFormat does
  // format, already as it would be (a line of code right before it, without
  // trailing whitespace).
  auto verbatimEnd = [&](size_t off) -> std::optional<size_t> {
    size_t before = off;
    while (before > 0 && lines[before - 1].trim().empty())
      --before;
    if (before == 0 || hasTrailingComment(lines[before - 1]))
      return std::nullopt;
    StringRef previous = lines[before - 1].rtrim();
    if (!previous.ends_with(";") && !previous.ends_with("}"))
      return std::nullopt;
    int depth = 0;
    bool code = false;
    for (size_t end = off + 1; end < lines.size(); ++end) {
      if (lines[end] == kFormatOn) {
        StringRef last = lines[end - 1];
        if (!code || depth != 0 || end == off + 1 || last.trim().empty() ||
            last.rtrim().size() != last.size())
          return std::nullopt;
        return end;
      }
      std::optional<int> delta = braceDelta(lines[end]);
      if (!delta || (depth += *delta) < 0)
        return std::nullopt;
      StringRef text = lines[end].trim();
      code |= !text.empty() && !text.starts_with("//");
    }
    return std::nullopt;
  };
  for (size_t i = 0; i < lines.size(); ++i) {
    StringRef line = lines[i].trim();
    if (atNamespaceLevel() && lines[i] == kFormatOff)
      if (std::optional<size_t> end = verbatimEnd(i)) {
        definitions.push_back({i, *end + 1, 0, true});
        i = *end;
        continue;
      }
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
    if (!runs.empty() && onlyBlankLines && !definition.verbatim &&
        !runs.back().front().verbatim) {
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

  ++statistics.libFormatRuns;
  std::optional<std::string> formattedSkeleton = reformat(skeleton, style);
  if (!formattedSkeleton)
    return std::nullopt;

  // Put the runs back, each definition formatted on its own.
  auto textOf = [&](const Definition &definition) {
    const char *begin = lines[definition.begin].data();
    const char *end = lines[definition.end - 1].end();
    return StringRef(begin, end - begin);
  };
  std::vector<StringRef> texts;
  for (const auto &run : runs)
    for (const Definition &definition : run)
      if (!definition.verbatim)
        texts.push_back(textOf(definition));
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
        if (definition.verbatim) {
          out += textOf(definition);
          ++statistics.verbatimBlocks;
        } else {
          out += StringRef((*formatted)[nextDefinition++]).rtrim();
        }
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
  return joinChecks(*formatted, InnerSpaces(*formatStyle));
}

bool shapecc::isValidFormatStyle(StringRef style, std::string &why) {
  return parseStyle(style, &why).has_value();
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
      return joinChecks(*formatted, InnerSpaces(*formatStyle));
    }
  }
  if (statistics) {
    *statistics = FormatStatistics{};
    statistics->whole = true;
  }
  return formatCppWhole(code, style);
}
