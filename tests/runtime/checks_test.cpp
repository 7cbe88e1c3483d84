// Checks returning Status: cstr_broadcastable, cstr_eq, cstr_require, fail,
// check_valid, check_argument, assuming_all's examples, and ShapeError where
// exceptions are enabled.
#include "test_support.hpp"

using namespace shapecc;
using test::filled;
using test::show;
using test::text;

namespace {
constexpr Site site{"checks.mlir", 3, 5, "checks", nullptr};
constexpr Site producer{"checks.mlir", 8, 1, "producer",
                        "inner dimensions required to match"};

/// shape.assuming_all on concrete witnesses: the first failure, or ok.
Status assuming_all(std::initializer_list<Status> witnesses) {
  for (const Status &w : witnesses)
    if (!w.ok())
      return w;
  return Status();
}
} // namespace

TEST_CASE("cstr_broadcastable: reference examples") {
  const Status w0 = cstr_broadcastable({{2, 2}, {3, 1, 2}}, site);
  CHECK(w0.ok());
  const Status w1 = cstr_broadcastable({{2, 2}, {3, 2}}, site);
  CHECK(w1.code() == Errc::not_broadcastable);
  CHECK(w1.site() == &site);
  CHECK(w1.message() == nullptr);
  const Error &e = *w1.error();
  CHECK(e.op == Op::cstr_broadcastable);
  CHECK(e.operands[0] == 0);
  CHECK(e.operands[1] == 1);
  CHECK(e.detail[0] == 0);
  CHECK(e.detail[1] == 2);
  CHECK(e.detail[2] == 3);
  REQUIRE(w1.num_shapes() == 2);
  CHECK(show(w1.shape(0)) == "[2,2]");
  CHECK(show(w1.shape(1)) == "[3,2]");
}

TEST_CASE("cstr_broadcastable: n-ary, edge extents, any rank") {
  CHECK(cstr_broadcastable({}, site).ok());
  CHECK(cstr_broadcastable({{7}}, site).ok());
  CHECK(cstr_broadcastable({{1, 4}, {3, 1}, {5, 1, 1}}, site).ok());
  CHECK(cstr_broadcastable({{0, 3}, {1, 3}}, site).ok());
  CHECK(cstr_broadcastable({filled(max_rank + 1, 2), {2}}, site).ok());
  const Status three = cstr_broadcastable({{1, 3}, {4, 1}, {5, 3}}, site);
  CHECK(three.code() == Errc::not_broadcastable);
  CHECK(three.error()->operands[0] == 1);
  CHECK(three.error()->operands[1] == 2);
  CHECK(show(three.shape(0)) == "[4,1]");
  CHECK(show(three.shape(1)) == "[5,3]");
  CHECK(cstr_broadcastable({{-1}, {2}}, site).code() ==
        Errc::not_broadcastable);
  CHECK(cstr_broadcastable({{INT64_MIN}, {INT64_MAX}}, site).code() ==
        Errc::not_broadcastable);
}

TEST_CASE("cstr_eq: reference examples") {
  CHECK(cstr_eq({{1, 2}, {1, 2}, {1, 2}}, site).ok());
  const Status w1 = cstr_eq({{2, 2}, {1, 2}}, site);
  CHECK(w1.code() == Errc::not_equal);
  CHECK(w1.error()->op == Op::cstr_eq);
  CHECK(w1.error()->detail[0] == 0);
  CHECK(w1.error()->detail[1] == 2);
  CHECK(w1.error()->detail[2] == 1);
  CHECK(show(w1.shape(0)) == "[2,2]");
  CHECK(show(w1.shape(1)) == "[1,2]");
}

TEST_CASE("cstr_eq: ranks, later operands, trivial cases") {
  CHECK(cstr_eq({}, site).ok());
  CHECK(cstr_eq({{3}}, site).ok());
  CHECK(cstr_eq({{}, {}}, site).ok());
  const Status ranks = cstr_eq({{1, 2}, {1, 2, 3}}, site);
  CHECK(ranks.code() == Errc::not_equal);
  CHECK(ranks.error()->detail[0] == -1);
  CHECK(ranks.error()->detail[1] == 2);
  CHECK(ranks.error()->detail[2] == 3);
  const Status third = cstr_eq({{1, 2}, {1, 2}, {1, 5}}, site);
  CHECK(third.error()->operands[0] == 0);
  CHECK(third.error()->operands[1] == 2);
  CHECK(third.error()->detail[0] == 1);
  CHECK(show(third.shape(1)) == "[1,5]");
}

