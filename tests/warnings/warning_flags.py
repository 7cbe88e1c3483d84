#!/usr/bin/env python3
"""Compiles emitted code and runtime.hpp under strict user warning flags: any diagnostic fails.

Inference runtimes include shapecc/runtime.hpp and the emitted headers into their own
translation units, compiled with their own flags (docs/integration.md, "Your warning
flags"). This driver emits every input program shapecc accepts (PROGRAMS) under
--errors=status, under --errors=throw and in the split --header/--source layout (both
policies), each program into a namespace of its own, and compiles, per variant, all programs
together:

- `include-V.cpp` includes every header and calls nothing;
- `call-V.cpp` also calls every emitted function (found in clang's AST of the headers) with
  arguments read from, and results written to, memory the compiler cannot see, and formats
  a returned Status's message as a runtime would on failure, and lets each function's
  address escape (so its out-of-line copy is compiled too): no call is folded away, and
  the optimizers' warnings (-Wmaybe-uninitialized, -Warray-bounds, -Wstringop-overflow,
  -Wnull-dereference) see the code a runtime would run;
- `sources-V.cpp` includes every split layout's source file.

Status variants are compiled again with -fno-exceptions -fno-rtti. The flags are FLAGS plus
GCC_FLAGS or CLANG_FLAGS; every diagnostic a compiler prints is a failure.

The default is the CI subset (CONFIGS: 56 compiles, about two CPU minutes); `--full` compiles
every TU under both compilers x C++17/20/23 x -O0/-O2/-O3/-Os x SHAPECC_MAX_RANK
default/1/4/64 (about 1 400 compiles), which is how the subset was chosen: see CONFIGS.
"""

import argparse
import concurrent.futures
import glob
import itertools
import json
import os
import re
import subprocess
import sys

# Inputs, relative to the source root. A program shapecc rejects is skipped (tests/emit and
# the adversarial cases hold inputs that are meant to be rejected), except in MUST_ACCEPT.
PROGRAMS = ["examples/*.mlir", "examples/embed/*.mlir", "tests/golden/*.mlir",
            "bench/workloads/*.mlir", "tests/emit/*.mlir", "tests/emit/Inputs/*.mlir",
            "tests/adversarial/cases/*.mlir", "tests/warnings/*.mlir"]
MUST_ACCEPT = ("examples/", "tests/golden/", "bench/workloads/", "tests/warnings/")

FLAGS = ["-Wall", "-Wextra", "-Wpedantic", "-Wshadow", "-Wconversion", "-Wsign-conversion",
         "-Wold-style-cast", "-Wcast-qual", "-Wcast-align", "-Wdouble-promotion",
         "-Wnull-dereference", "-Wformat=2", "-Wundef", "-Wredundant-decls",
         "-Wmissing-declarations", "-Wextra-semi", "-Wzero-as-null-pointer-constant",
         "-Wnon-virtual-dtor", "-Woverloaded-virtual", "-Wimplicit-fallthrough"]
GCC_FLAGS = ["-Wuseless-cast", "-Wduplicated-cond", "-Wlogical-op"]
CLANG_FLAGS = [
    "-Weverything",
    # Compatibility with standards before C++17 (shapecc needs C++17), and padding notes.
    "-Wno-c++98-compat", "-Wno-c++98-compat-pedantic", "-Wno-pre-c++17-compat", "-Wno-padded",
    "-Wno-c++20-compat",
    # Warns on every pointer subscript: the runtime's extents are pointer + rank by design.
    "-Wno-unsafe-buffer-usage",
    # Contradicts -Wcovered-switch-default, also in -Weverything: a switch over every
    # enumerator of an enum draws one of the two whether it has a default label or not. The
    # runtime's switches have none, so -Wswitch (in -Wall) names an enumerator left out.
    "-Wno-switch-default",
    # ShapeError's vtable is emitted in every TU that uses it: inherent to a header-only
    # library (there is no .cpp to hold a key function).
    "-Wno-weak-vtables",
]

# The CI subset: (compiler, standard, optimization, SHAPECC_MAX_RANK or None, TU pattern).
# - Everything at the strictest setting: both compilers, C++17 (the minimum, where the
#   most compatibility warnings apply), -O2, default rank, every TU and variant.
# - C++20 and C++23 change what the front end diagnoses (comparison rewriting,
#   deprecations), which needs the code instantiated: the call TUs, -O2, both compilers.
# - -O0/-O3/-Os change only what the optimizers see, and only GCC warns from its optimizers
#   (clang's warnings are the front end's, the same at every level, which the full matrix
#   confirms): GCC's status and throw call TUs at -O3 and -Os; -O0 runs no flow analysis.
# - SHAPECC_MAX_RANK changes array bounds: 1 (arrays of one extent, where -Warray-bounds
#   and -Wstringop-overflow fire first) and 64, GCC -O2 call TUs; 4 lies between them.
CONFIGS = (
    [(c, "17", "2", None, ".") for c in ("gcc", "clang")]
    + [(c, s, "2", None, "^call-(status|throw)$") for c in ("gcc", "clang") for s in ("20", "23")]
    + [("gcc", "17", o, None, "^call-(status|throw)$") for o in ("3", "s")]
    + [("gcc", "17", "2", r, "^call-(status|split-status)$") for r in ("1", "64")]
)

