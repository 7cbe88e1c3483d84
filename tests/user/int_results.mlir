// Results of integer types: how many leading dims two shapes share (i32),
// whether they are equal (i1), and the rank difference (i64).
func.func @compare(%a: tensor<?xindex>, %b: tensor<?xindex>) -> (i32, i1, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ra = shape.rank %a : tensor<?xindex> -> index
  %rb = shape.rank %b : tensor<?xindex> -> index
  %n = arith.minui %ra, %rb : index
  %common = scf.for %i = %c0 to %n step %c1 iter_args(%k = %c0) -> (index) {
    %ea = tensor.extract %a[%i] : tensor<?xindex>
    %eb = tensor.extract %b[%i] : tensor<?xindex>
    %same = arith.cmpi eq, %ea, %eb : index
    %still = arith.cmpi eq, %k, %i : index
    %both = arith.andi %same, %still : i1
    %k1 = arith.addi %k, %c1 : index
    %next = arith.select %both, %k1, %k : index
    scf.yield %next : index
  }
  %c32 = arith.index_cast %common : index to i32
  %eq = shape.shape_eq %a, %b : tensor<?xindex>, tensor<?xindex>
  %ra64 = arith.index_cast %ra : index to i64
  %rb64 = arith.index_cast %rb : index to i64
  %d = arith.subi %ra64, %rb64 : i64
  return %c32, %eq, %d : i32, i1, i64
}