TEST_CASE("assuming_all: the reference's witnesses") {
  const Status w0 = cstr_broadcastable({{2, 2}, {3, 1, 2}}, site); // passing
  const Status w1 = cstr_broadcastable({{2, 2}, {3, 2}}, site);    // failure
  const Status w2 = cstr_eq({{1, 2}, {1, 2}, {1, 2}}, site);       // passing
  const Status wf = assuming_all({w0, w1});
  CHECK(wf.code() == Errc::not_broadcastable);
  CHECK(text(wf) == text(w1));
  CHECK(assuming_all({w0, w2}).ok());
}

TEST_CASE("cstr_require and fail") {
  static constexpr Site require{"r.mlir", 2, 4, "f", "rank must be 2"};
  CHECK(cstr_require(true, require).ok());
  const Status no = cstr_require(false, require);
  CHECK(no.code() == Errc::requirement_failed);
  CHECK(no.site() == &require);
  CHECK(std::string(no.message()) == "rank must be 2");
  CHECK(no.error()->op == Op::cstr_require);

  const Status witness = fail(Errc::not_equal, require);
  CHECK(witness.code() == Errc::not_equal);
  CHECK(witness.error()->op == Op::const_witness);
  CHECK(witness.site() == &require);
  CHECK(fail(Errc::ok, site).code() == Errc::requirement_failed);
}

TEST_CASE(
    "check_valid: ok for valid values; an Error reported at its producing op") {
  CHECK(check_valid(const_shape({1}), site).ok());
  CHECK(check_valid(Size(4), site).ok());
  CHECK(check_valid(ShapeView({1, 2}), site).ok());

  const Shape met = meet({3, 4}, {3, 5}, &producer);
  const Status st = check_valid(met, site);
  CHECK(st.code() == Errc::invalid_shape);
  CHECK(st.site() == &producer);
  CHECK(std::string(st.message()) == "inner dimensions required to match");
  CHECK(st.error()->op == Op::meet);
  CHECK(st.error()->detail[0] == 1);
  CHECK(check_valid(ShapeView(met), site).site() == &producer);

  // The Error's own code; no producing site means the check's site.
  const Size product = mul(INT64_MAX, 2);
  const Status overflow = check_valid(product, site);
  CHECK(overflow.code() == Errc::overflow);
  CHECK(overflow.site() == &site);
  CHECK(check_valid(broadcast({{2}, {3}}), site).code() ==
        Errc::not_broadcastable);
  CHECK(check_valid(get_extent({1}, 1), site).code() == Errc::out_of_range);
  CHECK(check_valid(concat({1}, filled(max_rank, 1)), site).code() ==
        Errc::capacity_exceeded);
  CHECK(check_valid(shapecc::div(1, 0), site).code() == Errc::division_by_zero);
  CHECK(check_valid(value_as_shape(ShapeView({-1})), site).code() ==
        Errc::argument_mismatch);

  // The first error keeps its message through a chain of ops.
  const Shape chained = concat(broadcast({met, {1}}), {7});
  const Status first = check_valid(chained, site);
  CHECK(first.site() == &producer);
  CHECK(first.error()->op == Op::meet);
}

TEST_CASE("cstr_* on invalid operands report the operand's Error") {
  const Shape met = meet({3, 4}, {3, 5}, &producer);
  const Status b = cstr_broadcastable({{1}, met}, site);
  CHECK(b.code() == Errc::invalid_shape);
  CHECK(b.site() == &producer);
  const Status e = cstr_eq({met, {3, 4}}, site);
  CHECK(e.code() == Errc::invalid_shape);
  CHECK(e.site() == &producer);
  CHECK(e.num_shapes() == 0);
  const Shape wide = from_extent_tensor(filled(max_rank + 1, 1));
  CHECK(cstr_eq({wide, wide}, site).code() == Errc::capacity_exceeded);
  CHECK(cstr_eq({{1}, wide}, site).site() == &site);
}

