#!/usr/bin/env python3
"""Checks that each compiler given (GCC, clang) at -O3 inlines every benchmark checker into its
caller, in both error policies.

The emitted checkers are fast because they are inlined, with the runtime's checks in them, into
the function that calls them. A change to the runtime or to the emitted code can push a checker
past a compiler's inlining limits without changing any result: the dense layer's throw-policy
checker once went from 52 to 85 instructions per call with GCC when each failure path gained an
empty asm (docs/testing.md, H1), and clang left the matmul and dense-layer checkers out of their
callers, and some of the runtime's checks out of the others, until both were forced inline
(I1). This test emits bench/workloads/*.mlir with the built shapecc and compiles the
benchmark's callers (bench/checkers/shapecc_{status,throw}.cpp) with those headers, as the
benchmark build does. It fails if a function an entry (bench::entry_shapecc_POLICY_W) reaches in
the object file calls the checker or a clone of it, or one of the runtime's checks: then that
call was not inlined.
"""
import argparse
import pathlib
import re
import subprocess
import sys


# A check of the runtime, as emitted code calls it: a template on its result, Status or Throw
# ("shapecc::max_rank_16::Status shapecc::max_rank_16::cstr_eq<shapecc::max_rank_16::Status>(...)",
# or "shapecc::max_rank_16::broadcast_checked<shapecc::max_rank_16::Throw, 3ul>(...)"; the
# runtime's inline namespace is named after SHAPECC_MAX_RANK).
RUNTIME = r"shapecc::(?:max_rank_\w+::)?"
is_runtime_check = re.compile(
    r"^(?:\S+ )?" + RUNTIME + r"(?!detail::)\w+<[^<>]*\b" + RUNTIME + r"(?:Status|Throw)\b[^<>]*>\(")


def check(cxx, compiler, policy, root, work, workloads, objdump):
    """The failures of one compiler in one error policy."""
    failures = []
    obj = work / f"shapecc_{policy}.{compiler}.o"
    compile_ = subprocess.run(
        [cxx, "-std=c++17", "-O3", "-DNDEBUG", "-I", str(work),
         "-I", str(root / "bench"), "-I", str(root / "runtime"), "-c",
         str(root / "bench" / "checkers" / f"shapecc_{policy}.cpp"), "-o", str(obj)],
        capture_output=True, text=True)
    if compile_.returncode != 0:
        errors = "\n".join(compile_.stderr.splitlines()[:20])
        return [f"{compiler}: compiling shapecc_{policy}.cpp failed:\n{errors}"]
    listing = subprocess.run([objdump, "-d", "-r", "-C", "--no-show-raw-insn", str(obj)],
                             capture_output=True, text=True, check=True).stdout
    functions, current = {}, None
    for line in listing.splitlines():
        m = re.match(r"^[0-9a-f]+ <(.*)>:$", line)
        if m:
            current = m.group(1)
            functions[current] = []
        elif current is not None:
            functions[current].append(line)

    # Calls and jumps: by relocation ("OFFSET: R_X86_64_PLT32	TARGET-0x4") to another
    # section, or resolved ("call   1c0 <TARGET>") within one. A checker's Sites are
    # objects named "CHECKER(...)::at_L_C", not functions.
    def targets(name):
        for line in functions.get(name, []):
            if "R_X86_64" in line:
                yield re.sub(r"[-+]0x[0-9a-f]+$", "", line.split("\t")[-1].strip())
            m = re.search(r"\t(?:call|jmp)\S*\s+[0-9a-f]+ <(.*?)(?:[-+]0x[0-9a-f]+)?>$",
                          line)
            if m:
                yield m.group(1)

    entries = 0
    for w in workloads:
        entry = f"bench::entry_shapecc_{policy}_{w}("
        roots = [name for name in functions if name.startswith(entry)]
        if roots:
            entries += 1
        else:
            failures.append(f"{compiler} {policy} {w}: no entry function: the workload was "
                            "not built")
        checker = f"{policy}_{w}::{w}("
        is_checker = re.compile(re.escape(checker) + r"[^)]*\)( \[clone [^]]*\])*$")
        # Everything the entry reaches in this object (the harness's run and call
        # helpers and their clones), short of the checker itself, and the runtime's checks
        # the checker calls (shapecc::NAME, outside shapecc::detail, where the cold
        # functions of the failure paths are).
        seen, todo = set(roots), list(roots)
        while todo:
            name = todo.pop()
            for target in targets(name):
                if is_checker.match(target):
                    failures.append(f"{compiler} {policy} {w}: {name} calls the checker out "
                                    f"of line: {target}")
                elif is_runtime_check.match(target):
                    failures.append(f"{compiler} {policy} {w}: {name} calls the runtime's "
                                    f"check out of line: {target}")
                elif target in functions and target not in seen:
                    seen.add(target)
                    todo.append(target)
    print(f"{compiler} {policy}: {entries} entries, {len(workloads)} workloads")
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--shapecc", required=True)
    parser.add_argument("--source-root", required=True)
    parser.add_argument("--cxx", action="append", required=True,
                        help="a C++ compiler to check; repeat for several")
    parser.add_argument("--objdump", default="objdump")
    parser.add_argument("--workdir", required=True)
    args = parser.parse_args()

    root = pathlib.Path(args.source_root)
    work = pathlib.Path(args.workdir)
    work.mkdir(parents=True, exist_ok=True)
    workloads = sorted(p.stem for p in (root / "bench" / "workloads").glob("*.mlir"))
    if not workloads:
        print("no workloads found", file=sys.stderr)
        return 1

    failures = []
    for policy in ("status", "throw"):
        for w in workloads:
            run = subprocess.run(
                [args.shapecc, f"--errors={policy}", "--namespace", f"{policy}_{w}",
                 str(root / "bench" / "workloads" / f"{w}.mlir"),
                 "-o", str(work / f"{w}.{policy}.hpp")], capture_output=True, text=True)
            if run.returncode != 0:
                failures.append(f"shapecc {policy} {w}: exit {run.returncode}\n{run.stderr}")
    if failures:
        for f in failures:
            print("FAIL:", f)
        return 1

    for cxx in args.cxx:
        compiler = pathlib.Path(cxx).name
        for policy in ("status", "throw"):
            failures += check(cxx, compiler, policy, root, work, workloads, args.objdump)

    for f in failures:
        print("FAIL:", f)
    print(f"{len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
