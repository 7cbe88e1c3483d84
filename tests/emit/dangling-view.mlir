// A ShapeView built from a braced list refers to the list's array, which lives
// for the full expression only (docs/runtime-api.md). clang reports a named
// view built so (-Wdangling), through runtime.hpp's lifetimebound annotations;
// a list passed in a call is fine, and GCC, which has no such attribute, sees
// valid C++ (H6, docs/testing.md).
// RUN: not clang++ -std=c++17 -fsyntax-only -Werror=dangling -I%runtime_include %S/Inputs/dangling-view.cpp 2>&1 | FileCheck %s
// RUN: %cxx -std=c++17 -fsyntax-only -Wall -Wextra -Wpedantic -Werror -I%runtime_include %S/Inputs/dangling-view.cpp
// CHECK: dangling-view.cpp:6:26: error: array backing local initializer list 'view' will be destroyed at the end of the full-expression
// CHECK-NOT: error:
