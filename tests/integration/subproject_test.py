#!/usr/bin/env python3
"""The Meson subproject consumer (tests/integration/meson-subproject/): copy it
to a temporary directory with subprojects/shapecc a symlink to this source
tree, configure it (shapecc's tests and bench off, via the consumer's
subproject() call), build only the consumer's program, which compiles shapecc
again, and run it.

usage: subproject_test.py MESON NINJA SOURCE_DIR
"""
import os
import shutil
import subprocess
import sys
import tempfile

meson, ninja, source_dir = sys.argv[1:4]
project = os.path.join(source_dir, "tests", "integration", "meson-subproject")


def run(cmd):
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit(f"FAIL: {' '.join(cmd)} exited {r.returncode}\n{r.stdout}{r.stderr}")
    return r.stdout


def location(path, text):
    lines = open(path).read().splitlines()
    line = next(i for i, l in enumerate(lines) if text in l)
    return f"{os.path.basename(path)}:{line + 1}:{lines[line].index(text) + 1}"


with tempfile.TemporaryDirectory() as tmp:
    src = os.path.join(tmp, "src")
    shutil.copytree(project, src)
    os.mkdir(os.path.join(src, "subprojects"))
    os.symlink(source_dir, os.path.join(src, "subprojects", "shapecc"))
    build = os.path.join(tmp, "build")
    # buildtype=plain: no optimization, the cheapest build of shapecc's sources.
    run([meson, "setup", build, src, "--buildtype=plain",
         "--native-file", os.path.join(source_dir, "native", "llvm-22.ini")])
    run([ninja, "-C", build, "consumer"])
    out = run([os.path.join(build, "consumer")])

at = location(os.path.join(project, "conv.mlir"), "shape.cstr_require")
want = f"ok rank 2\nerror {at}: in @conv1d: input and filter channels differ\n"
if out != want:
    sys.exit(f"FAIL: the subproject consumer printed\n{out}want\n{want}")
print("ok: subproject('shapecc'), find_program('shapecc'), dependency('shapecc')")
