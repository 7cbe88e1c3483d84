// Nesting deeper than shapecc's limit of 1024 levels is an input error at
// its location, not a stack overflow: brackets in the text (MLIR's parser
// recurses once per level), and blocks of a region that each dominate the
// next (nested in the emitted C++). At the limit, everything compiles, and
// so does the emitted C++. Brackets in comments and strings, and the `>` of
// `->`, are not counted (tests/cli/Inputs/large_inputs.py).
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/large_inputs.py brackets 1024 > %t/brackets-1024.mlir
// RUN: %shapecc %t/brackets-1024.mlir -o %t/brackets-1024.hpp
// RUN: %python %S/Inputs/large_inputs.py brackets 1025 > %t/brackets-1025.mlir
// RUN: echo "previous contents" > %t/kept.hpp
// RUN: not %shapecc %t/brackets-1025.mlir -o %t/kept.hpp 2> %t/brackets.err
// RUN: FileCheck --check-prefix=BRACKETS %s < %t/brackets.err
// RUN: FileCheck --check-prefix=KEPT %s < %t/kept.hpp
//
// RUN: %python %S/Inputs/large_inputs.py ifs 1023 > %t/ifs-1023.mlir
// RUN: %shapecc %t/ifs-1023.mlir --namespace=ifs -o %t/ifs.hpp
// RUN: FileCheck --check-prefix=IFS %s < %t/ifs.hpp
// RUN: %python %S/Inputs/large_inputs.py ifs 1024 > %t/ifs-1024.mlir
// RUN: not %shapecc %t/ifs-1024.mlir -o %t/ifs-1024.hpp 2> %t/ifs.err
// RUN: FileCheck --check-prefix=IFS-ERR %s < %t/ifs.err
//
// 1,000 scf.if on one condition, nested, each branch with constraints: the
// inner ifs decided by the outermost, a cstr_require of the condition true in
// its then branches (no check), in passes that stay near-linear in the
// nesting (upstream's patterns alone, and hoisting's comparison of the
// constraints pair by pair, were cubic: seconds at this depth).
// RUN: %python %S/Inputs/large_inputs.py same-condition-ifs 1000 > %t/same.mlir
// RUN: %shapecc %t/same.mlir --namespace=same -o %t/same.hpp
// RUN: FileCheck --check-prefix=SAME %s < %t/same.hpp
//
// RUN: %python %S/Inputs/large_inputs.py dominated-blocks 1024 > %t/blocks-1024.mlir
// RUN: %shapecc %t/blocks-1024.mlir --namespace=blocks -o %t/blocks.hpp
// RUN: FileCheck --check-prefix=BLOCKS %s < %t/blocks.hpp
// RUN: %python %S/Inputs/large_inputs.py dominated-blocks 1025 > %t/blocks-1025.mlir
// RUN: not %shapecc %t/blocks-1025.mlir -o %t/blocks-1025.hpp 2> %t/blocks.err
// RUN: FileCheck --check-prefix=BLOCKS-ERR %s < %t/blocks.err
// RUN: not test -e %t/blocks-1025.hpp
//
// The deepest accepted nestings, called: 1023 nested scf.if and 1024
// dominated blocks, each taken as long as the argument exceeds its number.
// RUN: %emit-cxx -I%t %S/Inputs/nesting-limit.cpp %doctest-main-sanitized -fsanitize=address,undefined -o %t/run
// RUN: %t/run

// BRACKETS: brackets-1025.mlir:3:1030: error: brackets nest deeper than 1024 levels, shapecc's limit
// KEPT: previous contents

// IFS: if (c1022) {
// SAME: if (c) {
// SAME-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_broadcastable({s, t}, at_6_9));
// SAME-NOT: if (
// SAME-NOT: cstr_broadcastable
// SAME-NOT: cstr_require
// SAME: } else {
// SAME-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::cstr_require(false, at_13000_9));
// SAME-NEXT: out = 0;
// IFS-ERR: ifs-1024.mlir:3073:35: error: brackets nest deeper than 1024 levels, shapecc's limit

// BLOCKS: if (c1023) {
// BLOCKS: bb1024{{ ?}}: {
// BLOCKS-ERR: blocks-1025.mlir:5125:14: error: blocks nest deeper than 1024 levels in the emitted C++ (each dominates the next), shapecc's limit
