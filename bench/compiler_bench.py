#!/usr/bin/env python3
"""The compiler benchmark: shapecc against mlir-opt parse+print, and g++ -O2 on the output.

Generates libraries of N mixed shape functions (the bench/workloads functions that shapecc
accepts, round-robin, renamed). Measures, with /usr/bin/time, the median wall time, CPU time and
peak RSS of `shapecc LIB.mlir -o LIB.hpp`, of `shapecc --no-format`, and of `mlir-opt LIB.mlir
-o OUT.mlir` (parsing, verifying and printing: the floor any MLIR-based tool pays), the three
run in turn, round after round; and of
`g++ -O2 -c` on a translation unit that takes the address of every emitted function (so each is
compiled), less one that only includes the runtime header. Writes JSON.
"""
import argparse
import json
import math
import pathlib
import re
import statistics
import subprocess
import sys

FUNC = re.compile(r"func\.func @(\w+)\(")


def workload_functions(workloads: pathlib.Path, shapecc: str, tmp: pathlib.Path):
    """(name, body text) of each workload function shapecc compiles, in file-name order."""
    kept, skipped = [], {}
    for path in sorted(workloads.glob("*.mlir")):
        text = "\n".join(l for l in path.read_text().splitlines() if not l.lstrip().startswith("//"))
        name = FUNC.search(text).group(1)
        run = subprocess.run([shapecc, str(path), "-o", str(tmp / f"probe_{name}.hpp")],
                             capture_output=True, text=True)
        if run.returncode == 0:
            kept.append((name, text.strip() + "\n"))
        else:
            skipped[name] = run.stderr.strip().splitlines()[0] if run.stderr.strip() else "failed"
    return kept, skipped


def generate(functions, n: int, path: pathlib.Path):
    names, parts = [], []
    for i in range(n):
        name, text = functions[i % len(functions)]
        new = f"{name}_{i}"
        names.append(new)
        parts.append(text.replace(f"@{name}(", f"@{new}("))
    path.write_text("\n".join(parts))
    return names


def generate_distinct(source: pathlib.Path, n: int, path: pathlib.Path):
    """A library of n distinct programs from the difftest generator (seed 1): no two functions
    share a layout, so nothing the formatter reuses between definitions applies."""
    sys.path.insert(0, str(source / "tests" / "difftest"))
    import shapegen
    path.write_text("\n".join(shapegen.generate(1, i).text for i in range(n)))


def measure_interleaved(commands, repeat: int):
    """For each of `commands`: median wall seconds, CPU (user + system) seconds and peak RSS
    (KiB) over `repeat` runs. The commands run in turn, round after round, so that a slow spell
    of the machine weighs on all of them, not on the one measured then."""
    runs = [([], [], []) for _ in commands]
    for _ in range(repeat):
        for command, (walls, cpus, rss) in zip(commands, runs):
            run = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", *command],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                raise SystemExit(f"compiler_bench: failed: {' '.join(command)}\n{run.stderr}")
            wall, user, system, kib = run.stderr.strip().splitlines()[-1].split()
            walls.append(float(wall))
            cpus.append(float(user) + float(system))
            rss.append(int(kib))
    return [(statistics.median(walls), statistics.median(cpus), statistics.median(rss))
            for walls, cpus, rss in runs]


def measure(command, repeat: int):
    """measure_interleaved of one command."""
    return measure_interleaved([command], repeat)[0]


