// SHAPECC_MAX_RANK names the runtime's inline namespace (shapecc::max_rank_N):
// translation units built with different capacities share no runtime type or
// function (its ABI tag names it in the symbol of a checker of scalars too). Each keeps its own copies of a header's inline checkers, which
// then check against its own capacity; a split layout's checker called from a
// unit of another capacity fails to link, naming both (docs/integration.md).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=abi -o %t/abi.hpp
// RUN: %emit-cxx -O2 -I%t -DSHAPECC_MAX_RANK=2 -DUNIT=small -c %S/Inputs/max-rank-unit.cpp -o %t/small.o
// RUN: %emit-cxx -O2 -I%t -DUNIT=large -c %S/Inputs/max-rank-unit.cpp -o %t/large.o
// RUN: %emit-cxx -O2 -I%t -c %S/Inputs/max-rank-main.cpp -o %t/main.o
// RUN: %cxx %t/main.o %t/small.o %t/large.o -o %t/mixed
// RUN: %t/mixed | FileCheck --check-prefix=OUT %s
// RUN: nm -C %t/small.o | FileCheck --check-prefix=SMALL %s
// RUN: %shapecc %s --namespace=abi --header %t/split.hpp --source %t/split.cpp
// RUN: %emit-cxx -O2 -I%t -c %t/split.cpp -o %t/split.o
// RUN: %emit-cxx -O2 -I%t -DSHAPECC_MAX_RANK=2 -DUNIT=small -DSPLIT -c %S/Inputs/max-rank-unit.cpp -o %t/split-small.o
// RUN: not %cxx %t/main.o %t/split-small.o %t/large.o %t/split.o -o %t/broken 2>&1 | FileCheck --check-prefix=LINK %s

func.func @both(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> (tensor<?xindex>) {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}

// Of scalars only: the runtime's ABI tag, from the Status it returns, still names the
// capacity in its symbol.
func.func @scalars(%a: index, %b: index) -> index {
  %s1 = tensor.from_elements %a, %b : tensor<2xindex>
  %s2 = tensor.from_elements %b, %a : tensor<2xindex>
  %w = shape.cstr_eq %s1, %s2 : tensor<2xindex>, tensor<2xindex>
  %r = shape.assuming %w -> index {
    %x = arith.addi %a, %b : index
    shape.assuming_yield %x : index
  }
  return %r : index
}

// The same rank-3 operands: past the capacity of the unit built with 2, within
// that of the unit built with 16.
// OUT: small: capacity 2: capacity_exceeded, scalars ok 6
// OUT-NEXT: large: capacity 16: ok [4,2,3], scalars ok 6

// SMALL: abi::both(shapecc::max_rank_2::ShapeView, shapecc::max_rank_2::ShapeView, shapecc::max_rank_2::Shape&)

// LINK-DAG: undefined reference to `abi::both(shapecc::max_rank_2::ShapeView, shapecc::max_rank_2::ShapeView, shapecc::max_rank_2::Shape&)'
// LINK-DAG: undefined reference to `abi::scalars[abi:max_rank_2](long, long, long&)'
