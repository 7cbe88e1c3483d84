// PyTorch-style conv2d output shape, NCHW input and OIHW weight, with stride,
// padding and dilation given as i64 attributes-turned-arguments.
func.func @conv2d_nchw(%input: tensor<?x?x?x?xf32>, %weight: tensor<?x?x?x?xf32>,
                       %stride: i64, %padding: i64, %dilation: i64, %groups: i64) -> tensor<4xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %in = shape.shape_of %input : tensor<?x?x?x?xf32> -> tensor<4xindex>
  %w = shape.shape_of %weight : tensor<?x?x?x?xf32> -> tensor<4xindex>
  %n = shape.get_extent %in, %c0 : tensor<4xindex>, index -> index
  %cin = shape.get_extent %in, %c1 : tensor<4xindex>, index -> index
  %h = shape.get_extent %in, %c2 : tensor<4xindex>, index -> index
  %wd = shape.get_extent %in, %c3 : tensor<4xindex>, index -> index
  %cout = shape.get_extent %w, %c0 : tensor<4xindex>, index -> index
  %cpg = shape.get_extent %w, %c1 : tensor<4xindex>, index -> index
  %kh = shape.get_extent %w, %c2 : tensor<4xindex>, index -> index
  %kw = shape.get_extent %w, %c3 : tensor<4xindex>, index -> index
  %s = arith.index_cast %stride : i64 to index
  %p = arith.index_cast %padding : i64 to index
  %d = arith.index_cast %dilation : i64 to index
  %g = arith.index_cast %groups : i64 to index
  %s_ok = arith.cmpi sgt, %s, %c0 : index
  %d_ok = arith.cmpi sgt, %d, %c0 : index
  %g_ok = arith.cmpi sgt, %g, %c0 : index
  %sd = arith.andi %s_ok, %d_ok : i1
  %sdg = arith.andi %sd, %g_ok : i1
  %w1 = shape.cstr_require %sdg, "stride, dilation and groups must be positive"
  %p_ok = arith.cmpi sge, %p, %c0 : index
  %w2 = shape.cstr_require %p_ok, "padding must not be negative"
  %all0 = shape.assuming_all %w1, %w2
  %res = shape.assuming %all0 -> (tensor<4xindex>) {
    %ch = arith.muli %cpg, %g : index
    %ch_ok = arith.cmpi eq, %ch, %cin : index
    %w3 = shape.cstr_require %ch_ok, "input channels must equal weight channels times groups"
    %rem = arith.remsi %cout, %g : index
    %rem_ok = arith.cmpi eq, %rem, %c0 : index
    %w4 = shape.cstr_require %rem_ok, "output channels must be divisible by groups"
    %all1 = shape.assuming_all %w3, %w4
    %r = shape.assuming %all1 -> (tensor<4xindex>) {
      %kh1 = arith.subi %kh, %c1 : index
      %kw1 = arith.subi %kw, %c1 : index
      %ekh0 = arith.muli %d, %kh1 : index
      %ekw0 = arith.muli %d, %kw1 : index
      %ekh = arith.addi %ekh0, %c1 : index
      %ekw = arith.addi %ekw0, %c1 : index
      %p2 = arith.muli %p, %c2 : index
      %hp = arith.addi %h, %p2 : index
      %wp = arith.addi %wd, %p2 : index
      %fh = arith.cmpi sge, %hp, %ekh : index
      %fw = arith.cmpi sge, %wp, %ekw : index
      %fits = arith.andi %fh, %fw : i1
      %w5 = shape.cstr_require %fits, "kernel size can't be greater than actual input size"
      %r2 = shape.assuming %w5 -> (tensor<4xindex>) {
        %sh = arith.subi %hp, %ekh : index
        %sw = arith.subi %wp, %ekw : index
        %qh = arith.floordivsi %sh, %s : index
        %qw = arith.floordivsi %sw, %s : index
        %oh = arith.addi %qh, %c1 : index
        %ow = arith.addi %qw, %c1 : index
        %out = tensor.from_elements %n, %cout, %oh, %ow : tensor<4xindex>
        shape.assuming_yield %out : tensor<4xindex>
      }
      shape.assuming_yield %r2 : tensor<4xindex>
    }
    shape.assuming_yield %r : tensor<4xindex>
  }
  return %res : tensor<4xindex>
}
