// Runs the checkers of upstream_forms.mlir: poison placeholders left by
// upstream passes, and the results of a function the user defines.
#include "Inputs/driver.hpp"

#include <cstring>
#include <string>

using shapecc::Errc;

// The user's definition of the declared @dims: its argument, as it is (a
// copy; an invalid view gives an invalid Shape).
namespace st {
shapecc::Status dims(shapecc::ShapeView x, shapecc::Shape &out) noexcept {
  out = shapecc::to_shape(x);
  return shapecc::Status();
}
} // namespace st
#if defined(__cpp_exceptions)
namespace th {
shapecc::Shape dims(shapecc::ShapeView x) { return shapecc::to_shape(x); }
} // namespace th
#endif

TEST_CASE("a loop lifted back from cf, with its poison, sums as the source") {
  for (int64_t n = -3; n <= 40; ++n) {
    int64_t source = -1, lifted = -2;
    REQUIRE(st::sum(n, source).ok());
    REQUIRE(st::sum_lifted(n, lifted).ok());
    CHECK(source == lifted);
    CHECK(lifted == (n > 0 ? n * (n - 1) / 2 : 0));
    IF_EXCEPTIONS(CHECK(th::sum_lifted(n) == lifted);)
  }
}

TEST_CASE("the dropped witnesses' poison changes nothing") {
  int64_t out = -1;
  REQUIRE(st::guarded({2, 1}, {3}, 4, out).ok());
  CHECK(out == 8);
  REQUIRE(st::guarded({2}, {3}, 0, out).ok());
  CHECK(out == 0);
  const shapecc::Status status = st::guarded({2}, {3}, 1, out);
  CHECK(status.code() == Errc::not_broadcastable);
  IF_EXCEPTIONS(CHECK(th::guarded({5, 1}, {1, 3}, 3) == 6);
                CHECK(thrown([] { (void)th::guarded({2}, {3}, 1); }).code() ==
                      Errc::not_broadcastable);)
}

TEST_CASE("poison of each type is one fixed value") {
  int64_t index = -1, size = -1;
  bool flag = true;
  int32_t narrow = -1;
  shapecc::Shape shape = shapecc::to_shape({1, 2}),
                 tensor = shapecc::to_shape({3}), fixed;
  REQUIRE(
      st::placeholders(index, flag, narrow, size, shape, tensor, fixed).ok());
  CHECK(index == 0);
  CHECK(flag == false);
  CHECK(narrow == 0);
  CHECK(size == 0);
  CHECK(extents(shape) == Extents{});
  CHECK(extents(tensor) == Extents{});
  CHECK(extents(fixed) == Extents{0, 0});
  int64_t guarded = 0;
  REQUIRE(st::poison_guard(7, guarded).ok());
  CHECK(guarded == 7);
}

TEST_CASE("a declared function's tensor result is checked against its type") {
  int64_t second = -1;
  REQUIRE(st::second_of_dims({3, 4}, second).ok());
  CHECK(second == 4);
  for (const Extents &wrong : {Extents{5}, Extents{}, Extents{1, 2, 3}}) {
    CAPTURE(wrong.size());
    const shapecc::Status status = st::second_of_dims(
        shapecc::ShapeView(wrong.data(), wrong.size()), second);
    CHECK(status.code() == Errc::argument_mismatch);
    const std::string text = message(status);
    CHECK(text.find("upstream_forms.mlir:107:8: in @second_of_dims: value d "
                    "has shape [") == 0);
    CHECK(text.find("expected [?,?]: rank " + std::to_string(wrong.size()) +
                    ", expected 2") != std::string::npos);
    IF_EXCEPTIONS(CHECK(thrown([&] {
                          (void)th::second_of_dims(
                              shapecc::ShapeView(wrong.data(), wrong.size()));
                        }).code() == Errc::argument_mismatch);)
  }
}
