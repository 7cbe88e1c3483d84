// The user suite's harness of batch_split.mlir's checker: three results, as
// out-parameters and as a structured binding.
#include "batch_split.hpp"
#include "user.hpp"
#ifdef __cpp_exceptions
#include "batch_split_throw.hpp"
#endif

int main() {
  using namespace shapecc;
  Shape batch, mat;
  int64_t count = -1;
  EXPECT_OK(batch_split::batch_split({5, 6, 2, 3}, batch, mat, count));
  EXPECT_SHAPE(batch, {5, 6});
  EXPECT_SHAPE(mat, {2, 3});
  EXPECT(count == 30);
  EXPECT_OK(batch_split::batch_split({2, 3}, batch, mat, count));
  EXPECT_SHAPE(batch, {});
  EXPECT_SHAPE(mat, {2, 3});
  EXPECT(count == 1);
  EXPECT_FAIL(
      batch_split::batch_split({7}, batch, mat, count), requirement_failed,
      "batch_split.mlir:9:8: in @batch_split: expected at least a matrix");
#ifdef __cpp_exceptions
  auto [b, m, n] = t_batch_split::batch_split({4, 1, 2, 3});
  EXPECT_SHAPE(b, {4, 1});
  EXPECT_SHAPE(m, {2, 3});
  EXPECT(n == 4);
  EXPECT(b.rank() == 2 && b[0] == 4);
  EXPECT_THROW_MSG(
      t_batch_split::batch_split({}),
      "batch_split.mlir:9:8: in @batch_split: expected at least a matrix");
#endif
  DONE();
}
