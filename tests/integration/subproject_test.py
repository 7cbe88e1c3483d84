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
import sys
import tempfile

from common import location, run

meson, ninja, source_dir = sys.argv[1:4]
project = os.path.join(source_dir, "tests", "integration", "meson-subproject")


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
