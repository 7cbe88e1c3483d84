#!/usr/bin/env python3
"""Hoisting equivalence (issue #4): with both passes and with --no-hoist, every emitted checker
gives the same verdict, the same results and the same failure on a grid of inputs.

Programs: examples/, tests/golden, tests/passes (split at `// -----`), tests/emit, tests/cli,
tests/adversarial/cases, tests/difftest/regress, bench/workloads and a fixed-seed batch of
tests/difftest/shapegen.py programs. Each is emitted four times (hoisted and --no-hoist, status
and throw policy) into its own namespaces; C++ drivers, each including many programs, call every
function of the four on a grid derived from its signature (harness.hpp: the script only names
the functions) and print the inputs where the four differ.

The rule (docs/passes.md, "Equivalence"): the two policies of one build report the same; the
hoisted and the --no-hoist build give the same verdict and results, and on failure the same
code, site and message, except that where --no-hoist fails at an unguarded op that computes a
value (not a check), the hoisted build may fail instead at a constraint that comes later in the
source. Anything else fails the test. Inputs shapecc rejects are skipped and listed with the
reason. Exit status 0 when everything is equivalent, 1 otherwise.
"""

import argparse
import concurrent.futures
import glob
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "difftest"))
import shapegen  # noqa: E402

PROGRAM_GLOBS = [
    ("examples", "examples/*.mlir"),
    ("golden", "tests/golden/*.mlir"),
    ("passes", "tests/passes/*.mlir"),
    ("emit", "tests/emit/*.mlir"),
    ("cli", "tests/cli/*.mlir"),
    ("adversarial", "tests/adversarial/cases/*.mlir"),
    ("regress", "tests/difftest/regress/*.mlir"),
    ("workloads", "bench/workloads/*.mlir"),
]
VARIANTS = [("hs", "status", True), ("ps", "status", False),
            ("ht", "throw", True), ("pt", "throw", False)]

GENERIC_SHAPES = [
    [], [0], [1], [2], [3],
    [1, 1], [2, 2], [2, 3], [3, 2], [1, 3], [3, 1], [0, 2], [2, 0], [3, 3],
    [1, 1, 1], [2, 2, 2], [1, 2, 3], [3, 2, 1], [2, 1, 3], [0, 1, 2], [3, 3, 3],
    [1, 1, 1, 1], [2, 2, 2, 2], [1, 2, 3, 2], [2, 3, 1, 1], [0, 2, 2, 2], [3, 3, 3, 3],
]
GENERIC_INTS = [0, 1, 2, 3, -1, -2, 4, 5, 7]
MAX_LITERAL = 64
UNSUPPORTED = re.compile(r"not supported|unsupported|no C\+\+ mapping", re.IGNORECASE)


class Program:
    def __init__(self, label, origin, text, inputs=()):
        self.label, self.origin, self.text = label, origin, text
        self.inputs = inputs  # whole inputs that come with the program: lists and ints
        self.functions = []  # names relative to the program's namespace
        self.skip = None


def split_lit(path, text):
    """The inputs of a file split by `// -----`, each padded with newlines so that its
    diagnostics and sites keep the original line numbers."""
    chunks = re.split(r"^// -----\s*$", text, flags=re.M)
    out, line = [], 0
    for chunk in chunks:
        out.append("\n" * line + chunk)
        line += chunk.count("\n")
    return out


def collect(root, seed, count):
    progs = []
    for group, pattern in PROGRAM_GLOBS:
        for path in sorted(glob.glob(os.path.join(root, pattern))):
            stem = re.sub(r"\W", "_", os.path.splitext(os.path.basename(path))[0])
            rel = os.path.relpath(path, root)
            chunks = split_lit(path, open(path).read())
            for k, chunk in enumerate(chunks):
                label = f"{group}_{stem}" + (f"_{k}" if len(chunks) > 1 else "")
                origin = rel + (f" (input {k + 1} of {len(chunks)})" if len(chunks) > 1 else "")
                progs.append(Program(label, origin, chunk))
    for i in range(count):
        p = shapegen.generate(seed, i, num_inputs=12)
        progs.append(Program(f"gen{seed}_{i}", f"shapegen seed {seed} program {i}", p.text,
                             p.inputs))
    return progs


