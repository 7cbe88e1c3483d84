#!/usr/bin/env python3
"""Compiles a case file under both error policies and checks every call's result or failure.

A case file holds functions (func.func or shape.func, also in a shape.function_library, where
`func` alone is shape.func) and
`// CASE:` lines, one per call:

    // CASE: [-1,2]; [3] => argument_mismatch: negative
    // CASE: ones(17); [1] => capacity_exceeded
    // CASE: [9,2]; 3 => ok [9,2] 3
    // CASE: [MAX]; 0 => error
    // CASE: @other [2]; true => not_equal = f.mlir:4:8: in @other: shapes [2] and [3] ...
    // CASE: "foo.matmul" [2,3]; [3,4] => ok [2,4]
    // CASE: "foo.unknown" as @matmul => absent

A call names its function (`@name`; the first function of the file by default) or an op of the
library's `mapping` in quotes: then it goes through the emitted registry, `lookup` by op name
with the function type of the op's function (or of `as @name`), and `absent` expects no entry.
Arguments are separated by `;`: a shape `[a,b,...]` (`MAX`/`MIN` are INT64_MAX/INT64_MIN; for
a data tensor its shape, for a `!shape.value_shape` its shape with unknown elements) or
`ones(N)` (rank N, all extents 1), an integer for index/size arguments, `true`/`false` for i1.
After `=>`: `ok` (optionally followed by the expected results), an `Errc` name optionally
followed by `:` and a substring the formatted message must contain or by `=` and the whole
formatted message, or `error` (any failure). `// XFAIL: why` marks a case file that is expected
to fail until a shapecc bug is fixed; `// TIMEOUT: S` overrides the time limit of the run.

shapecc compiles the file under both error policies; a C++ driver calls every case under both,
built with -fsanitize=address,undefined -fno-sanitize-recover=all, so undefined behaviour in
the emitted code or the runtime aborts the test. `--werror` builds it with -Wall -Wextra -Werror
and `--no-exceptions` also builds and runs its status half with -fno-exceptions, whose results
must meet the cases too. Each case must finish within --timeout. Exit status: 0 pass (or
expected failure), 1 failure, 77 (skip) when shapecc does not support an op of the file yet.
--table prints the observed behaviour as Markdown rows.
"""

import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "lib"))
from mlir_text import split_top  # noqa: E402

INT64_MAX = (1 << 63) - 1
INT64_MIN = -(1 << 63)
UNSUPPORTED = re.compile(r"not supported|unsupported|no C\+\+ mapping", re.IGNORECASE)
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all",
            "-fno-omit-frame-pointer"]


def parse_int(tok):
    tok = tok.strip()
    expr = tok.replace("MAX", str(INT64_MAX)).replace("MIN", f"({INT64_MIN})")
    if not re.fullmatch(r"[-+0-9() ]+", expr):
        raise ValueError(f"bad integer {tok!r}")
    return int(eval(expr))  # digits, signs and parentheses only


def parse_arg(tok):
    tok = tok.strip()
    if tok in ("true", "false"):
        return tok == "true"
    m = re.fullmatch(r"ones\((\d+)\)", tok)
    if m:
        return [1] * int(m.group(1))
    if tok.startswith("["):
        inner = tok[1:-1].strip()
        return [parse_int(x) for x in inner.split(",")] if inner else []
    return parse_int(tok)


def kind_of(ty):
    if ty in ("index", "!shape.size") or re.fullmatch(r"i(8|16|32|64)", ty):
        return "int"
    if ty == "i1":
        return "bool"
    if ty == "!shape.shape" or re.fullmatch(r"tensor<(\?|\d+)xindex>", ty):
        return "shape"
    if re.fullmatch(r"tensor<([*]x|(\?x|\d+x)*)(f16|f32|f64|bf16|i\d+)>", ty):
        return "shape"  # a data tensor: its checker receives its shape
    if ty == "!shape.value_shape":
        return "value_shape"
    raise ValueError(f"unsupported type {ty}")