HARNESS = """\
// Calls every emitted function with arguments it cannot see.
#include <type_traits>

namespace wcheck {
extern void *const objects[];
extern void sink(const void *p) noexcept;

template <class T> T &object() noexcept { return *static_cast<T *>(objects[0]); }

template <class R, class... A> void call(R (*fn)(A...)) {
  // The address escapes too: the compiler also emits, and diagnoses, the
  // out-of-line copy a call through a registry's pointer runs (J7).
  R (*const address)(A...) = fn;
  sink(&address);
  if constexpr (std::is_void_v<R>) {
    fn(object<std::remove_cv_t<std::remove_reference_t<A>>>()...);
  } else {
    R r = fn(object<std::remove_cv_t<std::remove_reference_t<A>>>()...);
    sink(&r);
    if constexpr (std::is_same_v<R, shapecc::Status>) {
      char message[256];
      const std::size_t length = r.format(message, sizeof message);
      sink(message);
      sink(&length);
    }
  }
}

void call_all();
void call_all() {
"""


def emit(shapecc, root, workdir):
    """Emits each program in four variants. Returns {variant: [path stem]} of the accepted
    programs, {namespace: program}, and the rejected programs with shapecc's errors."""
    variants = {"status": [], "throw": [], "split-status": [], "split-throw": []}
    names = {}
    rejected = []
    programs = sorted(p for pattern in PROGRAMS for p in glob.glob(os.path.join(root, pattern)))
    for i, path in enumerate(programs):
        ns = f"wcheck_{i}"
        names[ns] = os.path.relpath(path, root)
        stem = os.path.join(workdir, ns)
        runs = {"status": ["-o", stem + ".status.hpp"],
                "throw": ["--errors=throw", "-o", stem + ".throw.hpp"],
                "split-status": ["--header", stem + ".split-status.hpp",
                                 "--source", stem + ".split-status.cpp"],
                "split-throw": ["--errors=throw", "--header", stem + ".split-throw.hpp",
                                "--source", stem + ".split-throw.cpp"]}
        results = [subprocess.run([shapecc, path, "--namespace", ns] + args,
                                  capture_output=True, text=True) for args in runs.values()]
        if any(r.returncode != 0 for r in results):
            rejected.append((os.path.relpath(path, root),
                             next(r.stderr for r in results if r.returncode != 0)))
            continue
        for variant in runs:
            variants[variant].append(f"{stem}.{variant}")
    return variants, names, rejected


def function_names(clang, include_dir, tu):
    """Qualified names of the functions declared in the wcheck_* namespaces of `tu`."""
    r = subprocess.run([clang, "-std=c++17", "-fsyntax-only", "-I" + include_dir,
                        "-Xclang", "-ast-dump=json", "-Xclang", "-ast-dump-filter=wcheck_", tu],
                       capture_output=True, text=True, check=True)
    names = []

    def walk(node, scope):
        if node.get("kind") == "NamespaceDecl":
            for child in node.get("inner", []):
                walk(child, scope + [node["name"]])
        elif node.get("kind") == "FunctionDecl" and not node.get("isImplicit"):
            name = "::".join(scope + [node["name"]])
            if name not in names:
                names.append(name)

    # The filter dumps each matching top-level declaration as one JSON object.
    decoder = json.JSONDecoder()
    text, pos = r.stdout, 0
    while (pos := text.find("{", pos)) >= 0:
        node, pos = decoder.raw_decode(text, pos)
        if node.get("kind") == "NamespaceDecl" and node.get("name", "").startswith("wcheck_"):
            walk(node, [])
    return names


