// An output that names the input (under any spelling, through a link, or as
// the file standard input is redirected from),
// --header and --source naming one file, or a header name that #include "..."
// cannot spell, is a usage error (exit 2) and writes nothing: the input stays
// as it was.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/in.mlir && ln -s in.mlir %t/link.mlir
// RUN: %shapecc %t/in.mlir -o %t/in.mlir 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=INPUT %s < %t/err
// RUN: %shapecc %t/in.mlir -o %t/./in.mlir 2> /dev/null; test $? -eq 2
// RUN: %shapecc %t/link.mlir -o %t/in.mlir 2> /dev/null; test $? -eq 2
// RUN: %shapecc %t/in.mlir --header %t/in.mlir --source %t/in.cpp 2> /dev/null; test $? -eq 2
// RUN: cmp %s %t/in.mlir
// Standard input redirected from the output file is the input file too.
// RUN: %shapecc - -o %t/in.mlir < %t/in.mlir 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=INPUT %s < %t/err
// RUN: %shapecc --header %t/in.mlir --source %t/in.cpp < %t/in.mlir 2> /dev/null; test $? -eq 2
// RUN: cmp %s %t/in.mlir
// RUN: %shapecc %t/in.mlir --header %t/out.hpp --source %t/./out.hpp 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=SAME %s < %t/err
// RUN: test ! -e %t/out.hpp && test ! -e %t/in.cpp
// RUN: %shapecc %t/in.mlir --header '%t/a"b.hpp' --source %t/out.cpp 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=QUOTE %s < %t/err
// RUN: test ! -e %t/out.cpp
// RUN: %shapecc %t/in.mlir --header %t/out.hpp --source %t/out.cpp
// RUN: test -s %t/out.hpp && test -s %t/out.cpp

func.func @f(%a: tensor<?xindex>) -> tensor<?xindex> {
  return %a : tensor<?xindex>
}
// INPUT: shapecc: error: output file '{{.*}}in.mlir' is the input file
// QUOTE: shapecc: error: --header file name 'a"b.hpp' cannot be written in #include "..."
// SAME: shapecc: error: --header and --source name the same file '{{.*}}out.hpp'
