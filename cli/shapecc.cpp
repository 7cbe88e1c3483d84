//===- shapecc.cpp - the shapecc command-line driver ----------------------===//
//
// shapecc INPUT.mlir [-o OUT.hpp]: parse with MLIR's parser, run the pass
// pipeline, emit one self-contained C++ header. Exit codes: docs/cli.md.
//
//===----------------------------------------------------------------------===//

#include "Emitter.h"
#include "PassStatistics.h"
#include "Passes.h"
#include "SourceNames.h"
#include "Version.h"

#include "mlir/IR/AsmState.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/BuryPointer.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Parallel.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"

#include <climits>
#include <csignal>
#include <cstdlib>

#include <unistd.h>

using namespace mlir;
namespace cl = llvm::cl;

namespace {

/// Documented in docs/cli.md.
enum ExitCode : int {
  kSuccess = 0,
  kInputRejected = 1,
  kUsageError = 2,
  kIoError = 3,
};

enum class EmitKind { Cpp, Mlir };

/// The quoted name right before `loc` in the main buffer of `sourceMgr`
/// (`"foo.bar"` before the `(` of a generic op, spaces allowed between),
/// with the location of its opening quote.
std::optional<std::pair<mlir::Location, llvm::StringRef>>
quotedNameBefore(llvm::SourceMgr &sourceMgr, mlir::Location loc) {
  auto fileLoc = llvm::dyn_cast<mlir::FileLineColLoc>(loc);
  if (!fileLoc || fileLoc.getLine() == 0 || fileLoc.getColumn() == 0)
    return std::nullopt;
  unsigned buffer = sourceMgr.getMainFileID();
  if (fileLoc.getFilename() !=
      sourceMgr.getMemoryBuffer(buffer)->getBufferIdentifier())
    return std::nullopt;
  llvm::SMLoc at = sourceMgr.FindLocForLineAndColumn(buffer, fileLoc.getLine(),
                                                     fileLoc.getColumn());
  if (!at.isValid())
    return std::nullopt;
  llvm::StringRef text = sourceMgr.getMemoryBuffer(buffer)->getBuffer();
  llvm::StringRef before =
      text.take_front(at.getPointer() - text.data()).rtrim(" \t\r\n");
  if (!before.consume_back("\""))
    return std::nullopt;
  size_t open = before.find_last_of("\"\n");
  if (open == llvm::StringRef::npos || before[open] != '"')
    return std::nullopt;
  llvm::StringRef name = before.drop_front(open + 1);
  if (name.empty() || name.contains('\\'))
    return std::nullopt;
  auto [line, column] = sourceMgr.getLineAndColumn(
      llvm::SMLoc::getFromPointer(before.data() + open), buffer);
  return std::make_pair(
      mlir::FileLineColLoc::get(fileLoc.getFilename(), line, column), name);
}

cl::OptionCategory category("shapecc options");

cl::opt<std::string> inputFilename(cl::Positional, cl::desc("<input.mlir>"),
                                   cl::init("-"), cl::cat(category));
cl::opt<std::string> outputFilename("o", cl::desc("Output file ('-': stdout)"),
                                    cl::value_desc("file"), cl::init("-"),
                                    cl::cat(category));
cl::opt<shapecc::ErrorPolicy>
    errorPolicy("errors",
                cl::desc("How generated functions report a failed constraint"),
                cl::values(clEnumValN(shapecc::ErrorPolicy::Status, "status",
                                      "return shapecc::Status (default)"),
                           clEnumValN(shapecc::ErrorPolicy::Throw, "throw",
                                      "throw shapecc::ShapeError")),
                cl::init(shapecc::ErrorPolicy::Status), cl::cat(category));
cl::opt<EmitKind> emitKind(
    "emit", cl::desc("What to print"),
    cl::values(clEnumValN(EmitKind::Cpp, "cpp", "the C++ header (default)"),
               clEnumValN(EmitKind::Mlir, "mlir",
                          "the IR after the pass pipeline")),
    cl::init(EmitKind::Cpp), cl::cat(category));
cl::opt<std::string>
    cppNamespace("namespace",
                 cl::desc("C++ namespace (default: the input's stem)"),
                 cl::value_desc("ns"), cl::cat(category));
cl::opt<bool> noFormat("no-format", cl::desc("Do not clang-format the output"),
                       cl::cat(category));
cl::opt<std::string>
    formatStyle("format-style",
                cl::desc("clang-format style: a predefined name or "
                         "'{key: value, ...}' (default: LLVM)"),
                cl::init("LLVM"), cl::cat(category));
cl::opt<bool> locComments("loc-comments",
                          cl::desc("Put '// file.mlir:L:C' beside each check"),
                          cl::cat(category));
cl::opt<bool> noHoist("no-hoist",
                      cl::desc("Keep constraints where they are (no hoisting, "
                               "merging or deduplication)"),
                      cl::cat(category));
cl::opt<bool> allowFailingConstraints(
    "allow-failing-constraints",
    cl::desc("Compile a constraint that always fails into a run-time failure "
             "(with a warning) instead of rejecting the input"),
    cl::cat(category));
cl::opt<std::string> headerFilename(
    "header",
    cl::desc("Split output: write the declarations to this header (with "
             "--source)"),
    cl::value_desc("file"), cl::cat(category));
cl::opt<std::string> sourceFilename(
    "source",
    cl::desc("Split output: write the definitions to this source file, which "
             "includes the header (with --header)"),
    cl::value_desc("file"), cl::cat(category));

/// Whether one of MLIR's own command-line options was given.
bool mlirOptionGiven(StringRef name) {
  auto &options = cl::getRegisteredOptions();
  auto it = options.find(name);
  return it != options.end() && it->second->getNumOccurrences() > 0;
}

/// A C++ namespace from a file name: its stem, made an identifier, with a
/// '_' after a name the C library declares globally (`index.mlir` gives
/// `index_`).
std::string namespaceFor(StringRef filename) {
  std::string id = shapecc::sanitizeIdentifier(llvm::sys::path::stem(filename));
  if (shapecc::isLibraryGlobal(id))
    id += "_";
  return id.empty() ? "shapes" : id;
}

/// Whether `ns` names a C++ namespace: identifiers joined by `::`, the first
/// (at global scope) not one the C library declares there.
bool isNamespaceName(StringRef ns) {
  SmallVector<StringRef> parts;
  ns.split(parts, "::");
  return llvm::all_of(parts, shapecc::isNamespaceComponent) &&
         !shapecc::isLibraryGlobal(parts[0]);
}

/// The file a write of `path` replaces: the end of its chain of symbolic
/// links, which need not exist yet (a link into a build directory that is
/// still empty), so that the links stay links. Gives up, as the kernel does,
/// after 40 links (a cycle of links has no end): ELOOP.
llvm::ErrorOr<std::string> replacedFile(StringRef path) {
  std::string file = path.str();
  for (int links = 0; llvm::sys::fs::is_symlink_file(file); ++links) {
    if (links == 40)
      return std::make_error_code(std::errc::too_many_symbolic_link_levels);
    char target[PATH_MAX];
    ssize_t length = ::readlink(file.c_str(), target, sizeof target);
    if (length <= 0 || static_cast<size_t>(length) == sizeof target)
      break;
    StringRef link(target, length);
    SmallString<256> next;
    if (!llvm::sys::path::is_absolute(link))
      next = llvm::sys::path::parent_path(file);
    llvm::sys::path::append(next, link);
    file = next.str().str();
  }
  return file;
}

/// Whether two paths name the same file: one existing file under any
/// spelling (links included) or, when it does not exist yet, the same
/// absolute path at the end of their links.
bool sameFile(StringRef a, StringRef b) {
  bool equivalent = false;
  if (!llvm::sys::fs::equivalent(a, b, equivalent))
    return equivalent;
  llvm::ErrorOr<std::string> endA = replacedFile(a), endB = replacedFile(b);
  if (!endA || !endB)
    return false;
  SmallString<256> x(*endA), y(*endB);
  if (llvm::sys::fs::make_absolute(x) || llvm::sys::fs::make_absolute(y))
    return false;
  llvm::sys::path::remove_dots(x, /*remove_dot_dot=*/true);
  llvm::sys::path::remove_dots(y, /*remove_dot_dot=*/true);
  return x == y;
}

/// `buffer` without the UTF-8 byte order mark that some editors write first:
/// it is not MLIR, and without it line 1's columns are the ones an editor
/// shows.
std::unique_ptr<llvm::MemoryBuffer>
withoutByteOrderMark(std::unique_ptr<llvm::MemoryBuffer> buffer) {
  StringRef text = buffer->getBuffer();
  if (!text.starts_with("\xEF\xBB\xBF"))
    return buffer;
  return llvm::MemoryBuffer::getMemBufferCopy(text.drop_front(3),
                                              buffer->getBufferIdentifier());
}

/// Writes `text` to `os`, which `name`s in the error message.
bool writeStream(llvm::raw_fd_ostream &os, StringRef name, StringRef text) {
  os << text;
  os.flush();
  if (!os.has_error())
    return true;
  llvm::errs() << "shapecc: error: cannot write " << name << ": "
               << os.error().message() << "\n";
  // Cleared, or LLVM would report the error again, fatally, at exit.
  os.clear_error();
  return false;
}

/// Whether `path` is a device or a FIFO (/dev/null, /dev/stdout into a pipe):
/// written in place, never replaced by a renamed regular file.
bool isStream(StringRef path) {
  namespace fs = llvm::sys::fs;
  fs::file_status status;
  if (fs::status(path, status))
    return false;
  fs::file_type type = status.type();
  return type == fs::file_type::character_file ||
         type == fs::file_type::block_file || type == fs::file_type::fifo_file;
}

/// Writes every (path, text) pair, or none: each file goes to a temporary
/// file next to it and all are renamed into place only once all were
/// written. '-' is stdout; stdout, devices and FIFOs are written directly.
bool writeAll(ArrayRef<std::pair<std::string, std::string>> outputs) {
  SmallVector<std::pair<llvm::sys::fs::TempFile, std::string>> temps;
  auto discardAll = [&] {
    for (auto &[temp, file] : temps)
      llvm::consumeError(temp.discard());
  };
  for (const auto &[path, text] : outputs) {
    if (path == "-") {
      if (!writeStream(llvm::outs(), "standard output", text)) {
        discardAll();
        return false;
      }
      continue;
    }
    std::string quoted = "'" + path + "'";
    if (isStream(path)) {
      std::error_code error;
      llvm::raw_fd_ostream os(path, error);
      if (error) {
        llvm::errs() << "shapecc: error: cannot write " << quoted << ": "
                     << error.message() << "\n";
        discardAll();
        return false;
      }
      if (!writeStream(os, quoted, text)) {
        discardAll();
        return false;
      }
      continue;
    }
    // Checked before anything is renamed: a rename onto a directory would
    // fail only after the other outputs were replaced.
    llvm::ErrorOr<std::string> replaced = replacedFile(path);
    std::error_code unwritable = replaced.getError();
    if (!unwritable && llvm::sys::fs::is_directory(*replaced))
      unwritable = std::make_error_code(std::errc::is_a_directory);
    if (unwritable) {
      llvm::errs() << "shapecc: error: cannot write " << quoted << ": "
                   << unwritable.message() << "\n";
      discardAll();
      return false;
    }
    const std::string &file = *replaced;
    llvm::Expected<llvm::sys::fs::TempFile> temp =
        llvm::sys::fs::TempFile::create(file + ".tmp-%%%%%%");
    if (!temp) {
      llvm::errs() << "shapecc: error: cannot write " << quoted << ": "
                   << llvm::toString(temp.takeError()) << "\n";
      discardAll();
      return false;
    }
    // A file replaced keeps its permission bits (a build that makes
    // generated headers read-only, say), not set-user-ID and the like: the
    // file is shapecc's. A new one gets 0666 less the umask.
    if (llvm::ErrorOr<llvm::sys::fs::perms> mode =
            llvm::sys::fs::getPermissions(file))
      (void)llvm::sys::fs::setPermissions(temp->FD,
                                          *mode & llvm::sys::fs::all_all);
    llvm::raw_fd_ostream os(temp->FD, /*shouldClose=*/false);
    temps.push_back({std::move(*temp), file});
    if (!writeStream(os, quoted, text)) {
      discardAll();
      return false;
    }
  }
  for (auto *it = temps.begin(); it != temps.end(); ++it) {
    if (llvm::Error err = it->first.keep(it->second)) {
      llvm::errs() << "shapecc: error: cannot write '" << it->second
                   << "': " << llvm::toString(std::move(err)) << "\n";
      for (++it; it != temps.end(); ++it)
        llvm::consumeError(it->first.discard());
      return false;
    }
  }
  return true;
}

int run(MLIRContext &context) {
  bool split = !headerFilename.empty() || !sourceFilename.empty();
  if (split && (headerFilename.empty() || sourceFilename.empty() ||
                headerFilename == "-" || sourceFilename == "-" ||
                outputFilename != "-" || emitKind == EmitKind::Mlir)) {
    llvm::errs() << "shapecc: error: --header and --source name two files "
                    "and go together, without -o or --emit=mlir\n";
    return kUsageError;
  }
  // The source includes the header as `#include "NAME"`, where no character
  // can be escaped.
  StringRef headerName = llvm::sys::path::filename(headerFilename);
  if (split && llvm::any_of(headerName, [](char c) {
        return c == '"' || static_cast<unsigned char>(c) < 0x20;
      })) {
    llvm::errs() << "shapecc: error: --header file name '" << headerName
                 << "' cannot be written in #include \"...\"\n";
    return kUsageError;
  }
  // Checked before any work (also where nothing is formatted, as every
  // option value is), and quietly: libFormat prints its YAML errors on
  // several lines.
  if (std::string why; !shapecc::isValidFormatStyle(formatStyle, why)) {
    // An inline style may span lines: the message stays on one.
    std::string shown;
    for (char c : formatStyle.getValue())
      shown += c == '\n' ? std::string("\\n") : std::string(1, c);
    llvm::errs() << "shapecc: error: invalid --format-style='" << shown
                 << "': " << why << "\n";
    return kUsageError;
  }
  if (cppNamespace.getNumOccurrences() && !isNamespaceName(cppNamespace)) {
    llvm::errs() << "shapecc: error: --namespace='" << cppNamespace
                 << "' is not a C++ namespace name\n";
    return kUsageError;
  }
  // An output over the input would destroy it; one output over the other
  // would leave only one of them.
  SmallVector<StringRef, 2> outputPaths;
  for (StringRef path : {StringRef(outputFilename), StringRef(headerFilename),
                         StringRef(sourceFilename)})
    if (!path.empty() && path != "-")
      outputPaths.push_back(path);
  // Standard input redirected from a file is that file (`shapecc - -o
  // x.mlir < x.mlir`).
  std::optional<llvm::sys::fs::file_status> stdinFile;
  if (inputFilename == "-") {
    llvm::sys::fs::file_status status;
    if (!llvm::sys::fs::status(/*FD=*/0, status) &&
        llvm::sys::fs::is_regular_file(status))
      stdinFile = status;
  }
  for (auto [i, path] : llvm::enumerate(outputPaths)) {
    llvm::sys::fs::file_status output;
    bool overStdin = stdinFile && !llvm::sys::fs::status(path, output) &&
                     llvm::sys::fs::equivalent(*stdinFile, output);
    if (overStdin || (inputFilename != "-" && sameFile(path, inputFilename))) {
      llvm::errs() << "shapecc: error: output file '" << path
                   << "' is the input file\n";
      return kUsageError;
    }
    if (i > 0 && sameFile(path, outputPaths.front())) {
      llvm::errs() << "shapecc: error: --header and --source name the same "
                      "file '"
                   << path << "'\n";
      return kUsageError;
    }
  }
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input =
      openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << "shapecc: error: " << error << "\n";
    return kIoError;
  }
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(withoutByteOrderMark(std::move(input)),
                               llvm::SMLoc());
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  // MLIR's parser suggests mlir-opt's -allow-unregistered-dialect for an op
  // of an unknown dialect, or lists the dialects the context holds (with
  // those loaded only as dependencies, and shapecc's own): say instead what
  // shapecc reads. Called before `diagnostics`, which prints the others.
  static constexpr llvm::StringLiteral kInputDialects =
      "arith, cf, func, scf, shape and tensor";
  ScopedDiagnosticHandler dialectHint(&context, [&](Diagnostic &diag) {
    auto listsDialects = [](const Diagnostic &note) {
      return StringRef(note.str()).starts_with("Available dialects:");
    };
    bool unregistered =
        StringRef(diag.str())
            .starts_with("operation being parsed with an unregistered dialect");
    if (!unregistered && llvm::none_of(diag.getNotes(), listsDialects))
      return failure();
    if (unregistered) {
      // A generic op, `"foo.bar"(...)`: reported at the `(`; say which op,
      // at its name.
      Location loc = diag.getLocation();
      std::string what = "an op";
      if (std::optional<std::pair<Location, StringRef>> name =
              quotedNameBefore(sourceMgr, loc)) {
        loc = name->first;
        what = ("'" + name->second + "' is an op").str();
      }
      diagnostics.emitDiagnostic(loc,
                                 what +
                                     " of a dialect shapecc does not read (it "
                                     "reads " +
                                     kInputDialects + ")",
                                 diag.getSeverity());
    } else {
      diagnostics.emitDiagnostic(diag.getLocation(), diag.str(),
                                 diag.getSeverity());
    }
    for (const Diagnostic &note : diag.getNotes())
      diagnostics.emitDiagnostic(note.getLocation(),
                                 listsDialects(note)
                                     ? "shapecc reads " + kInputDialects
                                     : Twine(note.str()),
                                 DiagnosticSeverity::Note);
    return success();
  });

