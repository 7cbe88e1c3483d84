#!/usr/bin/env python3
"""Builds a corpus of unformatted emitted C++ and checks formatCpp's fast path against one
libFormat run over each whole file (format_equivalence).

The corpus: every golden, example, bench workload, difftest regression and adversarial case,
each under both error policies, with --loc-comments and as a header/source split; a generated
library of the bench workloads (compiler_bench.generate, so names and line numbers of every
digit count); programs from the difftest generator, alone and as one module; and the library of
distinct generated programs the compiler benchmark uses (compiler_bench.generate_distinct, with
--allow-failing-constraints), in every variant.
"""
import argparse
import pathlib
import subprocess
import sys

VARIANTS = {"status": [], "throw": ["--errors=throw"], "loc": ["--loc-comments"]}


def emit(shapecc, source, options):
    """shapecc --no-format with `options`; the files it wrote (the arguments ending in .hpp or
    .cpp), or [] if it rejects the input."""
    run = subprocess.run([shapecc, "--no-format", str(source), *options],
                         capture_output=True, text=True)
    return [] if run.returncode else [pathlib.Path(o) for o in options
                                      if o.endswith((".hpp", ".cpp"))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--shapecc", required=True)
    parser.add_argument("--equivalence", required=True)
    parser.add_argument("--source-root", required=True)
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--programs", type=int, default=120)
    parser.add_argument("--library", type=int, default=1200)
    parser.add_argument("--distinct", type=int, default=400)
    args = parser.parse_args()
    root = pathlib.Path(args.source_root)
    work = pathlib.Path(args.workdir)
    work.mkdir(parents=True, exist_ok=True)
    sys.path[:0] = [str(root / "bench"), str(root / "tests/difftest")]
    import compiler_bench  # noqa: E402
    import shapegen  # noqa: E402

    inputs = []
    for folder in ["tests/golden", "examples", "bench/workloads", "tests/difftest/regress",
                   "tests/adversarial/cases"]:
        inputs += sorted((root / folder).glob("*.mlir"))
    programs = []
    for index in range(args.programs):
        program = shapegen.generate(1, index)
        path = work / f"program{index}.mlir"
        path.write_text(program.text)
        inputs.append(path)
        programs.append(program.text)

    outputs = []
    for source in inputs:
        stem = f"{source.parent.name}-{source.stem}"
        for variant, extra in VARIANTS.items():
            outputs += emit(args.shapecc, source,
                            [*extra, "-o", str(work / f"{stem}.{variant}.hpp")])
        outputs += emit(args.shapecc, source, ["--header", str(work / f"{stem}.h.hpp"),
                                               "--source", str(work / f"{stem}.cpp")])
    accepted = [text for index, text in enumerate(programs)
                if (work / f"{work.name}-program{index}.status.hpp").exists()]
    together = work / "programs.mlir"
    together.write_text("\n".join(accepted))
    outputs += emit(args.shapecc, together, ["-o", str(work / "programs.hpp")])

    functions, _ = compiler_bench.workload_functions(root / "bench/workloads", args.shapecc,
                                                     work)
    library = work / "library.mlir"
    compiler_bench.generate(functions, args.library, library)
    generated = emit(args.shapecc, library, ["-o", str(work / "library.hpp")])
    if not generated:
        raise SystemExit("format_corpus: shapecc rejected the generated library")
    outputs += generated
    distinct = work / "distinct.mlir"
    compiler_bench.generate_distinct(root, args.distinct, distinct)
    emitted = []
    for variant, extra in VARIANTS.items():
        emitted += emit(args.shapecc, distinct, ["--allow-failing-constraints", *extra, "-o",
                                                 str(work / f"distinct.{variant}.hpp")])
    emitted += emit(args.shapecc, distinct, ["--allow-failing-constraints",
                                             "--header", str(work / "distinct.h.hpp"),
                                             "--source", str(work / "distinct.cpp")])
    if len(emitted) != len(VARIANTS) + 2:
        raise SystemExit("format_corpus: shapecc rejected the distinct library")
    outputs += emitted
    # A registry of more than 512 rows, which the emitter lays out between `// clang-format off`
    # and `on`: the formatter must splice that block, not send it to libFormat.
    registry = work / "registry513.mlir"
    registry.write_text(subprocess.run(
        [sys.executable, str(root / "tests/cli/Inputs/large_inputs.py"), "library", "513"],
        capture_output=True, text=True, check=True).stdout)
    registry_header = emit(args.shapecc, registry, ["-o", str(work / "registry513.hpp")])
    if not registry_header:
        raise SystemExit("format_corpus: shapecc rejected the large registry")
    outputs += ["--expect-verbatim", *registry_header]
    outputs += sorted((root / "tests/format/Inputs").glob("*.hpp"))
    files = sum(o != "--expect-verbatim" for o in outputs)
    print(f"format_corpus: {files} files from {len(inputs)} inputs and Inputs/")
    return subprocess.run([args.equivalence, "--expect-reuse", *map(str, outputs)]).returncode


if __name__ == "__main__":
    sys.exit(main())
