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
// A cycle of links has no end: exit 3, both links left as they were.
// RUN: ln -s c2.hpp %t/c1.hpp && ln -s c1.hpp %t/c2.hpp
// RUN: %shapecc %s -o %t/c1.hpp 2> %t/err; test $? -eq 3
// RUN: FileCheck --check-prefix=LOOP %s < %t/err
// RUN: test -L %t/c1.hpp && test -L %t/c2.hpp
// With --header/--source, an output that cannot be written (here a directory)
// leaves the other as it was too: nothing is renamed into place.
// RUN: echo "previous header" > %t/old.hpp && mkdir %t/dir.cpp
// RUN: %shapecc %s --header %t/old.hpp --source %t/dir.cpp 2> %t/err; test $? -eq 3
// RUN: FileCheck --check-prefix=DIR %s < %t/err
// RUN: FileCheck --check-prefix=OLD %s < %t/old.hpp
// RUN: %shapecc %s --header %t/dir.cpp --source %t/old.cpp 2> %t/err; test $? -eq 3
// RUN: test ! -e %t/old.cpp
// RUN: ls %t | FileCheck --check-prefix=NOTEMP %s

func.func @f(%a: tensor<?xindex>) -> tensor<?xindex> {
  return %a : tensor<?xindex>
}
// CHECK: namespace special_outputs {
// SAME: shapecc: error: --header and --source name the same file
// LOOP: shapecc: error: cannot write '{{.*}}c1.hpp': Too many levels of symbolic links
// DIR: shapecc: error: cannot write '{{.*}}dir.cpp': Is a directory
// OLD: previous header
// NOTEMP-NOT: tmp-
