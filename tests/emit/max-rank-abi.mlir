// SHAPECC_MAX_RANK names the runtime's inline namespace (shapecc::max_rank_N):
// translation units built with different capacities share no runtime type or
// function. Each keeps its own copies of a header's inline checkers, which
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

// The same rank-3 operands: past the capacity of the unit built with 2, within
// that of the unit built with 16.
// OUT: small: capacity 2: capacity_exceeded
// OUT-NEXT: large: capacity 16: ok [4,2,3]

// SMALL: abi::both(shapecc::max_rank_2::ShapeView, shapecc::max_rank_2::ShapeView, shapecc::max_rank_2::Shape&)

// LINK: undefined reference to `abi::both(shapecc::max_rank_2::ShapeView, shapecc::max_rank_2::ShapeView, shapecc::max_rank_2::Shape&)'
