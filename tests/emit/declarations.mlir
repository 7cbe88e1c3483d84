// A function without a body (a declaration) is emitted as a C++ declaration in
// the policy's signature, never as a definition: the user defines it, and the
// emitted callers and a library's registry refer to it. tests/e2e/declared_*
// define one and run the callers.
// RUN: %shapecc %s --no-format | FileCheck %s
// RUN: %shapecc %s --no-format --errors=throw | FileCheck %s --check-prefix=THROW
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --header %t/d.hpp --source %t/d.cpp
// RUN: FileCheck %s --check-prefix=HEADER < %t/d.hpp
// RUN: FileCheck %s --check-prefix=SOURCE < %t/d.cpp

// CHECK: /// Has no body in the source: define it once, in your own code.
// CHECK-NEXT: {{^\[\[}}nodiscard]] shapecc::Status extents(shapecc::ShapeView arg0, int64_t arg1, shapecc::Shape& out0, int64_t& out1) noexcept;
// CHECK-NOT: extents(shapecc::ShapeView arg0, int64_t arg1, shapecc::Shape& out0, int64_t& out1) noexcept {
// CHECK: inline shapecc::Status use(
// CHECK: SHAPECC_RETURN_IF_ERROR(extents(a, 1, s, out));
// CHECK: namespace lib {
// CHECK: /// Has no body in the source: define it once, in your own code.
// CHECK-NEXT: {{^\[\[}}nodiscard]] shapecc::Status same(shapecc::ShapeView arg0, shapecc::Shape& out) noexcept;
// CHECK: {"test.Same", "same", &same},

// THROW: struct extents_result {
// THROW-NEXT: shapecc::Shape out0;
// THROW-NEXT: int64_t out1;
// THROW-NEXT: };
// THROW-NEXT: /// Has no body in the source: define it once, in your own code.
// THROW-NEXT: {{^}}extents_result extents(shapecc::ShapeView arg0, int64_t arg1);
// THROW: const auto [s, n] = extents(a, 1);
// THROW: {{^}}shapecc::Shape same(shapecc::ShapeView arg0);

// HEADER: {{\[\[}}nodiscard]] shapecc::Status extents(shapecc::ShapeView arg0, int64_t arg1,
// HEADER: {{\[\[}}nodiscard]] shapecc::Status use(
// SOURCE-NOT: extents(shapecc::ShapeView arg0
// SOURCE: {{\[\[}}nodiscard]] shapecc::Status use(

func.func private @extents(tensor<?xindex>, index) -> (!shape.shape, index)

func.func @use(%a: tensor<?xindex>) -> index {
  %c1 = arith.constant 1 : index
  %s, %n = func.call @extents(%a, %c1) : (tensor<?xindex>, index) -> (!shape.shape, index)
  return %n : index
}

shape.function_library @lib {
  func.func private @same(tensor<?xindex>) -> !shape.shape
} mapping {
  test.Same = @same
}
