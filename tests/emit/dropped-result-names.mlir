// When a rewrite drops some results of an op (canonicalization removing an
// unused scf.for iter_arg or scf.if result, assuming elimination removing a
// witness result of scf.if or of a call), the results that remain keep their
// own source names, not those of the results before them.
// RUN: %shapecc %s --no-format | FileCheck %s

// (%s is chosen in its out-parameter, under its name: its rank is read too.)
// CHECK-LABEL: shapecc::Status branch(
// CHECK: shapecc::Shape &s = out0;
// CHECK-NEXT: s = c ? shapecc::to_shape(a) : shapecc::to_shape(b);
// CHECK: const int64_t n = static_cast<int64_t>(s.rank());
// CHECK-NEXT: out1 = n;
func.func @branch(%a: tensor<?xindex>, %b: tensor<?xindex>, %c: i1) -> (tensor<?xindex>, index) {
  %w, %s = scf.if %c -> (!shape.witness, tensor<?xindex>) {
    %e = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    scf.yield %e, %a : !shape.witness, tensor<?xindex>
  } else {
    %t = shape.const_witness true
    scf.yield %t, %b : !shape.witness, tensor<?xindex>
  }
  %r = shape.assuming %w -> (tensor<?xindex>) {
    shape.assuming_yield %s : tensor<?xindex>
  }
  %n = shape.rank %s : tensor<?xindex> -> index
  return %r, %n : tensor<?xindex>, index
}

// CHECK-LABEL: shapecc::Status loop(
// CHECK: int64_t count = 0;
// CHECK: count = k1;
// CHECK: out = count;
func.func @loop(%a: tensor<?xindex>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %unused, %count = scf.for %i = %c0 to %n step %c1 iter_args(%u = %a, %k = %c0) -> (tensor<?xindex>, index) {
    %k1 = arith.addi %k, %c1 : index
    scf.yield %u, %k1 : tensor<?xindex>, index
  }
  return %count : index
}

// CHECK-LABEL: shapecc::Status check(shapecc::ShapeView a, shapecc::ShapeView b, shapecc::Shape& out)
func.func private @check(%a: tensor<?xindex>, %b: tensor<?xindex>) -> (!shape.witness, tensor<?xindex>) {
  %w = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
  %s = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %w, %s : !shape.witness, tensor<?xindex>
}

// CHECK-LABEL: shapecc::Status call(
// CHECK: shapecc::Shape &shape = out0;
// CHECK: check(a, b, shape)
// CHECK-NOT: out0 = shape;
func.func @call(%a: tensor<?xindex>, %b: tensor<?xindex>) -> (tensor<?xindex>, index) {
  %ok, %shape = func.call @check(%a, %b) : (tensor<?xindex>, tensor<?xindex>) -> (!shape.witness, tensor<?xindex>)
  %rank = shape.rank %shape : tensor<?xindex> -> index
  return %shape, %rank : tensor<?xindex>, index
}

// A pattern that folds two ops into one fuses their locations: tensor.extract
// of a shape_of becomes tensor.dim, which keeps the extract's name (it was
// emitted as v0).
// CHECK-LABEL: shapecc::Status extent(
// CHECK: int64_t e = 0;
// CHECK-NEXT: SHAPECC_RETURN_IF_ERROR(shapecc::dim_checked(x, i, e, at_{{[0-9_]+}}));
func.func @extent(%x: tensor<*xf32>, %i: index) -> index {
  %s = shape.shape_of %x : tensor<*xf32> -> tensor<?xindex>
  %e = tensor.extract %s[%i] : tensor<?xindex>
  %n = arith.addi %e, %e : index
  return %n : index
}
