#!/usr/bin/env python3
"""The checkers under each compiler and optimization level, from a caller that is not inlined.

Emits the matmul, dense-layer and two-operand broadcast workloads and the reference's
error-monadic matmul (examples/matmul.mlir) with the built shapecc (status policy), compiles
bench/compilers/driver.cpp with each compiler at each level, and counts the instructions per
call of each checker with callgrind (the driver's dump per checker, less its empty loop).
Writes JSON: [{"compiler", "version", "level", "checker", "instructions"}].
"""
import argparse
import json
import pathlib
import subprocess
import sys

from report import callgrind_dumps

CHECKERS = ("matmul", "dense", "broadcast2_rank4", "example_matmul")


def per_call(prefix: pathlib.Path, calls: int):
    """{name: instructions per call} of the callgrind dumps `prefix`.N, less the empty loop."""
    totals = {name: total / calls
              for name, (_, total) in callgrind_dumps(prefix.parent, prefix.name).items()}
    baseline = totals.pop("baseline")
    return {name: value - baseline for name, value in totals.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--shapecc", required=True)
    parser.add_argument("--source", required=True, help="the repository root")
    parser.add_argument("--cxx", action="append", required=True,
                        help="NAME=PATH of a C++ compiler; repeat for several")
    parser.add_argument("--levels", default="-O3,-O2")
    parser.add_argument("--calls", type=int, default=1000)
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()

    root = pathlib.Path(args.source)
    work = pathlib.Path(args.work_dir)
    work.mkdir(parents=True, exist_ok=True)
    inputs = {"matmul": root / "bench/workloads/matmul.mlir",
              "dense": root / "bench/workloads/dense.mlir",
              "broadcast2": root / "bench/workloads/broadcast2.mlir",
              "example_matmul": root / "examples/matmul.mlir"}
    for name, path in inputs.items():
        subprocess.run([args.shapecc, str(path), "--namespace", name,
                        "-o", str(work / f"{name}.hpp")], check=True)

    rows = []
    for spec in args.cxx:
        name, _, cxx = spec.partition("=")
        version = subprocess.run([cxx, "--version"], capture_output=True,
                                 text=True).stdout.splitlines()[0]
        for level in args.levels.split(","):
            tag = f"{name}{level}"
            binary = work / f"driver{tag}"
            subprocess.run([cxx, "-std=c++17", level, "-DNDEBUG", "-I", str(work),
                            "-I", str(root / "runtime"),
                            str(root / "bench/compilers/driver.cpp"), "-o", str(binary)],
                           check=True)
            prefix = work / f"callgrind{tag}"
            for old in work.glob(prefix.name + "*"):
                old.unlink()
            subprocess.run(["valgrind", "--tool=callgrind", "--instr-atstart=no",
                            f"--callgrind-out-file={prefix}", str(binary), str(args.calls)],
                           check=True, capture_output=True)
            counts = per_call(prefix, args.calls)
            for checker in CHECKERS:
                rows.append({"compiler": name, "version": version, "level": level,
                             "checker": checker, "instructions": counts[checker]})
            print(f"{tag}: " + ", ".join(f"{c} {counts[c]:.0f}" for c in CHECKERS),
                  file=sys.stderr)
    pathlib.Path(args.output).write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
