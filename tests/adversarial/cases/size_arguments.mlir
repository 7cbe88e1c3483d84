// A !shape.size argument arrives as a plain int64_t: returned as it is, converted with
// size_to_index at the top level, in an scf.if branch or a loop, the emitted C++ compiles (it
// called .value() on the int64_t) and gives the argument back.
// CASE: 5 => ok 5
// CASE: MIN => ok MIN
func.func @returned(%n: !shape.size) -> !shape.size {
  return %n : !shape.size
}
// CASE: @to_index MAX => ok MAX
func.func @to_index(%n: !shape.size) -> index {
  %i = shape.size_to_index %n : !shape.size
  return %i : index
}
// CASE: @in_branch 7; true => ok 7
// CASE: @in_branch 7; false => ok 0
func.func @in_branch(%n: !shape.size, %b: i1) -> index {
  %r = scf.if %b -> index {
    %i = shape.size_to_index %n : !shape.size
    scf.yield %i : index
  } else {
    %c0 = arith.constant 0 : index
    scf.yield %c0 : index
  }
  return %r : index
}
// The do-while loop of the scf reference with sizes: doubles until at least n.
// CASE: @doubling 1; 100 => ok 128
// CASE: @doubling 3; 2 => ok 6
// CASE: @doubling 0; 100 => iteration_limit_exceeded
// CASE: @doubling MAX; MAX => overflow
func.func @doubling(%init: !shape.size, %n: !shape.size) -> !shape.size {
  %two = shape.const_size 2
  %res = scf.while (%arg1 = %init) : (!shape.size) -> !shape.size {
    %next = shape.mul %arg1, %two : !shape.size, !shape.size -> !shape.size
    %ni = shape.size_to_index %next : !shape.size
    %nn = shape.size_to_index %n : !shape.size
    %condition = arith.cmpi slt, %ni, %nn : index
    scf.condition(%condition) %next : !shape.size
  } do {
  ^bb0(%arg2: !shape.size):
    scf.yield %arg2 : !shape.size
  }
  return %res : !shape.size
}