class Case:
    def __init__(self, line, text):
        args, _, expect = text.partition("=>")
        self.line = line
        self.source = text.strip()
        args = args.strip()
        # The callee: `@name`, or an op of the library's mapping, `"op"` [`as @name`].
        self.function = self.op = None
        m = re.match(r'"([^"]+)"(?:\s+as\s+@(\w+))?\s*|@(\w+)\s*', args)
        if m:
            self.op, self.function = m.group(1), m.group(2) or m.group(3)
            args = args[m.end():]
        self.args = [parse_arg(a) for a in split_top(args, ";")]
        expect = expect.strip()
        self.code, _, rest = expect.partition(" ")
        if self.code.endswith(":"):
            self.code = self.code[:-1]
        rest = rest.strip()
        self.exact = rest.startswith("=")
        self.detail = rest.lstrip(":=").strip()


class Function:
    def __init__(self, name, library, arg_types, result_types):
        self.name, self.library = name, library
        # A witness has no C++ parameter (docs/emitted-code.md).
        self.arg_kinds = [kind_of(t) for t in arg_types if t != "!shape.witness"]
        self.result_kinds = [kind_of(t) for t in result_types if t != "!shape.witness"]

    def qualified(self, ns):
        return "::".join([ns] + ([self.library] if self.library else []) + [self.name])


def load(path):
    text = open(path).read()
    # A function library's functions live in its namespace; its mapping names them by op.
    libraries, mapping = [], {}
    for m in re.finditer(r"shape\.function_library @(\w+)\s*\{(.*?)\}\s*mapping\s*\{(.*?)\}",
                         text, re.S):
        libraries.append((m.start(2), m.end(2), m.group(1)))
        for op, fn in re.findall(r"([\w.]+)\s*=\s*@(\w+)", m.group(3)):
            mapping[op] = fn
    functions = {}
    # `func` alone is shape.func inside a library, whose default dialect is shape.
    for m in re.finditer(r"(?:func\.func|shape\.func|(?<![\w.])func)\s+(?:private\s+)?@(\w+)\((.*?)\)"
                         r"\s*(?:->\s*(\(.*?\)|[^{]+?))?\s*(?:attributes\s*\{[^}]*\}\s*)?\{",
                         text, re.S):
        name, params, results = m.group(1), m.group(2), (m.group(3) or "").strip()
        if results.startswith("("):
            results = results[1:-1]
        library = next((lib for start, end, lib in libraries if start <= m.start() < end), None)
        arg_types = [p.split(":", 1)[1].strip() for p in split_top(params, ",")]
        functions[name] = Function(name, library, arg_types, split_top(results, ","))
    first = next(iter(functions))
    cases = [Case(i, t) for i, t in enumerate(re.findall(r"^// CASE:(.*)$", text, re.M))]
    for c in cases:
        if c.op and not c.function:
            c.function = mapping.get(c.op)
            if c.function is None:
                raise ValueError(f"CASE {c.source}: {c.op} is not in the mapping; add `as @f`")
        c.function = functions[c.function or first]
    xfail = re.search(r"^// XFAIL:(.*)$", text, re.M)
    timeout = re.search(r"^// TIMEOUT:\s*(\d+)", text, re.M)
    return cases, (xfail.group(1).strip() if xfail else None), \
        (int(timeout.group(1)) if timeout else None)


CPP_RESULT = {"shape": "shapecc::Shape", "int": "int64_t", "bool": "bool"}


def cpp_int(v):
    return "INT64_MIN" if v == INT64_MIN else f"int64_t{{{v}}}"


