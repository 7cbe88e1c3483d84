// --namespace takes any identifiers joined by `::` except keywords and the
// names emitted code uses unqualified (a usage error, exit 2). The names a
// library's registry declares inside the namespace (ops, lookup, ...) are
// fine for it: cli.md's own example uses ops::shape. The headers compile.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %S/../../examples/library.mlir --errors=throw --namespace ops::shape -o %t/a.hpp
// RUN: %shapecc %S/../../examples/library.mlir --namespace lookup::registry0 -o %t/b.hpp
// RUN: FileCheck %s < %t/a.hpp
// RUN: printf '#include "a.hpp"\n#include "b.hpp"\n' > %t/main.cpp
// RUN: %emit-cxx -fsyntax-only %t/main.cpp
// RUN: %shapecc %S/../../examples/library.mlir --namespace a::std > /dev/null 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=STD %s < %t/err
// RUN: %shapecc %S/../../examples/library.mlir --namespace class > /dev/null 2>&1; test $? -eq 2
// RUN: %shapecc %S/../../examples/library.mlir --namespace a::int64_t > /dev/null 2>&1; test $? -eq 2
// RUN: %shapecc %S/../../examples/library.mlir --namespace a::__b > /dev/null 2>&1; test $? -eq 2
// A global the C library declares (the runtime's own includes declare `index`
// and `memcpy`; <ctime> `time`) cannot name a namespace at global scope: the
// default, from the file's stem, gets a '_'; --namespace is a usage error
// there, and fine inside another namespace.
// RUN: cp %S/../../examples/broadcast.mlir %t/index.mlir && cp %S/../../examples/broadcast.mlir %t/time.mlir
// RUN: %shapecc %t/index.mlir -o %t/index.hpp && %shapecc %t/time.mlir -o %t/time.hpp
// RUN: FileCheck --check-prefix=INDEX %s < %t/index.hpp
// RUN: printf '#include <ctime>\n#include "index.hpp"\n#include "time.hpp"\n' > %t/globals.cpp
// RUN: %emit-cxx -fsyntax-only %t/globals.cpp
// RUN: %shapecc %S/../../examples/library.mlir --namespace memcpy > /dev/null 2>&1; test $? -eq 2
// RUN: %shapecc %S/../../examples/library.mlir --namespace ops::memcpy -o %t/c.hpp

// CHECK: namespace ops::shape {
// STD: shapecc: error: --namespace='a::std' is not a C++ namespace name
// INDEX: namespace index_ {
