// Ops on shapes, including every worked example of the shape dialect reference.
// Runtime values are concrete: a reference example with an unranked [*] or
// unknown ? operand is tested with a concrete equivalent (each [*] and ?
// replaced by values consistent with the example's result), as the comments
// there say.
#include "test_support.hpp"

using namespace shapecc;
using test::error_of;
using test::Extents;
using test::filled;
using test::show;

namespace {
constexpr Site site{"shapes.mlir", 4, 8, "shapes", nullptr};
constexpr Site other{"shapes.mlir", 6, 2, "shapes", nullptr};
// Two invalid shapes with different errors, and an invalid size.
const Shape not_broadcastable = broadcast({{2}, {3}}, &site);
const Shape too_long = from_extent_tensor(filled(max_rank + 1, 1), &other);
const Size bad_index = get_extent({1}, 5, &other);

/// split_at's two results rendered "head tail".
std::string split(ShapeView s, const Size &index) {
  Shape head, tail;
  split_at(s, index, head, tail, &site);
  return show(head) + " " + show(tail);
}

/// Whether `result` carries exactly the Error of `source` (propagated
/// unchanged).
bool carries(ShapeView result, const Error &source) {
  if (result.valid())
    return false;
  const Error &e = *result.error();
  return e.code == source.code && e.op == source.op && e.site == source.site &&
         e.detail[0] == source.detail[0] && e.detail[1] == source.detail[1] &&
         e.detail[2] == source.detail[2];
}
bool carries(const Size &result, const Error &source) {
  if (result.valid())
    return false;
  const Error &e = *result.error();
  return e.code == source.code && e.op == source.op && e.site == source.site &&
         e.detail[0] == source.detail[0] && e.detail[1] == source.detail[1];
}
} // namespace

TEST_CASE(
    "broadcast: reference examples and the rule for each aligned dimension") {
  // From is_broadcastable / cstr_broadcastable: [2,2] with [3,1,2] broadcasts.
  CHECK(show(broadcast({{2, 2}, {3, 1, 2}})) == "[3,2,2]");
  // [2,2] with [3,2] does not: dimension 0 has 2 and 3.
  const Error e = error_of(broadcast({{2, 2}, {3, 2}}, &site));
  CHECK(e.code == Errc::not_broadcastable);
  CHECK(e.op == Op::broadcast);
  CHECK(e.site == &site);
  CHECK(e.detail[0] == 0);
  CHECK(e.detail[1] == 2);
  CHECK(e.detail[2] == 3);
  CHECK(e.operands[0] == 0);
  CHECK(e.operands[1] == 1);
  // result[i] = lhs[i] if equal, lhs[i] if rhs[i] == 1, rhs[i] if lhs[i] == 1;
  // the shorter shape is padded with 1s on the left.
  CHECK(show(broadcast({{5, 4}, {5, 4}})) == "[5,4]");
  CHECK(show(broadcast({{5, 4}, {1, 1}})) == "[5,4]");
  CHECK(show(broadcast({{1, 1}, {5, 4}})) == "[5,4]");
  CHECK(show(broadcast({{4}, {3, 2, 1}})) == "[3,2,4]");
  CHECK(show(broadcast({{3, 2, 1}, {4}})) == "[3,2,4]");
}

TEST_CASE("broadcast: a conflict names the leftmost result dimension and its "
          "extents") {
  const Error e = error_of(broadcast({{7, 2, 3}, {5, 3}}));
  CHECK(e.detail[0] == 1);
  CHECK(e.detail[1] == 2);
  CHECK(e.detail[2] == 5);
  const Error f = error_of(broadcast({{5, 3}, {7, 2, 3}}));
  CHECK(f.detail[0] == 1);
  CHECK(f.detail[1] == 5);
  CHECK(f.detail[2] == 2);
  CHECK(error_of(broadcast({{2, 3}, {4, 5}})).detail[0] == 0);
}