TEST_CASE("check_argument: ranked, dynamic and unranked expectations") {
  CHECK(check_argument({2, 3}, "%a", 2, {2, 3}, site).ok());
  CHECK(check_argument({2, 3}, "%a", 2, {-1, 3}, site).ok());
  CHECK(check_argument({2, 3}, "%a", 2, {}, site)
            .ok()); // missing extents are dynamic
  CHECK(check_argument({}, "%a", 0, {}, site).ok());
  CHECK(check_argument({0, 0}, "%a", 2, {0, -1}, site).ok());
  CHECK(check_argument({2, 3, 4}, "%a", -1, {}, site).ok());
  CHECK(check_argument(filled(max_rank, 1), "%a", -1, {}, site).ok());
  // MLIR's kDynamic (INT64_MIN) is dynamic like -1.
  CHECK(check_argument({9}, "%a", 1, {INT64_MIN}, site).ok());

  const Status rank = check_argument({2, 3, 4}, "%lhs", 2, {2, 3}, site);
  CHECK(rank.code() == Errc::argument_mismatch);
  CHECK(std::string(rank.argument_name()) == "%lhs");
  CHECK(rank.error()->op == Op::check_argument);
  CHECK(rank.error()->detail[0] == -1);
  CHECK(rank.error()->detail[1] == 3);
  CHECK(rank.error()->detail[2] == 2);
  REQUIRE(rank.num_shapes() == 2);
  CHECK(show(rank.shape(0)) == "[2,3,4]");
  CHECK(show(rank.shape(1)) == "[2,3]");

  const Status extent = check_argument({2, 5}, "%rhs", 2, {-1, 4}, site);
  CHECK(extent.code() == Errc::argument_mismatch);
  CHECK(extent.error()->detail[0] == 1);
  CHECK(extent.error()->detail[1] == 5);
  CHECK(extent.error()->detail[2] == 4);
  CHECK(show(extent.shape(1)) == "[-1,4]");
}

TEST_CASE("check_cast: check_argument's checks, for a value") {
  CHECK(check_cast({2, 3}, "r", 2, {-1, 3}, site).ok());
  CHECK(check_cast({2, 3, 4}, nullptr, -1, {}, site).ok());
  const Status rank = check_cast({2, 3, 4}, "r", 2, {2, 3}, site);
  CHECK(rank.code() == Errc::argument_mismatch);
  CHECK(rank.error()->op == Op::cast);
  CHECK(std::string(rank.argument_name()) == "r");
  CHECK(rank.error()->detail[0] == -1);
  CHECK(rank.error()->detail[1] == 3);
  CHECK(rank.error()->detail[2] == 2);
  CHECK(show(rank.shape(1)) == "[2,3]");
  const Status negative = check_cast({2, -1}, "r", 2, {}, site);
  CHECK(negative.code() == Errc::argument_mismatch);
  CHECK(negative.error()->detail[0] == 1);
  const Status wide = check_cast(filled(max_rank + 1, 1), "r", -1, {}, site);
  CHECK(wide.code() == Errc::capacity_exceeded);
  CHECK(wide.error()->op == Op::cast);
}

TEST_CASE("check_argument: negative extents, capacity, invalid views") {
  const Status negative = check_argument({2, -1}, "%x", -1, {}, site);
  CHECK(negative.code() == Errc::argument_mismatch);
  CHECK(negative.error()->detail[0] == 1);
  CHECK(negative.error()->detail[1] == -1);
  CHECK(negative.num_shapes() == 1);
  // A negative extent where a dynamic one is expected, and where a static one
  // is.
  CHECK(check_argument({INT64_MIN}, "%x", 1, {-1}, site).code() ==
        Errc::argument_mismatch);
  CHECK(check_argument({-4}, "%x", 1, {4}, site).error()->detail[1] == -4);

  const Status wide =
      check_argument(filled(max_rank + 1, 1), "%x", -1, {}, site);
  CHECK(wide.code() == Errc::capacity_exceeded);
  CHECK(wide.error()->detail[0] == static_cast<std::int64_t>(max_rank + 1));
  CHECK(wide.error()->detail[1] == static_cast<std::int64_t>(max_rank));
  // A rank mismatch is reported before the capacity.
  CHECK(check_argument(filled(max_rank + 1, 1), "%x", 2, {}, site).code() ==
        Errc::argument_mismatch);
  const std::int64_t rank_over = static_cast<std::int64_t>(max_rank + 1);
  CHECK(check_argument(filled(max_rank + 1, 1), "%x", rank_over, {}, site)
            .code() == Errc::capacity_exceeded);

  const Shape met = meet(const_shape({1}), const_shape({2}), &producer);
  const Status invalid = check_argument(met, "%x", 1, {1}, site);
  CHECK(invalid.code() == Errc::invalid_shape);
  CHECK(invalid.site() == &producer);
}

