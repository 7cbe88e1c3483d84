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

func.func @f(%a: tensor<?xindex>) -> tensor<?xindex> {
  return %a : tensor<?xindex>
}
// CHECK: namespace special_outputs {
