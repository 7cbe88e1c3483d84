// Two ops on one line: before the second op's name is more than its result
// list, so the text reader gives up.
func.func @one_line(%n: index) -> index {
  %x = arith.addi %n, %n : index %y = arith.addi %x, %n : index
  return %y : index
}
