// Recursive calls are bounded: a call nested deeper than SHAPECC_MAX_CALL_DEPTH (256) fails with
// iteration_limit_exceeded instead of exhausting the stack, through self- and mutual recursion.
// CASE: 0 => ok 0
// CASE: 10 => ok 10
// CASE: 256 => ok 256
// CASE: 257 => iteration_limit_exceeded = recursion_depth.mlir:9:1: in @depth: recursive calls nest deeper than 256 (SHAPECC_MAX_CALL_DEPTH)
// CASE: 1000000000 => iteration_limit_exceeded
// CASE: @forever 1 => iteration_limit_exceeded
func.func @depth(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi sle, %n, %c0 : index
  %r = scf.if %done -> index {
    scf.yield %c0 : index
  } else {
    %m = arith.subi %n, %c1 : index
    %d = func.call @depth(%m) : (index) -> index
    %d1 = arith.addi %d, %c1 : index
    scf.yield %d1 : index
  }
  return %r : index
}
func.func @forever(%n: index) -> index {
  %0 = func.call @ping(%n) : (index) -> index
  return %0 : index
}
func.func @ping(%n: index) -> index {
  %0 = func.call @pong(%n) : (index) -> index
  return %0 : index
}
func.func @pong(%n: index) -> index {
  %0 = func.call @ping(%n) : (index) -> index
  return %0 : index
}
// CASE: @pair [1]; 3 => ok [1] [1]
func.func @pair(%s: !shape.shape, %n: index) -> (!shape.shape, !shape.shape) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = arith.cmpi sle, %n, %c0 : index
  %r:2 = scf.if %done -> (!shape.shape, !shape.shape) {
    scf.yield %s, %s : !shape.shape, !shape.shape
  } else {
    %m = arith.subi %n, %c1 : index
    %a:2 = func.call @pair(%s, %m) : (!shape.shape, index) -> (!shape.shape, !shape.shape)
    scf.yield %a#0, %a#1 : !shape.shape, !shape.shape
  }
  return %r#0, %r#1 : !shape.shape, !shape.shape
}
