# lit configuration for shapecc's IR-level and CLI tests (tests/passes,
# tests/cli, tests/golden). Paths come from the generated lit.site.cfg.py.
import os

import lit.formats

config.name = "shapecc"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.shapecc_build_dir, "tests")
config.excludes = ["runtime", "e2e", "Inputs", "lit.cfg.py", "lit.site.cfg.py.in"]

config.environment["PATH"] = os.pathsep.join(
    [config.shapecc_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", "")]
)
config.substitutions.append(("%shapecc-opt", os.path.join(config.shapecc_tools_dir, "shapecc-opt")))
config.substitutions.append(("%shapecc", os.path.join(config.shapecc_tools_dir, "shapecc")))
config.substitutions.append(("%runtime_include", config.runtime_include_dir))
config.substitutions.append(("%cxx", config.cxx))
