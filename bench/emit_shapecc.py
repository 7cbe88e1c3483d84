#!/usr/bin/env python3
"""Runs shapecc on a benchmark workload, as a build step; never fails the build.

Writes shapecc's header when shapecc accepts the workload and the header compiles. Otherwise
writes a stub header that defines BENCH_UNSUPPORTED_<NAMESPACE> to the reason (the first line of
the diagnostic), so the benchmark builds and reports the workload as unsupported.
"""
import argparse
import pathlib
import subprocess
import sys


def first_error(text: str) -> str:
    for line in text.splitlines():
        if "error:" in line:
            # Drop the path: "dir/x.mlir:8:15: error: msg" -> "x.mlir:8:15: msg".
            where, _, message = line.partition(" error: ")
            return f"{pathlib.Path(where.rstrip(':')).name}: {message.strip()}"
    lines = [line for line in text.splitlines() if line.strip()]
    return lines[0].strip() if lines else "no diagnostic"


def c_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--shapecc", required=True)
    parser.add_argument("--errors", choices=["status", "throw"], required=True)
    parser.add_argument("--namespace", required=True)
    parser.add_argument("--cxx", required=True, help="compiler used to check the header")
    parser.add_argument("--include", required=True, help="the runtime's include directory")
    parser.add_argument("input")
    parser.add_argument("output")
    args = parser.parse_args()

    out = pathlib.Path(args.output)
    run = subprocess.run(
        [args.shapecc, f"--errors={args.errors}", "--namespace", args.namespace, args.input,
         "-o", str(out)],
        capture_output=True, text=True)
    reason = None
    if run.returncode != 0:
        reason = "shapecc: " + first_error(run.stderr + run.stdout)
    else:
        check = subprocess.run(
            [args.cxx, "-std=c++17", "-fsyntax-only", "-I", args.include, "-x", "c++",
             str(out)], capture_output=True, text=True)
        if check.returncode != 0:
            reason = "emitted C++ does not compile: " + first_error(check.stderr)
    if reason is not None:
        macro = "BENCH_UNSUPPORTED_" + args.namespace.upper()
        out.write_text(f"// {args.input} is not benchmarked: shapecc could not produce it.\n"
                       f"#pragma once\n#define {macro} {c_string(reason)}\n")
        print(f"emit_shapecc: {args.namespace}: {reason}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
