// An argument the source numbered (`%0`) has no name of its own: its C++
// variable is v0, which another argument's source name may also be. Messages
// name it by its position ("argument #0"), never as "v0".
// RUN: %shapecc %s --no-format | FileCheck %s

// CHECK: shapecc::check_argument(v0, "#0", -1, {}, at_{{[0-9_]+}})
// CHECK: shapecc::check_argument(v0_1, "v0", 2, {}, at_{{[0-9_]+}})
func.func @f(%0: tensor<?xindex>, %v0: tensor<2xindex>) -> tensor<?xindex> {
  return %0 : tensor<?xindex>
}
