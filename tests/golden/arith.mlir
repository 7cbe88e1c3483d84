// arith on index and fixed-width integers: wrapping add/sub/mul, checked
// divisions, shifts, comparisons, min/max, casts and select.
//
// RUN: %shapecc %s | diff -u %S/arith.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/arith.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/arith.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions

func.func @wrapping(%a: index, %b: index) -> (index, index, index) {
  %s = arith.addi %a, %b : index
  %d = arith.subi %a, %b : index
  %p = arith.muli %a, %b : index
  return %s, %d, %p : index, index, index
}

// Divisions by one divisor check it once: the first (divsi) tests for zero and
// INT64_MIN / -1, which covers the others.
func.func @divisions(%a: index, %b: index) -> (index, index, index, index, index) {
  %q = arith.divsi %a, %b : index
  %r = arith.remsi %a, %b : index
  %f = arith.floordivsi %a, %b : index
  %c = arith.ceildivsi %a, %b : index
  %u = arith.divui %a, %b : index
  return %q, %r, %f, %c, %u : index, index, index, index, index
}

// Each divisor checked once, by the first division that needs the check: a
// remainder tests for zero only, so a later divsi of the same operands still
// tests for INT64_MIN / -1.
func.func @division_checks(%a: index, %b: index, %c: index, %d: index, %e: index) -> (index, index, index, index, index, index) {
  %r = arith.remsi %a, %b : index
  %f = arith.floordivsi %a, %c : index
  %q = arith.divsi %a, %b : index
  %u = arith.remui %a, %d : index
  %v = arith.ceildivui %e, %d : index
  %w = arith.divui %d, %e : index
  return %r, %f, %q, %u, %v, %w : index, index, index, index, index, index
}

func.func @narrow(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %s = arith.addi %a, %b : i32
  %p = arith.muli %a, %b : i32
  %q = arith.divsi %a, %b : i32
  %cu = arith.ceildivui %a, %b : i32
  return %s, %p, %q, %cu : i32, i32, i32, i32
}

func.func @bits(%a: i64, %n: i64) -> (i64, i64, i64, i64, i64, i64) {
  %l = arith.shli %a, %n : i64
  %rs = arith.shrsi %a, %n : i64
  %ru = arith.shrui %a, %n : i64
  %and = arith.andi %a, %n : i64
  %or = arith.ori %a, %n : i64
  %xor = arith.xori %a, %n : i64
  return %l, %rs, %ru, %and, %or, %xor : i64, i64, i64, i64, i64, i64
}

func.func @compare(%a: index, %b: index) -> (index, index, index, index, i1, i1) {
  %maxs = arith.maxsi %a, %b : index
  %mins = arith.minsi %a, %b : index
  %maxu = arith.maxui %a, %b : index
  %minu = arith.minui %a, %b : index
  %lt = arith.cmpi slt, %a, %b : index
  %ult = arith.cmpi ult, %a, %b : index
  return %maxs, %mins, %maxu, %minu, %lt, %ult : index, index, index, index, i1, i1
}

func.func @casts(%i: index, %x: i8, %flag: i1) -> (i32, index, index, i64, i8, index) {
  %t = arith.index_cast %i : index to i32
  %sx = arith.index_cast %x : i8 to index
  %zx = arith.index_castui %x : i8 to index
  %ext = arith.extui %flag : i1 to i64
  %tr = arith.trunci %t : i32 to i8
  %c7 = arith.constant 7 : index
  %sel = arith.select %flag, %i, %c7 : index
  return %t, %sx, %zx, %ext, %tr, %sel : i32, index, index, i64, i8, index
}
