"""Shared by the install and CMake tests: `meson install` of a build into a
temporary DESTDIR, and where the installed files are."""
import json
import os
import subprocess


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