TEST_CASE("broadcast: n-ary") {
  CHECK(show(broadcast({})) == "[]");
  CHECK(show(broadcast({{2, 3}})) == "[2,3]");
  CHECK(show(broadcast({{1, 4}, {3, 1}, {5, 1, 1}})) == "[5,3,4]");
  CHECK(show(broadcast({{1}, {1}, {1}, {6}})) == "[6]");
  const Error e = error_of(broadcast({{2}, {1}, {3}}));
  CHECK(e.code == Errc::not_broadcastable);
  CHECK(e.operands[0] == 0);
  CHECK(e.operands[1] == 2);
  CHECK(e.detail[1] == 2);
  CHECK(e.detail[2] == 3);
  const Error f = error_of(broadcast({{1, 3}, {4, 1}, {5, 3}, {4, 3}}));
  CHECK(f.operands[0] == 1);
  CHECK(f.operands[1] == 2);
  CHECK(f.detail[0] == 0);
}

TEST_CASE("broadcast: rank 0, zero extents, negative and extreme extents") {
  CHECK(show(broadcast({{}, {}})) == "[]");
  CHECK(show(broadcast({{}, {2, 3}})) == "[2,3]");
  CHECK(show(broadcast({{0, 3}, {1, 3}})) == "[0,3]");
  CHECK(show(broadcast({{0}, {0}})) == "[0]");
  CHECK(show(broadcast({{0}, {5}})) == "invalid:not_broadcastable");
  // A negative extent is just an extent that is neither equal nor 1.
  CHECK(show(broadcast({{-1}, {1}})) == "[-1]");
  CHECK(show(broadcast({{-1}, {-1}})) == "[-1]");
  CHECK(show(broadcast({{-1}, {2}})) == "invalid:not_broadcastable");
  CHECK(show(broadcast({{1}, {-1}, {3}})) == "invalid:not_broadcastable");
  CHECK(show(broadcast({{INT64_MIN}, {INT64_MAX}})) ==
        "invalid:not_broadcastable");
  CHECK(show(broadcast({{INT64_MIN, 1}, {1, INT64_MAX}})) ==
        "[-9223372036854775808,9223372036854775807]");
}

TEST_CASE(
    "broadcast: rank at capacity works, capacity + 1 is capacity_exceeded") {
  const Extents full = filled(max_rank, 2), over = filled(max_rank + 1, 1);
  CHECK(broadcast({full, {2}}).rank() == max_rank);
  CHECK(broadcast({{2}, full, {1}}).rank() == max_rank);
  for (const Shape &r :
       {broadcast({over, {1}}, &site), broadcast({{1}, over, {}}, &site)}) {
    const Error e = error_of(r);
    CHECK(e.code == Errc::capacity_exceeded);
    CHECK(e.site == &site);
    CHECK(e.detail[0] == static_cast<std::int64_t>(max_rank + 1));
    CHECK(e.detail[1] == static_cast<std::int64_t>(max_rank));
  }
}

TEST_CASE(
    "broadcast: invalid operands propagate unchanged, the first one winning") {
  CHECK(carries(broadcast({{1}, not_broadcastable}, &other),
                *not_broadcastable.error()));
  CHECK(carries(broadcast({too_long, {7}}, &site), *too_long.error()));
  CHECK(carries(broadcast({too_long, not_broadcastable}), *too_long.error()));
  CHECK(carries(broadcast({not_broadcastable, too_long}),
                *not_broadcastable.error()));
  CHECK(carries(broadcast({{1}, {2}, not_broadcastable}),
                *not_broadcastable.error()));
}

TEST_CASE("is_broadcastable: reference examples, invalid operands, any rank") {
  CHECK(is_broadcastable({{2, 2}, {3, 1, 2}}));
  CHECK_FALSE(is_broadcastable({{2, 2}, {3, 2}}));
  CHECK(is_broadcastable({}));
  CHECK(is_broadcastable({{4, 1}}));
  CHECK(is_broadcastable({{1, 4}, {3, 1}, {5, 1, 1}}));
  CHECK_FALSE(is_broadcastable({{2}, {1}, {3}}));
  CHECK_FALSE(is_broadcastable({{-1}, {2}}));
  CHECK_FALSE(is_broadcastable({{1}, not_broadcastable}));
  CHECK_FALSE(is_broadcastable({not_broadcastable, {1}, {1}}));
  // No result is built, so ranks above the capacity are fine.
  const Extents over = filled(max_rank + 1, 3);
  CHECK(is_broadcastable({over, {3}}));
  CHECK(is_broadcastable({{1}, over, {3, 3}}));
}

