#!/usr/bin/env python3
"""Writes docs/benchmarks.md from the results scripts/bench collected.

Inputs (in --results): list.json (bench_runtime --list), counts.json and callgrind.out.* (the
callgrind run of bench_runtime --count), timing.json (Google Benchmark's JSON), compiler.json
(compiler_bench.py), compilers.json (compilers.py, optional). Every figure in the page comes from these files; the targets are judged
here, so a miss shows as a miss.
"""
import argparse
import datetime
import json
import pathlib
import platform
import re
import subprocess
import sys

VARIANTS = ["hand_written", "shapecc_status", "shapecc_throw", "upstream"]
SHAPECC = ["shapecc_status", "shapecc_throw"]
NEAR_LINEAR = 1.10  # growth exponent accepted as near-linear


def load(path: pathlib.Path):
    return json.loads(path.read_text())


def callgrind_dumps(results: pathlib.Path, prefix: str = "callgrind.out"):
    """{name: (file, totals)} of the dumps PREFIX.N in `results` (the name each was dumped
    at: bench_runtime --count's cases, bench/compilers/driver.cpp's checkers)."""
    dumps = {}
    for path in results.glob(prefix + ".*"):
        text = path.read_text(errors="replace")
        name = re.search(r"^desc: Trigger: Client Request: (.*)$", text, re.M)
        totals = re.search(r"^totals: (\d+)", text, re.M)
        if name and totals:
            dumps[name.group(1)] = (path, int(totals.group(1)))
    return dumps


def hot_lines(path: pathlib.Path, calls: int, top: int):
    """The source lines callgrind attributes the most instructions to, per call."""
    run = subprocess.run(["callgrind_annotate", "--auto=yes", "--context=0", "--threshold=100",
                          str(path)], capture_output=True, text=True)
    lines, current = [], None
    for line in run.stdout.splitlines():
        m = re.match(r"-- Auto-annotated source: (.*)$", line)
        if m:
            current = pathlib.Path(m.group(1).strip()).name
            continue
        m = re.match(r"-- line (\d+) -", line)
        if m:
            number = int(m.group(1))
            continue
        m = re.match(r"\s*([\d,]+)(?: \(\s*[\d.]+%\))?\s{2,}(\S.*)$", line)
        # Skip the inclusive cost of calls ("=> callee") and the per-file summaries.
        if not m or "=>" in line or "events annotated" in line:
            continue
        if current and current != "main.cpp":
            count = int(m.group(1).replace(",", ""))
            lines.append((count / calls, f"{current}:{number}", m.group(2).strip()))
    # Equal counts in file and line order: callgrind_annotate's own order of ties varies.
    lines.sort(key=lambda x: (-x[0], x[1].split(":")[0], int(x[1].split(":")[1])))
    return [l for l in lines if l[0] >= 1.0][:top]


def fmt(x, digits=1):
    return "—" if x is None else f"{x:,.{digits}f}"


def ratio(a, b):
    return None if a is None or b is None or b == 0 else a / b


def machine():
    cpu = "unknown"
    for line in pathlib.Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break
    cores = sum(1 for l in pathlib.Path("/proc/cpuinfo").read_text().splitlines()
                if l.startswith("processor"))
    return f"{cpu}, {cores} logical cores, {platform.system()} {platform.release()}"


def first_line(command):
    try:
        out = subprocess.run(command, capture_output=True, text=True).stdout
        return out.strip().splitlines()[0] if out.strip() else "unknown"
    except OSError:
        return "unknown"


