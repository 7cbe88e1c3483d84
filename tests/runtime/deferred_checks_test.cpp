// The runtime side of deferred entry checks and of tensor.from_elements built
// in place: check_argument_of_rank, cstr_require with deferred arguments and
// from_extents_checked each report exactly what the checks they replace
// report, in the order emitted code used to run them.
#include "test_support.hpp"

#include <cstring>

namespace {

using shapecc::Errc;
using shapecc::Shape;
using shapecc::ShapeView;
using shapecc::Status;

constexpr shapecc::Site entry{"deferred.mlir", 1, 1, "f", nullptr};
constexpr shapecc::Site require{"deferred.mlir", 4, 9, "f", "a has rank 2"};
constexpr shapecc::FoldedArgument arguments[] = {{0, "a"}, {1, "b"}};

/// Two statuses report the same failure: code, site, detail, operand shapes
/// and message.
void checkSame(const Status &actual, const Status &expected) {
  REQUIRE(actual.code() == expected.code());
  if (expected.ok())
    return;
  CHECK(actual.site() == expected.site());
  CHECK(actual.error()->op == expected.error()->op);
  CHECK(std::memcmp(actual.error()->detail, expected.error()->detail,
                    sizeof expected.error()->detail) == 0);
  CHECK(actual.num_shapes() == expected.num_shapes());
  CHECK(actual.argument_name() == expected.argument_name());
  CHECK(test::text(actual) == test::text(expected));
}

/// What emitted code checked before deferral: a, b on entry, then the
/// requirement.
Status inOrder(ShapeView a, ShapeView b, bool pred) {
  SHAPECC_RETURN_IF_ERROR(shapecc::check_argument(a, "a", -1, {}, entry));
  SHAPECC_RETURN_IF_ERROR(shapecc::check_argument(b, "b", -1, {}, entry));
  return shapecc::cstr_require(pred, require);
}

} // namespace

TEST_CASE("check_argument_of_rank is the unranked entry check at that rank") {
  const test::Extents cases[] = {
      {2, 3}, {0, 0}, {-2, 3}, {2, -3}, {INT64_MIN, 1}};
  for (const test::Extents &e : cases) {
    CAPTURE(test::show(ShapeView(e)));
    checkSame(shapecc::check_argument_of_rank<2>(e, "a", entry),
              shapecc::check_argument(e, "a", -1, {}, entry));
  }
  checkSame(shapecc::check_argument_of_rank<0>(ShapeView(test::Extents{}), "a",
                                               entry),
            Status());
  // Rank 0 is also the rank of an invalid view, whose own error is reported.
  const Shape invalid = shapecc::broadcast({{2}, {3}}, &entry);
  checkSame(shapecc::check_argument_of_rank<0>(invalid, "a", entry),
            shapecc::check_argument(invalid, "a", -1, {}, entry));
  CHECK(shapecc::check_argument_of_rank<0>(invalid, "a", entry).code() ==
        Errc::not_broadcastable);
  // A proven rank above SHAPECC_MAX_RANK is capacity_exceeded, as on entry.
  const test::Extents deep = test::filled(shapecc::max_rank + 1, 1);
  checkSame(
      shapecc::check_argument_of_rank<shapecc::max_rank + 1>(deep, "a", entry),
      shapecc::check_argument(deep, "a", -1, {}, entry));
}

TEST_CASE("check_arguments_of_rank is check_argument_of_rank of each in turn") {
  const test::Extents good = {2, 3}, zeros = {0, 0}, negative = {2, -3},
                      first = {-2, 3}, lowest = {INT64_MIN, 1};
  const test::Extents *shapes[] = {&good, &zeros, &negative, &first, &lowest};
  for (const test::Extents *a : shapes)
    for (const test::Extents *b : shapes) {
      CAPTURE(test::show(ShapeView(*a)));
      CAPTURE(test::show(ShapeView(*b)));
      const ShapeView va(*a), vb(*b);
      const auto oneByOne = [&]() -> Status {
        SHAPECC_RETURN_IF_ERROR(
            shapecc::check_argument_of_rank<2>(va, "a", entry));
        return shapecc::check_argument_of_rank<2>(vb, "b", entry);
      };
      checkSame(shapecc::check_arguments_of_rank<shapecc::RankList<2, 2>>(
                    arguments, entry, va, vb),
                oneByOne());
    }
  // Different ranks, and the second failing alone.
  const test::Extents one = {5}, three = {1, -1, 1};
  checkSame(shapecc::check_arguments_of_rank<shapecc::RankList<1, 3>>(
                arguments, entry, ShapeView(one), ShapeView(three)),
            shapecc::check_argument_of_rank<3>(three, "b", entry));
  CHECK(shapecc::check_arguments_of_rank<shapecc::RankList<1, 3>>(
            arguments, entry, ShapeView(one), ShapeView(three))
            .argument_name() == std::string("b"));
  // Rank 0 admits the scalar shape, not an invalid view: its own error.
  const Shape invalid = shapecc::broadcast({{2}, {3}}, &entry);
  const test::Extents scalar = {};
  CHECK(shapecc::check_arguments_of_rank<shapecc::RankList<0, 0>>(
            arguments, entry, ShapeView(scalar), ShapeView(scalar))
            .ok());
  checkSame(shapecc::check_arguments_of_rank<shapecc::RankList<0, 0>>(
                arguments, entry, ShapeView(scalar), ShapeView(invalid)),
            shapecc::check_argument_of_rank<0>(invalid, "b", entry));
  // A proven rank above SHAPECC_MAX_RANK is capacity_exceeded, as on entry.
  const test::Extents deep = test::filled(shapecc::max_rank + 1, 1);
  checkSame(shapecc::check_arguments_of_rank<
                shapecc::RankList<2, shapecc::max_rank + 1>>(
                arguments, entry, ShapeView(good), ShapeView(deep)),
            shapecc::check_argument(deep, "b", -1, {}, entry));
}

