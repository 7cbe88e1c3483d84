// Calls between emitted functions (callees emitted first), several results,
// and shape.func / shape.return.
//
// RUN: %shapecc %s | diff -u %S/calls.hpp -
// RUN: %shapecc %s --errors=throw | diff -u %S/calls.throw.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/calls.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/calls.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions

func.func @caller(%a: tensor<?xindex>, %b: tensor<?xindex>) -> (tensor<?xindex>, index) {
  %r, %n = call @broadcast_and_rank(%a, %b) : (tensor<?xindex>, tensor<?xindex>) -> (tensor<?xindex>, index)
  %twice = call @double(%n) : (index) -> index
  return %r, %twice : tensor<?xindex>, index
}

func.func @broadcast_and_rank(%a: tensor<?xindex>, %b: tensor<?xindex>) -> (tensor<?xindex>, index) {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %r = shape.assuming %w -> tensor<?xindex> {
    %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
    shape.assuming_yield %s : tensor<?xindex>
  }
  %n = shape.rank %r : tensor<?xindex> -> index
  return %r, %n : tensor<?xindex>, index
}

func.func @double(%n: index) -> index {
  %s = arith.addi %n, %n : index
  return %s : index
}

shape.func @error_monadic(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %s = shape.broadcast %a, %b {error = "operands must broadcast"} : !shape.shape, !shape.shape -> !shape.shape
  shape.return %s : !shape.shape
}

func.func @bcast_shapes(%a: !shape.shape, %b: !shape.shape) -> !shape.shape {
  %s = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  return %s : !shape.shape
}

func.func @elements_of_broadcast(%a: !shape.shape, %b: !shape.shape) -> !shape.size {
  %s = call @bcast_shapes(%a, %b) : (!shape.shape, !shape.shape) -> !shape.shape
  %n = shape.num_elements %s : !shape.shape -> !shape.size
  return %n : !shape.size
}

// Recursion: with a cycle in the calls, prototypes precede the definitions.
// A call whose result is unused still runs (and may fail).
func.func @depth(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi sle, %n, %c0 : index
  %r = scf.if %done -> index {
    scf.yield %c0 : index
  } else {
    %m = arith.subi %n, %c1 : index
    %d = func.call @depth(%m) : (index) -> index
    %unused = func.call @double(%m) : (index) -> index
    %d1 = arith.addi %d, %c1 : index
    scf.yield %d1 : index
  }
  return %r : index
}
