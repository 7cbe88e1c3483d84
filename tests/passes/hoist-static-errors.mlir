// A statically false constraint on every path through its function (entry
// block, inside assuming regions only) is an error at its location, with the
// message the run-time check would give
// (tests/passes/hoist-static-conditional.mlir: elsewhere, a warning).
// RUN: %shapecc-opt --shapecc-hoist-constraints --split-input-file --verify-diagnostics %s
// Also without hoisting: the same input is rejected either way.
// RUN: %shapecc-opt --shapecc-hoist-constraints=hoist=false --split-input-file --verify-diagnostics %s

func.func @broadcast() {
  %a = shape.const_shape [2, 3] : tensor<2xindex>
  %b = shape.const_shape [4, 3] : tensor<2xindex>
  // expected-error @+2 {{constraint always fails: shapes [2,3] and [4,3] are not broadcastable}}
  // expected-note @+1 {{--allow-failing-constraints turns this into a warning and a run-time failure}}
  %w = shape.cstr_broadcastable %a, %b : tensor<2xindex>, tensor<2xindex>
  return
}

// -----

func.func @ranks(%t: tensor<?x?xf32>, %u: tensor<?xf32>) {
  %ts = shape.shape_of %t : tensor<?x?xf32> -> tensor<?xindex>
  %us = shape.shape_of %u : tensor<?xf32> -> tensor<?xindex>
  // expected-error @+2 {{constraint always fails: shapes [?,?] and [?] are not equal}}
  // expected-note @+1 {{--allow-failing-constraints}}
  %w = shape.cstr_eq %ts, %us : tensor<?xindex>, tensor<?xindex>
  return
}

// -----

func.func @require(%t: tensor<5xf32>) {
  %c2 = arith.constant 2 : index
  %ts = shape.shape_of %t : tensor<5xf32> -> tensor<?xindex>
  %rank = shape.rank %ts : tensor<?xindex> -> index
  %is2 = arith.cmpi eq, %rank, %c2 : index
  // expected-error @+2 {{constraint always fails: requires rank 2 operands}}
  // expected-note @+1 {{--allow-failing-constraints}}
  %w = shape.cstr_require %is2, "requires rank 2 operands"
  return
}

// -----

// Every failing constraint is reported, not only the first.
func.func @all_reported(%t: tensor<2xf32>) {
  %false = arith.constant false
  // expected-error @+2 {{constraint always fails: first}}
  // expected-note @+1 {{--allow-failing-constraints}}
  %w0 = shape.cstr_require %false, "first"
  // expected-error @+2 {{constraint always fails: second}}
  // expected-note @+1 {{--allow-failing-constraints}}
  %w1 = shape.cstr_require %false, "second"
  return
}

// -----

// Inside assuming regions it still runs on every path.
func.func @under_assuming(%a: tensor<?xindex>, %b: tensor<?xindex>) {
  %w0 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  shape.assuming %w0 {
    %c = shape.const_shape [2] : tensor<1xindex>
    %d = shape.const_shape [3] : tensor<1xindex>
    // expected-error @+2 {{constraint always fails: shapes [2] and [3] are not broadcastable}}
    // expected-note @+1 {{--allow-failing-constraints}}
    %w1 = shape.cstr_broadcastable %c, %d : tensor<1xindex>, tensor<1xindex>
  }
  return
}
