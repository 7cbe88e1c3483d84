#!/usr/bin/env python3
"""Metamorphic equivalence: a program P and a rewriting P' of it that means the same (printed
back by mlir-opt in custom or generic form, after --cse or --inline, values renamed and
functions reordered) must give the same checkers.

Programs: those of tests/equivalence/equivalence.py (every program of the repository and a
fixed-seed batch of tests/difftest/shapegen.py programs). Transforms (docs/testing.md,
"Metamorphic testing"):

  m1  mlir-opt-22 --mlir-print-debuginfo: custom form, values renamed to %0/%arg0, every op
      carrying loc("<P's file>":L:C)
  m2  the same with --mlir-print-op-generic: generic form, properties <{...}>
  m3  mlir-opt-22 --cse (with the locations; an error site may move to an identical op
      above it, which cse merges and shapecc keeps apart: K7)
  m4  mlir-opt-22 --inline (no canonicalization): calls inlined, dead private callees removed
  m5  textual: every SSA value and block argument %x renamed %v_x, the functions of each
      module (and library) in reverse order, scalar constants first in their runs of ops
  m6  mlir-opt-22 --canonicalize, only with --canonicalize (upstream's folders have known
      bugs, docs/testing.md U1-U6)

Each P' is compiled like P (hoisted, status and throw policy) into its own namespaces, and the
harness (harness.hpp) calls P and P' on the same grid. What must be equal: whether shapecc
accepts the file and, when it rejects it, its errors (sites and text, in order); then, on every
input, the verdict, the results, the error code and whether a check or an op failed, the site
(file, line, column) and the message. Normalized before comparing: the name of an argument in
`argument NAME has ...` (replaced by its position, read from each build's check_argument
calls: P' names %lhs `arg0`), and the name of any other value a check names so (a cast's
operand, replaced by `#value`: mlir-opt prints it `%0` or `%head`); with m4 the function named in `in @f:` (an inlined callee's
failure happens in its caller); with m5 positions in P''s text are mapped back to P's (lines
moved, columns shifted by the renaming); in a program with an op of no file position
(`loc(unknown)`), only the file of a site. Exit status 0 when every pair agrees, 1 otherwise.
"""

import argparse
import concurrent.futures
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import equivalence as eqv  # noqa: E402

BUILDS = [("hs", "status", True), ("ht", "throw", True)]
MLIR_OPT_TRANSFORMS = {
    "m1": ["--mlir-print-debuginfo"],
    "m2": ["--mlir-print-debuginfo", "--mlir-print-op-generic"],
    "m3": ["--cse", "--mlir-print-debuginfo"],
    "m4": ["--inline=default-pipeline=", "--mlir-print-debuginfo"],
    "m6": ["--canonicalize", "--mlir-print-debuginfo"],
}
FUNCTION_START = re.compile(r'\s*(?:func\.func|shape\.func|"func\.func"|"shape\.func")\b')
SSA_NAME = re.compile(r"%([A-Za-z0-9_$.\-]+)")
SITE = re.compile(r"^([^:\s]+):(\d+):(\d+): ")
SCALAR_CONSTANT = re.compile(
    r"\s*%[\w$.\-]+ = arith\.constant (?:true|false|-?\d+) : (?:index|i\d+)\b")
LOCATIONLESS = re.compile(r'loc\((?:unknown|"[^"]*")\)')


class Rewritten:
    """P' of one program under one transform."""

    def __init__(self, prog, name, text, back=None):
        self.prog, self.name, self.text = prog, name, text
        self.label = f"{prog.label}_{name}"
        self.back = back  # m5: (line, col) in P' -> (line, col) in P
        self.functions = []
        self.params = {}  # parameters() of its status header


def code_spans(line):
    """(start, end) of the parts of one line outside string literals and `//` comments."""
    spans, start, i, n = [], 0, 0, len(line)
    while i < n:
        if line[i] == '"':
            spans.append((start, i))
            i += 1
            while i < n and line[i] != '"':
                i += 2 if line[i] == "\\" else 1
            start = i = i + 1
        elif line.startswith("//", i):
            spans.append((start, i))
            return spans
        else:
            i += 1
    spans.append((start, n))
    return spans


