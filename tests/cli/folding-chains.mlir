// A chain of additions of constants, each step's sum required positive and let
// through by an assuming region (tests/cli/Inputs/large_inputs.py
// requirement-steps): once the regions are inlined, canonicalize folds each
// addition into the next (x + 1 + 2 + ... + k is x + k(k+1)/2). Run top-down,
// as `mlir-opt --canonicalize` runs, 6,000 steps take about 0.5 s; bottom-up,
// each addition was rewritten once per step before it: 65 s and 2.7 GB
// (docs/testing.md, AI1). The CPU-time limit, about 40 times what the fold
// needs (more under the sanitizers), turns that back into a failure.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/large_inputs.py requirement-steps 6000 > %t/steps.mlir
// RUN: bash -c "ulimit -t 20 && %shapecc --no-format %t/steps.mlir -o %t/steps.hpp"
// RUN: FileCheck %s < %t/steps.hpp

// CHECK: Status steps(int64_t x, int64_t& out)
// CHECK: const int64_t v0 = static_cast<int64_t>(static_cast<uint64_t>(x) + static_cast<uint64_t>(1));
// CHECK: const bool p0 = v0 > 0;
// CHECK: const int64_t v5999 = static_cast<int64_t>(static_cast<uint64_t>(x) + static_cast<uint64_t>(18003000));
// CHECK-NEXT: const bool p5999 = v5999 > 0;
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(p5999, at_{{[0-9]+}}_12));
// CHECK-NEXT: out = v5999;
