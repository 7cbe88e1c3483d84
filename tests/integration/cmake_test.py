#!/usr/bin/env python3
"""The CMake consumer (tests/integration/cmake/): install shapecc into a
temporary DESTDIR, move the installed tree elsewhere (the CMake package must
not depend on where it was installed), then configure the consumer with
find_package(shapecc), build it (the codegen step runs the installed shapecc)
and check what it prints.

usage: cmake_test.py MESON BUILD_DIR SOURCE_DIR
"""
import os
import shutil
import sys
import tempfile

from common import Installed, env_without_library_path, location, run

meson, build_dir, source_dir = sys.argv[1:4]
project = os.path.join(source_dir, "tests", "integration", "cmake")
env = env_without_library_path()

cmake = shutil.which("cmake")
if not cmake:
    sys.exit("FAIL: cmake not found; scripts/setup installs it (Debian package cmake)")


with tempfile.TemporaryDirectory() as tmp:
    inst = Installed(meson, build_dir, os.path.join(tmp, "destdir"))
    moved = os.path.join(tmp, "moved")
    shutil.copytree(inst.prefix, moved, symlinks=True)
    shutil.rmtree(os.path.join(tmp, "destdir"))

    cmake_build = os.path.join(tmp, "build")
    run([cmake, "-S", project, "-B", cmake_build, "-G", "Ninja",
         "-DCMAKE_PREFIX_PATH=" + moved, "-DCMAKE_BUILD_TYPE=Release"], env)
    run([cmake, "--build", cmake_build], env)
    out = run([os.path.join(cmake_build, "consumer")], env)

at = location(os.path.join(project, "pairs.mlir"), "shape.cstr_eq")
want = ("ok rank 2\n"
        f"error not_equal: {at}: in @same_shape: shapes [2,3] and [2,4] are not equal: "
        "dimension 1 has extents 3 and 4\n")
if out != want:
    sys.exit(f"FAIL: the CMake consumer printed\n{out}want\n{want}")
print("ok: find_package(shapecc), add_custom_command codegen, build and run")
