// --header and --source must name two different files, however they are
// spelled: one would overwrite the other. A usage error, and nothing written.
// RUN: rm -rf %t && mkdir -p %t/dir && echo "previous contents" > %t/dir/x.hpp
// RUN: cd %t && %shapecc %s --header dir/x.hpp --source dir/x.hpp 2> err1.txt; test $? -eq 2
// RUN: cd %t && %shapecc %s --header dir/x.hpp --source ./dir/../dir/x.hpp 2> err2.txt; test $? -eq 2
// RUN: cd %t && %shapecc %s --header new.hpp --source %t/new.hpp; test $? -eq 2
// RUN: FileCheck %s < %t/err1.txt
// RUN: FileCheck --check-prefix=KEPT %s < %t/dir/x.hpp
// RUN: test ! -e %t/new.hpp
// RUN: cd %t && %shapecc %s --header dir/x.hpp --source dir/x.cpp
// RUN: grep -q '#include "x.hpp"' %t/dir/x.cpp

func.func @f(%a: tensor<?xindex>) -> tensor<?xindex> {
  return %a : tensor<?xindex>
}
// CHECK: shapecc: error: --header and --source name the same file 'dir/x.hpp'
// KEPT: previous contents
