// The user suite's harness of attention.mlir's checker: the attention shape,
// and each meet's error naming the sizes that differ.
#include "attention.hpp"
#include "user.hpp"
#ifdef __cpp_exceptions
#include "attention_throw.hpp"
#endif
#include <array>

int main() {
  using namespace shapecc;
  Shape out;
  std::array<int64_t, 4> q{2, 8, 128, 64}, k{2, 8, 256, 64}, v{2, 8, 256, 32};
  EXPECT_OK(attention::attention(q, k, v, out));
  EXPECT_SHAPE(out, {2, 8, 128, 32});
  EXPECT_FAIL(attention::attention({2, 8, 128}, k, v, out), invalid_shape,
              "attention.mlir:12:9: in @attention: query must be [batch, "
              "heads, seq, dim]: sizes 3 and 4 do not meet");
  EXPECT_FAIL(attention::attention(q, {3, 8, 256, 64}, v, out), invalid_shape,
              "attention.mlir:27:9: in @attention: batch sizes differ: sizes 2 "
              "and 3 do not meet");
  EXPECT_FAIL(attention::attention(q, {2, 8, 256, 32}, v, out), invalid_shape,
              "attention.mlir:31:8: in @attention: query and key head dims "
              "differ: sizes 64 and 32 do not meet");
  EXPECT_FAIL(attention::attention(q, k, {4, 8, 256, 32}, out), invalid_shape,
              "attention.mlir:28:8: in @attention: batch sizes differ: sizes 2 "
              "and 4 do not meet");
  EXPECT_FAIL(attention::attention(q, k, {2, 8, 255, 32}, out), invalid_shape,
              "attention.mlir:32:8: in @attention: key and value lengths "
              "differ: sizes 256 and 255 do not meet");
  EXPECT_FAIL(attention::attention({2, -8, 128, 64}, k, v, out),
              argument_mismatch,
              "attention.mlir:3:1: in @attention: argument q has shape "
              "[2,-8,128,64]: dimension 1 has negative extent -8");
#ifdef __cpp_exceptions
  EXPECT_SHAPE(t_attention::attention({1, 1, 1, 1}, {1, 1, 2, 1}, {1, 1, 2, 5}),
               {1, 1, 1, 5});
  EXPECT_THROW_MSG(t_attention::attention(q, k, {2, 8, 255, 32}),
                   "attention.mlir:32:8: in @attention: key and value lengths "
                   "differ: sizes 256 and 255 do not meet");
#endif
  DONE();
}
