// A symbol C++ can spell as it is keeps its name wherever the functions whose
// names had to change are: `@"pad shape"` before `@pad_shape` takes
// `pad_shape_1`, not `pad_shape` (which moving a function around would change).
// RUN: %shapecc %s --no-format | FileCheck %s

// CHECK-DAG: inline shapecc::Status pad_shape_1(shapecc::ShapeView a, shapecc::Shape& out) noexcept {
// CHECK-DAG: inline shapecc::Status pad_shape(shapecc::ShapeView b, shapecc::Shape& out) noexcept {
func.func @"pad shape"(%a: !shape.shape) -> !shape.shape {
  return %a : !shape.shape
}
func.func @pad_shape(%b: !shape.shape) -> !shape.shape {
  return %b : !shape.shape
}
