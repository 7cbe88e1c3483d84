#!/usr/bin/env python3
"""Adversarial inputs through emitted code: one case file, compiled and run under ASan+UBSan.

A case file holds one func.func and `// CASE:` lines, one per call:

    // CASE: [-1,2]; [3] => argument_mismatch: negative
    // CASE: ones(17); [1] => capacity_exceeded
    // CASE: [9,2]; 3 => ok [9,2] 3
    // CASE: [MAX]; 0 => error

Arguments are separated by `;`: a shape `[a,b,...]` (`MAX`/`MIN` are INT64_MAX/INT64_MIN) or
`ones(N)` (rank N, all extents 1), an integer for index/size arguments. After `=>`: `ok`
(optionally followed by the expected results), an `Errc` name optionally followed by `:` and
a substring the formatted message must contain, or `error` (any failure). `// XFAIL: why`
marks a case file that is expected to fail until a shapecc bug is fixed; `// TIMEOUT: S`
overrides the time limit of the run.

shapecc compiles the file under both error policies; a C++ driver calls every case under both,
built with -fsanitize=address,undefined -fno-sanitize-recover=all, so undefined behaviour in
the emitted code or the runtime aborts the test. Each case must finish within --timeout.
Exit status: 0 pass (or expected failure), 1 failure, 77 (skip) when shapecc does not support
an op of the file yet. --table prints the observed behaviour as Markdown rows.
"""

import argparse
import os
import re
import subprocess
import sys

INT64_MAX = (1 << 63) - 1
INT64_MIN = -(1 << 63)
UNSUPPORTED = re.compile(r"not supported|unsupported|no C\+\+ mapping", re.IGNORECASE)
SANITIZE = ["-fsanitize=address,undefined", "-fno-sanitize-recover=all",
            "-fno-omit-frame-pointer"]


def split_top(text, sep):
    out, depth, cur = [], 0, ""
    for ch in text:
        depth += ch in "<(["
        depth -= ch in ">)]"
        if ch == sep and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def parse_int(tok):
    tok = tok.strip()
    expr = tok.replace("MAX", str(INT64_MAX)).replace("MIN", f"({INT64_MIN})")
    if not re.fullmatch(r"[-+0-9() ]+", expr):
        raise ValueError(f"bad integer {tok!r}")
    return int(eval(expr))  # digits, signs and parentheses only


def parse_arg(tok):
    tok = tok.strip()
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
    raise ValueError(f"unsupported type {ty}")


class Case:
    def __init__(self, line, text):
        args, expect = text.split("=>")
        self.line = line
        self.source = text.strip()
        self.args = [parse_arg(a) for a in split_top(args, ";")]
        expect = expect.strip()
        self.code, _, rest = expect.partition(" ")
        if self.code.endswith(":"):
            self.code, rest = self.code[:-1], rest
        self.detail = rest.strip().lstrip(":").strip()


def load(path):
    text = open(path).read()
    m = re.search(r"func\.func @(\w+)\((.*?)\)\s*->\s*(\(.*?\)|[^{]+?)\s*\{", text, re.S)
    name, params, results = m.group(1), m.group(2), m.group(3).strip()
    if results.startswith("("):
        results = results[1:-1]
    arg_types = [p.split(":", 1)[1].strip() for p in split_top(params, ",")]
    result_types = split_top(results, ",")
    cases = [Case(i, t) for i, t in enumerate(re.findall(r"^// CASE:(.*)$", text, re.M))]
    xfail = re.search(r"^// XFAIL:(.*)$", text, re.M)
    timeout = re.search(r"^// TIMEOUT:\s*(\d+)", text, re.M)
    return name, [kind_of(t) for t in arg_types], [kind_of(t) for t in result_types], cases, \
        (xfail.group(1).strip() if xfail else None), (int(timeout.group(1)) if timeout else None)


CPP_RESULT = {"shape": "shapecc::Shape", "int": "int64_t", "bool": "bool"}


def cpp_int(v):
    return "INT64_MIN" if v == INT64_MIN else f"int64_t{{{v}}}"


