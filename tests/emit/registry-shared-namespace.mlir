// Headers of two libraries compiled into one namespace are included together
// (the registry's helpers are the runtime's, named by using-declarations that
// may repeat), and a library with an empty mapping compiles warning-free under
// -Wpedantic (no zero-length array, no unused parameter) in GCC and clang.
// RUN: rm -rf %t && mkdir -p %t && split-file %s %t
// RUN: %shapecc %t/a.mlir --namespace=ops -o %t/a.hpp
// RUN: %shapecc %t/b.mlir --namespace=ops -o %t/b.hpp
// RUN: %shapecc %t/none.mlir --namespace=ops -o %t/none.hpp
// RUN: FileCheck %s < %t/none.hpp
// RUN: %emit-cxx -Wpedantic -I%t %t/main.cpp -o %t/main
// RUN: %t/main
// RUN: clang++ -std=c++17 -Wall -Wextra -Wpedantic -Werror -I%runtime_include -I%t -fsyntax-only %t/main.cpp

// CHECK-NOT: The registry of the function library
// CHECK: constexpr Fn lookup({{\[\[maybe_unused\]\]}} std::string_view op) noexcept {
// CHECK-NEXT: return nullptr;
// CHECK: inline constexpr std::initializer_list<std::string_view> ops = {};

//--- a.mlir
shape.function_library @a {
  func.func @same(%x: !shape.value_shape) -> !shape.shape {
    %s = shape.shape_of %x : !shape.value_shape -> !shape.shape
    return %s : !shape.shape
  }
} mapping { foo.relu = @same }

//--- b.mlir
shape.function_library @b {
  func.func @same(%x: !shape.value_shape) -> !shape.shape {
    %s = shape.shape_of %x : !shape.value_shape -> !shape.shape
    return %s : !shape.shape
  }
} mapping { foo.exp = @same }

//--- none.mlir
shape.function_library @none {
  func.func @g(%x: !shape.value_shape) -> !shape.shape {
    %s = shape.shape_of %x : !shape.value_shape -> !shape.shape
    return %s : !shape.shape
  }
} mapping {
}

//--- main.cpp
#include "a.hpp"
#include "b.hpp"
#include "none.hpp"
static_assert(ops::none::ops.size() == 0);
static_assert(ops::none::lookup<shapecc::Status (*)(shapecc::ValueShapeView,
                                                    shapecc::Shape &) noexcept>(
                  "foo.relu") == nullptr);
int main() {
  return ops::a::lookup<ops::a::signature0>("foo.relu") == &ops::a::same &&
                 ops::b::lookup<ops::b::signature0>("foo.exp") == &ops::b::same
             ? 0
             : 1;
}
