// Long use-def chains, call chains and paths through blocks are walked with
// explicit stacks, not recursion: each of these compiles with a 512 KiB
// stack, on which a recursive walk overflows (tests/cli/Inputs/large_inputs.py).
// --no-format: libFormat itself recurses once per labeled statement (see
// nesting-limit.mlir for the limit that keeps it within a default stack).
//
// A value computed by 20,000 additions in a shape.assuming, taken out of the
// region when the constraint that needs it is hoisted:
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/large_inputs.py assuming-chain 20000 > %t/assuming.mlir
// RUN: bash -c "ulimit -s 512 && %shapecc --no-format %t/assuming.mlir -o %t/assuming.hpp"
// RUN: FileCheck --check-prefix=ASSUMING %s < %t/assuming.hpp
//
// 20,000 functions, each calling the next: emitted callees first.
// RUN: %python %S/Inputs/large_inputs.py calls 20000 > %t/calls.mlir
// RUN: bash -c "ulimit -s 512 && %shapecc --no-format %t/calls.mlir -o %t/calls.hpp"
// RUN: FileCheck --check-prefix=CALLS %s < %t/calls.hpp
//
// 20,000 elementwise steps, each a constraint and an assuming region: merging
// the regions one at a time chains 20,000 assuming_alls, each over the one
// before, flattened in one pass.
// RUN: %python %S/Inputs/large_inputs.py elementwise 20000 > %t/elementwise.mlir
// RUN: bash -c "ulimit -s 512 && %shapecc --no-format %t/elementwise.mlir -o %t/elementwise.hpp"
// RUN: FileCheck --check-prefix=ELEMENTWISE %s < %t/elementwise.hpp
//
// 5,000 blocks the entry switches to, each also jumping to the next and the
// last back to the first: a path 5,000 blocks long and a cycle, whose one jump
// back (from the last block to the first) is counted.
// RUN: %python %S/Inputs/large_inputs.py ladder 5000 > %t/ladder.mlir
// RUN: bash -c "ulimit -s 512 && %shapecc --no-format %t/ladder.mlir -o %t/ladder.hpp"
// RUN: FileCheck --check-prefix=LADDER %s < %t/ladder.hpp

// ASSUMING: cstr_broadcastable({a, b}, at_2_8)
// ASSUMING: const int64_t z19999 =
// ASSUMING: from_extents_checked(t, {{.*}}, z19999)
// ASSUMING: broadcast_checked({t, b}, out,

// CALLS: Status f19999(int64_t a, int64_t& out)
// CALLS: Status f19998(int64_t a, int64_t& out)
// CALLS-NEXT: SHAPECC_RETURN_IF_ERROR(f19999(a, out));
// CALLS: Status f0(int64_t a, int64_t& out)
// CALLS-NEXT: SHAPECC_RETURN_IF_ERROR(f1(a, out));

// ELEMENTWISE: broadcast_chain_checked({s0, b, b,
// ELEMENTWISE-SAME: &at_99989_13}
// ELEMENTWISE-NEXT: broadcast_checked({t19998, b}, out0, at_99994_13)
// ELEMENTWISE-NOT: shapecc::broadcast(

// LADDER: uint64_t steps = 0;
// LADDER-NOT: count_iteration(
// LADDER: bb5000: {
// LADDER: count_iteration(steps,
// LADDER-NEXT: goto bb1;
// LADDER-NOT: count_iteration(
