// A function that calls itself on every path is accepted: every call fails at
// SHAPECC_MAX_CALL_DEPTH. Under the throw policy it leaves only by a throw,
// which GCC and clang do not count as a way out, so its definition at a depth
// sits between SHAPECC_RECURSION_BEGIN and _END, which silence their
// -Winfinite-recursion there; the status policy needs neither.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --errors=throw --no-format | FileCheck %s
// RUN: %shapecc %s --no-format | FileCheck --check-prefix=STATUS %s
// RUN: %shapecc %s --errors=throw -o %t/throw.hpp && %shapecc %s --namespace=status -o %t/status.hpp
// RUN: printf '#include "status.hpp"\n#include "throw.hpp"\nlong f(long n) { return always_recursive::spin(n); }\n' > %t/user.cpp
// RUN: %cxx -std=c++17 -Wall -Wextra -Werror -I%runtime_include -I%t -c %t/user.cpp -o %t/user.o
// RUN: %cxx -std=c++17 -O2 -Wall -Wextra -Werror -I%runtime_include -I%t -c %t/user.cpp -o %t/user.o

// CHECK: inline int64_t spin_at_depth(uint32_t depth, int64_t n);
// CHECK: SHAPECC_RECURSION_BEGIN
// CHECK-NEXT: inline int64_t spin_at_depth(uint32_t depth, int64_t n) {
// CHECK: return r;
// CHECK-NEXT: }
// CHECK-NEXT: SHAPECC_RECURSION_END
// STATUS-NOT: SHAPECC_RECURSION_

func.func @spin(%n: index) -> index {
  %r = func.call @spin(%n) : (index) -> index
  return %r : index
}
