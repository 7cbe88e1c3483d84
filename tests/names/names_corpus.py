#!/usr/bin/env python3
"""Runs source_names_equivalence on every .mlir file of the source tree's tests, examples and
bench workloads, the fuzzers' compiler corpus, and programs from the difftest generator (alone
and as one library, as the compiler benchmark builds it)."""
import argparse
import pathlib
import subprocess
import sys


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--equivalence", required=True)
    parser.add_argument("--source-root", required=True)
    parser.add_argument("--workdir", required=True)
    parser.add_argument("--programs", type=int, default=200)
    args = parser.parse_args()
    root = pathlib.Path(args.source_root)
    work = pathlib.Path(args.workdir)
    work.mkdir(parents=True, exist_ok=True)
    sys.path.insert(0, str(root / "tests/difftest"))
    import shapegen  # noqa: E402

    texts = [shapegen.generate(1, index).text for index in range(args.programs)]
    for index, text in enumerate(texts):
        (work / f"program{index}.mlir").write_text(text)
    (work / "programs.mlir").write_text("\n".join(texts))
    paths = [root / "tests", root / "examples", root / "bench/workloads",
             root / "tests/fuzz/corpus/compiler", root / "tests/fuzz/regressions/compiler", work]
    return subprocess.run([args.equivalence, "--expect-text", *map(str, paths)]).returncode


if __name__ == "__main__":
    sys.exit(main())