def driver(name, ns, arg_kinds, result_kinds, cases):
    out = ["#include <cinttypes>", "#include <cstdio>", "#include <cstring>",
           f'#include "{ns}_status.hpp"', f'#include "{ns}_throw.hpp"',
           "static void put(const shapecc::Shape &s) {",
           "  std::printf(\" [\");",
           "  for (std::size_t i = 0; i < s.rank(); ++i)",
           "    std::printf(i ? \",%\" PRId64 : \"%\" PRId64, s[i]);",
           "  std::printf(\"]\");",
           "}",
           "static void put(int64_t v) { std::printf(\" %\" PRId64, v); }",
           "static void put(bool b) { std::printf(\" %d\", b ? 1 : 0); }",
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
        call = []
        for i, (kind, value) in enumerate(zip(arg_kinds, c.args)):
            if kind == "shape":
                vals = ", ".join(cpp_int(v) for v in value) or "0"
                out.append(f"  static const int64_t c{c.line}_a{i}[] = {{{vals}}};")
                call.append(f"shapecc::ShapeView(c{c.line}_a{i}, {len(value)})")
            elif kind == "bool":
                call.append("true" if value else "false")
            else:
                call.append(cpp_int(value))
        res = [f"r{i}" for i in range(len(result_kinds))]
        decls = " ".join(f"{CPP_RESULT[k]} r{i}{{}};" for i, k in enumerate(result_kinds))
        out += ["  {",
                f"    {decls}",
                f"    shapecc::Status st = {ns}_status::{name}({', '.join(call + res)});",
                f"    std::printf(\"R {c.line} status\");",
                "    if (st.ok()) {",
                "      std::printf(\" OK\");",
                *[f"      put({r});" for r in res],
                "    } else {",
                "      put_failure(st);",
                "    }",
                "    std::printf(\"\\n\");",
                "  }",
                "  try {"]
        binds = ", ".join(f"t{i}" for i in range(len(res)))
        lhs = "auto t0" if len(res) == 1 else f"auto [{binds}]"
        out += [f"    {lhs} = {ns}_throw::{name}({', '.join(call)});",
                f"    std::printf(\"R {c.line} throw OK\");",
                *[f"    put(t{i});" for i in range(len(res))],
                "  } catch (const shapecc::ShapeError &e) {",
                f"    std::printf(\"R {c.line} throw\");",
                "    put_failure(e.status());",
                "    if (std::strlen(e.what()) == 0)",
                "      std::printf(\" EMPTYWHAT\");",
                "  }",
                "  std::printf(\"\\n\");"]
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
    ap.add_argument("--table", action="store_true", help="print Markdown rows")
    args = ap.parse_args()

    name, arg_kinds, result_kinds, cases, xfail, timeout = load(args.case)
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
    exe = os.path.join(args.workdir, ns)
    with open(src, "w") as f:
        f.write(driver(name, ns, arg_kinds, result_kinds, cases))
    flags = [] if args.no_sanitize else SANITIZE
    proc = subprocess.run([args.cxx, "-std=c++17", "-O1", "-g", *flags, f"-I{args.workdir}",
                           f"-I{args.runtime_include}", src, "-o", exe],
                          capture_output=True, text=True)
    if proc.returncode != 0:
        print(f"the emitted C++ does not compile:\n{proc.stderr[:4000]}")
        return finish(False, xfail)
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
        else:
            rest = line.split(" ", 5)
            verdicts[key] = ("fail", rest[4], rest[5] if len(rest) > 5 else "")
    ok = True
    for c in cases:
        for policy in ("status", "throw"):
            v = verdicts.get((c.line, policy))
            why = check(c, v)
            if why:
                ok = False
                print(f"FAIL {args.case}: CASE {c.source} ({policy}): {why}")
            elif policy == "status":
                print(f"ok   CASE {c.source}")
            if args.table and policy == "status" and v:
                shown = "; ".join(fmt_value(a) for a in c.args)
                if v[0] == "ok":
                    print(f"| `@{name}` | `{shown}` | ok | `{v[1]}` |")
                else:
                    msg = v[2].replace("|", "\\|")
                    print(f"| `@{name}` | `{shown}` | `{v[1]}` | `{msg}` |")
    if rc != 0:
        ok = False
        print(f"the driver exited {rc}:\n{err[-4000:]}")
    return finish(ok, xfail)


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