def call_args(out, c):
    """Declares the case's shape arguments; returns the C++ argument list."""
    call = []
    for i, (kind, value) in enumerate(zip(c.function.arg_kinds, c.args)):
        if kind in ("shape", "value_shape") and not value and c.line % 2:
            # As an embedder may pass an empty shape or extent tensor: `{}`, the default view,
            # whose data is null (so is `ShapeView(v.data(), 0)` of an empty std::vector). Cases
            # on even lines pass a non-null empty array instead.
            view = "shapecc::ShapeView()"
            call.append(view if kind == "shape" else
                        f"shapecc::ValueShapeView{{{view}, shapecc::ShapeView()}}")
        elif kind in ("shape", "value_shape"):
            vals = ", ".join(cpp_int(v) for v in value) or "0"
            out.append(f"  static const int64_t c{c.line}_a{i}[] = {{{vals}}};")
            view = f"shapecc::ShapeView(c{c.line}_a{i}, {len(value)})"
            call.append(view if kind == "shape" else
                        f"shapecc::ValueShapeView{{{view}, shapecc::ShapeView()}}")
        elif kind == "bool":
            call.append("true" if value else "false")
        else:
            call.append(cpp_int(value))
    return call


def callee(out, c, ns):
    """The expression to call: the function, or the registry's entry for the case's op
    (then `fn_<line>`, declared here; a missing entry prints ABSENT)."""
    fn = c.function.qualified(ns)
    if not c.op:
        return fn, None
    lib = fn.rsplit("::", 1)[0]
    var = f"fn_{c.line}_{ns}"
    out.append(f"    const auto {var} = {lib}::lookup<decltype(&{fn})>(\"{c.op}\");")
    return var, var


def driver(ns, cases):
    """Both policies' calls; the throw half only where exceptions are enabled."""
    out = ["#include <cinttypes>", "#include <cstdio>", "#include <cstring>",
           f'#include "{ns}_status.hpp"', "#if defined(__cpp_exceptions)",
           f'#include "{ns}_throw.hpp"', "#endif",
           "[[maybe_unused]] static void put(const shapecc::Shape &s) {",
           "  std::printf(\" [\");",
           "  for (std::size_t i = 0; i < s.rank(); ++i)",
           "    std::printf(i ? \",%\" PRId64 : \"%\" PRId64, s[i]);",
           "  std::printf(\"]\");",
           "}",
           "[[maybe_unused]] static void put(int64_t v) { std::printf(\" %\" PRId64, v); }",
           "[[maybe_unused]] static void put(bool b) { std::printf(\" %d\", b ? 1 : 0); }",
           "static void put_failure(const shapecc::Status &st) {",
           "  char msg[2048];",
           "  std::size_t n = st.format(msg, sizeof msg);",
           "  char tiny[8];",
           "  // format() is snprintf-like: the same length whatever the buffer.",
           "  if (st.format(tiny, sizeof tiny) != n || st.format(nullptr, 0) != n)",
           "    std::printf(\" BADLENGTH\");",
           "  for (char *c = msg; *c; ++c)",
           "    if (*c == '\\n')",
           "      *c = ' ';",
           "  std::printf(\" FAIL %s %s\", shapecc::to_string(st.code()), msg);",
           "}",
           "int main() {",
           "  std::setvbuf(stdout, nullptr, _IONBF, 0);"]
    for c in cases:
        call = call_args(out, c)
        nres = len(c.function.result_kinds)
        res = [f"r{i}" for i in range(nres)]
        decls = " ".join(f"{CPP_RESULT[k]} r{i}{{}};" for i, k in enumerate(c.function.result_kinds))
        out += ["  {", f"    {decls}"]
        fn, entry = callee(out, c, f"{ns}_status")
        if entry:
            out += [f"    if (!{entry}) {{",
                    f"      std::printf(\"R {c.line} status ABSENT\\n\");",
                    "    } else {"]
        out += [f"    shapecc::Status st = {fn}({', '.join(call + res)});",
                f"    std::printf(\"R {c.line} status\");",
                "    if (st.ok()) {",
                "      std::printf(\" OK\");",
                *[f"      put({r});" for r in res],
                "    } else {",
                "      put_failure(st);",
                "    }",
                "    std::printf(\"\\n\");"]
        if entry:
            out.append("    }")
        out += ["  }", "#if defined(__cpp_exceptions)", "  try {"]
        fn, entry = callee(out, c, f"{ns}_throw")
        if entry:
            out += [f"    if (!{entry})",
                    f"      std::printf(\"R {c.line} throw ABSENT\");",
                    "    else {"]
        binds = ", ".join(f"t{i}" for i in range(nres))
        if nres == 0:
            out.append(f"    {fn}({', '.join(call)});")
        else:
            lhs = "auto t0" if nres == 1 else f"auto [{binds}]"
            out.append(f"    {lhs} = {fn}({', '.join(call)});")
        out += [f"    std::printf(\"R {c.line} throw OK\");",
                *[f"    put(t{i});" for i in range(nres)]]
        if entry:
            out.append("    }")
        out += ["  } catch (const shapecc::ShapeError &e) {",
                f"    std::printf(\"R {c.line} throw\");",
                "    put_failure(e.status());",
                "    if (std::strlen(e.what()) == 0)",
                "      std::printf(\" EMPTYWHAT\");",
                "  }",
                "  std::printf(\"\\n\");",
                "#endif"]
    out += ["  return 0;", "}"]
    return "\n".join(out) + "\n"


