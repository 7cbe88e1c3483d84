#!/usr/bin/env python3
"""`meson install` into a temporary DESTDIR, then use only what was installed:
run the installed shapecc (--version, and on examples/embed/kernels.mlir)
without LD_LIBRARY_PATH, find the header through shapecc.pc, and build and run
examples/embed against the installed header with -fno-exceptions -fno-rtti.

usage: install_test.py MESON BUILD_DIR SOURCE_DIR CXX VERSION
"""
import filecmp
import os
import subprocess
import sys
import tempfile

from common import Installed, env_without_library_path, run

meson, build_dir, source_dir, cxx, version = sys.argv[1:6]
env = env_without_library_path()


with tempfile.TemporaryDirectory() as tmp:
    inst = Installed(meson, build_dir, os.path.join(tmp, "destdir"))

    for path in [inst.binary, inst.header, os.path.join(inst.pkgconfig_dir, "shapecc.pc"),
                 os.path.join(inst.cmake_dir, "shapecc-config.cmake"),
                 os.path.join(inst.cmake_dir, "shapecc-config-version.cmake")]:
        if not os.path.isfile(path):
            sys.exit(f"FAIL: {os.path.relpath(path, tmp)} was not installed")
    if not filecmp.cmp(inst.header, os.path.join(source_dir, "runtime", "shapecc", "runtime.hpp"),
                       shallow=False):
        sys.exit("FAIL: the installed runtime.hpp differs from runtime/shapecc/runtime.hpp")

    out = run([inst.binary, "--version"], env)
    if version not in out:
        sys.exit(f"FAIL: installed shapecc --version printed {out!r}, not version {version}")

    # What pkg-config tells a consumer, with the prefix moved to the DESTDIR.
    pkg_config = ["pkg-config", "--define-variable=prefix=" + inst.prefix]
    pc_env = dict(env, PKG_CONFIG_PATH=inst.pkgconfig_dir)

    def pkg_config_query(*args):
        return subprocess.run(pkg_config + list(args) + ["shapecc"], check=True,
                              capture_output=True, text=True, env=pc_env).stdout.strip()

    cflags = pkg_config_query("--cflags").split()
    pc_shapecc = pkg_config_query("--variable=shapecc")
    if os.path.realpath(pc_shapecc) != os.path.realpath(inst.binary):
        sys.exit(f"FAIL: pkg-config's shapecc variable is {pc_shapecc}, not {inst.binary}")

    # Codegen with the installed binary, then a program built only against the
    # installed header (no include path into the source tree).
    gen_dir = os.path.join(tmp, "gen")
    os.mkdir(gen_dir)
    run([pc_shapecc, os.path.join(source_dir, "examples", "embed", "kernels.mlir"),
         "-o", os.path.join(gen_dir, "kernels.hpp")], env)
    exe = os.path.join(tmp, "embed")
    run([cxx, "-std=c++17", "-fno-exceptions", "-fno-rtti", "-Wall", "-Werror", *cflags,
         "-I", gen_dir, os.path.join(source_dir, "examples", "embed", "embed.cpp"), "-o", exe], env)
    out = run([exe, "add", "2x3", "1x3"], env)
    if not out.startswith("add [2,3] [1,3] -> [2,3] sum "):
        sys.exit(f"FAIL: the embed program built from the install printed {out!r}")
    r = subprocess.run([exe, "matmul", "2x3", "4x5"], capture_output=True, text=True)
    if r.returncode != 1 or "in @matmul: shapes [3] and [4] are not equal" not in r.stderr:
        sys.exit(f"FAIL: embed matmul 2x3 4x5 exited {r.returncode}, stderr {r.stderr!r}")
print("ok: installed shapecc, runtime.hpp, shapecc.pc and the CMake package work from DESTDIR")