TEST_CASE("any: reference examples with concrete operands") {
  // any [2,?], [?,3] -> [2,3]: concretely both operands are [2,3].
  CHECK(show(any({{2, 3}, {2, 3}})) == "[2,3]");
  // any [?,?], [1,2] -> [1,2]: concretely both operands are [1,2].
  CHECK(show(any({{1, 2}, {1, 2}})) == "[1,2]");
  CHECK(show(any({{4}})) == "[4]");
  CHECK(show(any({})) == "[]");
  CHECK(show(any({{}, {}})) == "[]");
  CHECK(any({filled(max_rank, 5)}).rank() == max_rank);
  CHECK(error_of(any({filled(max_rank + 1, 5)}, &site)).code ==
        Errc::capacity_exceeded);
  CHECK(carries(any({{1}, not_broadcastable}), *not_broadcastable.error()));
  CHECK(carries(any({too_long, not_broadcastable}), *too_long.error()));
}

TEST_CASE("concat: reference examples, capacity, propagation") {
  CHECK(show(concat({2, 3}, {4, 5})) == "[2,3,4,5]");
  CHECK(show(concat({}, {})) == "[]");
  CHECK(show(concat({}, {4, 5, 6})) == "[4,5,6]");
  CHECK(show(concat({4, 5, 6}, {})) == "[4,5,6]");
  const Extents half = filled(max_rank / 2, 1),
                rest = filled(max_rank - max_rank / 2, 2);
  CHECK(concat(half, rest).rank() == max_rank);
  const Error e =
      error_of(concat(half, filled(max_rank - max_rank / 2 + 1, 2), &site));
  CHECK(e.code == Errc::capacity_exceeded);
  CHECK(e.op == Op::concat);
  CHECK(e.site == &site);
  CHECK(e.detail[0] == static_cast<std::int64_t>(max_rank + 1));
  CHECK(e.detail[1] == static_cast<std::int64_t>(max_rank));
  // Each operand alone above capacity, and sizes whose sum would wrap around.
  CHECK(error_of(concat(filled(max_rank + 1, 1), {})).code ==
        Errc::capacity_exceeded);
  const std::int64_t one = 1;
  CHECK(error_of(concat({1}, ShapeView(&one, SIZE_MAX))).code ==
        Errc::capacity_exceeded);
  CHECK(carries(concat(not_broadcastable, {1}), *not_broadcastable.error()));
  CHECK(carries(concat({1}, too_long), *too_long.error()));
  CHECK(carries(concat(too_long, not_broadcastable), *too_long.error()));
}

