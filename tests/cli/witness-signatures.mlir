// A public function is a checker C++ code calls, and a witness has no
// run-time value: a witness argument or result is an input error (issue 4),
// exit 1, no output, an existing output kept. The argument is named by its
// source name, at its location; a result is reported at the function.
// RUN: rm -rf %t && mkdir -p %t && echo kept > %t/out.hpp
// RUN: %shapecc %s -o %t/out.hpp 2> %t/err.txt; test $? -eq 1
// RUN: FileCheck %s < %t/err.txt
// RUN: grep -qx kept %t/out.hpp
// A private function's are dropped (its callers drop them too):
// RUN: sed -e 's/func.func @/func.func private @/' %s > %t/private.mlir
// RUN: %shapecc %t/private.mlir -o %t/private.hpp

// CHECK: witness-signatures.mlir:[[@LINE+1]]:31: error: argument %ok of the public function @guarded is a !shape.witness, which a C++ caller cannot pass (a witness has no run-time value): take the shapes it is about and check them in the function; to call it only from other functions, whose calls drop its witnesses, make it private (`func.func private @guarded`)
func.func @guarded(%a: index, %ok: !shape.witness) -> index {
  %r = shape.assuming %ok -> (index) {
    shape.assuming_yield %a : index
  }
  return %r : index
}

// CHECK: witness-signatures.mlir:[[@LINE+1]]:1: error: 'func.func' op returns a !shape.witness (result 0), which has no run-time value to return to C++: return the other results only (a call that returns has passed the function's checks); to call it only from other functions, whose calls drop its witnesses, make it private (`func.func private @check`)
func.func @check(%a: !shape.shape, %b: !shape.shape) -> !shape.witness {
  %w = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
  return %w : !shape.witness
}