def bracket_depths(lines):
    """For each line, the nesting depth of `{`/`(` before it and the line opening the
    innermost bracket open there (None at the top)."""
    depth, stack, out = 0, [None], []
    for index, line in enumerate(lines):
        out.append((depth, stack[-1]))
        for start, end in code_spans(line):
            for ch in line[start:end]:
                if ch in "{(":
                    depth += 1
                    stack.append(index)
                elif ch in "})" and depth > 0:
                    depth -= 1
                    stack.pop()
    out.append((depth, stack[-1]))
    return out


def function_order(lines):
    """The lines of P with the functions of each block (module, library) in reverse order:
    a list of indices into `lines`."""
    depths = bracket_depths(lines)
    groups, open_chunk = {}, None
    for index, line in enumerate(lines):
        if open_chunk is None and FUNCTION_START.match(line):
            open_chunk = [index, None, depths[index][0]]
            groups.setdefault(depths[index], []).append(open_chunk)
        if open_chunk is not None and depths[index + 1][0] <= open_chunk[2]:
            open_chunk[1] = index + 1
            open_chunk = None
    order = list(range(len(lines)))
    for chunks in groups.values():
        chunks = [(lo, hi) for lo, hi, _ in chunks if hi is not None]
        if len(chunks) < 2:
            continue
        # A chunk is contiguous in `order` (an earlier group moved it whole): slot k, where
        # chunk k is now, receives chunk n-1-k; lines between chunks stay where they are.
        slots = [(order.index(lo), order.index(lo) + hi - lo) for lo, hi in chunks]
        contents = [order[lo:hi] for lo, hi in reversed(slots)]
        rebuilt, last = [], 0
        for (lo, hi), content in zip(slots, contents):
            rebuilt += order[last:lo] + content
            last = hi
        order = rebuilt + order[last:]
    return order


def constants_first(lines, order):
    """`order` with each scalar `arith.constant` moved to the start of its run of one-line ops
    (lines that neither open nor close a region nor label a block): a constant has no operands
    and cannot fail, so any op of its block may follow it."""
    depths = bracket_depths(lines)

    def plain(index):
        line = lines[index]
        code = "".join(line[a:b] for a, b in code_spans(line))
        return depths[index][0] == depths[index + 1][0] and not re.search(r"[{}]", code) \
            and not code.lstrip().startswith("^") and not FUNCTION_START.match(line)

    out, run = [], []
    for index in order + [None]:
        if index is not None and plain(index):
            run.append(index)
            continue
        out += [i for i in run if SCALAR_CONSTANT.match(lines[i])]
        out += [i for i in run if not SCALAR_CONSTANT.match(lines[i])]
        run = []
        if index is not None:
            out.append(index)
    return out


def rename_line(line):
    """The line with every `%x` outside strings and comments renamed `%v_x`, and for each
    column of the result (1-based) the column of P it comes from."""
    out, cols, pos = [], [], 0
    for start, end in code_spans(line):
        out.append(line[pos:start])
        cols += range(pos + 1, start + 1)
        part, last = line[start:end], 0
        for m in SSA_NAME.finditer(part):
            out.append(part[last:m.start() + 1] + "v_")
            cols += range(start + last + 1, start + m.start() + 2)
            cols += [start + m.start() + 2] * 2
            last = m.start() + 1
        out.append(part[last:])
        cols += range(start + last + 1, end + 1)
        pos = end
    out.append(line[pos:])
    cols += range(pos + 1, len(line) + 2)
    return "".join(out), cols