def llvm_version():
    out = subprocess.run(["/usr/lib/llvm-22/bin/llc", "--version"], capture_output=True,
                         text=True).stdout
    m = re.search(r"LLVM version (\S+)", out)
    return f"LLVM {m.group(1)}" if m else "LLVM 22"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--results", required=True)
    parser.add_argument("--source", required=True, help="the repository root")
    parser.add_argument("--output", required=True)
    parser.add_argument("--command", default="scripts/bench")
    args = parser.parse_args()
    results = pathlib.Path(args.results)
    source = pathlib.Path(args.source)

    listing = load(results / "list.json")
    counts = {c["name"]: c for c in load(results / "counts.json") if c.get("name")}
    dumps = callgrind_dumps(results)
    base_calls = counts["baseline"]["calls"]
    baseline = dumps["baseline"][1] / base_calls

    timing = {}
    timing_json = load(results / "timing.json")
    for b in timing_json["benchmarks"]:
        if b.get("aggregate_name") == "median":
            timing[b["run_name"]] = b

    cases, inputs, not_run = [], {}, {}
    for entry in listing:
        if entry["case"] not in inputs:
            cases.append(entry["case"])
            inputs[entry["case"]] = entry["inputs"]
        if entry["not_run"]:
            not_run[(entry["case"], entry["variant"])] = entry["not_run"]

    # Per case and variant: ns/call, instructions/call, allocations/call.
    data = {}
    for case in cases:
        for v in VARIANTS:
            name = f"{case}/{v}"
            row = {"not_run": not_run.get((case, v))}
            if name in counts and name in dumps:
                row["instr"] = dumps[name][1] / counts[name]["calls"] - baseline
                row["allocs"] = counts[name]["allocations"] / counts[name]["calls"]
            if name in timing:
                t = timing[name]
                scale = {"ns": 1, "us": 1e3, "ms": 1e6, "s": 1e9}[t.get("time_unit", "ns")]
                row["ns"] = t["cpu_time"] * scale
                row["timed_allocs"] = t.get("allocs_per_call")
            data[(case, v)] = row

    out = []
    w = out.append
    now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    commit = first_line(["git", "-C", str(source), "describe", "--always", "--dirty"])
    w("# Benchmarks\n")
    w(f"Generated by `{args.command}` on {now}, shapecc commit `{commit}`.\n")
    w(f"- Machine: {machine()}")
    w(f"- C++ compiler: {first_line(['c++', '--version'])} (`-O3`, the Meson release build)")
    w(f"- MLIR/LLVM: {llvm_version()} (`mlir-opt-22`, `mlir-translate-22`, `llc-22 -O3`)")
    w(f"- Google Benchmark {timing_json['context'].get('library_version', '')}".rstrip()
      + f", {timing_json['context'].get('num_cpus', '?')} CPUs at "
      f"{timing_json['context'].get('mhz_per_cpu', '?')} MHz; "
      f"CPU frequency scaling {'on' if timing_json['context'].get('cpu_scaling_enabled') else 'off'}")
    w("")
    w("Instruction counts (callgrind) are exact and reproducible; nanoseconds depend on the "
      "machine and its load. Conclusions rest on instructions.\n")

    # --- targets -------------------------------------------------------------------------------
    w("## Targets\n")
    w("| target | where it stands | |")
    w("| --- | --- | --- |")

    def shapecc_rows():
        for case in cases:
            for v in SHAPECC:
                yield case, v, data[(case, v)]

    def vs_hand(case, v):
        return ratio(data[(case, v)].get("instr"), data[(case, "hand_written")].get("instr"))

    def listing(pairs):
        return ", ".join(f"{name} {value:.2f}x" for name, value in pairs)

    # Emitted vs hand-written, per policy: every case, failure path included.
    unsupported = [f"{c}/{v}" for c, v, r in shapecc_rows() if r.get("instr") is None]
    cells, met = [], not unsupported
    for v in SHAPECC:
        ratios = [(c, vs_hand(c, v)) for c in cases if vs_hand(c, v) is not None]
        met = met and all(r <= 1.0 for _, r in ratios)
        cells.append(f"{v}: {listing(ratios)}")
    if unsupported:
        cells.append(f"not measured: {', '.join(unsupported)}")
    w(f"| emitted ≤ 1.0x hand-written instructions/call, every workload | "
      f"{'<br>'.join(cells)} | **{'met' if met else 'missed'}** |")

    allocating = [f"{c}/{v} ({r['allocs']:g})" for c, v, r in shapecc_rows() if r.get("allocs")]
    w(f"| emitted: 0 heap allocations/call | "
      f"{'none allocates' if not allocating else 'allocating: ' + ', '.join(allocating)} | "
      f"**{'met' if not allocating and not unsupported else 'missed'}** |")

    # Issue #3's two runtime targets, kept here so that a later change cannot miss them unseen.
    success, failure = "broadcast2_rank4", "broadcast2_rank4_failure"
    if (success, "shapecc_status") in data and (failure, "shapecc_status") in data:
        cells, met = [], True
        for v in SHAPECC:
            r = vs_hand(success, v)
            met = met and r is not None and r <= 1.2
            cells.append(f"{v} {fmt(r, 2)}x")
        w(f"| issue #3: rank-4 two-operand broadcast, check plus result, ≤ 1.2x hand-written | "
          f"{', '.join(cells)} | **{'met' if met else 'missed'}** |")
        ok = data[(success, "shapecc_status")].get("instr")
        bad = data[(failure, "shapecc_status")].get("instr")
        r = ratio(bad, ok)
        w(f"| issue #3: the status policy's failure path ≤ 2x its success path ({failure} ÷ "
          f"{success}) | {fmt(bad, 0)} vs {fmt(ok, 0)} instructions: {fmt(r, 2)}x | "
          f"**{'met' if r is not None and r <= 2.0 else 'missed'}** |")

    up = [(c, vs_hand(c, "upstream")) for c in cases if vs_hand(c, "upstream") is not None]
    up_allocs = sorted({data[(c, "upstream")]["allocs"] for c, _ in up})
    if up:
        expected = all(3.3 <= r <= 6.5 for _, r in up) and up_allocs == [1.0]
        w(f"| upstream executes 3.3x–6.5x hand-written instructions, allocates once per call "
          f"(expectation, not ours to meet) | {listing(up)}; allocations/call: "
          f"{', '.join(f'{a:g}' for a in up_allocs)} | "
          f"{'as expected' if expected else 'differs: see the tables'} |")

    cells, met = [], True
    for v in SHAPECC:
        gaps = [(c, ratio(data[(c, "upstream")]["instr"], data[(c, v)]["instr"])) for c in cases
                if data[(c, "upstream")].get("instr") is not None
                and data[(c, v)].get("instr") is not None]
        met = met and bool(gaps) and all(g >= 3.0 for _, g in gaps)
        cells.append(f"{v}: {listing(gaps)}")
    w(f"| emitted ≥ 3x cheaper than upstream (upstream ÷ emitted instructions), every workload "
      f"upstream lowers | {'<br>'.join(cells)} | **{'met' if met else 'missed'}** |")

    compiler = load(results / "compiler.json") if (results / "compiler.json").exists() else None
    compilers = (load(results / "compilers.json") if (results / "compilers.json").exists()
                 else None)
    if compiler:
        last = compiler["sizes"][-1]
        r = last["shapecc_s"] / last["mlir_opt_s"]
        r_cpu = last["shapecc_cpu_s"] / max(last["mlir_opt_cpu_s"], 0.01)
        w(f"| compiler ≤ 3x `mlir-opt-22` parse+print at {last['functions']:,} functions | "
          f"{r:.1f}x wall ({last['shapecc_s']:.2f} s vs {last['mlir_opt_s']:.2f} s), "
          f"{r_cpu:.1f}x CPU | **{'met' if r <= 3 else 'missed'}** |")
        for d in compiler.get("distinct", [])[-1:]:
            rd = d["shapecc_s"] / d["mlir_opt_s"]
            w(f"| the same, {d['functions']:,} distinct generated programs (no layout reuse) | "
              f"{rd:.1f}x wall ({d['shapecc_s']:.2f} s vs {d['mlir_opt_s']:.2f} s); "
              f"{d['no_format_s'] / d['mlir_opt_s']:.1f}x with `--no-format` | "
              f"**{'met' if rd <= 3 else 'missed'}** |")
        e = compiler["shapecc_exponent_last"]
        w(f"| compiler growth near-linear (exponent ≤ {NEAR_LINEAR}) | exponent "
          f"{e:.2f} (wall; CPU {compiler['shapecc_cpu_exponent_last']:.2f}) between the two "
          f"largest libraries, {compiler['shapecc_exponent']:.2f} fitted over all | "
          f"**{'met' if e <= NEAR_LINEAR else 'missed'}** |")
    w("")

    # --- runtime summary -----------------------------------------------------------------------
    w("## Runtime: instructions per call\n")
    w("Each figure is one complete call as a user makes it (building the arguments, the check, "
      "the result, and for upstream freeing the result buffer), counted by callgrind over "
      f"{base_calls:,} calls, less the {baseline:.0f} instructions of the benchmark loop itself.\n")
    w("| workload | inputs | hand-written | shapecc status | shapecc throw | upstream | "
      "upstream ÷ shapecc status |")
    w("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for case in cases:
        hand = data[(case, "hand_written")].get("instr")
        cells = []
        for v in VARIANTS:
            row = data[(case, v)]
            if row.get("instr") is None:
                cells.append(short_reason(row["not_run"]))
            elif v == "hand_written":
                cells.append(f"{row['instr']:.0f}")
            else:
                cells.append(f"{row['instr']:.0f} ({ratio(row['instr'], hand):.2f}x)")
        u, s = data[(case, "upstream")].get("instr"), data[(case, "shapecc_status")].get("instr")
        gap = f"{u / s:.2f}x" if u is not None and s else "—"
        w(f"| {case} | {inputs[case]} | " + " | ".join(cells) + f" | {gap} |")
    w("")
    w("(x) is the ratio to hand-written.\n")

    # --- runtime detail ------------------------------------------------------------------------
    w("## Runtime: time and allocations\n")
    reps = next((b.get("repetitions") for b in timing_json["benchmarks"]), None)
    w(f"Median CPU time per call over {reps} repetitions (Google Benchmark), its ratio to "
      "hand-written, heap allocations per call (operator new and malloc, counted by a "
      "replacement malloc in the benchmark binary), and instructions per call.\n")
    w("| workload | variant | ns/call | ÷ hand-written | allocations/call | instructions/call | "
      "÷ hand-written |")
    w("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for case in cases:
        hand = data[(case, "hand_written")]
        for v in VARIANTS:
            row = data[(case, v)]
            if row["not_run"]:
                w(f"| {case} | {v} | {row['not_run']} | | | | |")
                continue
            w(f"| {case} | {v} | {fmt(row.get('ns'))} | {fmt(ratio(row.get('ns'), hand.get('ns')), 2)} "
              f"| {allocations(row)} | {fmt(row.get('instr'), 0)} "
              f"| {fmt(ratio(row.get('instr'), hand.get('instr')), 2)} |")
    w("")

    # --- other compilers -----------------------------------------------------------------------
    if compilers:
        columns = list(dict.fromkeys((r["compiler"], r["level"]) for r in compilers))
        checkers = list(dict.fromkeys(r["checker"] for r in compilers))
        table = {(r["compiler"], r["level"], r["checker"]): r["instructions"] for r in compilers}
        versions = {r["compiler"]: r["version"] for r in compilers}
        w("## Other compilers and optimization levels\n")
        w("Instructions per call of some status-policy checkers called from a caller that is not "
          "inlined, with ranks read at run time (`bench/compilers.py`, "
          "`bench/compilers/driver.cpp`; see the method below). Compilers: " + "; ".join(
              f"{name}: {version}" for name, version in versions.items()) + ".\n")
        w("| checker | " + " | ".join(f"{c} `{l}`" for c, l in columns) + " |")
        w("| --- | " + " | ".join("---:" for _ in columns) + " |")
        for checker in checkers:
            w(f"| {checker} | " + " | ".join(
                fmt(table.get((c, l, checker)), 0) for c, l in columns) + " |")
        w("")

    # --- hot spots -----------------------------------------------------------------------------
    w("## Where the emitted checkers' instructions go\n")
    w("The source lines with the most instructions per call in each shapecc status-policy "
      "checker (callgrind, `-g` build; `NAME.status.hpp` is the emitted header).\n")
    for case in cases:
        name = f"{case}/shapecc_status"
        if name not in dumps:
            continue
        lines = hot_lines(dumps[name][0], counts[name]["calls"], 8)
        hand = data[(case, "hand_written")].get("instr")
        w(f"**{case}**: {data[(case, 'shapecc_status')]['instr']:.0f} instructions/call "
          f"(hand-written {hand:.0f})\n")
        w("| instr/call | line | source |")
        w("| ---: | --- | --- |")
        for per_call, where, text in lines:
            source_text = text.replace("|", "\\|")
            w(f"| {per_call:.1f} | {where} | `{source_text}` |")
        w("")

    # --- compiler ------------------------------------------------------------------------------
    if compiler:
        w("## Compiler\n")
        w(f"Libraries of N functions, the workloads shapecc accepts in turn "
          f"({', '.join(compiler['functions'])}), renamed. Median of {compiler['repeat']} runs "
          "(wall time, peak RSS from `/usr/bin/time`). `mlir-opt-22 LIB.mlir -o OUT.mlir` parses, "
          "verifies and prints: the floor any MLIR-based tool pays.\n")
        if compiler["skipped"]:
            w("Not in the libraries (shapecc rejects them): " + "; ".join(
                f"{k}: {v}" for k, v in compiler["skipped"].items()) + "\n")
        w("| functions | input | shapecc | shapecc CPU | shapecc peak RSS | mlir-opt-22 | "
          "mlir-opt-22 CPU | mlir-opt-22 peak RSS | shapecc ÷ mlir-opt (wall) | (CPU) |")
        w("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
        for s in compiler["sizes"]:
            w(f"| {s['functions']:,} | {s['bytes'] / 1024:,.0f} KiB | {s['shapecc_s']:.2f} s | "
              f"{s['shapecc_cpu_s']:.2f} s | {s['shapecc_kib'] / 1024:,.0f} MiB | "
              f"{s['mlir_opt_s']:.2f} s | {s['mlir_opt_cpu_s']:.2f} s | "
              f"{s['mlir_opt_kib'] / 1024:,.0f} MiB | {s['shapecc_s'] / s['mlir_opt_s']:.1f}x | "
              f"{s['shapecc_cpu_s'] / max(s['mlir_opt_cpu_s'], 0.01):.1f}x |")
        w("")
        w(f"Growth exponent b in time ∝ N^b: shapecc {compiler['shapecc_exponent']:.2f} fitted, "
          f"{compiler['shapecc_exponent_last']:.2f} between the two largest; mlir-opt-22 "
          f"{compiler['mlir_opt_exponent']:.2f} fitted, {compiler['mlir_opt_exponent_last']:.2f} "
          "between the two largest (its start-up dominates the small libraries).\n")
        if compiler.get("distinct"):
            w("The libraries above repeat a handful of workloads, so the formatter formats each "
              "layout once and reuses it (`docs/cli.md`). Libraries of distinct programs from "
              "`tests/difftest/shapegen.py` (seed 1, compiled with "
              "`--allow-failing-constraints`) show the cost when whole definitions do not "
              "repeat: the formatter then lays out their one-line statements and first lines "
              "apart, reusing those layouts, and batches several definitions per libFormat "
              "run.\n")
            w("| programs | input | shapecc | shapecc peak RSS | shapecc `--no-format` | "
              "mlir-opt-22 | mlir-opt-22 peak RSS | shapecc ÷ mlir-opt |")
            w("| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
            for d in compiler["distinct"]:
                w(f"| {d['functions']:,} | {d['bytes'] / 1024:,.0f} KiB | {d['shapecc_s']:.2f} s | "
                  f"{d['shapecc_kib'] / 1024:,.0f} MiB | {d['no_format_s']:.2f} s | "
                  f"{d['mlir_opt_s']:.2f} s | {d['mlir_opt_kib'] / 1024:,.0f} MiB | "
                  f"{d['shapecc_s'] / d['mlir_opt_s']:.1f}x |")
            w("")
        if "no_format" in compiler:
            w("shapecc with `--no-format` (the same libraries): " + ", ".join(
                f"{s['functions']:,}: {s['shapecc_s']:.2f} s (CPU {s['shapecc_cpu_s']:.2f} s), "
                f"{s['shapecc_kib'] / 1024:,.0f} MiB"
                for s in compiler["no_format"]) + ".\n")
        if compiler["cxx"]:
            w(f"`g++ -O2 -c` of the emitted header (status policy), with a translation unit "
              f"that takes every function's address, less {compiler['cxx_base_s']:.2f} s for one "
              "that only includes the runtime:\n")
            w("| functions | g++ -O2 | CPU | peak RSS | per function | per function (CPU) |")
            w("| ---: | ---: | ---: | ---: | ---: | ---: |")
            for c in compiler["cxx"]:
                w(f"| {c['functions']:,} | {c['wall_s']:.2f} s | {c['cpu_s']:.2f} s | "
                  f"{c['kib'] / 1024:,.0f} MiB | {c['per_function_ms']:.1f} ms | "
                  f"{c['per_function_cpu_ms']:.1f} ms |")
            w("")

    # --- method --------------------------------------------------------------------------------
    w((source / "bench" / "method.md").read_text().strip() + "\n")
    pathlib.Path(args.output).write_text("\n".join(out) + "\n")
    return 0


def allocations(row):
    """Allocations per call from the counted run, and from the timed run if they differ."""
    counted, timed = row.get("allocs"), row.get("timed_allocs")
    text = fmt(counted, 0)
    if counted is not None and timed is not None and abs(counted - timed) > 0.01:
        text += f" (timed run: {timed:.2f})"
    return text


def short_reason(reason):
    if not reason:
        return "—"
    if reason.startswith("n/a"):
        return "n/a"
    return reason


if __name__ == "__main__":
    sys.exit(main())
