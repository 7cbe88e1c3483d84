// Definitions laid out in ways the text reader reads: result lists of
// several groups, with spaces, generic ops, default-dialect spellings, block
// arguments of branches and loops.
func.func @layouts(%lhs: tensor<?xindex>, %rhs : tensor<?xindex>, %n: index) -> index {
  %c1 = arith.constant 1 : index
  %head , %tail = "shape.split_at"(%lhs, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  %parts : 2 = "shape.split_at"(%rhs, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  %0, %r-1.x$ = "shape.split_at"(%lhs, %c1) : (tensor<?xindex>, index) -> (tensor<?xindex>, tensor<?xindex>)
  %sum = scf.for %i = %c1 to %n step %c1 iter_args(%acc = %c1) -> (index) {
    %d = shape.rank %parts#1 : tensor<?xindex> -> index
    %next = arith.addi %acc, %d : index
    scf.yield %next : index
  }
  cf.br ^next(%sum : index)
^next(%carried: index):
  %x = arith.addi %carried, %c1 : index
  %y = arith.addi %x, %c1 : index
  return %y : index
}

shape.function_library @library {
  shape.func @rank_of(%shape: !shape.shape) -> !shape.size {
    %rank = rank %shape : !shape.shape -> !shape.size
    return %rank : !shape.size
  }
} mapping {
  some_op = @rank_of
}
