// An explicit location: ops need not be where their locations point, so the
// names come from AsmParserState.
func.func @moved(%lhs: tensor<?xindex>) -> index {
  %rank = shape.rank %lhs : tensor<?xindex> -> index loc("elsewhere.mlir":1:1)
  %other = shape.rank %lhs : tensor<?xindex> -> index loc(#here)
  return %rank : index
}
#here = loc("elsewhere.mlir":7:3)
