// Runs the checkers of library.mlir: the reference's error-monadic matmul
// shape function, shape.meet as a constraint, and the library's registry.
#include "Inputs/driver.hpp"

#include <cstring>

using shapecc::ValueShapeView;

TEST_CASE("matmul computes [m, k] x [k, n] -> [m, n]") {
  shapecc::Shape out;
  REQUIRE(st::shplib::matmul(ValueShapeView{{2, 3}, {}},
                             ValueShapeView{{3, 5}, {}}, out)
              .ok());
  CHECK(extents(out) == Extents{2, 5});
  IF_EXCEPTIONS(CHECK(extents(th::shplib::matmul(ValueShapeView{{7, 1}, {}},
                                                 ValueShapeView{{1, 1}, {}})) ==
                      Extents{7, 1});)
}

TEST_CASE("a failing meet fails on the spot with its error= message") {
  shapecc::Shape out;
  shapecc::Status status = st::shplib::matmul(
      ValueShapeView{{2, 3, 4}, {}}, ValueShapeView{{3, 4, 5}, {}}, out);
  CHECK(status.code() == shapecc::Errc::invalid_shape);
  REQUIRE(status.message() != nullptr);
  CHECK(std::strcmp(status.message(), "requires rank 2 operands") == 0);
  CHECK(message(status).find("in @matmul: requires rank 2 operands") !=
        std::string::npos);

  status = st::shplib::matmul(ValueShapeView{{2, 3}, {}},
                              ValueShapeView{{4, 5}, {}}, out);
  CHECK(status.code() == shapecc::Errc::invalid_shape);
  REQUIRE(status.message() != nullptr);
  CHECK(std::strcmp(status.message(), "inner dimensions required to match") ==
        0);
  IF_EXCEPTIONS(CHECK(thrown([] {
                        (void)th::shplib::matmul(ValueShapeView{{2, 3}, {}},
                                                 ValueShapeView{{4, 5}, {}});
                      }).code() == shapecc::Errc::invalid_shape);)
}

TEST_CASE("ranks that differ fail at the first meet") {
  shapecc::Shape out;
  shapecc::Status status = st::shplib::matmul(ValueShapeView{{2, 3}, {}},
                                              ValueShapeView{{3}, {}}, out);
  CHECK(status.code() == shapecc::Errc::invalid_shape);
  CHECK(status.message() == nullptr);
}

TEST_CASE("value shapes are checked on entry") {
  shapecc::Shape out;
  CHECK(st::shplib::same(ValueShapeView{{2, -1}, {}}, out).code() ==
        shapecc::Errc::argument_mismatch);
  REQUIRE(st::shplib::same(ValueShapeView{{2, 8}, {}}, out).ok());
  CHECK(extents(out) == Extents{2, 8});
}

TEST_CASE("the registry maps op names to shape functions by type") {
  using st::shplib::lookup;
  using st::shplib::signature0;
  using st::shplib::signature1;
  static_assert(lookup<signature0>("foo.matmul") == &st::shplib::matmul);
  static_assert(lookup<signature1>("std.atan") == &st::shplib::same);
  static_assert(lookup<signature1>("std.exp") == &st::shplib::same);
  static_assert(lookup<signature1>("foo.matmul") == nullptr);
  static_assert(lookup<signature0>("std.tanh") == nullptr);
  static_assert(std::size(st::shplib::ops) == 3);
  CHECK(st::shplib::ops[0] == "foo.matmul");
  CHECK(std::string(st::shplib::registry1[1].function) == "same");

  signature0 fn = lookup<signature0>(std::string("foo.") + "matmul");
  REQUIRE(static_cast<bool>(fn));
  shapecc::Shape out;
  REQUIRE(fn(ValueShapeView{{4, 2}, {}}, ValueShapeView{{2, 9}, {}}, out).ok());
  CHECK(extents(out) == Extents{4, 9});
  IF_EXCEPTIONS(static_assert(th::shplib::lookup<th::shplib::signature0>(
                                  "foo.matmul") == &th::shplib::matmul);)
}