def fmt_value(v):
    if isinstance(v, list):
        return "[" + ",".join(fmt_value(x) for x in v) + "]" if len(v) <= 8 else \
            f"rank {len(v)} ({'all 1' if set(v) == {1} else 'mixed'})"
    return {INT64_MAX: "INT64_MAX", INT64_MIN: "INT64_MIN"}.get(v, str(v))


def canonical(results):
    """Expected results as the driver prints them: `[MAX,2] MIN+1` -> ['[9223...,2]', ...]."""
    out = []
    for tok in results.split():
        v = parse_arg(tok)
        out.append("[" + ",".join(map(str, v)) + "]" if isinstance(v, list) else str(v))
    return out


def check(case, verdict):
    """None if `verdict` (('ok', values) | ('fail', code, message)) meets the case."""
    if verdict is None:
        return "no verdict (the driver stopped: a crash, a sanitizer report or a hang)"
    if (case.code == "absent") != (verdict[0] == "absent"):
        return f"expected {case.code}, got {verdict[0]} (the registry lookup of {case.op})"
    if case.code == "absent":
        return None
    if case.code == "ok":
        if verdict[0] != "ok":
            return f"expected ok, got {verdict[1]}: {verdict[2]}"
        if case.detail and verdict[1].split() != canonical(case.detail):
            return f"expected results {case.detail}, got {verdict[1]}"
        return None
    if verdict[0] == "ok":
        return f"expected {case.code}, got ok {verdict[1]}"
    code, msg = verdict[1], verdict[2]
    if "BADLENGTH" in msg or "EMPTYWHAT" in msg:
        return f"inconsistent message: {msg}"
    if case.code != "error" and code != case.code:
        return f"expected {case.code}, got {code}: {msg}"
    if case.exact and msg != case.detail:
        return f"message {msg!r} is not {case.detail!r}"
    if case.detail and case.detail not in msg:
        return f"message {msg!r} lacks {case.detail!r}"
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("case")
    ap.add_argument("--shapecc", required=True)
    ap.add_argument("--runtime-include", required=True)
    ap.add_argument("--cxx", default="g++")
    ap.add_argument("--workdir", required=True)
    ap.add_argument("--timeout", type=int, default=20)
    ap.add_argument("--no-sanitize", action="store_true")
    ap.add_argument("--werror", action="store_true", help="build with -Wall -Wextra -Werror")
    ap.add_argument("--no-exceptions", action="store_true",
                    help="also build and run the status half with -fno-exceptions")
    ap.add_argument("--table", action="store_true", help="print Markdown rows")
    args = ap.parse_args()

    cases, xfail, timeout = load(args.case)
    args.timeout = timeout or args.timeout
    stem = os.path.splitext(os.path.basename(args.case))[0]
    ns = "adv_" + re.sub(r"\W", "_", stem)
    os.makedirs(args.workdir, exist_ok=True)
    for policy in ("status", "throw"):
        out = os.path.join(args.workdir, f"{ns}_{policy}.hpp")
        proc = subprocess.run([args.shapecc, args.case, f"--errors={policy}", "--namespace",
                               f"{ns}_{policy}", "-o", out], capture_output=True, text=True)
        if proc.returncode == 1 and UNSUPPORTED.search(proc.stderr):
            first = next(l for l in proc.stderr.splitlines() if "error:" in l)
            print(f"SKIP: shapecc does not support this yet: {first}")
            return 77
        if proc.returncode != 0:
            print(f"shapecc --errors={policy} exited {proc.returncode}:\n{proc.stderr}")
            return 1
    src = os.path.join(args.workdir, f"{ns}.cpp")
    with open(src, "w") as f:
        f.write(driver(ns, cases))
    # Each build: its name, extra flags, and the policies whose calls it runs.
    builds = [("", [], ("status", "throw"))]
    if args.no_exceptions:
        builds.append(("-fno-exceptions", ["-fno-exceptions"], ("status",)))
    flags = ([] if args.no_sanitize else SANITIZE) + \
        (["-Wall", "-Wextra", "-Werror"] if args.werror else [])
    ok = True
    for suffix, extra, policies in builds:
        exe = os.path.join(args.workdir, ns + suffix)
        proc = subprocess.run([args.cxx, "-std=c++17", "-O1", "-g", *flags, *extra,
                               f"-I{args.workdir}", f"-I{args.runtime_include}", src, "-o", exe],
                              capture_output=True, text=True)
        if proc.returncode != 0:
            print(f"the emitted C++ does not compile {' '.join(extra)}:\n{proc.stderr[:4000]}")
            return finish(False, xfail)
        ok &= run_cases(args, exe, cases, policies, suffix)
    return finish(ok, xfail)


