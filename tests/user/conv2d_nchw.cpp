// The user suite's harness of conv2d_nchw.mlir's checker: output shapes
// computed by hand, each requirement's message, argument checks.
#include "conv2d_nchw.hpp"
#include "user.hpp"
#ifdef __cpp_exceptions
#include "conv2d_nchw_throw.hpp"
#endif
#include <array>
#include <vector>

int main() {
  using namespace shapecc;
  Shape out;
  std::array<int64_t, 4> in{1, 3, 32, 32};
  std::vector<int64_t> w{16, 3, 3, 3};
  EXPECT_OK(conv2d_nchw::conv2d_nchw(in, w, 1, 1, 1, 1, out));
  EXPECT_SHAPE(out, {1, 16, 32, 32});
  EXPECT(out.rank() == 4);
  // stride 2, padding 1, dilation 2, groups 2: (56 + 2 - 5) / 2 + 1 = 27.
  const int64_t big[] = {8, 64, 56, 56};
  EXPECT_OK(conv2d_nchw::conv2d_nchw(ShapeView(big, 4), {128, 32, 3, 3}, 2, 1,
                                     2, 2, out));
  EXPECT_SHAPE(out, {8, 128, 27, 27});
  EXPECT_FAIL(conv2d_nchw::conv2d_nchw(in, w, 0, 1, 1, 1, out),
              requirement_failed,
              "conv2d_nchw.mlir:28:9: in @conv2d_nchw: stride, dilation and "
              "groups must be positive");
  EXPECT_FAIL(
      conv2d_nchw::conv2d_nchw(in, w, 1, -1, 1, 1, out), requirement_failed,
      "conv2d_nchw.mlir:30:9: in @conv2d_nchw: padding must not be negative");
  EXPECT_FAIL(
      conv2d_nchw::conv2d_nchw({1, 4, 8, 8}, {2, 3, 3, 3}, 1, 0, 1, 1, out),
      requirement_failed,
      "conv2d_nchw.mlir:35:11: in @conv2d_nchw: input channels must equal "
      "weight channels times groups");
  EXPECT_FAIL(
      conv2d_nchw::conv2d_nchw({1, 4, 8, 8}, {3, 2, 3, 3}, 1, 0, 1, 2, out),
      requirement_failed,
      "conv2d_nchw.mlir:38:11: in @conv2d_nchw: output channels must be "
      "divisible by groups");
  EXPECT_FAIL(
      conv2d_nchw::conv2d_nchw({1, 1, 2, 2}, {1, 1, 5, 5}, 1, 0, 1, 1, out),
      requirement_failed,
      "conv2d_nchw.mlir:53:13: in @conv2d_nchw: kernel size can't be greater "
      "than actual input size");
  // 2 * 2^62 wraps in arith.muli: the padded height is negative, so the window
  // does not fit.
  EXPECT_FAIL(conv2d_nchw::conv2d_nchw({1, 1, 1, 1}, {1, 1, 1, 1}, 1,
                                       int64_t(1) << 62, 1, 1, out),
              requirement_failed,
              "conv2d_nchw.mlir:53:13: in @conv2d_nchw: kernel size can't be "
              "greater than actual input size");
  EXPECT_FAIL(conv2d_nchw::conv2d_nchw({1, 3, 32}, w, 1, 1, 1, 1, out),
              argument_mismatch,
              "conv2d_nchw.mlir:3:1: in @conv2d_nchw: argument input has shape "
              "[1,3,32], expected [?,?,?,?]: rank 3, expected 4");
  EXPECT_FAIL(
      conv2d_nchw::conv2d_nchw(in, {16, 3, -3, 3}, 1, 1, 1, 1, out),
      argument_mismatch,
      "conv2d_nchw.mlir:3:1: in @conv2d_nchw: argument weight has shape "
      "[16,3,-3,3], expected [?,?,?,?]: dimension 2 has negative extent -3");
#ifdef __cpp_exceptions
  Shape t = t_conv2d_nchw::conv2d_nchw(in, w, 1, 1, 1, 1);
  EXPECT_SHAPE(t, {1, 16, 32, 32});
  EXPECT_THROW_MSG(t_conv2d_nchw::conv2d_nchw(in, w, 1, 1, 1, 0),
                   "conv2d_nchw.mlir:28:9: in @conv2d_nchw: stride, dilation "
                   "and groups must be positive");
#endif
  DONE();
}
