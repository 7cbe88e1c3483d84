// A Shape's extents past its rank are never written. GCC's optimizers cannot
// always bound a read by the rank a shape was given, and reported reading one
// (-Wmaybe-uninitialized): an extent read at an index the check finds out of
// range, a reduction's reads, of a shape an scf.if chose (AH6). The runtime
// turns the warning off around its element reads and its copy.

func.func @extent(%c: i1, %x: index, %y: index) -> index {
  %s = scf.if %c -> (tensor<?xindex>) {
    %a = tensor.from_elements %x : tensor<1xindex>
    %ac = tensor.cast %a : tensor<1xindex> to tensor<?xindex>
    scf.yield %ac : tensor<?xindex>
  } else {
    %b = tensor.from_elements %y : tensor<1xindex>
    %bc = tensor.cast %b : tensor<1xindex> to tensor<?xindex>
    scf.yield %bc : tensor<?xindex>
  }
  %c1 = arith.constant 1 : index
  %e = shape.get_extent %s, %c1 : tensor<?xindex>, index -> index
  return %e : index
}

func.func @product(%c: i1, %x: index, %y: index) -> index {
  %s = scf.if %c -> (tensor<?xindex>) {
    %a = tensor.from_elements %x : tensor<1xindex>
    %ac = tensor.cast %a : tensor<1xindex> to tensor<?xindex>
    scf.yield %ac : tensor<?xindex>
  } else {
    %b = tensor.from_elements %y : tensor<1xindex>
    %bc = tensor.cast %b : tensor<1xindex> to tensor<?xindex>
    scf.yield %bc : tensor<?xindex>
  }
  %c1 = arith.constant 1 : index
  %r = shape.reduce(%s, %c1) : tensor<?xindex> -> index {
  ^bb0(%i: index, %e: index, %acc: index):
    %m = arith.muli %acc, %e : index
    shape.yield %m : index
  }
  return %r : index
}
