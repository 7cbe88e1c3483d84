// A function library's registry table of more than 512 rows is laid out by
// the emitter, one row per line between `// clang-format off` and `on`, and
// kept out of libFormat's input, whose time and memory grow faster than the
// rows (docs/testing.md, N5); a table of 512 rows or fewer is formatted as
// the rest. This test checks the layout, which libFormat would keep too;
// tests/format/format_corpus.py checks that the formatter splices the block
// of the same 513-row library (--expect-verbatim), and Inputs/verbatim*.hpp
// there that the splice equals libFormat's output.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/Inputs/large_inputs.py library 513 > %t/l513.mlir
// RUN: %shapecc %t/l513.mlir -o %t/l513.hpp
// RUN: FileCheck --check-prefix=BIG %s < %t/l513.hpp
// RUN: %python %S/Inputs/large_inputs.py library 512 > %t/l512.mlir
// RUN: %shapecc %t/l512.mlir -o %t/l512.hpp
// RUN: FileCheck --check-prefix=SMALL %s < %t/l512.hpp

// BIG: using signature0 =
// BIG: {{^}}// clang-format off{{$}}
// BIG-NEXT: {{^}}inline constexpr RegistryEntry<signature0> registry0[] = {{{$}}
// BIG-NEXT: {{^}}    {"op.k0", "f0", &f0},{{$}}
// BIG-NEXT: {{^}}    {"op.k1", "f1", &f1},{{$}}
// BIG: {{^}}    {"op.k99", "f99", &f99},{{$}}
// BIG-NEXT: {{^}}};{{$}}
// BIG-NEXT: {{^}}// clang-format on{{$}}
// BIG-NEXT: /// The shape function registered for `op`

// SMALL-NOT: clang-format
// SMALL: inline constexpr RegistryEntry<signature0> registry0[] = {
// SMALL-NEXT: {{^}}    {"op.k0", "f0", &f0},{{ +}}{"op.k1", "f1", &f1},{{$}}
// SMALL-NOT: clang-format
