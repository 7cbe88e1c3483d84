// The constructs of issue #5: unsigned scf.for, multi-block scf.execute_region
// (cf.br, cf.cond_br, cf.switch, a cycle of blocks), scf.forall with shared
// extent-tensor outputs, every value-shape form, shape.debug_print, and a
// result struct whose name a user function takes. Loops are bounded
// (SHAPECC_MAX_LOOP_ITERATIONS) and extent tensors never hold a negative
// extent (issue #6).
//
// RUN: %shapecc %s | diff -u %S/constructs.hpp -
// RUN: %shapecc %s --errors=throw | diff -u %S/constructs.throw.hpp -
// RUN: rm -rf %t && mkdir -p %t
// RUN: %shapecc %s --namespace=st -o %t/status.hpp
// RUN: %shapecc %s --namespace=th --errors=throw -o %t/throw.hpp
// RUN: %emit-cxx -fsanitize=address,undefined -fno-sanitize-recover=all -I%t %S/constructs.cpp %doctest-main-sanitized -o %t/run
// RUN: %t/run
// RUN: %emit-cxx -fno-exceptions -I%t %S/constructs.cpp %doctest-main-no-exceptions -o %t/run-no-exceptions
// RUN: %t/run-no-exceptions

// Counts the iterations from %lb to %ub by %step, compared as unsigned.
func.func @count_unsigned(%lb: index, %ub: index, %step: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = scf.for unsigned %i = %lb to %ub step %step iter_args(%k = %c0) -> (index) {
    %k2 = arith.addi %k, %c1 : index
    scf.yield %k2 : index
  }
  return %n : index
}

func.func @count_unsigned_i8(%lb: i8, %ub: i8, %step: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %n = scf.for unsigned %i = %lb to %ub step %step iter_args(%k = %c0) -> (i8) : i8 {
    %k2 = arith.addi %k, %c1 : i8
    scf.yield %k2 : i8
  }
  return %n : i8
}

// Unstructured control flow: the product of the extents (a cycle of blocks
// with block arguments), or a fixed value chosen by a switch on the rank.
func.func @blocks_product(%s: tensor<?xindex>, %mode: i32) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rank = tensor.dim %s, %c0 : tensor<?xindex>
  %r = scf.execute_region -> index {
    cf.switch %mode : i32, [
      default: ^loop(%c0, %c1 : index, index),
      7: ^fixed(%rank : index),
      -1: ^fixed(%c0 : index)
    ]
  ^loop(%i: index, %acc: index):
    %more = arith.cmpi slt, %i, %rank : index
    cf.cond_br %more, ^body, ^exit
  ^body:
    %e = tensor.extract %s[%i] : tensor<?xindex>
    %acc2 = arith.muli %acc, %e : index
    %i2 = arith.addi %i, %c1 : index
    cf.br ^loop(%i2, %acc2 : index, index)
  ^exit:
    scf.yield %acc : index
  ^fixed(%v: index):
    scf.yield %v : index
  }
  return %r : index
}

// Swapping block arguments (a parallel assignment) %n times; with a huge %n
// the cycle of blocks hits the iteration limit. Inside scf.if the region
// keeps its blocks (the canonicalizer inlines it only into a function body).
func.func @blocks_swap(%x: index, %y: index, %n: index, %swap: i1) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a, %b = scf.if %swap -> (index, index) {
    %s:2 = scf.execute_region -> (index, index) {
      cf.br ^head(%x, %y, %n : index, index, index)
    ^head(%p: index, %q: index, %k: index):
      %done = arith.cmpi sle, %k, %c0 : index
      %k2 = arith.subi %k, %c1 : index
      cf.cond_br %done, ^out, ^head(%q, %p, %k2 : index, index, index)
    ^out:
      scf.yield %p, %q : index, index
    }
    scf.yield %s#0, %s#1 : index, index
  } else {
    scf.yield %x, %y : index, index
  }
  return %a, %b : index, index
}

// Each iteration writes its own element of the shared output: [e0 * 2, ...].
func.func @forall_double(%s: tensor<?xindex>) -> tensor<?xindex> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %rank = tensor.dim %s, %c0 : tensor<?xindex>
  %r = scf.forall (%i) in (%rank) shared_outs(%o = %s) -> tensor<?xindex> {
    %e = tensor.extract %s[%i] : tensor<?xindex>
    %d = arith.muli %e, %c2 : index
    %t = tensor.from_elements %d : tensor<1xindex>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xindex> into tensor<?xindex>
    }
  }
  return %r : tensor<?xindex>
}

// Iteration i writes [i, i] at %offset + i with stride 2: a slice outside the
// output fails.
func.func @forall_pairs(%s: tensor<?xindex>, %offset: index) -> tensor<?xindex> {
  %r = scf.forall (%i) in (2) shared_outs(%o = %s) -> tensor<?xindex> {
    %t = tensor.from_elements %i, %i : tensor<2xindex>
    %at = arith.addi %offset, %i : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%at] [2] [2] : tensor<2xindex> into tensor<?xindex>
    }
  }
  return %r : tensor<?xindex>
}

// A one-iteration forall, which the canonicalizer turns into
// tensor.insert_slice.
func.func @insert_one(%s: tensor<?xindex>, %v: index) -> tensor<?xindex> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %s) -> tensor<?xindex> {
    %t = tensor.from_elements %v : tensor<1xindex>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[%i] [1] [1] : tensor<1xindex> into tensor<?xindex>
    }
  }
  return %r : tensor<?xindex>
}

