// The user suite's debug build (integration.md, "When to define
// SHAPECC_ALWAYS_INLINE empty"): compiled by GCC at -Og and -O1, which fail to
// compile a call through a function pointer they resolve to an always_inline
// checker, with the macro defined empty. A checker called through a pointer,
// a constant table read at a constant index and a helper template gives what
// a direct call gives.
#include "int_results.hpp"
#include "user.hpp"

#define DEBUG_BUILD_STRING(x) #x
#define DEBUG_BUILD_EXPANDED(x) DEBUG_BUILD_STRING(x)

namespace {
using Compare = shapecc::Status (*)(shapecc::ShapeView, shapecc::ShapeView,
                                    int32_t &, bool &, int64_t &) noexcept;
constexpr Compare table[] = {&int_results::compare};

template <class R, class... A> R invoke(R (*fn)(A...) noexcept, A... a) {
  return fn(a...);
}
} // namespace

int main() {
  static_assert(sizeof(DEBUG_BUILD_EXPANDED(SHAPECC_ALWAYS_INLINE)) == 1,
                "SHAPECC_ALWAYS_INLINE is defined empty in this build");
  int32_t common = -1;
  bool eq = true;
  int64_t diff = 99;
  Compare compare = &int_results::compare;
  EXPECT_OK(compare({2, 3, 4}, {2, 3, 5}, common, eq, diff));
  EXPECT(common == 2 && !eq && diff == 0);
  EXPECT_OK(table[0]({5, 6}, {5, 6, 1}, common, eq, diff));
  EXPECT(common == 2 && !eq && diff == -1);
  EXPECT_OK((invoke<shapecc::Status, shapecc::ShapeView, shapecc::ShapeView,
                    int32_t &, bool &, int64_t &>(&int_results::compare, {7},
                                                  {7}, common, eq, diff)));
  EXPECT(common == 1 && eq && diff == 0);
  DONE();
}
