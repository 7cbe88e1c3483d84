#!/usr/bin/env python3
"""Keeps the user documentation true to the binary:
- docs/cli.md names every option `shapecc --help` lists, and documents exit
  codes 0-3, each of which the binary gives for the case the doc describes;
- every C++ block in docs/walkthrough.md that follows a
  `<!-- emitted by: shapecc ARGS -->` line is, line for line, part of what
  `shapecc ARGS` prints now (ARGS relative to the source tree);
- every `$ embed ARGS` in docs/walkthrough.md and docs/integration.md prints
  what the page shows.

usage: docs_test.py SHAPECC EMBED SOURCE_DIR
"""
import difflib
import os
import re
import subprocess
import sys
import tempfile

shapecc, embed, source_dir = (os.path.abspath(arg) for arg in sys.argv[1:4])
failures = []


def shapecc_run(args, stdin=None):
    return subprocess.run([shapecc, *args], input=stdin, capture_output=True, text=True,
                          cwd=source_dir)


def check_cli_reference():
    doc = open(os.path.join(source_dir, "docs", "cli.md")).read()
    help_text = shapecc_run(["--help"]).stdout
    options = re.findall(r"^  (-{1,2}[a-z][\w-]*)", help_text, re.M)
    if len(options) < 10:
        failures.append(f"cli.md: found only {options} in shapecc --help")
    for option in options:
        if not re.search(r"`" + re.escape(option) + r"[ =`]", doc):
            failures.append(f"cli.md does not document {option} (listed by shapecc --help)")

    kernels = os.path.join("examples", "embed", "kernels.mlir")
    with tempfile.TemporaryDirectory() as tmp:
        cases = {
            0: ([kernels], None),
            1: (["-"], "func.func @f(\n"),
            2: ([kernels, "--no-such-option"], None),
            3: ([os.path.join(tmp, "missing.mlir")], None),
        }
        for code, (args, stdin) in cases.items():
            if not re.search(rf"^\| {code} \| \w", doc, re.M):
                failures.append(f"cli.md: no row for exit code {code}")
            r = shapecc_run(args, stdin)
            if r.returncode != code:
                failures.append(f"shapecc {' '.join(args)} exited {r.returncode}, "
                                f"but cli.md documents {code} for this case")
    r = shapecc_run(["-", "-o", "-"], open(os.path.join(source_dir, kernels)).read())
    if r.returncode != 0 or "namespace shapes {" not in r.stdout:
        failures.append("cli.md: `-` for stdin and stdout, namespace `shapes`, does not hold")


def check_walkthrough_quotes():
    path = os.path.join(source_dir, "docs", "walkthrough.md")
    text = open(path).read()
    quotes = re.findall(r"<!-- emitted by: shapecc ([^\n]*?) -->\n```cpp\n(.*?)```", text, re.S)
    if not quotes:
        failures.append("walkthrough.md: no quoted emitted code found")
    outputs = {}
    for args, quote in quotes:
        if args not in outputs:
            r = shapecc_run(args.split())
            if r.returncode != 0:
                failures.append(f"walkthrough.md: shapecc {args} failed: {r.stderr}")
            outputs[args] = r.stdout
        emitted = outputs[args].splitlines()
        lines = quote.splitlines()
        starts = [i for i in range(len(emitted) - len(lines) + 1)
                  if emitted[i:i + len(lines)] == lines]
        if not starts:
            # Show the quote against the emitted lines most like it.
            best = max(range(max(1, len(emitted) - len(lines) + 1)), key=lambda i:
                       difflib.SequenceMatcher(None, emitted[i:i + len(lines)], lines).ratio())
            diff = "\n".join(difflib.unified_diff(
                emitted[best:best + len(lines)], lines, "emitted", "walkthrough.md", lineterm=""))
            failures.append(f"walkthrough.md quotes code `shapecc {args}` no longer "
                            f"emits:\n{diff}")


def check_embed_sessions(page):
    text = open(os.path.join(source_dir, "docs", page)).read()
    sessions = re.findall(r"^\$ embed ([^\n]*)\n((?:[^$`][^\n]*\n)*)", text, re.M)
    if not sessions:
        failures.append(f"{page}: no `$ embed` session found")
    for args, shown in sessions:
        r = subprocess.run([embed, *args.split()], capture_output=True, text=True)
        if r.stdout + r.stderr != shown:
            failures.append(f"{page} shows `embed {args}` printing {shown!r}, "
                            f"but it prints {r.stdout + r.stderr!r}")


check_cli_reference()
check_walkthrough_quotes()
check_embed_sessions("walkthrough.md")
check_embed_sessions("integration.md")
for failure in failures:
    print("FAIL:", failure)
print(f"{len(failures)} failure(s)")
sys.exit(1 if failures else 0)
