// scf.index_switch (004 line 459) yielding shapes by case: the rank picks the broadcast.
func.func @pick(%a: !shape.shape, %b: !shape.shape, %arg0: index) -> !shape.shape {
  %0 = scf.index_switch %arg0 -> !shape.shape
  case 0 {
    scf.yield %a : !shape.shape
  }
  case 1 {
    %w = shape.cstr_broadcastable %a, %b : !shape.shape, !shape.shape
    %1 = shape.assuming %w -> (!shape.shape) {
      %r = shape.broadcast %a, %b : !shape.shape, !shape.shape -> !shape.shape
      shape.assuming_yield %r : !shape.shape
    }
    scf.yield %1 : !shape.shape
  }
  default {
    scf.yield %b : !shape.shape
  }
  return %0 : !shape.shape
}
// The reference's i32 results, as sizes and an index.
func.func @switch_i32(%arg0: index) -> index {
  %0 = scf.index_switch %arg0 -> i32
  case 2 {
    %1 = arith.constant 10 : i32
    scf.yield %1 : i32
  }
  case 5 {
    %2 = arith.constant 20 : i32
    scf.yield %2 : i32
  }
  default {
    %3 = arith.constant 30 : i32
    scf.yield %3 : i32
  }
  %i = arith.index_cast %0 : i32 to index
  return %i : index
}
// A witness from a switch, assumed after it.
func.func @switch_witness(%a: tensor<?xindex>, %b: tensor<?xindex>, %k: index) -> tensor<?xindex> {
  %w = scf.index_switch %k -> !shape.witness
  case 0 {
    %w0 = shape.cstr_eq %a, %b : tensor<?xindex>, tensor<?xindex>
    scf.yield %w0 : !shape.witness
  }
  case 1 {
    %w1 = shape.cstr_broadcastable %a, %b : tensor<?xindex>, tensor<?xindex>
    scf.yield %w1 : !shape.witness
  }
  default {
    %t = shape.const_witness true
    scf.yield %t : !shape.witness
  }
  %r = shape.assuming %w -> (tensor<?xindex>) {
    shape.assuming_yield %a : tensor<?xindex>
  }
  return %r : tensor<?xindex>
}
