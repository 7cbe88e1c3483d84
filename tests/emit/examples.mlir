// Compile-and-run test of examples/broadcast.mlir in both error policies,
// with warnings as errors, under ASan/UBSan, and without exceptions.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %S/../../examples/broadcast.mlir --namespace=st -o %t/status.hpp
// RUN: %shapecc %S/../../examples/broadcast.mlir --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/Inputs/broadcast-example.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/Inputs/broadcast-example.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions
