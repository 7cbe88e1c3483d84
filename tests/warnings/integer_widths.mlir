// The binary arith ops, comparisons, select and conversions at each integer width (i8,
// i16, i32, i64, index), and signed and unsigned counted loops over each: an input of the
// `warnings` suite (warning_flags.py), since the emitter's casts depend on the width.

func.func @ops_i8(%a: i8, %b: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %addi = arith.addi %a, %b : i8
  %subi = arith.subi %a, %b : i8
  %muli = arith.muli %a, %b : i8
  %andi = arith.andi %a, %b : i8
  %ori = arith.ori %a, %b : i8
  %xori = arith.xori %a, %b : i8
  %shli = arith.shli %a, %b : i8
  %shrsi = arith.shrsi %a, %b : i8
  %shrui = arith.shrui %a, %b : i8
  %divsi = arith.divsi %a, %b : i8
  %divui = arith.divui %a, %b : i8
  %remsi = arith.remsi %a, %b : i8
  %remui = arith.remui %a, %b : i8
  %ceildivsi = arith.ceildivsi %a, %b : i8
  %ceildivui = arith.ceildivui %a, %b : i8
  %floordivsi = arith.floordivsi %a, %b : i8
  %maxsi = arith.maxsi %a, %b : i8
  %maxui = arith.maxui %a, %b : i8
  %minsi = arith.minsi %a, %b : i8
  %minui = arith.minui %a, %b : i8
  return %addi, %subi, %muli, %andi, %ori, %xori, %shli, %shrsi, %shrui, %divsi, %divui, %remsi, %remui, %ceildivsi, %ceildivui, %floordivsi, %maxsi, %maxui, %minsi, %minui : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}

func.func @misc_i8(%a: i8, %b: i8, %step: i8) -> (i8, i8, i1, i64, i64, i1, i8, i8) {
  %lt = arith.cmpi slt, %a, %b : i8
  %ult = arith.cmpi ult, %a, %b : i8
  %sel = arith.select %ult, %a, %b : i8
  %sum = scf.for %i = %a to %b step %step iter_args(%acc = %sel) -> (i8) : i8 {
    %n = arith.addi %acc, %i : i8
    scf.yield %n : i8
  }
  %usum = scf.for unsigned %i = %a to %b step %step iter_args(%acc = %sel) -> (i8) : i8 {
    %n = arith.xori %acc, %i : i8
    scf.yield %n : i8
  }
  %s = arith.extsi %a : i8 to i64
  %u = arith.extui %a : i8 to i64
  %tr = arith.trunci %a : i8 to i1
  %fb = arith.extsi %lt : i1 to i8
  %fu = arith.extui %lt : i1 to i8
  return %sum, %usum, %lt, %s, %u, %tr, %fb, %fu : i8, i8, i1, i64, i64, i1, i8, i8
}

func.func @ops_i16(%a: i16, %b: i16) -> (i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16) {
  %addi = arith.addi %a, %b : i16
  %subi = arith.subi %a, %b : i16
  %muli = arith.muli %a, %b : i16
  %andi = arith.andi %a, %b : i16
  %ori = arith.ori %a, %b : i16
  %xori = arith.xori %a, %b : i16
  %shli = arith.shli %a, %b : i16
  %shrsi = arith.shrsi %a, %b : i16
  %shrui = arith.shrui %a, %b : i16
  %divsi = arith.divsi %a, %b : i16
  %divui = arith.divui %a, %b : i16
  %remsi = arith.remsi %a, %b : i16
  %remui = arith.remui %a, %b : i16
  %ceildivsi = arith.ceildivsi %a, %b : i16
  %ceildivui = arith.ceildivui %a, %b : i16
  %floordivsi = arith.floordivsi %a, %b : i16
  %maxsi = arith.maxsi %a, %b : i16
  %maxui = arith.maxui %a, %b : i16
  %minsi = arith.minsi %a, %b : i16
  %minui = arith.minui %a, %b : i16
  return %addi, %subi, %muli, %andi, %ori, %xori, %shli, %shrsi, %shrui, %divsi, %divui, %remsi, %remui, %ceildivsi, %ceildivui, %floordivsi, %maxsi, %maxui, %minsi, %minui : i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16, i16
}

