// A bad --format-style is a usage error (exit 2) of one line, found before
// the input is read: libFormat's own YAML diagnostics (the message, the style
// and a caret, on three lines) are kept and summed up in it (B2,
// docs/testing.md). An existing output stays as it was.
// RUN: rm -rf %t && mkdir -p %t && echo keep > %t/out.hpp
// RUN: %shapecc %s --format-style='{NotAKey: 1}' -o %t/out.hpp 2> %t/key.err; test $? -eq 2
// RUN: FileCheck %s --check-prefix=KEY --match-full-lines < %t/key.err
// RUN: test $(wc -l < %t/key.err) -eq 1
// RUN: echo keep | cmp - %t/out.hpp
// KEY: shapecc: error: invalid --format-style='{NotAKey: 1}': unknown key 'NotAKey' at column 2
// RUN: %shapecc %s --format-style='{BasedOnStyle: Google' 2> %t/syntax.err; test $? -eq 2
// RUN: FileCheck %s --check-prefix=SYNTAX < %t/syntax.err
// RUN: test $(wc -l < %t/syntax.err) -eq 1
// SYNTAX: shapecc: error: invalid --format-style='{BasedOnStyle: Google': {{.*}}, or Flow Mapping End at column 21
// RUN: %shapecc %s --format-style=Nope 2> %t/name.err; test $? -eq 2
// RUN: FileCheck %s --check-prefix=NAME < %t/name.err
// NAME: shapecc: error: invalid --format-style='Nope': expected a predefined style (LLVM, {{.*}}) or {key: value, ...}
// A style of another language; one of two lines, echoed on one:
// RUN: %shapecc %s --format-style='{Language: Java}' 2> %t/language.err; test $? -eq 2
// RUN: FileCheck %s --check-prefix=LANGUAGE < %t/language.err
// LANGUAGE: shapecc: error: invalid --format-style='{Language: Java}': not a style for C++ (its Language must be Cpp)
// RUN: %shapecc %s --format-style="$(printf '{ColumnLimit: 100,\n Foo: 1}')" 2> %t/lines.err; test $? -eq 2
// RUN: FileCheck %s --check-prefix=LINES --match-full-lines < %t/lines.err
// RUN: test $(wc -l < %t/lines.err) -eq 1
// LINES: shapecc: error: invalid --format-style='{ColumnLimit: 100,\n Foo: 1}': unknown key 'Foo' at line 2, column 2
// Also where nothing is formatted, and before a bad input is read:
// RUN: %shapecc %s --no-format --format-style=Nope > /dev/null 2>&1; test $? -eq 2
// RUN: %shapecc %s --emit=mlir --format-style=Nope > /dev/null 2>&1; test $? -eq 2
// RUN: %shapecc %S/Inputs/library-non-function.mlir --format-style=Nope > /dev/null 2>&1; test $? -eq 2
// RUN: %shapecc %s --format-style='{BasedOnStyle: Google, ColumnLimit: 100}' -o %t/good.hpp
// RUN: FileCheck %s --check-prefix=GOOD < %t/good.hpp
// The header includes the runtime and nothing else, in every style:
// GOOD: #pragma once
// GOOD-EMPTY:
// GOOD-NEXT: #include "shapecc/runtime.hpp"
// GOOD-EMPTY:
// GOOD-NEXT: namespace format_style {
// RUN: %shapecc %s -o %t/llvm.hpp
// RUN: FileCheck %s --check-prefix=LLVM --implicit-check-not='#include' < %t/llvm.hpp
// LLVM: #pragma once
// LLVM-EMPTY:
// LLVM-NEXT: #include "shapecc/runtime.hpp"
// LLVM-EMPTY:
// LLVM-NEXT: namespace format_style {

func.func @f(%a: index) -> index {
  return %a : index
}
