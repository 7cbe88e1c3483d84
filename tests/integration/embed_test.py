#!/usr/bin/env python3
"""Runs examples/embed on passing and failing inputs: result shapes and sums
against a Python model of the toy kernels, the checkers' messages (locations
taken from kernels.mlir), and every exit code embed.cpp documents.

usage: embed_test.py EMBED KERNELS_MLIR
"""
import itertools
import re
import subprocess
import sys

embed, kernels_mlir = sys.argv[1], sys.argv[2]
source = open(kernels_mlir).read().splitlines()
failures = []


def location(function, op):
    """FILE:LINE:COL of the first `op` after `func.func @function` in kernels.mlir."""
    start = next(i for i, line in enumerate(source) if f"func.func @{function}(" in line)
    for i in range(start, len(source)):
        col = source[i].find(op)
        if col >= 0:
            return f"kernels.mlir:{i + 1}:{col + 1}"
    raise LookupError(f"{op} not in @{function}")


def parse(shape):
    return [] if shape == "scalar" else [int(e) for e in shape.split("x")]


def elements(shape):
    n = 1
    for e in shape:
        n *= e
    return n


def data(shape, period):
    return [float(i % period) for i in range(elements(shape))]


def offset(shape, index):
    result = 0
    for extent, i in zip(shape, index):
        result = result * extent + (0 if extent == 1 else i)
    return result


def model_add(lhs, rhs):
    rank = max(len(lhs), len(rhs))
    a = [1] * (rank - len(lhs)) + lhs
    b = [1] * (rank - len(rhs)) + rhs
    out = [max(x, y) if min(x, y) != 0 else 0 for x, y in zip(a, b)]
    da, db = data(lhs, 7), data(rhs, 5)
    total = sum(da[offset(a, i)] + db[offset(b, i)]
                for i in itertools.product(*(range(e) for e in out)))
    return out, total


def model_matmul(lhs, rhs):
    (m, k), (_, n) = lhs, rhs
    da, db = data(lhs, 7), data(rhs, 5)
    total = sum(da[i * k + l] * db[l * n + j]
                for i in range(m) for j in range(n) for l in range(k))
    return [m, n], total


def fmt(shape):
    return "[" + ",".join(map(str, shape)) + "]"


def run(*args):
    return subprocess.run([embed, *args], capture_output=True, text=True)


def expect_ran(kernel, lhs, rhs):
    out, total = (model_add if kernel == "add" else model_matmul)(parse(lhs), parse(rhs))
    want = f"{kernel} {fmt(parse(lhs))} {fmt(parse(rhs))} -> {fmt(out)} sum {total:.0f}\n"
    r = run(kernel, lhs, rhs)
    if (r.returncode, r.stdout, r.stderr) != (0, want, ""):
        failures.append(f"embed {kernel} {lhs} {rhs}: exit {r.returncode}, stdout {r.stdout!r}, "
                        f"stderr {r.stderr!r}; want exit 0, stdout {want!r}")


def expect_error(args, code, stderr):
    """`stderr` is a regular expression for the whole of standard error."""
    r = run(*args)
    if r.returncode != code or r.stdout or not re.fullmatch(stderr, r.stderr, re.S):
        failures.append(f"embed {' '.join(args)}: exit {r.returncode}, stdout {r.stdout!r}, "
                        f"stderr {r.stderr!r}; want exit {code}, stderr matching {stderr!r}")


expect_ran("add", "2x3", "1x3")
expect_ran("add", "2x1x4", "3x1")
expect_ran("add", "scalar", "5")
expect_ran("add", "0x3", "3")
expect_ran("matmul", "2x3", "3x4")
expect_ran("matmul", "1x1", "1x1")

add_at = location("add", "shape.cstr_broadcastable")
matmul_at = location("matmul", "shape.cstr_eq")
expect_error(["add", "2x3", "4x3"], 1, re.escape(
    f"{add_at}: in @add: shapes [2,3] and [4,3] are not broadcastable: "
    "dimension 0 has extents 2 and 4\n"))
expect_error(["matmul", "2x3", "4x5"], 1, re.escape(
    f"{matmul_at}: in @matmul: shapes [3] and [4] are not equal: "
    "dimension 0 has extents 3 and 4\n"))
# Argument checks report at the function and name the argument as the source does.
expect_error(["matmul", "2x3x4", "4x5"], 1, re.escape(
    f"{location('matmul', 'func.func')}: in @matmul: argument lhs has shape [2,3,4], "
    "expected [?,?]: rank 3, expected 2\n"))
expect_error(["add", "3", "2x-1"], 1, re.escape(
    f"{location('add', 'func.func')}: in @add: argument rhs has shape [2,-1]: "
    "dimension 1 has negative extent -1\n"))
expect_error(["add", "x".join(["1"] * 17), "3"], 1, re.escape(
    f"{location('add', 'func.func')}: in @add: argument lhs has rank 17, above the "
    "capacity 16 (SHAPECC_MAX_RANK)\n"))

usage = r"usage: embed .*"
for args in [[], ["add", "2"], ["conv", "2", "2"], ["add", "2y3", "1"], ["add", "", "1"],
             ["add", "2x", "1"], ["add", "9223372036854775808", "1"],
             ["add", "x".join(["1"] * 65), "1"]]:
    expect_error(args, 2, usage)
expect_error(["add", "1000x1000", "1"], 3, r"embed: the tensors do not fit .*\n")
# A result whose element count overflows int64 is caught, not computed.
expect_error(["add", "4294967296x4294967296", "1"], 3, r"embed: the tensors do not fit .*\n")

for failure in failures:
    print("FAIL:", failure)
print(f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