def rename_and_reorder(text, reorder):
    """m5: P' and the map from its positions back to P's."""
    lines = text.split("\n")
    order = constants_first(lines, function_order(lines)) if reorder else range(len(lines))
    new_lines, back = [], {}
    for new_index, old_index in enumerate(order):
        renamed, cols = rename_line(lines[old_index])
        new_lines.append(renamed)
        back[new_index + 1] = (old_index + 1, cols)
    return "\n".join(new_lines), back


def map_back(rewritten, line, col):
    """A position in P' as the position in P it was moved from (m5)."""
    if rewritten.back is None or line not in rewritten.back:
        return line, col
    old_line, cols = rewritten.back[line]
    return old_line, cols[col - 1] if 0 < col <= len(cols) else col


def transform(args, prog, name, src, accepted):
    """P' (a Rewritten) or the reason mlir-opt cannot make it. m5 keeps the order of the
    functions of a program shapecc rejects: the emitter stops at the first function it
    cannot emit, so which unsupported op it names depends on that order."""
    if name == "m5":
        text, back = rename_and_reorder(prog.text, reorder=accepted)
        return Rewritten(prog, name, text, back), None
    proc = subprocess.run([args.mlir_opt, src] + MLIR_OPT_TRANSFORMS[name],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        first = next((l for l in proc.stderr.splitlines() if "error:" in l), proc.stderr[:200])
        return None, "mlir-opt rejects P: " + first.replace(os.path.dirname(src) + os.sep, "")
    if "<<INVALID EMPTY SYMBOL>>" in proc.stdout:
        return None, "mlir-opt prints the symbol @\"\" as @<<INVALID EMPTY SYMBOL>>"
    return Rewritten(prog, name, proc.stdout), None


def unparsable(args, rsrc):
    """Why mlir-opt does not parse its own output P' (its printer does not round-trip some
    ops: a shape.broadcast, any or is_broadcastable without operands), or None."""
    proc = subprocess.run([args.mlir_opt, rsrc, "-o", os.devnull], capture_output=True,
                          text=True)
    if proc.returncode == 0:
        return None
    first = next((l for l in proc.stderr.splitlines() if "error:" in l), proc.stderr[:200])
    return "mlir-opt does not parse the P' it printed: " + first.replace(
        os.path.dirname(rsrc) + os.sep, "")


def parameters(header):
    """{function: {argument name as check_argument reports it: position}} of a status
    header."""
    out = {}
    pieces = re.split(r"inline shapecc::Status\s+(\w+)\(", header)
    for name, body in zip(pieces[1::2], pieces[2::2]):
        # The last word of each parameter: its name, also when emitted as `/*name*/`.
        params = [re.findall(r"\w+", param)[-1] for param in body[:body.find(")")].split(",")
                  if re.search(r"\w", param)]
        # Entry checks report at the function's site, the first one declared; a cast's
        # check (of a value an argument or an out-parameter holds) at the cast's.
        sites = re.findall(r"static constexpr shapecc::Site (\w+)\{", body)
        names = {}
        for var, given, site in re.findall(
                r'check_argument\((\w+), "([^"]*)", [^;]*?(\w+)\)\);', body):
            if var in params and sites and site == sites[0]:
                names.setdefault(given, params.index(var))
        out.setdefault(name, names)
    return out


def errors(args, src, extra):
    """The error lines shapecc prints for `src`, paths reduced to base names."""
    proc = subprocess.run([args.shapecc, src, "-o", os.devnull] + extra, capture_output=True,
                          text=True, env=dict(os.environ, LLVM_DISABLE_SYMBOLIZATION="1"))
    return [re.sub(r"[^\s:]*/([^\s:/]+\.mlir)", r"\1", l)
            for l in proc.stderr.splitlines() if ": error: " in l]


def emit_pair(args, prog, workdir):
    """Compiles P and each P'; returns (list of P' to run, problems, notes)."""
    problems, notes, runnable = [], [], []
    src = os.path.join(workdir, prog.label + ".mlir")
    with open(src, "w") as f:
        f.write(prog.text)
    extra = []
    outcomes = eqv.run_shapecc(args, prog, src, workdir, extra, BUILDS)
    if all(rc == 1 and "constraint always fails" in msg for rc, msg in outcomes.values()):
        extra = ["--allow-failing-constraints"]
        outcomes = eqv.run_shapecc(args, prog, src, workdir, extra, BUILDS)
    if outcomes["hs"] != outcomes["ht"]:
        return [], [f"{prog.origin}: the policies accept or reject differently: {outcomes}"], []
    accepted = outcomes["hs"][0] == 0
    if accepted:
        header = open(os.path.join(workdir, f"{prog.label}_hs.hpp")).read()
        prog.functions = eqv.function_names(header)
        prog.params = parameters(header)
        if "Has no body in the source" in header:
            notes.append(f"{prog.origin}: not run (declares functions without a body)")
            accepted = None
    for name in args.transforms:
        rewritten, why = transform(args, prog, name, src, accepted is not False)
        if rewritten is None:
            notes.append(f"{prog.origin} [{name}]: {why}")
            continue
        rdir = os.path.join(workdir, name)
        rsrc = os.path.join(rdir, prog.label + ".mlir")
        with open(rsrc, "w") as f:
            f.write(rewritten.text)
        got = eqv.run_shapecc(args, eqv.Program(rewritten.label, "", ""), rsrc, workdir,
                              extra, BUILDS)
        where = f"{prog.origin} [{name}: {os.path.relpath(rsrc, workdir)}]"
        if got != outcomes and (why := unparsable(args, rsrc)):
            notes.append(f"{prog.origin} [{name}]: {why}")
            continue
        if got["hs"][0] != outcomes["hs"][0] or got["ht"][0] != outcomes["ht"][0]:
            problems.append(f"{where}: shapecc exits {got['hs'][0]} on P', "
                            f"{outcomes['hs'][0]} on P: {got['hs'][1] or outcomes['hs'][1]}")
            continue
        if not accepted:
            if accepted is False:
                p_errors = [normalize_diagnostic(l, None) for l in errors(args, src, extra)]
                q_errors = [normalize_diagnostic(l, rewritten) for l in errors(args, rsrc, extra)]
                if p_errors != q_errors:
                    problems.append(f"{where}: rejected differently\n    P:  "
                                    + "\n        ".join(map(str, p_errors)) + "\n    P': "
                                    + "\n        ".join(map(str, q_errors)))
            continue
        header = open(os.path.join(workdir, f"{rewritten.label}_hs.hpp")).read()
        rewritten.functions = eqv.function_names(header)
        rewritten.params = parameters(header)
        missing = [f for f in prog.functions if f not in rewritten.functions]
        extra_functions = [f for f in rewritten.functions if f not in prog.functions]
        inlined = [f for f in missing if name in ("m4", "m6") and private(prog.text, f)]
        if extra_functions or len(inlined) != len(missing):
            problems.append(f"{where}: P' defines other functions: "
                            f"missing {missing}, new {extra_functions}")
            continue
        runnable.append(rewritten)
    return runnable, problems, notes


def private(text, function):
    """Whether P declares `function` private (in custom or generic form)."""
    name = re.escape(function)
    return re.search(r"(?:func\.func|shape\.func)\s+private\s+@" + name + r"\b", text) or \
        re.search(r'sym_name = "' + name + r'"[^}]*sym_visibility = "private"', text)


def normalize_diagnostic(line, rewritten):
    """A compile-time error as (file, line, col, text), P' positions mapped to P's and value
    names (`%lhs`) reduced to `%_`."""
    m = SITE.match(line)
    text = re.sub(r"%[\w$.\-#]+", "%_", line[m.end():] if m else line)
    if not m:
        return ("", 0, 0, text)
    pos = (int(m.group(2)), int(m.group(3)))
    if rewritten is not None:
        pos = map_back(rewritten, *pos)
    return (m.group(1),) + pos + (text,)


def metamorphic_calls(pair_of):
    def calls(p, budget):
        headers = [f"{p.label}_{var}.hpp" for var, _, _ in BUILDS]
        out = []
        for r in pair_of[p.label]:
            headers += [f"{r.label}_{var}.hpp" for var, _, _ in BUILDS]
            names = f'eq::Variants{{"{r.name}", "P"}}'
            for f in r.functions:
                refs = (f"&hs_{r.label}::{f}, &hs_{p.label}::{f}, "
                        f"&ht_{r.label}::{f}, &ht_{p.label}::{f}")
                out.append(f'eq::compare<{refs}>("{r.label}", "{f}", pools, {budget}, '
                           f"{names});")
        return headers, out
    return calls


def normalize_outcome(outcome, params, transform, back=None):
    """One outcome of P (back None) or P' in P's terms: ('ok', results) or ('fail', code,
    kind, (file, line, col), message)."""
    if outcome.startswith("ok"):
        return ("ok", outcome[2:].strip())
    _, code, kind, _, message = outcome.split(" ", 4)
    site = None
    m = SITE.match(message)
    if m:
        line, col = int(m.group(2)), int(m.group(3))
        if back is not None:
            line, col = map_back(back, line, col)
        site = (m.group(1), line, col)
        message = message[m.end():]
    if transform == "m4":
        message = re.sub(r"^in @[\w$.\-]+: ", "in @_: ", message)
    # Another value so named (the operand of a cast that refines a type) has no position:
    # its name is P's, or mlir-opt's (%0, %head) or m5's in P'.
    message = re.sub(r"^(in @[\w$.\-]+: argument )(\S+)( has )",
                     lambda a: a.group(1) + ("#%d" % params[a.group(2)]
                                             if a.group(2) in params else "#value")
                     + a.group(3), message)
    # A cast check's value ("value r has", or "value has" when unnamed) is named by the
    # source or by mlir-opt (%0 is unnamed), never by position.
    message = re.sub(r"^(in @[\w$.\-]+: value )(?:\S+ )?has ", r"\1#value has ", message)
    return ("fail", code, kind, site, message)


def judge(rewritten, function, q_status, p_status, q_throw, p_throw):
    """None when P and P' report the same on one input, else why not."""
    if q_status != q_throw or p_status != p_throw:
        return "the status and throw policies report differently"
    name = function.split("::")[-1]
    q = normalize_outcome(q_status, rewritten.params.get(name, {}), rewritten.name, rewritten)
    p = normalize_outcome(p_status, rewritten.prog.params.get(name, {}), rewritten.name)
    if q == p:
        return None
    if q[0] != p[0]:
        return "different verdicts"
    if q[0] == "ok":
        return "different results"
    if q[1:3] != p[1:3]:
        return "different error codes"
    if q[3] != p[3]:
        # An op P gives no file position (`loc(unknown)`, `loc("name")`) is reported at its
        # position in the text (docs/cli.md), which P' moves: only the file is compared.
        if LOCATIONLESS.search(rewritten.prog.text) and q[3] and p[3] and \
                q[3][0] == p[3][0] and q[4] == p[4]:
            return None
        # An explicit loc("<P's file>":L:C) of P is copied into P' as it is.
        verbatim = SITE.match(q_status.split(" ", 4)[4])
        if rewritten.back is not None and verbatim and "loc(" in rewritten.prog.text and \
                (verbatim.group(1), int(verbatim.group(2)), int(verbatim.group(3))) == p[3] \
                and q[4] == p[4]:
            return None
        # m3: mlir-opt --cse merges two identical ops that make an error value, so P''s error
        # names the earlier one's line; shapecc keeps them apart (K7, docs/testing.md).
        if rewritten.name == "m3" and q[3] and p[3] and q[3][0] == p[3][0] and \
                q[4] == p[4] and same_op(rewritten.prog.text, q[3][1], p[3][1]):
            return None
        return "different sites"
    return "different messages"


def same_op(text, a, b):
    """Whether lines a and b of text hold the same op, but for its results' names."""
    lines = text.split("\n")

    def op(line):
        if not 0 < line <= len(lines):
            return None
        return re.sub(r"^\s*%[^=]*=\s*", "", lines[line - 1]).strip()
    return op(a) is not None and op(a) == op(b)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--shapecc", required=True)
    ap.add_argument("--mlir-opt", default="mlir-opt-22")
    ap.add_argument("--runtime-include", required=True)
    ap.add_argument("--source-root", required=True)
    ap.add_argument("--cxx", default="g++")
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--count", type=int, default=30, help="generated programs")
    ap.add_argument("--budget", type=int, default=40, help="inputs per function")
    ap.add_argument("--batch", type=int, default=25, help="programs per driver")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--timeout", type=int, default=300)
    ap.add_argument("--transforms", default="m1,m2,m3,m4,m5",
                    help="comma-separated, of m1-m6")
    ap.add_argument("--canonicalize", action="store_true",
                    help="also m6, whose differences are upstream's (docs/testing.md)")
    ap.add_argument("--full", action="store_true",
                    help="200 generated programs, 200 inputs per function")
    ap.add_argument("--only", help="a regular expression on program labels")
    args = ap.parse_args()
    args.transforms = args.transforms.split(",")
    if args.full:
        args.count, args.budget = max(args.count, 200), 200
    if args.canonicalize and "m6" not in args.transforms:
        args.transforms.append("m6")

    workdir = os.path.abspath(args.workdir)
    for name in args.transforms:
        os.makedirs(os.path.join(workdir, name), exist_ok=True)
    progs = eqv.collect(args.source_root, args.seed, args.count)
    if args.only:
        progs = [p for p in progs if re.search(args.only, p.label)]
    problems, notes, pair_of = [], [], {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for prog, (runnable, bad, said) in zip(
                progs, pool.map(lambda p: emit_pair(args, p, workdir), progs)):
            problems += bad
            notes += said
            if runnable:
                pair_of[prog.label] = runnable
    for note in notes:
        print(f"not compared: {note}")
    to_run = [p for p in progs if p.label in pair_of]
    batches = [to_run[i:i + args.batch] for i in range(0, len(to_run), args.batch)]
    calls = metamorphic_calls(pair_of)
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(
            lambda ib: eqv.run_batch(args, ib[0], ib[1], workdir, calls), enumerate(batches)))

    by_label = {r.label: r for rs in pair_of.values() for r in rs}
    inputs = functions = 0
    hangs = []
    for stdout, err in results:
        if err:
            problems.append(err)
        for line in (stdout or "").splitlines():
            if line.startswith("C "):
                functions += 1
                inputs += int(line.split(" ")[3])
            elif line.startswith("H "):
                head, given = line.split("\t", 1)
                _, _, label, func, variant = head.split(" ")
                r = by_label[label]
                if variant.startswith("P"):
                    hangs.append(f"{r.prog.origin} [{r.name}] @{func}({given})")
                else:
                    problems.append(f"{r.prog.origin} [{r.name}] @{func}({given}): P' did not "
                                    f"return, P did")
            elif line.startswith("D "):
                head, q, p, qt, pt = line.split("\t")
                _, label, func, given = head.split(" ", 3)
                r = by_label[label]
                why = judge(r, func, q, p, qt, pt)
                if why:
                    problems.append(f"{r.prog.origin} [{r.name}: {r.name}/{r.prog.label}.mlir] "
                                    f"@{func}({given}): {why}\n    P:  {p}\n    P': {q}")
    if hangs:
        print("inputs not compared (P did not return within the harness's CPU time):")
        for h in hangs:
            print(f"  {h}")
    pairs = sum(len(rs) for rs in pair_of.values())
    print(f"{len(progs)} programs, {pairs} rewritten programs ({', '.join(args.transforms)}), "
          f"{functions} functions, {inputs} inputs compared; {len(notes)} not compared")
    for p in problems:
        print(f"FAIL {p}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
