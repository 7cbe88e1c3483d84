// The output does not depend on threads: each function is hoisted on its own
// and the formatter spreads its libFormat runs over threads, every result in
// its place. Twenty functions of distinct layouts, both error policies.
// RUN: %shapecc %S/../golden/constructs.mlir -o %t.threads.hpp
// RUN: %shapecc --mlir-disable-threading %S/../golden/constructs.mlir -o %t.one.hpp
// RUN: cmp %t.threads.hpp %t.one.hpp
// RUN: %shapecc --errors=throw %S/../golden/constructs.mlir -o %t.threads.hpp
// RUN: %shapecc --errors=throw --mlir-disable-threading %S/../golden/constructs.mlir -o %t.one.hpp
// RUN: cmp %t.threads.hpp %t.one.hpp
// RUN: FileCheck %s < %t.one.hpp

// CHECK: namespace constructs {
