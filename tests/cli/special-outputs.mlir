// An output that is not a regular file is written, not replaced: a FIFO (like
// /dev/null or /dev/stdout into a pipe, which a rename over them, as root,
// would turn into regular files) gets the text and stays a FIFO, and a
// symbolic link stays a link, its target replaced atomically.
// RUN: rm -rf %t && mkdir -p %t && mkfifo %t/fifo
// RUN: timeout 60 cat %t/fifo > %t/from-fifo.hpp & %shapecc %s -o %t/fifo; wait
// RUN: test -p %t/fifo
// RUN: FileCheck %s < %t/from-fifo.hpp
// RUN: echo "previous contents" > %t/target.hpp && ln -s target.hpp %t/link.hpp
// RUN: %shapecc %s -o %t/link.hpp
// RUN: test -L %t/link.hpp
// RUN: FileCheck %s < %t/target.hpp
// A link whose target does not exist yet (a generated-headers folder still
// empty) stays a link too, through a chain of two, the target created.
// RUN: mkdir %t/gen && ln -s gen/k.hpp %t/k1.hpp && ln -s k1.hpp %t/k2.hpp
// RUN: %shapecc %s -o %t/k2.hpp
// RUN: test -L %t/k2.hpp && test -L %t/k1.hpp
// RUN: FileCheck %s < %t/gen/k.hpp
// Nor can --header and --source then name one file through such a link.
// RUN: ln -s gen/h.hpp %t/h.cpp
// RUN: %shapecc %s --header %t/gen/h.hpp --source %t/h.cpp 2> %t/err; test $? -eq 2
// RUN: FileCheck --check-prefix=SAME %s < %t/err
// RUN: test ! -e %t/gen/h.hpp

func.func @f(%a: tensor<?xindex>) -> tensor<?xindex> {
  return %a : tensor<?xindex>
}
// CHECK: namespace special_outputs {
// SAME: shapecc: error: --header and --source name the same file