TEST_CASE("cstr_require before deferred entry checks reports theirs first") {
  const test::Extents good = {2, 3}, negative = {2, -3}, other = {4};
  const test::Extents deep = test::filled(shapecc::max_rank + 1, 1);
  const test::Extents *shapes[] = {&good, &negative, &other, &deep};
  for (const test::Extents *a : shapes)
    for (const test::Extents *b : shapes)
      for (bool pred : {true, false}) {
        CAPTURE(test::show(ShapeView(*a)));
        CAPTURE(test::show(ShapeView(*b)));
        CAPTURE(pred);
        const ShapeView va(*a), vb(*b);
        const Status deferred =
            shapecc::cstr_require(pred, require, arguments, entry, va, vb);
        // A passing requirement reports nothing: the deferred checks run
        // later.
        if (pred)
          CHECK(deferred.ok());
        else
          checkSame(deferred, inOrder(va, vb, pred));
      }
  CHECK(shapecc::cstr_require(false, require, arguments, entry,
                              ShapeView(negative), ShapeView(good))
            .argument_name() == std::string("a"));
}

TEST_CASE("from_extents_checked is from_extents then check_valid") {
  Shape out;
  REQUIRE(shapecc::from_extents_checked(out, entry, 7, 0, 3).ok());
  CHECK(test::show(out) == "[7,0,3]");
  REQUIRE(shapecc::from_extents_checked(out, entry).ok());
  CHECK(test::show(out) == "[]");

  const Shape negative = shapecc::from_extents({7, -1, -3}, &entry);
  checkSame(shapecc::from_extents_checked(out, entry, 7, -1, -3),
            shapecc::check_valid(negative, entry));
  CHECK(
      shapecc::from_extents_checked(out, entry, INT64_MIN).error()->detail[1] ==
      INT64_MIN);

  // One extent more than SHAPECC_MAX_RANK (4 in the rank4 build, else 16).
  const auto tooMany = [&](auto... extents) {
    const Shape copy = shapecc::from_extents({extents...}, &entry);
    checkSame(shapecc::from_extents_checked(out, entry, extents...),
              shapecc::check_valid(copy, entry));
    CHECK(shapecc::from_extents_checked(out, entry, extents...).code() ==
          Errc::capacity_exceeded);
  };
  if constexpr (shapecc::max_rank == 4)
    tooMany(1, 1, 1, 1, -1);
  else if constexpr (shapecc::max_rank == 16)
    tooMany(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, -1);
}

TEST_CASE("from_nonnegative_extents_checked is from_extents_checked of "
          "non-negative extents") {
  Shape out = shapecc::from_extents({9, 9, 9, 9}, &entry);
  REQUIRE(shapecc::from_nonnegative_extents_checked(out, entry, 7, 0).ok());
  CHECK(test::show(out) == "[7,0]");
  REQUIRE(shapecc::from_nonnegative_extents_checked(out, entry).ok());
  CHECK(test::show(out) == "[]");
  REQUIRE(
      shapecc::from_nonnegative_extents_checked(out, entry, INT64_MAX).ok());
  CHECK(test::show(out) == "[9223372036854775807]");

  // Only the number of extents is checked: one more than SHAPECC_MAX_RANK
  // fails as from_extents_checked does.
  const auto tooMany = [&](auto... extents) {
    Shape expected;
    const Status want =
        shapecc::from_extents_checked(expected, entry, extents...);
    REQUIRE(want.code() == Errc::capacity_exceeded);
    checkSame(shapecc::from_nonnegative_extents_checked(out, entry, extents...),
              want);
#if defined(__cpp_exceptions)
    CHECK_THROWS_AS(shapecc::from_nonnegative_extents_checked<shapecc::Throw>(
                        out, entry, extents...),
                    shapecc::ShapeError);
#endif
  };
  if constexpr (shapecc::max_rank == 4)
    tooMany(1, 2, 3, 4, 5);
  else if constexpr (shapecc::max_rank == 16)
    tooMany(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17);
}