def run_cases(args, exe, cases, policies, build):
    """Runs one driver build; True when every case meets its expectation."""
    try:
        run = subprocess.run([exe], capture_output=True, text=True, timeout=args.timeout)
        out, err, rc = run.stdout, run.stderr, run.returncode
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else (e.stdout or "")
        err, rc = "", f"timeout after {args.timeout}s"
    verdicts = {}
    for line in out.splitlines():
        parts = line.split(" ", 4)
        if parts[0] != "R":
            continue
        key = (int(parts[1]), parts[2])
        if parts[3] == "OK":
            verdicts[key] = ("ok", parts[4].strip() if len(parts) > 4 else "")
        elif parts[3] == "ABSENT":
            verdicts[key] = ("absent",)
        else:
            rest = line.split(" ", 5)
            verdicts[key] = ("fail", rest[4], rest[5] if len(rest) > 5 else "")
    ok = True
    for c in cases:
        for policy in policies:
            v = verdicts.get((c.line, policy))
            why = check(c, v)
            shown_policy = policy + (f" {build}" if build else "")
            if why:
                ok = False
                print(f"FAIL {args.case}: CASE {c.source} ({shown_policy}): {why}")
            elif policy == "status":
                print(f"ok   CASE {c.source}" + (f" ({build})" if build else ""))
            if args.table and policy == "status" and not build and v:
                shown = "; ".join(fmt_value(a) for a in c.args)
                if v[0] == "ok":
                    print(f"| `@{c.function.name}` | `{shown}` | ok | `{v[1]}` |")
                elif v[0] == "fail":
                    msg = v[2].replace("|", "\\|")
                    print(f"| `@{c.function.name}` | `{shown}` | `{v[1]}` | `{msg}` |")
    if rc != 0:
        ok = False
        print(f"the driver{' ' + build if build else ''} exited {rc}:\n{err[-4000:]}")
    return ok


def finish(ok, xfail):
    if xfail:
        if ok:
            print(f"XPASS: the case file passes now; remove its XFAIL line ({xfail})")
            return 1
        print(f"XFAIL (expected until fixed): {xfail}")
        return 0
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
