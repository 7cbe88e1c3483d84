// C++ names come from the source's SSA names (read from the text at the
// parser's locations, or through MLIR's AsmParserState when the input has
// explicit locations): the same names either way.
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: sed -e 's|^  return %r : index$|  return %r : index loc("elsewhere.mlir":1:1)|' %s \
// RUN:   | %shapecc --no-format - | FileCheck %s

func.func @names(%lhs: tensor<?xindex>, %rhs: tensor<?xindex>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %w = shape.cstr_broadcastable %lhs, %rhs : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> index {
    %head, %tail = "shape.split_at"(%lhs, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    %parts:2 = "shape.split_at"(%rhs, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
    %sum = scf.for %i = %c1 to %n step %c1 iter_args(%acc = %c1) -> (index) {
      %0 = shape.rank %head : tensor<?xindex> -> index
      %d = shape.rank %parts#1 : tensor<?xindex> -> index
      %next = arith.addi %acc, %i : index
      %more = arith.addi %next, %0 : index
      %all = arith.addi %more, %d : index
      scf.yield %all : index
    }
    shape.assuming_yield %sum : index
  }
  return %r : index
}

// Arguments, results of one or several groups (%a:2 is a_0 and a_1), region
// arguments; %0 is no name.
// CHECK: names(shapecc::ShapeView lhs, shapecc::ShapeView rhs, int64_t n, int64_t& out)
// CHECK: shapecc::split_at_checked(lhs, 1, head, tail,
// CHECK: shapecc::split_at_checked(rhs, 1, parts_0, parts_1,
// CHECK: for (int64_t i = 1; i < n; ++i) {
// CHECK-NEXT: const int64_t v0 = static_cast<int64_t>(head.rank());
// CHECK-NEXT: const int64_t d = static_cast<int64_t>(parts_1.rank());