  // --mlir-timing: one scope per stage; the report prints when `timing` ends.
  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();

  TimingScope parseTiming = timing.nest("Parse");
  // The parser runs on one thread: MLIR's uniquers then create its
  // locations, attributes and types without locking.
  bool threaded = context.isMultithreadingEnabled();
  context.disableMultithreading();
  OwningOpRef<ModuleOp> module =
      shapecc::parseWithSourceNames(sourceMgr, context);
  context.enableMultithreading(threaded);
  parseTiming.stop();
  if (!module)
    return kInputRejected;
  // An empty module is valid MLIR, and a library may have no functions yet:
  // its header is empty. A truncated or wrong file is a likelier cause, so
  // say so where a build log shows it.
  if (module->getBody()->empty()) {
    StringRef file = sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())
                         ->getBufferIdentifier();
    emitWarning(FileLineColLoc::get(&context, file, 1, 1))
        << "the input defines no functions: the output declares none";
  }

  // The passes work on each top-level op apart, on several threads: only
  // functions and libraries are isolated from each other.
  shapecc::refinePoison(*module);
  if (failed(shapecc::checkModuleStructure(*module)))
    return kInputRejected;

  PassManager pm(&context);
  if (failed(applyPassManagerCLOptions(pm)))
    return kUsageError;
  pm.enableTiming(timing);
  shapecc::PipelineOptions pipeline;
  pipeline.hoist = !noHoist;
  pipeline.allowFailingConstraints = allowFailingConstraints;
  shapecc::buildPipeline(pm, pipeline);
  // The parser verified the input; verifying the result once, instead of
  // after every pass, still hands the emitter only valid IR.
  pm.enableVerifier(false);
  LogicalResult ran = pm.run(*module);
  if (succeeded(ran)) {
    TimingScope verifyTiming = timing.nest("Verify");
    ran = verify(*module);
  }
  // MLIR prints its statistics report itself, but LLVM's release builds leave
  // it without values (see PassStatistics.h): print shapecc's counts too.
  if (mlirOptionGiven("mlir-pass-statistics"))
    shapecc::printPassStatistics(pm, llvm::errs());
  if (failed(ran))
    return kInputRejected;

  // Everything is produced in memory first: a failed run writes nothing.
  SmallVector<std::pair<std::string, std::string>> outputs;
  if (emitKind == EmitKind::Mlir) {
    std::string text;
    llvm::raw_string_ostream os(text);
    module->print(os);
    outputs.push_back({outputFilename, std::move(text)});
  } else {
    shapecc::EmitOptions options;
    options.errors = errorPolicy;
    options.sourceName = inputFilename == "-"
                             ? "<stdin>"
                             : llvm::sys::path::filename(inputFilename).str();
    options.sourcePath = sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID())
                             ->getBufferIdentifier()
                             .str();
    options.cppNamespace =
        cppNamespace.empty()
            ? namespaceFor(inputFilename == "-" ? "shapes"
                                                : inputFilename.getValue())
            : cppNamespace.getValue();
    options.version = SHAPECC_VERSION;
    options.locComments = locComments;
    TimingScope emitTiming = timing.nest("Emit C++");
    std::string header, source;
    llvm::raw_string_ostream headerStream(header), sourceStream(source);
    if (split) {
      options.headerInclude = headerName.str();
      if (failed(
              shapecc::emitSplit(*module, options, headerStream, sourceStream)))
        return kInputRejected;
      outputs.push_back({headerFilename, std::move(header)});
      outputs.push_back({sourceFilename, std::move(source)});
    } else {
      if (failed(shapecc::emitHeader(*module, options, headerStream)))
        return kInputRejected;
      outputs.push_back({outputFilename, std::move(header)});
    }
    emitTiming.stop();
    if (!noFormat) {
      TimingScope formatTiming = timing.nest("Format C++");
      for (auto &output : outputs) {
        FailureOr<std::string> formatted =
            shapecc::formatCpp(output.second, formatStyle);
        // The style was checked first: only libFormat's own replacements
        // failing to apply is left, which is no fault of the input or options.
        if (failed(formatted)) {
          llvm::errs() << "shapecc: error: clang-format could not format the "
                          "generated C++ (a bug: please report it)\n";
          return kInputRejected;
        }
        output.second = std::move(*formatted);
      }
    }
  }

  if (!writeAll(outputs))
    return kIoError;
  // The process ends here: freeing every op one by one (a tenth of a second
  // at 10,000 functions) is left to the system, as clang does.
  llvm::BuryPointer(module.release().getOperation());
  return kSuccess;
}

} // namespace

