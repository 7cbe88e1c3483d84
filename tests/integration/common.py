"""Shared by the integration tests: running a command or failing the test,
source locations as a checker reports them, and `meson install` of a build
into a temporary DESTDIR."""
import json
import os
import subprocess
import sys


def run(cmd, env=None):
    """`cmd`'s standard output; the test fails with its output if it fails."""
    r = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if r.returncode != 0:
        sys.exit(f"FAIL: {' '.join(cmd)} exited {r.returncode}\n{r.stdout}{r.stderr}")
    return r.stdout


def location(path, text):
    """FILE:LINE:COL of the first occurrence of `text` in the file at `path`."""
    lines = open(path).read().splitlines()
    line = next(i for i, l in enumerate(lines) if text in l)
    return f"{os.path.basename(path)}:{line + 1}:{lines[line].index(text) + 1}"


class Installed:
    """The files `meson install --destdir` put under `root`."""

    def __init__(self, meson, build_dir, destdir):
        subprocess.run([meson, "install", "-C", build_dir, "--no-rebuild", "--quiet",
                        "--destdir", destdir], check=True, stdout=subprocess.DEVNULL)
        options = {o["name"]: o["value"] for o in json.loads(subprocess.run(
            [meson, "introspect", "--buildoptions", build_dir],
            check=True, capture_output=True, text=True).stdout)}
        self.prefix = destdir + options["prefix"]

        def under_prefix(name):
            return os.path.join(self.prefix, options[name])

        self.binary = os.path.join(under_prefix("bindir"), "shapecc")
        self.header = os.path.join(under_prefix("includedir"), "shapecc", "runtime.hpp")
        self.pkgconfig_dir = os.path.join(under_prefix("libdir"), "pkgconfig")
        self.cmake_dir = os.path.join(under_prefix("libdir"), "cmake", "shapecc")


def env_without_library_path():
    """The environment of a user who never set LD_LIBRARY_PATH."""
    env = dict(os.environ)
    env.pop("LD_LIBRARY_PATH", None)
    return env
