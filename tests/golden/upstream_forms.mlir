// IR as upstream passes users run before shapecc leave it.
// - `ub.poison`, which `--lift-cf-to-scf` puts where a loop value has no
//   definition on some branch and `--remove-dead-values` where it drops a
//   result: MLIR lets poison stand for any value of its type, and shapecc
//   compiles it as one fixed value (0, false, the empty shape, a passing
//   witness), before any pass folds it.
// - A call of a function the source only declares, whose definition is the
//   user's C++: its tensor results are checked against the declared types,
//   as arguments are on entry.
//
// RUN: %shapecc %s | diff -u %S/upstream_forms.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/upstream_forms.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/upstream_forms.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions
// RUN: %shapecc %s --no-hoist --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --no-hoist --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/upstream_forms.cpp %doctest-main-sanitized -o %t/run-no-hoist
// RUN: %t/run-no-hoist

// The source loop: 0 + 1 + ... + (n - 1).
func.func @sum(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %x = arith.addi %acc, %i : index
    scf.yield %x : index
  }
  return %r : index
}

// `mlir-opt --convert-scf-to-cf --lift-cf-to-scf` of @sum, as it prints it.
func.func @sum_lifted(%arg0: index) -> index {
  %0 = ub.poison : index
  %c1_i32 = arith.constant 1 : i32
  %c0_i32 = arith.constant 0 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %1:3 = scf.while (%arg1 = %c0, %arg2 = %c0, %arg3 = %0) : (index, index, index) -> (index, index, index) {
    %2 = arith.cmpi slt, %arg1, %arg0 : index
    %3:4 = scf.if %2 -> (index, index, i32, i32) {
      %5 = arith.addi %arg2, %arg1 : index
      %6 = arith.addi %arg1, %c1 : index
      scf.yield %6, %5, %c0_i32, %c1_i32 : index, index, i32, i32
    } else {
      scf.yield %0, %0, %c1_i32, %c0_i32 : index, index, i32, i32
    }
    %4 = arith.trunci %3#3 : i32 to i1
    scf.condition(%4) %3#0, %3#1, %arg2 : index, index, index
  } do {
  ^bb0(%arg1: index, %arg2: index, %arg3: index):
    scf.yield %arg1, %arg2, %arg3 : index, index, index
  }
  return %1#2 : index
}

// `mlir-opt --remove-dead-values` of a loop that also carried each
// iteration's witness: the witnesses it dropped are poison.
func.func @guarded(%arg0: tensor<?xindex>, %arg1: tensor<?xindex>, %arg2: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = ub.poison : !shape.witness
  %1 = scf.for %arg3 = %c0 to %arg2 step %c1 iter_args(%arg4 = %c0) -> (index) {
    %2 = shape.cstr_broadcastable %arg0, %arg1 : tensor<?xindex>, tensor<?xindex>
    %3 = shape.assuming %2 -> (index) {
      %6 = shape.broadcast %arg0, %arg1 : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
      %7 = shape.rank %6 : tensor<?xindex> -> index
      shape.assuming_yield %7 : index
    }
    %4 = arith.addi %arg4, %3 : index
    %5 = ub.poison : !shape.witness
    scf.yield %4 : index
  }
  return %1 : index
}

// The value each poison of a type shapecc compiles is.
func.func @placeholders() -> (index, i1, i32, !shape.size, !shape.shape, tensor<?xindex>, tensor<2xindex>) {
  %i = ub.poison : index
  %b = ub.poison : i1
  %n = ub.poison : i32
  %z = ub.poison : !shape.size
  %s = ub.poison : !shape.shape
  %t = ub.poison : tensor<?xindex>
  %f = ub.poison : tensor<2xindex>
  return %i, %b, %n, %z, %s, %t, %f : index, i1, i32, !shape.size, !shape.shape, tensor<?xindex>, tensor<2xindex>
}

// A poison witness that guards a region: it passes.
func.func @poison_guard(%a: index) -> index {
  %w = ub.poison : !shape.witness
  %r = shape.assuming %w -> (index) {
    shape.assuming_yield %a : index
  }
  return %r : index
}

// The user defines @dims in C++ (the driver: it returns its argument). Its
// result is declared of length 2, so it is checked to be: the read of its
// extent 1 is then plain.
func.func private @dims(tensor<?xindex>) -> tensor<2xindex>
func.func @second_of_dims(%x: tensor<?xindex>) -> index {
  %c1 = arith.constant 1 : index
  %d = func.call @dims(%x) : (tensor<?xindex>) -> tensor<2xindex>
  %e = tensor.extract %d[%c1] : tensor<2xindex>
  return %e : index
}