def write_tus(variants, workdir, clang, include_dir):
    tus = {}
    for variant, stems in variants.items():
        includes = "".join(f'#include "{os.path.basename(s)}.hpp"\n' for s in stems)
        tus[f"include-{variant}"] = os.path.join(workdir, f"include-{variant}.cpp")
        with open(tus[f"include-{variant}"], "w") as f:
            f.write("// Includes every header and calls nothing.\n" + includes)
        names = function_names(clang, include_dir, tus[f"include-{variant}"])
        if not names:
            sys.exit(f"no functions found in the {variant} headers")
        tus[f"call-{variant}"] = os.path.join(workdir, f"call-{variant}.cpp")
        with open(tus[f"call-{variant}"], "w") as f:
            f.write(includes + HARNESS + "".join(f"  call(&{n});\n" for n in names)
                    + "}\n} // namespace wcheck\n")
        if variant.startswith("split"):
            tus[f"sources-{variant}"] = os.path.join(workdir, f"sources-{variant}.cpp")
            with open(tus[f"sources-{variant}"], "w") as f:
                f.write("".join(f'#include "{os.path.basename(s)}.cpp"\n' for s in stems))
    return tus


def commands(configs, tus, compilers, include_dir, workdir):
    """(label, argv) of every compile of `configs`."""
    out = []
    for compiler, std, opt, rank, pattern in configs:
        if compilers.get(compiler) is None:
            continue
        if compiler == "gcc" and std == "23":
            std = "2b"  # GCC 12's name for it
        flags = [f"-std=c++{std}", f"-O{opt}", "-fdiagnostics-color=never",
                 "-I" + include_dir, "-I" + workdir, "-c", "-o", os.devnull] + FLAGS + (
                     GCC_FLAGS if compiler == "gcc" else CLANG_FLAGS)
        if rank:
            flags.append(f"-DSHAPECC_MAX_RANK={rank}")
        for name, tu in tus.items():
            if not re.search(pattern, name):
                continue
            label = f"{compiler} -std=c++{std} -O{opt}" + (f" -DSHAPECC_MAX_RANK={rank}"
                                                           if rank else "")
            out.append((f"{label} {name}", [compilers[compiler]] + flags + [tu]))
            if "status" in name:
                out.append((f"{label} -fno-exceptions -fno-rtti {name}",
                            [compilers[compiler]] + flags + ["-fno-exceptions", "-fno-rtti", tu]))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shapecc", required=True)
    ap.add_argument("--source-root", required=True)
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--gcc", help="GCC's C++ compiler (g++ 12 or later)")
    ap.add_argument("--clang", help="clang++ (22); also finds the emitted functions")
    ap.add_argument("--full", action="store_true", help="the whole matrix, not the CI subset")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    if not args.clang:
        print("SKIP: no clang++ to find the emitted functions with")
        return 77
    compilers = {"gcc": args.gcc, "clang": args.clang}
    if not args.gcc:
        print("no g++: only clang compiles")
    os.makedirs(args.workdir, exist_ok=True)
    include_dir = os.path.join(args.source_root, "runtime")

    variants, programs, rejected = emit(args.shapecc, args.source_root, args.workdir)
    status = 0
    for path, err in rejected:
        print(f"skipped (rejected by shapecc): {path}")
        if path.startswith(MUST_ACCEPT):
            print(f"FAIL: shapecc must accept {path}:\n{err}")
            status = 1
    print(f"{len(variants['status'])} programs, {len(rejected)} skipped")
    tus = write_tus(variants, args.workdir, args.clang, include_dir)

    configs = CONFIGS
    if args.full:
        configs = [(c, s, o, r, ".") for c, s, o, r in itertools.product(
            ("gcc", "clang"), ("17", "20", "23"), ("0", "2", "3", "s"), (None, "1", "4", "64"))]
    jobs = commands(configs, tus, compilers, include_dir, args.workdir)
    print(f"{len(jobs)} compiles", flush=True)
    diagnostics = {}

    def run(job):
        r = subprocess.run(job[1], capture_output=True, text=True)
        return job[0], r.returncode, r.stderr

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for label, returncode, stderr in pool.map(run, jobs):
            if returncode == 0 and not stderr.strip():
                continue
            status = 1
            print(f"FAIL: {label}")
            found = False
            for line in stderr.splitlines():
                m = re.match(r"(.*?):(\d+):\d+: (warning|error): (.*)", line)
                if m:
                    key = f"{os.path.basename(m.group(1))}:{m.group(2)}: {m.group(4)}"
                    diagnostics.setdefault(key, []).append(label)
                    found = True
            if not found:
                print(stderr)
    # Each diagnostic once, with the program its emitted file came from.
    for key, labels in sorted(diagnostics.items()):
        ns = re.match(r"(wcheck_\d+)\.", key)
        source = f" (from {programs[ns.group(1)]})" if ns else ""
        print(f"{key}{source}\n    in {len(labels)} compiles, first: {labels[0]}")
    print("ok" if status == 0 else f"{len(diagnostics)} distinct diagnostics")
    return status


if __name__ == "__main__":
    sys.exit(main())
