// A library's registry has one table per C++ function type: functions of the
// same type whose parameters are named differently share a table, so lookup
// finds each of them (a table per signature text made lookup<signature0>
// miss @g). The emitted lookup is compiled and run.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s -o %t/registry.hpp --namespace=registry
// RUN: FileCheck %s < %t/registry.hpp
// RUN: printf '#include "registry.hpp"\nint main() { return registry::lib::lookup<registry::lib::signature0>("op.G") == &registry::lib::g && registry::lib::lookup<registry::lib::signature0>("op.F") == &registry::lib::f ? 0 : 1; }\n' > %t/main.cpp
// RUN: %emit-cxx %t/main.cpp -o %t/main
// RUN: %t/main

// CHECK: using signature0 = shapecc::Status (*)(shapecc::ShapeView,
// CHECK-NEXT: shapecc::Shape &) noexcept;
// CHECK-NEXT: inline constexpr RegistryEntry<signature0> registry0[] = {
// CHECK-NEXT: {"op.F", "f", &f},
// CHECK-NEXT: {"op.G", "g", &g},
// CHECK-NEXT: };
// CHECK-NOT: signature1

shape.function_library @lib {
  func.func @f(%a: tensor<?xindex>) -> tensor<?xindex> {
    return %a : tensor<?xindex>
  }
  func.func @g(%b: tensor<?xindex>) -> tensor<?xindex> {
    return %b : tensor<?xindex>
  }
} mapping {
  op.F = @f,
  op.G = @g
}