TEST_CASE("check_argument: a negative extent at every position of every "
          "rank up to the capacity") {
  for (std::size_t rank = 0; rank <= max_rank; ++rank) {
    std::vector<std::int64_t> extents(rank, 3);
    CAPTURE(rank);
    CHECK(check_argument(extents, "%x", -1, {}, site).ok());
    for (std::size_t d = 0; d < rank; ++d) {
      CAPTURE(d);
      extents[d] = d % 2 ? -1 : INT64_MIN;
      const Status st = check_argument(extents, "%x", -1, {}, site);
      CHECK(st.code() == Errc::argument_mismatch);
      CHECK(st.error()->detail[0] == static_cast<std::int64_t>(d));
      CHECK(st.error()->detail[1] == extents[d]);
      extents[d] = 0;
    }
  }
}

#if defined(__cpp_exceptions)
TEST_CASE("ShapeError and throw_if_error") {
  CHECK_NOTHROW(throw_if_error(Status()));
  CHECK_NOTHROW(throw_if_error(cstr_require(true, site)));
  const Status st = cstr_broadcastable({{2, 3}, {4, 3}}, site);
  bool caught = false;
  try {
    throw_if_error(st);
  } catch (const ShapeError &e) {
    caught = true;
    CHECK(std::string(e.what()) == text(st));
    CHECK(e.status().code() == Errc::not_broadcastable);
    CHECK(e.status().site() == &site);
  }
  CHECK(caught);
  CHECK_THROWS_AS(throw_if_error(fail(Errc::overflow, site)), std::exception);

  const ShapeError constructed(cstr_require(false, producer));
  CHECK(std::string(constructed.what()) ==
        "checks.mlir:8:1: in @producer: inner dimensions required to match");
}

namespace {
/// `check(R())` calls one check with the result R. With Throw it must throw
/// exactly what throw_if_error of its Status throws, or nothing when that
/// Status is ok, and leave the same results.
template <class Check> void checkThrowMatchesStatus(Check check) {
  const Status st = check(Status());
  std::string thrown = "nothing";
  try {
    check(Throw());
  } catch (const ShapeError &e) {
    thrown = e.what();
    CHECK(e.status().code() == st.code());
    CHECK(e.status().site() == st.site());
  }
  CHECK(thrown == (st.ok() ? std::string("nothing") : text(st)));
}
} // namespace

