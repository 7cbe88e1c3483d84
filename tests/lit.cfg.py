# lit configuration for shapecc's IR-level and CLI tests (tests/passes,
# tests/cli, tests/golden). Paths come from the generated lit.site.cfg.py.
import os
import platform
import sys

import lit.formats

config.name = "shapecc"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.shapecc_build_dir, "tests")
# adversarial/, difftest/, fuzz/ and user/ hold inputs of their own meson tests, not lit tests.
config.excludes = ["runtime", "e2e", "Inputs", "lit.cfg.py", "lit.site.cfg.py.in",
                   "adversarial", "difftest", "fuzz", "user"]

# Tests of x86-specific attributes (`target("arch=haswell")`) say `REQUIRES: x86_64`.
if platform.machine() in ("x86_64", "AMD64"):
    config.available_features.add("x86_64")

config.environment["PATH"] = os.pathsep.join(
    [config.shapecc_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")]
)
# Generators of large inputs (tests/cli/Inputs/large_inputs.py).
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%shapecc-opt", os.path.join(config.shapecc_tools_dir, "shapecc-opt")))
config.substitutions.append(("%shapecc", os.path.join(config.shapecc_tools_dir, "shapecc")))
config.substitutions.append(("%runtime_include", config.runtime_include_dir))
config.substitutions.append(("%cxx", config.cxx))
# Compiles a compile-and-run test of emitted C++ (tests/golden): C++17, every
# warning an error, the runtime on the include path.
config.substitutions.append(
    ("%emit-cxx", f"{config.cxx} -std=c++17 -Wall -Wextra -Werror -I{config.runtime_include_dir}")
)
# doctest's main for those drivers, prebuilt per configuration by
# tests/golden/meson.build.
for name in ("sanitized", "no-exceptions"):
    config.substitutions.append(
        (f"%doctest-main-{name}",
         os.path.join(config.shapecc_build_dir, "tests", "golden",
                      f"libdoctest_main_{name.replace('-', '_')}.a"))
    )
