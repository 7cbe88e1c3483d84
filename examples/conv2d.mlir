// The output shape of a 2-D convolution (NHWC input, HWIO filter) with strides
// and symmetric padding: each spatial extent is (in + 2 * pad - kernel) /
// stride + 1, computed with arith; cstr_require states what must hold first
// (positive strides, no negative padding, a window that fits, matching
// channels), so the division never sees a zero stride.
func.func @conv2d(%input: tensor<?x?x?x?xf32>, %filter: tensor<?x?x?x?xf32>,
                  %stride_h: index, %stride_w: index,
                  %pad_h: index, %pad_w: index) -> tensor<4xindex> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %in = shape.shape_of %input : tensor<?x?x?x?xf32> -> tensor<4xindex>
  %kernel = shape.shape_of %filter : tensor<?x?x?x?xf32> -> tensor<4xindex>
  %batch = shape.get_extent %in, %c0 : tensor<4xindex>, index -> index
  %height = shape.get_extent %in, %c1 : tensor<4xindex>, index -> index
  %width = shape.get_extent %in, %c2 : tensor<4xindex>, index -> index
  %channels = shape.get_extent %in, %c3 : tensor<4xindex>, index -> index
  %kernel_h = shape.get_extent %kernel, %c0 : tensor<4xindex>, index -> index
  %kernel_w = shape.get_extent %kernel, %c1 : tensor<4xindex>, index -> index
  %kernel_c = shape.get_extent %kernel, %c2 : tensor<4xindex>, index -> index
  %filters = shape.get_extent %kernel, %c3 : tensor<4xindex>, index -> index

  %sh_pos = arith.cmpi sgt, %stride_h, %c0 : index
  %sw_pos = arith.cmpi sgt, %stride_w, %c0 : index
  %strides_pos = arith.andi %sh_pos, %sw_pos : i1
  %strides_ok = shape.cstr_require %strides_pos, "strides must be positive"
  %ph_ok = arith.cmpi sge, %pad_h, %c0 : index
  %pw_ok = arith.cmpi sge, %pad_w, %c0 : index
  %pads_ok = arith.andi %ph_ok, %pw_ok : i1
  %padding_ok = shape.cstr_require %pads_ok, "padding must not be negative"
  %twice_ph = arith.muli %pad_h, %c2 : index
  %twice_pw = arith.muli %pad_w, %c2 : index
  %padded_h = arith.addi %height, %twice_ph : index
  %padded_w = arith.addi %width, %twice_pw : index
  %fits_h = arith.cmpi sge, %padded_h, %kernel_h : index
  %fits_w = arith.cmpi sge, %padded_w, %kernel_w : index
  %fits = arith.andi %fits_h, %fits_w : i1
  %window_ok = shape.cstr_require %fits, "the filter window must fit in the padded input"
  %same_c = arith.cmpi eq, %channels, %kernel_c : index
  %channels_ok = shape.cstr_require %same_c, "input and filter channels must match"
  %all = shape.assuming_all %strides_ok, %padding_ok, %window_ok, %channels_ok

  %out = shape.assuming %all -> (tensor<4xindex>) {
    %span_h = arith.subi %padded_h, %kernel_h : index
    %span_w = arith.subi %padded_w, %kernel_w : index
    %steps_h = arith.divsi %span_h, %stride_h : index
    %steps_w = arith.divsi %span_w, %stride_w : index
    %out_h = arith.addi %steps_h, %c1 : index
    %out_w = arith.addi %steps_w, %c1 : index
    %shape = tensor.from_elements %batch, %out_h, %out_w, %filters : tensor<4xindex>
    shape.assuming_yield %shape : tensor<4xindex>
  }
  return %out : tensor<4xindex>
}

// Inputs and what the checker reports (run by tests/examples):
// CASE: [1,32,32,3]; [3,3,3,16]; 1; 1; 1; 1 => ok [1,32,32,16]
// CASE: [8,224,224,3]; [7,7,3,64]; 2; 2; 3; 3 => ok [8,112,112,64]
// CASE: [1,5,5,1]; [5,5,1,1]; 1; 1; 0; 0 => ok [1,1,1,1]
// CASE: [1,32,32,3]; [3,3,3,16]; 0; 1; 1; 1 => requirement_failed = conv2d.mlir:27:17: in @conv2d: strides must be positive
// CASE: [1,32,32,3]; [3,3,3,16]; 1; 1; -1; 0 => requirement_failed = conv2d.mlir:31:17: in @conv2d: padding must not be negative
// CASE: [1,2,2,3]; [5,5,3,16]; 1; 1; 1; 1 => requirement_failed = conv2d.mlir:39:16: in @conv2d: the filter window must fit in the padded input
// CASE: [1,32,32,3]; [3,3,4,16]; 1; 1; 1; 1 => requirement_failed = conv2d.mlir:41:18: in @conv2d: input and filter channels must match
// CASE: [1,32,32]; [3,3,3,16]; 1; 1; 1; 1 => argument_mismatch = conv2d.mlir:6:1: in @conv2d: argument input has shape [1,32,32], expected [?,?,?,?]: rank 3, expected 4