TEST_CASE("a check with the result Throw throws the Status it returns") {
  const FoldedArgument arguments[] = {{0, "a"}, {1, "b"}};
  const test::Extents three{3}, four{4}, negative{2, -1},
      big = filled(max_rank, 2), huge = filled(max_rank + 1, 1);
  const Shape invalid = meet(const_shape({1}), const_shape({2}), &producer);
  for (const bool pred : {true, false}) {
    checkThrowMatchesStatus(
        [&](auto r) { return cstr_require<decltype(r)>(pred, site); });
    checkThrowMatchesStatus([&](auto r) {
      return cstr_require<decltype(r)>(pred, site, arguments, producer,
                                       ShapeView(negative), ShapeView(big));
    });
  }
  for (const ShapeView b :
       {ShapeView(three), ShapeView(four), ShapeView(negative), ShapeView(huge),
        ShapeView(invalid)}) {
    checkThrowMatchesStatus([&](auto r) {
      return cstr_eq<decltype(r)>({three, b}, site);
    });
    checkThrowMatchesStatus(
        [&](auto r) { return cstr_eq<decltype(r)>(three, b, site); });
    // Two shapes by value fail exactly as the same two in a list.
    const Status listed = cstr_eq({three, b}, site),
                 pair = cstr_eq(three, b, site);
    CHECK(pair.ok() == listed.ok());
    CHECK(pair.code() == listed.code());
    if (!listed.ok())
      CHECK(text(pair) == text(listed));
    checkThrowMatchesStatus([&](auto r) {
      return cstr_broadcastable<decltype(r)>({{2, 3}, b}, site);
    });
    checkThrowMatchesStatus([&](auto r) {
      return check_argument<decltype(r)>(b, "b", 1, {3}, site);
    });
    checkThrowMatchesStatus(
        [&](auto r) { return check_cast<decltype(r)>(b, "b", 1, {3}, site); });
    checkThrowMatchesStatus([&](auto r) {
      return check_arguments_of_rank<RankList<1, 1>, decltype(r)>(
          arguments, site, three, b);
    });
    checkThrowMatchesStatus([&](auto r) {
      return check_argument_of_rank<1, decltype(r)>(b, "b", site);
    });
    checkThrowMatchesStatus([&](auto r) {
      Shape out;
      return broadcast_checked<decltype(r)>({{2, 3}, b}, out, site, arguments,
                                            producer);
    });
    checkThrowMatchesStatus([&](auto r) {
      Shape out;
      return broadcast_checked<decltype(r)>({{2, 1}, b, three}, out, site);
    });
    checkThrowMatchesStatus([&](auto r) {
      Shape out;
      const test::Extents first{1, 3};
      const ShapeView shapes[] = {first, b, three};
      const Site *sites[] = {&site, &producer};
      return broadcast_chain_checked<decltype(r)>(shapes, out, sites, arguments,
                                                  producer);
    });
    checkThrowMatchesStatus([&](auto r) {
      std::int64_t n = 0;
      return num_elements_checked<decltype(r)>(b, n, site);
    });
    checkThrowMatchesStatus([&](auto r) {
      ShapeView head, tail;
      return split_at_checked<decltype(r)>(b, -1, head, tail, site);
    });
    checkThrowMatchesStatus([&](auto r) {
      std::int64_t extent = 0;
      return get_extent_checked<decltype(r)>(b, 1, extent, site);
    });
    checkThrowMatchesStatus([&](auto r) {
      Shape out;
      return concat_checked<decltype(r)>(b, big, out, site);
    });
    checkThrowMatchesStatus([&](auto r) {
      Shape out;
      return meet_checked<decltype(r)>(b, three, out, site);
    });
    checkThrowMatchesStatus([&](auto r) {
      const Site *const steps[] = {&producer, &site};
      Shape out;
      return concat_chain_checked<decltype(r)>(out, steps, big, b, big);
    });
    checkThrowMatchesStatus(
        [&](auto r) { return check_extents<decltype(r)>(b, site); });
    checkThrowMatchesStatus(
        [&](auto r) { return check_valid<decltype(r)>(b, site); });
  }
  for (const std::int64_t x : {std::int64_t{0}, std::int64_t{-1}, INT64_MIN}) {
    checkThrowMatchesStatus([&](auto r) {
      Shape out;
      return from_extents_checked<decltype(r)>(out, site, std::int64_t{2}, x);
    });
    checkThrowMatchesStatus([&](auto r) {
      return check_division<decltype(r)>(INT64_MIN, x, site);
    });
    checkThrowMatchesStatus(
        [&](auto r) { return check_loop<decltype(r)>(0, 10, x, site); });
    checkThrowMatchesStatus(
        [&](auto r) { return check_length<decltype(r)>(x, site); });
    checkThrowMatchesStatus([&](auto r) {
      Shape s = const_shape({2, 1});
      return push_extent<decltype(r)>(s, x, site);
    });
  }
  checkThrowMatchesStatus(
      [&](auto r) { return fail<decltype(r)>(Errc::overflow, site); });
}

TEST_CASE("ShapeError::what() truncates a message longer than its buffer") {
  std::string file(3000, 'f');
  const Site long_site{file.c_str(), 1, 1, "g", nullptr};
  const ShapeError e(cstr_require(false, long_site));
  const std::string what = e.what();
  CHECK(what.size() < text(cstr_require(false, long_site)).size());
  CHECK(what == text(cstr_require(false, long_site)).substr(0, what.size()));
  CHECK(what.size() > 500);
}
#endif
