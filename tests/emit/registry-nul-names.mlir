// A mapping key may hold a NUL byte (`"x\001"` is 'x', NUL, '1'): its string
// literal would end there, and "x\001" and "x\002" were both "x". Such a key
// is a std::string_view with its length; lookup tells the keys apart.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace nul -o %t/nul.hpp
// RUN: FileCheck %s < %t/nul.hpp
// RUN: printf '#include "nul.hpp"\nusing S = nul::lib::signature0;\nstatic_assert(nul::lib::lookup<S>(std::string_view("x\\0001", 3)) == &nul::lib::f);\nstatic_assert(nul::lib::lookup<S>(std::string_view("x\\0002", 3)) == &nul::lib::g);\nstatic_assert(nul::lib::lookup<S>("x") == nullptr);\nstatic_assert(nul::lib::ops[3].size() == 3);\n' > %t/user.cpp
// RUN: %emit-cxx -I%t -fsyntax-only %t/user.cpp

// CHECK: {std::string_view("x\0001", 3), "f", &f},
// CHECK: {std::string_view("x\0002", 3), "g", &g},
shape.function_library @lib {
  func @f(%a: !shape.size) -> !shape.size {
    return %a : !shape.size
  }
  func @g(%a: !shape.size) -> !shape.size {
    %c = const_size 1
    %r = add %a, %c : !shape.size, !shape.size -> !shape.size
    return %r : !shape.size
  }
} mapping {
  "x\001" = @f,
  "x\002" = @g,
  "t\09b" = @f,
  "a" = @g
}