def function_names(header):
    """Functions defined in an emitted status header, qualified below its root namespace."""
    names, stack = [], []
    token = re.compile(r"^namespace ([\w:]+) \{|^\} // namespace|"
                       r"inline shapecc::Status\s+(\w+)\(", re.M)
    for m in token.finditer(header):
        if m.group(1):
            stack.append(m.group(1))
        elif m.group(0).startswith("}"):
            stack.pop()
        else:
            name = "::".join(stack[1:] + [m.group(2)])
            if name not in names:
                names.append(name)
    return names


def run_shapecc(args, prog, src, workdir, extra, variants=VARIANTS):
    """{variant: (exit status, first error line)}."""
    outcomes = {}
    for var, policy, hoist in variants:
        out = os.path.join(workdir, f"{prog.label}_{var}.hpp")
        cmd = [args.shapecc, src, f"--errors={policy}", "--namespace", f"{var}_{prog.label}",
               "-o", out] + ([] if hoist else ["--no-hoist"]) + extra
        proc = subprocess.run(cmd, capture_output=True, text=True,
                              env=dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1"))
        first = next((l for l in proc.stderr.splitlines() if "error:" in l),
                     proc.stderr.strip()[:200])
        outcomes[var] = (proc.returncode, first)
    return outcomes


def emit(args, prog, workdir):
    src = os.path.join(workdir, prog.label + ".mlir")
    with open(src, "w") as f:
        f.write(prog.text)
    outcomes = run_shapecc(args, prog, src, workdir, [])
    if all(rc == 1 and "constraint always fails" in msg for rc, msg in outcomes.values()):
        # A constraint that fails on every input: compare where it fails at run time.
        outcomes = run_shapecc(args, prog, src, workdir, ["--allow-failing-constraints"])
        prog.origin += " (--allow-failing-constraints)"
    codes = {rc for rc, _ in outcomes.values()}
    if codes != {0}:
        if codes == {1} and outcomes["hs"][1] and \
                all(o[1] == outcomes["hs"][1] for o in outcomes.values()):
            prog.skip = outcomes["hs"][1].replace(workdir + os.sep, "")
            return None
        # Hoisting may remove what the emitter cannot print (an implied constraint that was
        # all a branch held): then only the --no-hoist build is unsupported.
        unsupported = [f"{var}: {msg}" for var, (rc, msg) in outcomes.items()
                       if rc == 1 and UNSUPPORTED.search(msg)]
        if len(unsupported) == 2 and outcomes["hs"][0] == outcomes["ht"][0] == 0 and \
                all(outcomes[var][0] == 1 for var in ("ps", "pt")):
            prog.skip = "not supported without hoisting: " + \
                "; ".join(unsupported).replace(workdir + os.sep, "")
            return None
        return "shapecc accepts or rejects differently with --no-hoist or --errors: " + \
            "; ".join(f"{var}: exit {rc} {msg}" for var, (rc, msg) in outcomes.items())
    header = open(os.path.join(workdir, f"{prog.label}_hs.hpp")).read()
    prog.functions = function_names(header)
    if not prog.functions:
        prog.skip = "no function"
    elif "Has no body in the source" in header:
        # Functions the source only declares are the user's to define: nothing to link.
        prog.skip = "declares functions without a body"
    for var in ("ps", "ht", "pt"):
        text = open(os.path.join(workdir, f"{prog.label}_{var}.hpp")).read()
        if var.endswith("s") and function_names(text) != prog.functions:
            return f"the {var} header defines other functions: {function_names(text)}"
    return None


def pools(text):
    """The candidate shapes and integers of a program: the generic grid plus its static
    tensor shapes, constant shapes and literals."""
    shapes = [list(s) for s in GENERIC_SHAPES]
    ints = list(GENERIC_INTS)
    own = []
    for dims in re.findall(r"tensor<((?:[0-9?]+x)+)(?:f\d+|bf16|i\d+|index)>", text):
        dims = dims.rstrip("x").split("x")
        if len(dims) == 1 and "index>" in text and dims[0] != "?":
            own.append([2] * min(int(dims[0]), 4))
        for fill in (1, 2, 3):
            own.append([fill if d == "?" else int(d) for d in dims])
    for inner in re.findall(r"const_shape \[([-0-9, ]*)\]", text):
        own.append([int(x) for x in inner.split(",") if x.strip()])
    literals = [int(v) for v in re.findall(
        r"(?:arith\.constant|const_size)\s+(-?\d+)\b(?!\.)", text)]
    literals += [int(d) for s in own for d in s]
    for v in literals:
        if abs(v) <= MAX_LITERAL and v not in ints:
            ints.append(v)
            if v > 3:
                own += [[v], [v, v], [2, v], [v, 2]]
    for s in own:
        if s not in shapes and all(0 <= e <= MAX_LITERAL for e in s) and len(s) <= 6:
            shapes.append(s)
    return shapes, ints


def cpp_arg(value):
    if isinstance(value, list):
        return "eq::Arg{{" + ", ".join(map(str, value)) + "}, {}, false, 0}"
    return f"eq::Arg{{{{}}, {{}}, false, {value}}}"


def hoisting_calls(p, budget):
    """The headers a program's comparison includes and its `eq::compare` calls, which
    `pools` is in scope for: the four builds of every function."""
    headers = [f"{p.label}_{var}.hpp" for var, _, _ in VARIANTS]
    calls = []
    for f in p.functions:
        refs = ", ".join(f"&{var}_{p.label}::{f}" for var, _, _ in VARIANTS)
        calls.append(f'eq::compare<{refs}>("{p.label}", "{f}", pools, {budget});')
    return headers, calls


def driver(progs, budget, program_calls=hoisting_calls):
    out = ['#include "harness.hpp"']
    calls = [program_calls(p, budget) for p in progs]
    for headers, _ in calls:
        out += [f'#include "{h}"' for h in headers]
    out += ["int main(int argc, char **argv) {",
            "  std::setvbuf(stdout, nullptr, _IOLBF, 0);",
            "  if (argc > 1)",
            "    eq::first_input = std::strtoull(argv[1], nullptr, 10);"]
    for p, (_, program) in zip(progs, calls):
        shapes, ints = pools(p.text)
        shape_list = ", ".join("eq::Extents{" + ", ".join(map(str, s)) + "}" for s in shapes)
        inputs = ", ".join("eq::Combo{" + ", ".join(cpp_arg(v) for v in args) + "}"
                           for args in p.inputs)
        out.append("  {")
        out.append(f"    const eq::Pools pools{{{{{shape_list}}}, "
                   f"{{{', '.join(map(str, ints))}}}, {{{inputs}}}}};")
        out += ["    " + call for call in program]
        out.append("  }")
    out += ["  return 0;", "}"]
    return "\n".join(out) + "\n"


def run_batch(args, index, progs, workdir, program_calls=hoisting_calls):
    src = os.path.join(workdir, f"driver{index}.cpp")
    exe = os.path.join(workdir, f"driver{index}")
    with open(src, "w") as f:
        f.write(driver(progs, args.budget, program_calls))
    here = os.path.dirname(os.path.abspath(__file__))
    proc = subprocess.run([args.cxx, "-std=c++17", "-O0", f"-I{workdir}", f"-I{here}",
                           f"-I{args.runtime_include}", src, "-o", exe],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        return None, f"driver{index} does not compile:\n{proc.stderr[:6000]}"
    # A call that hangs ends the driver with exit status 3 and an `H INDEX ...` line; the
    # driver then resumes after that input.
    stdout, start = "", 0
    while True:
        try:
            run = subprocess.run([exe, str(start)], capture_output=True, text=True,
                                 timeout=args.timeout)
        except subprocess.TimeoutExpired:
            return stdout, f"driver{index} timed out after {args.timeout}s"
        stdout += run.stdout
        hang = re.search(r"^H (\d+) ", run.stdout, re.M)
        if run.returncode == 3 and hang:
            start = int(hang.group(1)) + 1
            continue
        if run.returncode != 0:
            return stdout, f"driver{index} exited {run.returncode}: {run.stderr[-2000:]}"
        return stdout, None


def parse_failure(outcome):
    """('fail', code, kind, (line, col), message) or ('ok', results)."""
    if outcome.startswith("ok"):
        return ("ok", outcome[2:].strip())
    _, code, kind, site, message = outcome.split(" ", 4)
    line, col = site.split(":")
    return ("fail", code, kind, (int(line), int(col)), message)


def removed_loop(hs, ps, ht, pt):
    """Whether the --no-hoist checker stopped a loop at SHAPECC_MAX_LOOP_ITERATIONS where the
    hoisted one returned: the loop only checked a loop-invariant constraint, hoisting moved the
    constraint in front of it, and the dead loop was removed (docs/passes.md, Termination)."""
    h, p = parse_failure(hs), parse_failure(ps)
    return (hs == ht and ps == pt and h[0] == "ok" and p[0] == "fail"
            and p[1] == "iteration_limit_exceeded")


def judge(hs, ps, ht, pt):
    """None when the four outcomes of one input meet the rule, else why not."""
    if hs != ht or ps != pt:
        return "the status and throw policies report differently"
    h, p = parse_failure(hs), parse_failure(ps)
    if h[0] != p[0]:
        return "different verdicts"
    if h[0] == "ok":
        return "different results"
    # Both fail, at different places: allowed only when --no-hoist stops at an op that
    # computes a value and the hoisted build at a constraint that comes later in the source.
    if p[2] == "op" and h[2] == "check" and h[3] > p[3]:
        return None
    return "different failures"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shapecc", required=True)
    ap.add_argument("--runtime-include", required=True)
    ap.add_argument("--source-root", required=True)
    ap.add_argument("--cxx", default="g++")
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--count", type=int, default=100)
    ap.add_argument("--budget", type=int, default=200, help="inputs per function")
    ap.add_argument("--batch", type=int, default=40, help="programs per driver")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--only", help="a regular expression on program labels")
    ap.add_argument("--verbose", action="store_true", help="also print the allowed differences")
    args = ap.parse_args()

    workdir = os.path.abspath(args.workdir)
    os.makedirs(workdir, exist_ok=True)
    progs = collect(args.source_root, args.seed, args.count)
    if args.only:
        progs = [p for p in progs if re.search(args.only, p.label)]
    problems = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for prog, err in zip(progs, pool.map(lambda p: emit(args, p, workdir), progs)):
            if err:
                problems.append(f"{prog.origin}: {err}")
                prog.skip = "error"
    skipped = [p for p in progs if p.skip]
    for p in skipped:
        if p.skip != "error":
            print(f"skipped {p.origin}: {p.skip}")
    runnable = [p for p in progs if not p.skip]
    batches = [runnable[i:i + args.batch] for i in range(0, len(runnable), args.batch)]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda ib: run_batch(args, ib[0], ib[1], workdir),
                                enumerate(batches)))

    by_label = {p.label: p for p in runnable}
    calls = passed = functions = allowed = 0
    never_passing, hangs = [], {}
    for stdout, err in results:
        if err:
            problems.append(err)
        for line in (stdout or "").splitlines():
            if line.startswith("C "):
                _, label, func, n, ok = line.split(" ")
                functions += 1
                calls += int(n)
                passed += int(ok)
                if int(ok) == 0:
                    never_passing.append(f"{by_label[label].origin} @{func}")
            elif line.startswith("H "):
                head, inputs = line.split("\t", 1)
                _, _, label, func, variant = head.split(" ")
                if variant.startswith("--no-hoist"):
                    hangs.setdefault(f"{by_label[label].origin} @{func}", []).append(inputs)
                else:
                    problems.append(f"{by_label[label].origin} @{func}({inputs}): {variant} "
                                    f"did not return, the --no-hoist build did")
            elif line.startswith("D "):
                head, hs, ps, ht, pt = line.split("\t")
                _, label, func, inputs = head.split(" ", 3)
                if removed_loop(hs, ps, ht, pt):
                    hangs.setdefault(f"{by_label[label].origin} @{func}", []).append(inputs)
                    continue
                why = judge(hs, ps, ht, pt)
                if why is None:
                    allowed += 1
                    if args.verbose:
                        print(f"allowed: {by_label[label].origin} @{func}({inputs})\n"
                              f"    hoisted:    {hs}\n    --no-hoist: {ps}")
                    continue
                problems.append(
                    f"{by_label[label].origin} @{func}({inputs}): {why}\n"
                    f"    hoisted:          {hs}\n    --no-hoist:       {ps}\n"
                    f"    hoisted, throw:   {ht}\n    --no-hoist, throw: {pt}")
    if hangs:
        print("inputs not compared: the --no-hoist checker did not return, or stopped at the loop "
              "limit, where the hoisted one returned (docs/passes.md, Termination):")
        for function, inputs in hangs.items():
            print(f"  {function}: {len(inputs)} inputs, e.g. ({inputs[0]})")
    if never_passing:
        print("functions no grid input passes (checked on failures only):")
        for f in never_passing:
            print(f"  {f}")
    print(f"{len(runnable)} programs, {functions} functions, {calls} inputs "
          f"({passed} passing) x 4 builds; {len(skipped)} skipped; {allowed} inputs where "
          f"hoisting reports a later constraint instead of an unguarded op's failure")
    for p in problems:
        print(f"FAIL {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
