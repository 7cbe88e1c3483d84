// --mlir-timing reports every stage: parsing, each pass, emission, formatting.
// RUN: %shapecc --mlir-timing %S/../../examples/broadcast.mlir 2>&1 >/dev/null | FileCheck %s

// CHECK: Execution time report
// CHECK: Parse
// CHECK: HoistConstraints
// CHECK: EliminateAssuming
// CHECK: Emit C++
// CHECK: Format C++
// CHECK: Total
