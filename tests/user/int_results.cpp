// The user suite's harness of int_results.mlir's checker: i32, i1 and i64
// results, as out-parameters and a structured binding.
#include "int_results.hpp"
#include "user.hpp"
#ifdef __cpp_exceptions
#include "int_results_throw.hpp"
#endif
#include <type_traits>

int main() {
  using namespace shapecc;
  int32_t common = -1;
  bool eq = true;
  int64_t diff = 99;
  EXPECT_OK(int_results::compare({2, 3, 4}, {2, 3, 5}, common, eq, diff));
  EXPECT(common == 2 && !eq && diff == 0);
  EXPECT_OK(int_results::compare({2, 3}, {2, 3, 1}, common, eq, diff));
  EXPECT(common == 2 && !eq && diff == -1);
  EXPECT_OK(int_results::compare({}, {}, common, eq, diff));
  EXPECT(common == 0 && eq && diff == 0);
  EXPECT_OK(int_results::compare({1}, {2, 1}, common, eq, diff));
  EXPECT(common == 0 && !eq && diff == -1);
#ifdef __cpp_exceptions
  auto [c, e, d] = t_int_results::compare({5, 6, 7, 8}, {5, 6, 7, 8});
  static_assert(std::is_same_v<decltype(c), int32_t>, "i32 result");
  static_assert(std::is_same_v<decltype(e), bool>, "i1 result");
  EXPECT(c == 4 && e && d == 0);
#endif
  DONE();
}
