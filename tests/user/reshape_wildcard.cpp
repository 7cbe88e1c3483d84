// The user suite's harness of reshape_wildcard.mlir's checker: the -1 wildcard
// inferred, and each way a target is rejected.
#include "reshape_wildcard.hpp"
#include "user.hpp"
#ifdef __cpp_exceptions
#include "reshape_wildcard_throw.hpp"
#endif
#include <cstdint>

int main() {
  using namespace shapecc;
  Shape out;
  EXPECT_OK(reshape_wildcard::reshape3({2, 3, 4}, 4, -1, 2, out));
  EXPECT_SHAPE(out, {4, 3, 2});
  EXPECT_OK(reshape_wildcard::reshape3({2, 3, 4}, -1, 1, 1, out));
  EXPECT_SHAPE(out, {24, 1, 1});
  EXPECT_OK(reshape_wildcard::reshape3({2, 3, 4}, 2, 3, 4, out));
  EXPECT_SHAPE(out, {2, 3, 4});
  EXPECT_OK(reshape_wildcard::reshape3({}, 1, 1, -1, out));
  EXPECT_SHAPE(out, {1, 1, 1});
  EXPECT_OK(reshape_wildcard::reshape3({0, 5}, 5, 0, 7, out));
  EXPECT_SHAPE(out, {5, 0, 7});
  EXPECT_OK(reshape_wildcard::reshape3({INT64_MAX}, INT64_MAX, 1, 1, out));
  EXPECT_SHAPE(out, {INT64_MAX, 1, 1});
  EXPECT_FAIL(reshape_wildcard::reshape3({2, 3, 4}, -1, -1, 2, out),
              requirement_failed,
              "reshape_wildcard.mlir:19:10: in @reshape3: only one dimension "
              "can be inferred");
  EXPECT_FAIL(
      reshape_wildcard::reshape3({2, 3, 4}, -2, 3, 4, out), requirement_failed,
      "reshape_wildcard.mlir:25:10: in @reshape3: invalid shape dimension");
  EXPECT_FAIL(reshape_wildcard::reshape3({2, 3, 4}, 4, 5, -1, out),
              requirement_failed,
              "reshape_wildcard.mlir:40:16: in @reshape3: shape is invalid for "
              "input size");
  EXPECT_FAIL(reshape_wildcard::reshape3({2, 3, 4}, 2, 3, 5, out),
              requirement_failed,
              "reshape_wildcard.mlir:57:14: in @reshape3: shape is invalid for "
              "input size");
  EXPECT_FAIL(reshape_wildcard::reshape3({0, 5}, 0, -1, 3, out),
              requirement_failed,
              "reshape_wildcard.mlir:36:14: in @reshape3: cannot infer a "
              "dimension of a zero-size target");
  EXPECT_FAIL(reshape_wildcard::reshape3({INT64_MAX, 2}, 1, 1, -1, out),
              overflow,
              "reshape_wildcard.mlir:7:8: in @reshape3: the number of elements "
              "overflows int64 at dimension 1 (extent 2)");
#ifdef __cpp_exceptions
  EXPECT_SHAPE(t_reshape_wildcard::reshape3({6}, 3, -1, 1), {3, 2, 1});
  EXPECT_THROW_MSG(t_reshape_wildcard::reshape3({6}, 4, -1, 1),
                   "reshape_wildcard.mlir:40:16: in @reshape3: shape is "
                   "invalid for input size");
#endif
  DONE();
}
