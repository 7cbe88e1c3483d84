// A function that calls no other emitted function is SHAPECC_ALWAYS_INLINE
// (the runtime's [[gnu::always_inline]]): even at -O0 the user's calls inline
// it, and no out-of-line copy is emitted (unless its address is taken, as a
// library's registry does). One that calls another is plain
// inline, left to the compiler. Defined empty by the user, the macro leaves
// both to the compiler (docs/integration.md, I1 in docs/testing.md).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=ai -o %t/checks.hpp
// RUN: FileCheck --check-prefix=HEADER %s < %t/checks.hpp
// RUN: %emit-cxx -O0 -I%t -c %S/Inputs/always-inline-user.cpp -o %t/forced.o
// RUN: nm -C %t/forced.o | FileCheck --check-prefix=FORCED --implicit-check-not="W ai::leaf(" %s
// RUN: %emit-cxx -O0 -DSHAPECC_ALWAYS_INLINE= -I%t -c %S/Inputs/always-inline-user.cpp -o %t/chosen.o
// RUN: nm -C %t/chosen.o | FileCheck --check-prefix=CHOSEN %s

func.func @leaf(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
func.func @outer(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %r = func.call @leaf(%a, %b) : (tensor<?xindex>, tensor<?xindex>) -> tensor<?xindex>
  return %r : tensor<?xindex>
}

// HEADER: {{^}}{{\[\[}}nodiscard]] SHAPECC_ALWAYS_INLINE inline shapecc::Status{{$}}
// HEADER-NEXT: {{^}}leaf(
// HEADER: {{^}}{{\[\[}}nodiscard]] inline shapecc::Status outer(

// FORCED: W ai::outer(shapecc::max_rank_16::ShapeView, shapecc::max_rank_16::ShapeView, shapecc::max_rank_16::Shape&)

// CHOSEN-DAG: W ai::leaf(shapecc::max_rank_16::ShapeView, shapecc::max_rank_16::ShapeView, shapecc::max_rank_16::Shape&)
// CHOSEN-DAG: W ai::outer(shapecc::max_rank_16::ShapeView, shapecc::max_rank_16::ShapeView, shapecc::max_rank_16::Shape&)
