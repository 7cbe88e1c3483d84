// An argument the source numbered (`%0`) has no name of its own: its C++
// variable is the first of v0, v1, ... that no value of the function is
// named in the source, which keeps its name (`%v0` stays v0). Messages name
// it by its position ("argument #0"), never as its variable.
// RUN: %shapecc %s --no-format | FileCheck %s

// CHECK-LABEL: f(shapecc::ShapeView v1, shapecc::ShapeView v0, shapecc::Shape& out)
// CHECK: shapecc::check_argument(v1, "#0", -1, {}, at_{{[0-9_]+}})
// CHECK: shapecc::check_argument(v0, "v0", 2, {}, at_{{[0-9_]+}})
func.func @f(%0: tensor<?xindex>, %v0: tensor<2xindex>) -> tensor<?xindex> {
  return %0 : tensor<?xindex>
}

// CHECK-LABEL: g(shapecc::ShapeView v2, shapecc::ShapeView v0, int64_t& out0, int64_t& out1)
// CHECK: const int64_t v3 = static_cast<int64_t>(v2.rank());
// CHECK-NEXT: const int64_t v1 = static_cast<int64_t>(v0.rank());
func.func @g(%0: tensor<?xindex>, %v0: tensor<?xindex>) -> (index, index) {
  %2 = shape.rank %0 : tensor<?xindex> -> index
  %v1 = shape.rank %v0 : tensor<?xindex> -> index
  return %2, %v1 : index, index
}