func.func @misc_i16(%a: i16, %b: i16, %step: i16) -> (i16, i16, i1, i64, i64, i1, i16, i16, i8) {
  %lt = arith.cmpi slt, %a, %b : i16
  %ult = arith.cmpi ult, %a, %b : i16
  %sel = arith.select %ult, %a, %b : i16
  %sum = scf.for %i = %a to %b step %step iter_args(%acc = %sel) -> (i16) : i16 {
    %n = arith.addi %acc, %i : i16
    scf.yield %n : i16
  }
  %usum = scf.for unsigned %i = %a to %b step %step iter_args(%acc = %sel) -> (i16) : i16 {
    %n = arith.xori %acc, %i : i16
    scf.yield %n : i16
  }
  %s = arith.extsi %a : i16 to i64
  %u = arith.extui %a : i16 to i64
  %tr = arith.trunci %a : i16 to i1
  %fb = arith.extsi %lt : i1 to i16
  %fu = arith.extui %lt : i1 to i16
  %dn = arith.trunci %a : i16 to i8
  return %sum, %usum, %lt, %s, %u, %tr, %fb, %fu, %dn : i16, i16, i1, i64, i64, i1, i16, i16, i8
}

func.func @ops_i32(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %addi = arith.addi %a, %b : i32
  %subi = arith.subi %a, %b : i32
  %muli = arith.muli %a, %b : i32
  %andi = arith.andi %a, %b : i32
  %ori = arith.ori %a, %b : i32
  %xori = arith.xori %a, %b : i32
  %shli = arith.shli %a, %b : i32
  %shrsi = arith.shrsi %a, %b : i32
  %shrui = arith.shrui %a, %b : i32
  %divsi = arith.divsi %a, %b : i32
  %divui = arith.divui %a, %b : i32
  %remsi = arith.remsi %a, %b : i32
  %remui = arith.remui %a, %b : i32
  %ceildivsi = arith.ceildivsi %a, %b : i32
  %ceildivui = arith.ceildivui %a, %b : i32
  %floordivsi = arith.floordivsi %a, %b : i32
  %maxsi = arith.maxsi %a, %b : i32
  %maxui = arith.maxui %a, %b : i32
  %minsi = arith.minsi %a, %b : i32
  %minui = arith.minui %a, %b : i32
  return %addi, %subi, %muli, %andi, %ori, %xori, %shli, %shrsi, %shrui, %divsi, %divui, %remsi, %remui, %ceildivsi, %ceildivui, %floordivsi, %maxsi, %maxui, %minsi, %minui : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

func.func @misc_i32(%a: i32, %b: i32, %step: i32) -> (i32, i32, i1, i64, i64, i1, i32, i32, i8) {
  %lt = arith.cmpi slt, %a, %b : i32
  %ult = arith.cmpi ult, %a, %b : i32
  %sel = arith.select %ult, %a, %b : i32
  %sum = scf.for %i = %a to %b step %step iter_args(%acc = %sel) -> (i32) : i32 {
    %n = arith.addi %acc, %i : i32
    scf.yield %n : i32
  }
  %usum = scf.for unsigned %i = %a to %b step %step iter_args(%acc = %sel) -> (i32) : i32 {
    %n = arith.xori %acc, %i : i32
    scf.yield %n : i32
  }
  %s = arith.extsi %a : i32 to i64
  %u = arith.extui %a : i32 to i64
  %tr = arith.trunci %a : i32 to i1
  %fb = arith.extsi %lt : i1 to i32
  %fu = arith.extui %lt : i1 to i32
  %dn = arith.trunci %a : i32 to i8
  return %sum, %usum, %lt, %s, %u, %tr, %fb, %fu, %dn : i32, i32, i1, i64, i64, i1, i32, i32, i8
}

func.func @ops_i64(%a: i64, %b: i64) -> (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) {
  %addi = arith.addi %a, %b : i64
  %subi = arith.subi %a, %b : i64
  %muli = arith.muli %a, %b : i64
  %andi = arith.andi %a, %b : i64
  %ori = arith.ori %a, %b : i64
  %xori = arith.xori %a, %b : i64
  %shli = arith.shli %a, %b : i64
  %shrsi = arith.shrsi %a, %b : i64
  %shrui = arith.shrui %a, %b : i64
  %divsi = arith.divsi %a, %b : i64
  %divui = arith.divui %a, %b : i64
  %remsi = arith.remsi %a, %b : i64
  %remui = arith.remui %a, %b : i64
  %ceildivsi = arith.ceildivsi %a, %b : i64
  %ceildivui = arith.ceildivui %a, %b : i64
  %floordivsi = arith.floordivsi %a, %b : i64
  %maxsi = arith.maxsi %a, %b : i64
  %maxui = arith.maxui %a, %b : i64
  %minsi = arith.minsi %a, %b : i64
  %minui = arith.minui %a, %b : i64
  return %addi, %subi, %muli, %andi, %ori, %xori, %shli, %shrsi, %shrui, %divsi, %divui, %remsi, %remui, %ceildivsi, %ceildivui, %floordivsi, %maxsi, %maxui, %minsi, %minui : i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64
}

func.func @misc_i64(%a: i64, %b: i64, %step: i64) -> (i64, i64, i1, index, index, i1, i64, i64, i8) {
  %lt = arith.cmpi slt, %a, %b : i64
  %ult = arith.cmpi ult, %a, %b : i64
  %sel = arith.select %ult, %a, %b : i64
  %sum = scf.for %i = %a to %b step %step iter_args(%acc = %sel) -> (i64) : i64 {
    %n = arith.addi %acc, %i : i64
    scf.yield %n : i64
  }
  %usum = scf.for unsigned %i = %a to %b step %step iter_args(%acc = %sel) -> (i64) : i64 {
    %n = arith.xori %acc, %i : i64
    scf.yield %n : i64
  }
  %s = arith.index_cast %a : i64 to index
  %u = arith.index_castui %a : i64 to index
  %tr = arith.trunci %a : i64 to i1
  %fb = arith.extsi %lt : i1 to i64
  %fu = arith.extui %lt : i1 to i64
  %dn = arith.trunci %a : i64 to i8
  return %sum, %usum, %lt, %s, %u, %tr, %fb, %fu, %dn : i64, i64, i1, index, index, i1, i64, i64, i8
}

func.func @ops_index(%a: index, %b: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %addi = arith.addi %a, %b : index
  %subi = arith.subi %a, %b : index
  %muli = arith.muli %a, %b : index
  %andi = arith.andi %a, %b : index
  %ori = arith.ori %a, %b : index
  %xori = arith.xori %a, %b : index
  %shli = arith.shli %a, %b : index
  %shrsi = arith.shrsi %a, %b : index
  %shrui = arith.shrui %a, %b : index
  %divsi = arith.divsi %a, %b : index
  %divui = arith.divui %a, %b : index
  %remsi = arith.remsi %a, %b : index
  %remui = arith.remui %a, %b : index
  %ceildivsi = arith.ceildivsi %a, %b : index
  %ceildivui = arith.ceildivui %a, %b : index
  %floordivsi = arith.floordivsi %a, %b : index
  %maxsi = arith.maxsi %a, %b : index
  %maxui = arith.maxui %a, %b : index
  %minsi = arith.minsi %a, %b : index
  %minui = arith.minui %a, %b : index
  return %addi, %subi, %muli, %andi, %ori, %xori, %shli, %shrsi, %shrui, %divsi, %divui, %remsi, %remui, %ceildivsi, %ceildivui, %floordivsi, %maxsi, %maxui, %minsi, %minui : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}

func.func @misc_index(%a: index, %b: index, %step: index) -> (index, index, i1, i64, i32, index) {
  %lt = arith.cmpi slt, %a, %b : index
  %ult = arith.cmpi ult, %a, %b : index
  %sel = arith.select %ult, %a, %b : index
  %sum = scf.for %i = %a to %b step %step iter_args(%acc = %sel) -> (index) {
    %n = arith.addi %acc, %i : index
    scf.yield %n : index
  }
  %usum = scf.for unsigned %i = %a to %b step %step iter_args(%acc = %sel) -> (index) {
    %n = arith.xori %acc, %i : index
    scf.yield %n : index
  }
  %c = arith.index_cast %a : index to i64
  %cu = arith.index_castui %a : index to i32
  %e = arith.index_cast %c : i64 to index
  return %sum, %usum, %lt, %c, %cu, %e : index, index, i1, i64, i32, index
}
