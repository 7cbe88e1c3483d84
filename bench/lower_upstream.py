#!/usr/bin/env python3
"""Lowers a benchmark workload with MLIR's upstream passes to an object file; never fails the build.

mlir-opt (shape constraints to asserts, shape to arith/tensor/scf, bufferization, LLVM dialect,
C-interface wrappers) -> mlir-translate -> llc -O3. When upstream cannot lower the workload, the
object instead defines `bench_upstream_unsupported_<function>`, a C string with the reason.
"""
import argparse
import pathlib
import re
import subprocess
import sys
import tempfile

SHAPE_PIPELINE = [
    "--llvm-request-c-wrappers",
    "--convert-shape-constraints",
    "--canonicalize",
    "--shape-to-shape-lowering",
    "--convert-shape-to-std",
    "--canonicalize",
]
LLVM_PIPELINE = [
    "--one-shot-bufferize=bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map",
    "--buffer-deallocation-pipeline",
    "--convert-bufferization-to-memref",
    "--convert-linalg-to-loops",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm",
    "--convert-arith-to-llvm",
    "--convert-index-to-llvm",
    "--convert-cf-to-llvm",
    "--convert-func-to-llvm",
    "--reconcile-unrealized-casts",
]
LLC = ["-O3", "-relocation-model=pic", "-filetype=obj"]


def first_error(text: str) -> str:
    for line in text.splitlines():
        if "error:" in line:
            where, _, message = line.partition(" error: ")
            return f"{pathlib.Path(where.rstrip(':')).name}: {message.strip()}"
    return text.strip().splitlines()[0] if text.strip() else "no diagnostic"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--mlir-translate", required=True)
    parser.add_argument("--llc", required=True)
    parser.add_argument("--function", required=True)
    parser.add_argument("input")
    parser.add_argument("output")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory() as tmp:
        std = pathlib.Path(tmp) / "std.mlir"
        llvm_dialect = pathlib.Path(tmp) / "lowered.mlir"
        llvm_ir = pathlib.Path(tmp) / "lowered.ll"
        run = subprocess.run([args.mlir_opt, args.input, *SHAPE_PIPELINE, "-o", str(std)],
                             capture_output=True, text=True)
        if run.returncode != 0:
            return write_stub(args, f"mlir-opt: {first_error(run.stderr)}", pathlib.Path(tmp))
        # An op --convert-shape-to-std has no pattern for survives it; name it rather than the
        # bufferization error it causes later.
        left = sorted(set(re.findall(r"\b(shape\.[a-z_]+)\b", std.read_text())))
        if left:
            reason = f"--convert-shape-to-std cannot lower {', '.join(left)}"
            print(f"lower_upstream: {args.function}: {reason}", file=sys.stderr)
            return write_stub(args, reason, pathlib.Path(tmp))
        steps = [
            ("mlir-opt", [args.mlir_opt, str(std), *LLVM_PIPELINE, "-o", str(llvm_dialect)]),
            ("mlir-translate",
             [args.mlir_translate, "--mlir-to-llvmir", str(llvm_dialect), "-o", str(llvm_ir)]),
            ("llc", [args.llc, *LLC, str(llvm_ir), "-o", args.output]),
        ]
        for tool, command in steps:
            run = subprocess.run(command, capture_output=True, text=True)
            if run.returncode != 0:
                return write_stub(args, f"{tool}: {first_error(run.stderr)}", pathlib.Path(tmp))
    return 0


def write_stub(args, reason: str, tmp: pathlib.Path) -> int:
    print(f"lower_upstream: {args.function}: {reason}", file=sys.stderr)
    data = reason.encode() + b"\0"
    chars = "".join(f"\\{b:02X}" for b in data)
    stub = tmp / "stub.ll"
    stub.write_text(f'@bench_upstream_unsupported_{args.function} = constant '
                    f'[{len(data)} x i8] c"{chars}"\n')
    return subprocess.run([args.llc, *LLC, str(stub), "-o", args.output]).returncode


if __name__ == "__main__":
    sys.exit(main())
