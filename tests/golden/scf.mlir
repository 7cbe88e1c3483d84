// Structured control flow: rank dispatch with scf.if and scf.index_switch,
// loops with loop-carried values (scf.for, scf.while), scf.execute_region,
// and scf.parallel / scf.forall run in order.
//
// RUN: %shapecc %s | diff -u %S/scf.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/scf.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/scf.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions

func.func @rank_dispatch(%s: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %rank = tensor.dim %s, %c0 : tensor<?xindex>
  %is_small = arith.cmpi ult, %rank, %c2 : index
  %r = scf.if %is_small -> (index) {
    scf.yield %rank : index
  } else {
    %first = tensor.extract %s[%c0] : tensor<?xindex>
    scf.yield %first : index
  }
  return %r : index
}

func.func @switch_on_rank(%s: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %rank = tensor.dim %s, %c0 : tensor<?xindex>
  %r = scf.index_switch %rank -> index
  case 0 {
    %one = arith.constant 1 : index
    scf.yield %one : index
  }
  case 1 {
    %e = tensor.extract %s[%c0] : tensor<?xindex>
    scf.yield %e : index
  }
  default {
    %m = arith.constant -1 : index
    scf.yield %m : index
  }
  return %r : index
}

func.func @product(%s: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rank = tensor.dim %s, %c0 : tensor<?xindex>
  %prod = scf.for %i = %c0 to %rank step %c1 iter_args(%acc = %c1) -> (index) {
    %e = tensor.extract %s[%i] : tensor<?xindex>
    %next = arith.muli %acc, %e : index
    scf.yield %next : index
  }
  return %prod : index
}

func.func @strided_sum(%lb: index, %ub: index, %step: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %sum, %count = scf.for %i = %lb to %ub step %step iter_args(%a = %c0, %n = %c0) -> (index, index) {
    %a2 = arith.addi %a, %i : index
    %one = arith.constant 1 : index
    %n2 = arith.addi %n, %one : index
    scf.yield %a2, %n2 : index, index
  }
  return %sum, %count : index, index
}

func.func @swap_loop(%x: index, %y: index, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a, %b = scf.for %i = %c0 to %n step %c1 iter_args(%p = %x, %q = %y) -> (index, index) {
    scf.yield %q, %p : index, index
  }
  return %a, %b : index, index
}

func.func @log2_ceil(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.while (%v = %c1, %k = %c0) : (index, index) -> (index, index) {
    %more = arith.cmpi slt, %v, %n : index
    scf.condition(%more) %v, %k : index, index
  } do {
  ^bb0(%v2: index, %k2: index):
    %c2 = arith.constant 2 : index
    %v3 = arith.muli %v2, %c2 : index
    %k3 = arith.addi %k2, %c1 : index
    scf.yield %v3, %k3 : index, index
  }
  return %r#1 : index
}

func.func @region(%a: index, %b: index) -> index {
  %r = scf.execute_region -> index {
    %s = arith.addi %a, %b : index
    scf.yield %s : index
  }
  return %r : index
}

func.func @parallel_max(%s: tensor<?xindex>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rank = tensor.dim %s, %c0 : tensor<?xindex>
  %init = arith.constant 0 : index
  %m = scf.parallel (%i) = (%c0) to (%rank) step (%c1) init (%init) -> index {
    %e = tensor.extract %s[%i] : tensor<?xindex>
    scf.reduce(%e : index) {
    ^bb0(%lhs: index, %rhs: index):
      %mx = arith.maxsi %lhs, %rhs : index
      scf.reduce.return %mx : index
    }
  }
  return %m : index
}

func.func @forall_checks(%s: tensor<?xindex>) {
  %c0 = arith.constant 0 : index
  %rank = tensor.dim %s, %c0 : tensor<?xindex>
  scf.forall (%i) in (%rank) {
    %e = tensor.extract %s[%i] : tensor<?xindex>
    %ok = arith.cmpi sge, %e, %c0 : index
    cf.assert %ok, "extents are non-negative"
  }
  return
}

// Error-carrying values through control flow: an invalid shape yielded by a
// branch, and a size accumulated by a loop, are checked at the result.
func.func @select_shape(%a: !shape.shape, %b: !shape.shape, %first: i1) -> !shape.shape {
  %r = scf.if %first -> !shape.shape {
    %x = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
    scf.yield %x : !shape.shape
  } else {
    scf.yield %b : !shape.shape
  }
  return %r : !shape.shape
}

func.func @sum_extents(%s: !shape.shape, %n: index) -> !shape.size {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = shape.const_size 0
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> !shape.size {
    %e = shape.get_extent %s, %i : !shape.shape, index -> !shape.size
    %next = shape.add %acc, %e : !shape.size, !shape.size -> !shape.size
    scf.yield %next : !shape.size
  }
  return %sum : !shape.size
}

// An i32 loop: the induction variable is an int32_t and never steps past
// INT32_MAX.
func.func @count_i32(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %n = scf.for %i = %lb to %ub step %step iter_args(%k = %c0) -> (i32) : i32 {
    %k2 = arith.addi %k, %c1 : i32
    scf.yield %k2 : i32
  }
  return %n : i32
}
