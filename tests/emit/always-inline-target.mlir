// GCC and clang refuse to inline an always_inline function into a function
// with a `target("arch=...")` attribute (a compile error), so a caller of that
// kind defines SHAPECC_ALWAYS_INLINE empty: then neither the emitted functions
// nor the runtime's checks are forced inline, and it compiles
// (docs/integration.md; found by session 17's review of I1, docs/testing.md).
// REQUIRES: x86_64
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=tgt -o %t/checks.hpp
// RUN: not %cxx -std=c++17 -O2 -I%runtime_include -I%t -c %S/Inputs/always-inline-target.cpp -o %t/forced.o 2>&1 | FileCheck --check-prefix=FORCED %s
// RUN: %emit-cxx -O2 -DSHAPECC_ALWAYS_INLINE= -I%t -c %S/Inputs/always-inline-target.cpp -o %t/chosen.o

func.func @leaf(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// FORCED: error: {{.*}}always_inline