// Every value-shape form the shape reference lists: a value shape's shape
// (shape_of, with_shape), its value (value_as_shape, value_of), an extent
// tensor as a value (value_as_shape, with_shape and value_of).
func.func @value_shapes(%v: !shape.value_shape, %e: tensor<?xindex>, %t: tensor<?x3xf32>) -> (!shape.shape, tensor<?xindex>, !shape.shape, !shape.shape, tensor<?xindex>) {
  %shape = shape.shape_of %v : !shape.value_shape -> !shape.shape
  %as_shape = shape.value_as_shape %v : !shape.value_shape -> !shape.shape
  %values = shape.value_of %v : tensor<?xindex>
  %from_extents = shape.value_as_shape %e : tensor<?xindex> -> !shape.shape
  %t_shape = shape.shape_of %t : tensor<?x3xf32> -> tensor<2xindex>
  %with = shape.with_shape %t, %t_shape : tensor<?x3xf32>, tensor<2xindex>
  %with_shape = shape.shape_of %with : !shape.value_shape -> !shape.shape
  %c = shape.concat %shape, %with_shape : !shape.shape, !shape.shape -> !shape.shape
  %e_shape = shape.const_shape [1] : tensor<1xindex>
  %e_value = shape.with_shape %e, %e_shape : tensor<?xindex>, tensor<1xindex>
  %e_values = shape.value_of %e_value : tensor<?xindex>
  return %c, %values, %as_shape, %from_extents, %e_values : !shape.shape, tensor<?xindex>, !shape.shape, !shape.shape, tensor<?xindex>
}

// debug_print writes "FILE:LINE:COL: in @debug: debug_print %x = VALUE".
func.func @debug(%a: !shape.shape, %b: !shape.shape) -> !shape.size {
  %x = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
  %y = "shape.debug_print"(%x) : (!shape.shape) -> !shape.shape
  %n = shape.num_elements %y : !shape.shape -> !shape.size
  %m = "shape.debug_print"(%n) : (!shape.size) -> !shape.size
  return %m : !shape.size
}

// Extent tensors built from caller values: a negative extent fails where it
// is built.
func.func @from_values(%n: index, %m: !shape.size) -> (tensor<?xindex>, !shape.shape) {
  %t = tensor.from_elements %n : tensor<1xindex>
  %c = tensor.cast %t : tensor<1xindex> to tensor<?xindex>
  %s = shape.from_extents %m, %m : !shape.size, !shape.size
  return %c, %s : tensor<?xindex>, !shape.shape
}

func.func @generated(%n: index, %first: index) -> tensor<?xindex> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %e = arith.addi %first, %i : index
    tensor.yield %e : index
  } : tensor<?xindex>
  return %g : tensor<?xindex>
}

// A while loop that ends only when %v reaches %n: a limit, not a hang.
func.func @while_up(%n: index, %step: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.while (%v = %c0) : (index) -> index {
    %more = arith.cmpi ne, %v, %n : index
    scf.condition(%more) %v : index
  } do {
  ^bb0(%v2: index):
    %v3 = arith.addi %v2, %step : index
    scf.yield %v3 : index
  }
  return %r : index
}

// The throw policy's struct of @pair's results cannot be named pair_result:
// a user function has that name.
func.func @pair(%a: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %b = arith.addi %a, %c1 : index
  return %a, %b : index, index
}

func.func @pair_result(%a: index) -> index {
  %x, %y = call @pair(%a) : (index) -> (index, index)
  %s = arith.addi %x, %y : index
  return %s : index
}

// The shape reference's way to call one shape function from another with
// value shapes (with_shape of a computed shape), and shape.dim of an extent
// tensor, whose shape is [its length].
func.func @shape_foo(%a: !shape.value_shape, %b: !shape.value_shape) -> !shape.shape {
  %0 = shape.shape_of %a : !shape.value_shape -> !shape.shape
  %1 = shape.value_as_shape %b : !shape.value_shape -> !shape.shape
  %2 = shape.broadcast %0, %1 : !shape.shape, !shape.shape -> !shape.shape
  return %2 : !shape.shape
}

func.func @shape_foobah(%a: !shape.value_shape, %b: !shape.value_shape, %c: !shape.value_shape) -> !shape.shape {
  %0 = call @shape_foo(%a, %b) : (!shape.value_shape, !shape.value_shape) -> !shape.shape
  %1 = shape.with_shape %b, %0 : !shape.value_shape, !shape.shape
  %2 = call @shape_foo(%c, %1) : (!shape.value_shape, !shape.value_shape) -> !shape.shape
  return %2 : !shape.shape
}

func.func @dim_of_extents(%e: tensor<?xindex>, %i: index) -> index {
  %d = shape.dim %e, %i : tensor<?xindex>, index -> index
  return %d : index
}

// A switch on an i1 flag, emitted on int (a switch on a bool draws a
// warning); the canonicalizer merges the two returns into one block.
func.func @switch_i1(%flag: i1, %a: index, %b: index) -> index {
  cf.switch %flag : i1, [
    default: ^first,
    1: ^second
  ]
^first:
  return %a : index
^second:
  return %b : index
}

// A constant shape with a negative extent is invalid_shape where the source
// builds it, on the paths that build it (not at compile time).
func.func @negative_constant(%pick: i1) -> !shape.shape {
  %r = scf.if %pick -> !shape.shape {
    %s = shape.const_shape [2, -1] : !shape.shape
    scf.yield %s : !shape.shape
  } else {
    %t = shape.const_shape [4] : !shape.shape
    scf.yield %t : !shape.shape
  }
  return %r : !shape.shape
}
