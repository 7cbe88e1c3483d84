// A one-extent constant extent tensor that only ops read is a view of a static
// table; when canonicalize folds its cast to a constant of its own, only a
// shapecc.keep reads the view, which GCC (-Wunused-but-set-variable) and clang
// (-Wunused-variable) reported: such a view is [[maybe_unused]] (AH6).

func.func @folded(%a: tensor<?xindex>, %k: index) -> (tensor<?xindex>, tensor<?xindex>) {
  %r:2 = scf.index_switch %k -> tensor<?xindex>, tensor<?xindex>
  case 3 {
    %c0 = arith.constant 0 : index
    %s = tensor.from_elements %c0 : tensor<1xindex>
    %p = tensor.cast %s : tensor<1xindex> to tensor<?xindex>
    scf.yield %p, %a : tensor<?xindex>, tensor<?xindex>
  }
  default {
    scf.yield %a, %a : tensor<?xindex>, tensor<?xindex>
  }
  return %r#0, %r#1 : tensor<?xindex>, tensor<?xindex>
}