def slope(points):
    """Least-squares exponent b of t = a * n^b."""
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(max(t, 1e-3)) for _, t in points]
    mx, my = statistics.mean(xs), statistics.mean(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--shapecc", required=True)
    parser.add_argument("--mlir-opt", required=True)
    parser.add_argument("--cxx", default="g++")
    parser.add_argument("--include", required=True, help="the runtime's include directory")
    parser.add_argument("--workloads", required=True)
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--cxx-sizes", default="100,1000")
    parser.add_argument("--distinct-sizes", default="1000,10000",
                        help="sizes of the libraries of distinct generated programs")
    parser.add_argument("--source", required=True, help="the source tree (for shapegen.py)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--work-dir", required=True)
    parser.add_argument("--output", required=True)
    args = parser.parse_args()

    work = pathlib.Path(args.work_dir)
    work.mkdir(parents=True, exist_ok=True)
    functions, skipped = workload_functions(pathlib.Path(args.workloads), args.shapecc, work)
    if not functions:
        raise SystemExit("compiler_bench: shapecc accepts none of the workloads")
    result = {"functions": [name for name, _ in functions], "skipped": skipped,
              "repeat": args.repeat, "sizes": [], "no_format": [], "cxx": []}

    names_by_size = {}
    for n in [int(s) for s in args.sizes.split(",")]:
        lib = work / f"lib{n}.mlir"
        names_by_size[n] = generate(functions, n, lib)
        (wall, cpu, rss), (opt_wall, opt_cpu, opt_rss), (plain_wall, plain_cpu, plain_rss) = \
            measure_interleaved(
                [[args.shapecc, str(lib), "-o", str(work / f"lib{n}.hpp")],
                 [args.mlir_opt, str(lib), "-o", str(work / f"lib{n}.out.mlir")],
                 [args.shapecc, "--no-format", str(lib), "-o",
                  str(work / f"lib{n}.plain.hpp")]], args.repeat)
        result["no_format"].append({"functions": n, "shapecc_s": plain_wall,
                                    "shapecc_cpu_s": plain_cpu, "shapecc_kib": plain_rss})
        result["sizes"].append({"functions": n, "bytes": lib.stat().st_size,
                                "shapecc_s": wall, "shapecc_cpu_s": cpu, "shapecc_kib": rss,
                                "mlir_opt_s": opt_wall, "mlir_opt_cpu_s": opt_cpu,
                                "mlir_opt_kib": opt_rss})
        print(f"compiler_bench: {n} functions: shapecc {wall:.2f} s {rss} KiB, "
              f"mlir-opt {opt_wall:.2f} s {opt_rss} KiB", file=sys.stderr)
    points = [(s["functions"], s["shapecc_s"]) for s in result["sizes"]]
    opt_points = [(s["functions"], s["mlir_opt_s"]) for s in result["sizes"]]
    result["shapecc_exponent"] = slope(points)
    result["mlir_opt_exponent"] = slope(opt_points)
    result["shapecc_exponent_last"] = slope(points[-2:])
    result["mlir_opt_exponent_last"] = slope(opt_points[-2:])
    cpu_points = [(s["functions"], s["shapecc_cpu_s"]) for s in result["sizes"]]
    result["shapecc_cpu_exponent_last"] = slope(cpu_points[-2:])

    # Generated programs may hold constraints that always fail: accepted as run-time failures.
    result["distinct"] = []
    for n in [int(s) for s in args.distinct_sizes.split(",") if s]:
        lib = work / f"distinct{n}.mlir"
        generate_distinct(pathlib.Path(args.source), n, lib)
        (wall, cpu, rss), (plain_wall, _, _), (opt_wall, opt_cpu, opt_rss) = \
            measure_interleaved(
                [[args.shapecc, "--allow-failing-constraints", str(lib), "-o",
                  str(work / f"distinct{n}.hpp")],
                 [args.shapecc, "--allow-failing-constraints", "--no-format", str(lib), "-o",
                  str(work / f"distinct{n}.plain.hpp")],
                 [args.mlir_opt, str(lib), "-o", str(work / f"distinct{n}.out.mlir")]],
                args.repeat)
        result["distinct"].append({"functions": n, "bytes": lib.stat().st_size,
                                   "shapecc_s": wall, "shapecc_cpu_s": cpu, "shapecc_kib": rss,
                                   "no_format_s": plain_wall, "mlir_opt_s": opt_wall,
                                   "mlir_opt_kib": opt_rss})
        print(f"compiler_bench: {n} distinct programs: shapecc {wall:.2f} s, "
              f"mlir-opt {opt_wall:.2f} s", file=sys.stderr)

    cxx = [args.cxx, "-std=c++17", "-O2", "-c", "-I", args.include, "-I", str(work)]
    empty = work / "empty.cpp"
    empty.write_text('#include "shapecc/runtime.hpp"\n')
    base, base_cpu, _ = measure([*cxx, str(empty), "-o", str(work / "empty.o")], args.repeat)
    result["cxx_base_s"] = base
    result["cxx_base_cpu_s"] = base_cpu
    for n in [int(s) for s in args.cxx_sizes.split(",")]:
        if n not in names_by_size:
            continue
        namespace = f"lib{n}"
        tu = work / f"use{n}.cpp"
        entries = ",\n".join(f"    reinterpret_cast<Fn>(&{namespace}::{name})"
                             for name in names_by_size[n])
        tu.write_text(f'#include "lib{n}.hpp"\n\nusing Fn = void (*)();\n'
                      f"extern const Fn table[];\nconst Fn table[] = {{\n{entries}}};\n")
        wall, cpu, rss = measure([*cxx, str(tu), "-o", str(work / f"use{n}.o")], args.repeat)
        result["cxx"].append({"functions": n, "wall_s": wall, "cpu_s": cpu, "kib": rss,
                              "per_function_ms": 1000 * (wall - base) / n,
                              "per_function_cpu_ms": 1000 * (cpu - base_cpu) / n})
        print(f"compiler_bench: g++ -O2 on {n} functions: {wall:.2f} s", file=sys.stderr)
    pathlib.Path(args.output).write_text(json.dumps(result, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