int main(int argc, char **argv) {
  // A signal the process inherits as ignored (SIGINT and SIGQUIT in a
  // background job of a non-interactive shell, SIGHUP under nohup) stays
  // ignored. LLVM's handlers, which InitLLVM installs once for the whole
  // process, would instead delete the output's temporary file and return:
  // the run then failed to rename it.
  static constexpr int kInterrupts[] = {SIGHUP, SIGINT, SIGQUIT, SIGTERM,
                                        SIGUSR2};
  bool ignored[std::size(kInterrupts)] = {};
  for (auto [index, signal] : llvm::enumerate(kInterrupts)) {
    struct sigaction action;
    ignored[index] = sigaction(signal, nullptr, &action) == 0 &&
                     action.sa_handler == SIG_IGN;
  }
  llvm::InitLLVM init(argc, argv);
  for (auto [index, signal] : llvm::enumerate(kInterrupts))
    if (ignored[index])
      std::signal(signal, SIG_IGN);
  registerMLIRContextCLOptions();
  registerPassManagerCLOptions();
  registerAsmPrinterCLOptions();
  registerDefaultTimingManagerCLOptions();
  cl::SetVersionPrinter([](raw_ostream &os) {
    os << "shapecc " << SHAPECC_VERSION << " (MLIR " << SHAPECC_MLIR_VERSION
       << ")\n";
  });
  cl::HideUnrelatedOptions(category);
  // --help and --version print and exit inside the parser. Standard output
  // that could not take their text is an I/O error (exit 3), as it is for
  // the header; LLVM would report it fatally, with exit code 1, when the
  // stream is destroyed. Handlers registered after the stream exists run
  // before that.
  llvm::outs();
  // A write beyond the file size limit (`ulimit -f`) is then an I/O error
  // (exit 3) instead of the signal that kills the process.
#ifdef SIGXFSZ
  std::signal(SIGXFSZ, SIG_IGN);
#endif
  std::atexit([] {
    if (!writeStream(llvm::outs(), "standard output", ""))
      std::_Exit(kIoError);
  });
  std::string parseErrorText;
  llvm::raw_string_ostream parseErrors(parseErrorText);
  if (!cl::ParseCommandLineOptions(
          argc, argv,
          "shapecc: MLIR shape-dialect libraries to C++ shape checkers\n\n"
          "  shapecc INPUT.mlir [-o OUT.hpp] [--errors=status|throw]\n"
          "  shapecc INPUT.mlir --header OUT.hpp --source OUT.cpp\n\n"
          "Reads MLIR ('-' for stdin), hoists and checks constraints, and "
          "writes one\nself-contained header that includes only "
          "shapecc/runtime.hpp.\nExit codes: 0 success, 1 input rejected "
          "(diagnostics printed),\n2 usage error, 3 cannot read or write a "
          "file.\n",
          &parseErrors)) {
    // One line, as shapecc's own usage errors: LLVM's parser writes
    // "PROGRAM: " before each of its lines, and some errors take two.
    SmallVector<StringRef> lines;
    StringRef(parseErrors.str()).split(lines, '\n', -1, /*KeepEmpty=*/false);
    std::string message;
    std::string prefix = (llvm::sys::path::filename(argv[0]) + ": ").str();
    for (StringRef line : lines) {
      line.consume_front(prefix);
      if (!message.empty())
        message += "; ";
      message += llvm::join(llvm::split(line.trim().rtrim('!'), "  "), " ");
    }
    // A bad option value LLVM writes to standard error itself, on one line.
    if (!message.empty())
      llvm::errs() << "shapecc: error: " << message << "\n";
    return kUsageError;
  }

  DialectRegistry registry;
  shapecc::registerDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // A diagnostic shows the source line; the op's generic form only adds noise
  // for users (--mlir-print-op-on-diagnostic brings it back).
  if (!mlirOptionGiven("mlir-print-op-on-diagnostic"))
    context.printOpOnDiagnostic(false);
  // The formatter spreads its libFormat runs over threads, as MLIR does its
  // passes: --mlir-disable-threading keeps it to one too.
  if (!context.isMultithreadingEnabled())
    llvm::parallel::strategy = llvm::hardware_concurrency(1);
  int status = run(context);
  // Diagnostics that could not be written (standard error full or closed)
  // are lost, as a compiler's are; the exit code stays the run's. Otherwise
  // LLVM would report the stream's error at exit, fatally, with exit code 1
  // after the outputs were written.
  llvm::errs().clear_error();
  return status;
}