TEST_CASE("const_shape: reference examples and capacity") {
  CHECK(show(const_shape({})) == "[]");
  CHECK(show(const_shape({1, 2, 3})) == "[1,2,3]");
  CHECK(show(const_shape({4, 5, 6})) == "[4,5,6]");
#if SHAPECC_MAX_RANK < 17
  const Error e = error_of(const_shape(
      {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17}, &site));
  CHECK(e.code == Errc::capacity_exceeded);
  CHECK(e.op == Op::const_shape);
  CHECK(e.detail[0] == 17);
#endif
#if SHAPECC_MAX_RANK == 16
  CHECK(const_shape({1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
            .rank() == 16);
#endif
}

TEST_CASE("from_extents: sizes to a shape, invalid sizes propagate, capacity") {
  CHECK(show(from_extents({Size(2), 3})) == "[2,3]");
  CHECK(show(from_extents({})) == "[]");
  CHECK(show(from_extents({add(1, 2), mul(2, 2)})) == "[3,4]");
  CHECK(carries(from_extents({1, bad_index}), *bad_index.error()));
  const Size overflowed = add(INT64_MAX, 1, &site);
  CHECK(carries(from_extents({overflowed, bad_index}), *overflowed.error()));
#if SHAPECC_MAX_RANK < 17
  const Error e = error_of(from_extents(
      {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17}, &site));
  CHECK(e.code == Errc::capacity_exceeded);
  CHECK(e.op == Op::from_extents);
#endif
}

TEST_CASE("from_extent_tensor and to_extent_tensor copy extents, up to the "
          "capacity") {
  const std::vector<std::int64_t> tensor{3, 0, 5};
  CHECK(show(from_extent_tensor(tensor)) == "[3,0,5]");
  CHECK(show(to_extent_tensor(const_shape({3, 0, 5}))) == "[3,0,5]");
  CHECK(show(from_extent_tensor(std::vector<std::int64_t>{})) == "[]");
  CHECK(from_extent_tensor(filled(max_rank, 1)).rank() == max_rank);
  CHECK(to_extent_tensor(filled(max_rank, 1)).rank() == max_rank);
  const Error &e = *too_long.error();
  CHECK(e.code == Errc::capacity_exceeded);
  CHECK(e.op == Op::from_extent_tensor);
  CHECK(e.site == &other);
  CHECK(error_of(to_extent_tensor(filled(max_rank + 1, 1))).op ==
        Op::to_extent_tensor);
  CHECK(
      carries(to_extent_tensor(not_broadcastable), *not_broadcastable.error()));
  CHECK(carries(from_extent_tensor(not_broadcastable),
                *not_broadcastable.error()));
}

TEST_CASE("get_extent and dim: in range, out of range, propagation") {
  const Shape s = const_shape({4, 5, 6});
  CHECK(show(get_extent(s, 0)) == "4");
  CHECK(show(get_extent(s, 2)) == "6");
  CHECK(show(dim(s, 1)) == "5");
  for (const std::int64_t index :
       {INT64_C(3), INT64_C(-1), INT64_C(-3), INT64_MIN, INT64_MAX}) {
    const Error e = error_of(get_extent(s, index, &site));
    CHECK(e.code == Errc::out_of_range);
    CHECK(e.op == Op::get_extent);
    CHECK(e.site == &site);
    CHECK(e.detail[0] == index);
    CHECK(e.detail[1] == 3);
    const Error d = error_of(dim(s, index, &other));
    CHECK(d.code == Errc::out_of_range);
    CHECK(d.op == Op::dim);
    CHECK(d.site == &other);
    CHECK(d.detail[0] == index);
  }
  CHECK(show(get_extent({}, 0)) == "invalid:out_of_range");
  CHECK(carries(get_extent(not_broadcastable, 0), *not_broadcastable.error()));
  CHECK(carries(get_extent(s, bad_index), *bad_index.error()));
  CHECK(carries(dim(s, bad_index), *bad_index.error()));
  CHECK(carries(get_extent(too_long, bad_index), *too_long.error()));
  // Views longer than the capacity are readable.
  Extents over = filled(max_rank + 1, 1);
  over.back() = 9;
  CHECK(show(get_extent(over, static_cast<std::int64_t>(max_rank))) == "9");
}

TEST_CASE("rank") {
  CHECK(show(rank({})) == "0");
  CHECK(show(rank({1, 2, 3})) == "3");
  CHECK(show(rank(filled(max_rank + 1, 1))) == std::to_string(max_rank + 1));
  CHECK(carries(rank(not_broadcastable), *not_broadcastable.error()));
}

TEST_CASE("num_elements: products, exact overflow detection, zero extents") {
  CHECK(show(num_elements({})) == "1");
  CHECK(show(num_elements({2, 3, 4})) == "24");
  CHECK(show(num_elements({0})) == "0");
  CHECK(show(num_elements(filled(max_rank, 1))) == "1");
  CHECK(show(num_elements(filled(max_rank + 1, 1))) == "1");
  // INT64_MAX = 7^2 * 73 * 127 * 337 * 92737 * 649657, reached exactly.
  CHECK(show(num_elements({7, 7, 73, 127, 337, 92737, 649657})) ==
        std::to_string(INT64_MAX));
  CHECK(show(num_elements({INT64_MAX})) == std::to_string(INT64_MAX));
  CHECK(show(num_elements({INT64_MAX, 1, 1})) == std::to_string(INT64_MAX));
  CHECK(show(num_elements({3, 3074457345618258602})) == "9223372036854775806");
  CHECK(show(num_elements({INT64_C(1) << 31, INT64_C(1) << 31})) ==
        std::to_string(INT64_C(1) << 62));
  // One past: 2^32 * 2^31 = 2^63.
  const Error e =
      error_of(num_elements({INT64_C(1) << 32, INT64_C(1) << 31}, &site));
  CHECK(e.code == Errc::overflow);
  CHECK(e.op == Op::num_elements);
  CHECK(e.site == &site);
  CHECK(e.detail[0] == 1);
  CHECK(e.detail[1] == INT64_C(1) << 31);
  const Error f = error_of(num_elements({2, INT64_MAX, 2}));
  CHECK(f.detail[0] == 1);
  CHECK(f.detail[1] == INT64_MAX);
  // A zero extent anywhere makes the product 0, even after an intermediate
  // overflow.
  CHECK(show(num_elements({0, INT64_MAX, INT64_MAX})) == "0");
  CHECK(show(num_elements({INT64_MAX, INT64_MAX, 0})) == "0");
  // Negative extents: defined, exact down to INT64_MIN.
  CHECK(show(num_elements({-1, 5})) == "-5");
  CHECK(show(num_elements({-2, -3})) == "6");
  CHECK(show(num_elements({-(INT64_C(1) << 62), 2})) ==
        std::to_string(INT64_MIN));
  CHECK(show(num_elements({INT64_C(1) << 62, -2})) ==
        std::to_string(INT64_MIN));
  CHECK(show(num_elements({INT64_MIN})) == std::to_string(INT64_MIN));
  CHECK(show(num_elements({INT64_MIN, 1})) == std::to_string(INT64_MIN));
  CHECK(show(num_elements({INT64_C(1) << 62, 2})) == "invalid:overflow");
  const Error g = error_of(num_elements({INT64_MIN, -1}));
  CHECK(g.detail[0] == 0);
  CHECK(g.detail[1] == INT64_MIN);
  CHECK(show(num_elements({INT64_MIN, INT64_MIN})) == "invalid:overflow");
  CHECK(carries(num_elements(not_broadcastable), *not_broadcastable.error()));
}

TEST_CASE("split_at: the reference's nine examples") {
  const Shape s = const_shape({4, 5, 6});
  CHECK(split(s, 0) == "[] [4,5,6]");
  CHECK(split(s, 1) == "[4] [5,6]");
  CHECK(split(s, 2) == "[4,5] [6]");
  CHECK(split(s, 3) == "[4,5,6] []");
  CHECK(split(s, 4) == "invalid:out_of_range invalid:out_of_range");
  CHECK(split(s, -1) == "[4,5] [6]");
  CHECK(split(s, -2) == "[4] [5,6]");
  CHECK(split(s, -3) == "[] [4,5,6]");
  CHECK(split(s, -4) == "invalid:out_of_range invalid:out_of_range");
}

TEST_CASE(
    "split_at: error detail, rank 0, extreme indices, propagation, capacity") {
  Shape head, tail;
  split_at({4, 5, 6}, -4, head, tail, &other);
  for (const Shape *r : {&head, &tail}) {
    const Error e = error_of(*r);
    CHECK(e.op == Op::split_at);
    CHECK(e.site == &other);
    CHECK(e.detail[0] == -4);
    CHECK(e.detail[1] == 3);
  }
  CHECK(split({}, 0) == "[] []");
  CHECK(split({}, 1) == "invalid:out_of_range invalid:out_of_range");
  CHECK(split({}, -1) == "invalid:out_of_range invalid:out_of_range");
  CHECK(split({4}, INT64_MIN) == "invalid:out_of_range invalid:out_of_range");
  CHECK(split({4}, INT64_MAX) == "invalid:out_of_range invalid:out_of_range");

  split_at(not_broadcastable, 0, head, tail);
  CHECK(carries(head, *not_broadcastable.error()));
  CHECK(carries(tail, *not_broadcastable.error()));
  split_at({1, 2}, bad_index, head, tail);
  CHECK(carries(head, *bad_index.error()));
  CHECK(carries(tail, *bad_index.error()));

  // Each half is checked against the capacity on its own.
  const Extents over = filled(max_rank + 1, 1);
  split_at(over, 1, head, tail, &site);
  CHECK(show(head) == "[1]");
  CHECK(tail.rank() == max_rank);
  split_at(over, 0, head, tail, &site);
  CHECK(show(head) == "[]");
  CHECK(error_of(tail).code == Errc::capacity_exceeded);
  CHECK(error_of(tail).op == Op::split_at);
  CHECK(error_of(tail).detail[0] == static_cast<std::int64_t>(max_rank + 1));
}

TEST_CASE(
    "meet on shapes: the reference's eight examples with concrete operands") {
  static constexpr Site inner{"matmul.mlir", 12, 8, "matmul",
                              "inner dimensions required to match"};
  // meet([*], [*]) -> [*]: concretely, two equal shapes of any rank.
  CHECK(show(meet({3, 4}, {3, 4}, &inner)) == "[3,4]");
  // meet([*], [1, ?]) -> [1, ?]: concretely [1,7] and [1,7].
  CHECK(show(meet({1, 7}, {1, 7}, &inner)) == "[1,7]");
  // meet([1, 2], [1, ?]) -> [1, 2]: the ? is 2; were it anything else the meet
  // is invalid.
  CHECK(show(meet({1, 2}, {1, 2}, &inner)) == "[1,2]");
  const Error e = error_of(meet({1, 2}, {1, 3}, &inner));
  CHECK(e.code == Errc::invalid_shape);
  CHECK(e.op == Op::meet);
  CHECK(e.site == &inner);
  CHECK(e.detail[0] == 1);
  CHECK(e.detail[1] == 2);
  CHECK(e.detail[2] == 3);
  // meet([*], [1, 2]) -> [1, 2]: the [*] is [1,2].
  CHECK(show(meet({1, 2}, {1, 2})) == "[1,2]");
  // meet([], []) -> [].
  CHECK(show(meet(ShapeView({}), ShapeView({}))) == "[]");
  // meet([], [*]) -> []: the [*] has rank 0.
  CHECK(show(meet(ShapeView({}), const_shape({}))) == "[]");
  // meet([], [?, ?]) -> [invalid]: concretely [] and [5,6], ranks differ.
  const Error f = error_of(meet({}, {5, 6}, &inner));
  CHECK(f.code == Errc::invalid_shape);
  CHECK(f.detail[0] == -1);
  CHECK(f.detail[1] == 0);
  CHECK(f.detail[2] == 2);
  // meet([1, ?], [2, ?, ?]) -> [invalid]: concretely [1,5] and [2,5,5].
  CHECK(show(meet({1, 5}, {2, 5, 5})) == "invalid:invalid_shape");
}

TEST_CASE("meet on shapes: propagation and capacity") {
  CHECK(carries(meet(not_broadcastable, {1}), *not_broadcastable.error()));
  CHECK(carries(meet({1}, too_long), *too_long.error()));
  CHECK(carries(meet(too_long, not_broadcastable), *too_long.error()));
  const Extents full = filled(max_rank, 3), over = filled(max_rank + 1, 3);
  CHECK(meet(full, full).rank() == max_rank);
  CHECK(error_of(meet(over, over, &site)).code == Errc::capacity_exceeded);
  // Above capacity and unequal: the mismatch, not the capacity.
  Extents other = over;
  other.back() = 4;
  const Error e = error_of(meet(over, other, &site));
  CHECK(e.code == Errc::invalid_shape);
  CHECK(e.detail[0] == static_cast<std::int64_t>(max_rank));
  CHECK(e.detail[1] == 3);
  CHECK(e.detail[2] == 4);
}

TEST_CASE(
    "shape_eq: equality of any number of shapes; an error equals itself") {
  CHECK(shape_eq({}));
  CHECK(shape_eq({{1, 2}}));
  CHECK(shape_eq({{1, 2}, {1, 2}, {1, 2}}));
  CHECK_FALSE(shape_eq({{2, 2}, {1, 2}}));
  CHECK_FALSE(shape_eq({{1, 2}, {1, 2}, {1, 2, 1}}));
  CHECK(shape_eq({{}, {}}));
  CHECK(shape_eq({not_broadcastable, not_broadcastable}));
  CHECK(shape_eq({not_broadcastable, too_long}));
  CHECK_FALSE(shape_eq({not_broadcastable, {}}));
  CHECK_FALSE(shape_eq({{}, not_broadcastable}));
  CHECK(shape_eq({filled(max_rank + 1, 2), filled(max_rank + 1, 2)}));
}

TEST_CASE("max and min of a shape and a size: an error, the operands' first") {
  const ShapeView shape = {2, 3};
  const Size size = 4;
  const Size e = max(shape, size, &site);
  REQUIRE_FALSE(e.valid());
  CHECK(e.error()->code == Errc::invalid_shape);
  CHECK(e.error()->op == Op::max);
  CHECK(e.error()->site == &site);
  CHECK(min(std::int64_t{4}, shape, &site).error()->op == Op::min);
  CHECK(min(shape, 4).error()->code == Errc::invalid_shape);
  CHECK(max(size, ShapeView(not_broadcastable)).error()->code ==
        Errc::not_broadcastable);
  const Size overflow(detail::make_error(Errc::overflow, Op::add, &site));
  CHECK(max(ShapeView(not_broadcastable), overflow).error()->code ==
        Errc::not_broadcastable);
  CHECK(min(overflow, ShapeView(not_broadcastable)).error()->code ==
        Errc::overflow);
}

TEST_CASE("max and min on shapes: elementwise for equal ranks, else invalid") {
  CHECK(show(max({1, 5, -2}, {3, 2, -4})) == "[3,5,-2]");
  CHECK(show(min({1, 5, -2}, {3, 2, -4})) == "[1,2,-4]");
  CHECK(show(max(ShapeView({}), ShapeView({}))) == "[]");
  const Error e = error_of(max({1, 2}, {1, 2, 3}, &site));
  CHECK(e.code == Errc::invalid_shape);
  CHECK(e.op == Op::max);
  CHECK(e.site == &site);
  CHECK(e.detail[1] == 2);
  CHECK(e.detail[2] == 3);
  CHECK(error_of(min({1}, {}, &site)).op == Op::min);
  CHECK(carries(max(not_broadcastable, {1}), *not_broadcastable.error()));
  CHECK(carries(min({1}, too_long), *too_long.error()));
  CHECK(shapecc::max(filled(max_rank, 1), filled(max_rank, 2)).rank() ==
        max_rank);
  CHECK(error_of(shapecc::min(filled(max_rank + 1, 1), filled(max_rank + 1, 2)))
            .code == Errc::capacity_exceeded);
}

TEST_CASE("value_as_shape: the reference example and invalid values") {
  // %0 = arith.constant dense<[1,2]>; value_as_shape %0 is const_shape [1, 2].
  const std::vector<std::int64_t> elements{1, 2};
  CHECK(value_as_shape(ValueShapeView{{2}, elements}) == const_shape({1, 2}));
  CHECK(value_as_shape(ShapeView(elements)) == const_shape({1, 2}));
  // A known empty tensor is the scalar shape.
  CHECK(show(value_as_shape(
            ValueShapeView{{0}, std::vector<std::int64_t>{}})) == "[]");

  // Unknown value, a value that is not 1-D, and a value contradicting its
  // shape.
  const Error unknown =
      error_of(value_as_shape(ValueShapeView{{2}, {}}, &site));
  CHECK(unknown.code == Errc::invalid_shape);
  CHECK(unknown.op == Op::value_as_shape);
  CHECK(unknown.site == &site);
  CHECK(unknown.detail[0] == -1);
  const Error matrix =
      error_of(value_as_shape(ValueShapeView{{1, 2}, elements}));
  CHECK(matrix.code == Errc::invalid_shape);
  CHECK(matrix.detail[0] == 2);
  const Error count = error_of(value_as_shape(ValueShapeView{{3}, elements}));
  CHECK(count.code == Errc::argument_mismatch);
  CHECK(count.detail[0] == -1);
  CHECK(count.detail[1] == 2);
  CHECK(count.detail[2] == 3);
  CHECK(show(value_as_shape(ValueShapeView{{-2}, elements})) ==
        "invalid:argument_mismatch");

  // Negative elements are not extents.
  const Error negative = error_of(value_as_shape(ShapeView({3, -1}), &site));
  CHECK(negative.code == Errc::argument_mismatch);
  CHECK(negative.detail[0] == 1);
  CHECK(negative.detail[1] == -1);
  CHECK(show(value_as_shape(ShapeView({INT64_MIN}))) ==
        "invalid:argument_mismatch");

  CHECK(value_as_shape(ShapeView(filled(max_rank, 1))).rank() == max_rank);
  CHECK(error_of(value_as_shape(ShapeView(filled(max_rank + 1, 1)))).code ==
        Errc::capacity_exceeded);
  CHECK(carries(value_as_shape(ValueShapeView{not_broadcastable, elements}),
                *not_broadcastable.error()));
  CHECK(carries(value_as_shape(ValueShapeView{{2}, ShapeView(too_long)}),
                *too_long.error()));
  CHECK(carries(value_as_shape(ShapeView(too_long)), *too_long.error()));
}

TEST_CASE("with_shape and value_of") {
  const std::vector<std::int64_t> elements{4, 5}, shape{2};
  const ValueShapeView b{shape, elements};
  // The reference's shape_foobah: %1 = with_shape %b, %0 where %0 is b's shape,
  // computed.
  const Shape computed = broadcast({{2}, {1}});
  const ValueShapeView with = with_shape(b, computed);
  CHECK(show(with.shape) == "[2]");
  CHECK(with.shape.data() == computed.data());
  CHECK(with.value.data() == elements.data());
  CHECK(show(value_of(with)) == "[4,5]");
  CHECK(value_as_shape(with) == const_shape({4, 5}));

  // Non-conformant: the result's shape carries the mismatch; the value is kept.
  const ValueShapeView mismatch = with_shape(b, {3});
  const Error e = error_of(mismatch.shape);
  CHECK(e.code == Errc::invalid_shape);
  CHECK(e.op == Op::with_shape);
  CHECK(e.site == nullptr);
  CHECK(mismatch.value.data() == elements.data());
  CHECK(carries(value_of(mismatch), e));
  CHECK(carries(value_as_shape(mismatch), e));

  // Errors in either input propagate.
  CHECK(carries(with_shape(b, not_broadcastable).shape,
                *not_broadcastable.error()));
  CHECK(carries(with_shape(ValueShapeView{too_long, elements}, {2}).shape,
                *too_long.error()));

  // value_of an unknown value is invalid rather than a silent [].
  const std::vector<std::int64_t> matrix{2, 3};
  const ValueShapeView unknown{matrix, {}};
  const Error u = error_of(value_of(unknown));
  CHECK(u.code == Errc::invalid_shape);
  CHECK(u.op == Op::value_of);
  CHECK(show(value_of(ValueShapeView{{0}, std::vector<std::int64_t>{}})) ==
        "[]");
  CHECK(carries(value_of(ValueShapeView{not_broadcastable, elements}),
                *not_broadcastable.error()));

  // An extent tensor's elements are known also when empty with null data (a
  // caller's `{}`): extent_tensor_elements makes that the empty list.
  const ShapeView empty_tensor{};
  REQUIRE(empty_tensor.data() == nullptr);
  const ShapeView known = extent_tensor_elements(empty_tensor);
  CHECK(known.valid());
  CHECK(known.data() != nullptr);
  CHECK(known.rank() == 0);
  CHECK(show(value_of(with_shape(ValueShapeView{{0}, known}, {0}))) == "[]");
  CHECK(extent_tensor_elements(ShapeView(elements)).data() == elements.data());
  CHECK(carries(extent_tensor_elements(not_broadcastable),
                *not_broadcastable.error()));
}

TEST_CASE("from_extents_into: from_extents of indices, in place") {
  // Into a Shape that held an error: valid again, as from_extents makes it.
  Shape out = not_broadcastable;
  from_extents_into(out, site, std::int64_t{2}, std::int64_t{0}, 5);
  CHECK(show(out) == "[2,0,5]");
  CHECK(out == from_extents({2, 0, 5}, &site));
  from_nonnegative_extents_into(out, site, std::int64_t{7});
  CHECK(show(out) == "[7]");
  from_extents_into(out, site);
  CHECK(show(out) == "[]");

  // A negative extent, or too many: the invalid Shape from_extents makes.
  from_extents_into(out, site, std::int64_t{3}, std::int64_t{-4});
  REQUIRE_FALSE(out.valid());
  CHECK(out.error()->code == Errc::invalid_shape);
  CHECK(out.error()->site == &site);
  CHECK(out.error()->detail[0] == 1);
  CHECK(out.error()->detail[1] == -4);
  if (max_rank >= 17)
    return;
  const std::int64_t e = 1;
  from_nonnegative_extents_into(out, site, e, e, e, e, e, e, e, e, e, e, e, e,
                                e, e, e, e, e);
  REQUIRE_FALSE(out.valid());
  CHECK(out.error()->code == Errc::capacity_exceeded);
  CHECK(out.error()->detail[0] == 17);
  from_extents_into(out, site, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e, e,
                    std::int64_t{-1});
  CHECK(out.error()->code == Errc::capacity_exceeded);
}
