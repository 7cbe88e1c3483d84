// The runtime support of loops (trip counts and iteration counts against
// SHAPECC_MAX_LOOP_ITERATIONS), of extent tensors built element by element
// (no negative extent, a bounded length), of insert_slice and of
// shape.debug_print.
#include "test_support.hpp"

#include <string>

using namespace shapecc;
using test::filled;
using test::show;

namespace {
const Site site{"loops.mlir", 4, 7, "f", nullptr};
const std::string at = "loops.mlir:4:7: in @f: ";

std::string text(const Status &st) {
  char buf[512];
  st.format(buf, sizeof buf);
  return buf;
}
} // namespace

TEST_CASE("check_loop: the trip count of a signed loop, overflow-free") {
  CHECK(check_loop(0, 10, 3, site).ok());
  CHECK(check_loop(10, 0, 1, site).ok());
  CHECK(check_loop(INT64_MAX, INT64_MIN, 1, site).ok());
  const std::int64_t limit = static_cast<std::int64_t>(max_loop_iterations);
  CHECK(check_loop(0, limit, 1, site).ok());
  CHECK(check_loop(-limit, limit, 2, site).ok());
  Status st = check_loop(0, limit + 1, 1, site);
  CHECK(st.code() == Errc::iteration_limit_exceeded);
  CHECK(st.error()->op == Op::for_loop);
  CHECK(text(st) == at + "the loop would run " + std::to_string(limit + 1) +
                        " iterations, above the limit " +
                        std::to_string(limit) +
                        " (SHAPECC_MAX_LOOP_ITERATIONS)");
  // INT64_MIN to INT64_MAX is 2^64 - 1 steps of 1: the count needs uint64_t.
  CHECK(text(check_loop(INT64_MIN, INT64_MAX, 1, site)) ==
        at +
            "the loop would run 18446744073709551615 iterations, above the "
            "limit " +
            std::to_string(limit) + " (SHAPECC_MAX_LOOP_ITERATIONS)");
  CHECK(check_loop(INT64_MIN, INT64_MAX, INT64_MAX, site).ok());
  st = check_loop(0, 10, -3, site);
  CHECK(st.code() == Errc::requirement_failed);
  CHECK(text(st) == at + "the loop step -3 is not positive");
  // A step that is not positive fails even when the loop would not run.
  CHECK(check_loop(5, 5, 0, site).code() == Errc::requirement_failed);
}

TEST_CASE("check_loop_unsigned compares the bounds as unsigned") {
  CHECK(check_loop_unsigned(0, 10, 3, site).ok());
  CHECK(check_loop_unsigned(UINT64_MAX - 1, UINT64_MAX, 1, site).ok());
  CHECK(check_loop_unsigned(5, UINT64_MAX, UINT64_MAX / 2, site).ok());
  CHECK(check_loop_unsigned(0, UINT64_MAX, 1, site).code() ==
        Errc::iteration_limit_exceeded);
  CHECK(text(check_loop_unsigned(0, 4, 0, site)) ==
        at + "the loop step 0 is not positive");
}

TEST_CASE("count_iteration fails once the limit is passed") {
  std::uint64_t count = 0;
  Status st;
  for (std::uint64_t i = 0; i < max_loop_iterations; ++i)
    st = count_iteration(count, site);
  CHECK(st.ok());
  CHECK(count == max_loop_iterations);
  st = count_iteration(count, site);
  CHECK(st.code() == Errc::iteration_limit_exceeded);
  CHECK(st.error()->op == Op::while_loop);
  CHECK(text(st) == at + "the loop did not end within " +
                        std::to_string(max_loop_iterations) +
                        " iterations (SHAPECC_MAX_LOOP_ITERATIONS)");
}

TEST_CASE("check_call_depth fails beyond the call depth limit") {
  CHECK(check_call_depth(0, site).ok());
  CHECK(check_call_depth(max_call_depth, site).ok());
  const Status st = check_call_depth(max_call_depth + 1, site);
  CHECK(st.code() == Errc::iteration_limit_exceeded);
  CHECK(st.error()->op == Op::call_depth);
  CHECK(text(st) == at + "recursive calls nest deeper than " +
                        std::to_string(max_call_depth) +
                        " (SHAPECC_MAX_CALL_DEPTH)");
}

TEST_CASE("no negative extent in a shape built from values") {
  const Shape s = from_extents({2, -1, -3}, &site);
  REQUIRE(!s.valid());
  CHECK(s.error()->code == Errc::invalid_shape);
  CHECK(s.error()->op == Op::from_extents);
  CHECK(text(check_valid(s, site)) ==
        at + "dimension 1 has negative extent -1");
  CHECK(text(check_valid(from_extents({INT64_MIN}, &site), site)) ==
        at + "dimension 0 has negative extent -9223372036854775808");
  CHECK(show(from_extents({0, INT64_MAX})) == "[0,9223372036854775807]");
  CHECK(check_extents({3, 0}, site).ok());
  CHECK(check_extents({}, site).ok());
  CHECK(text(check_extents({3, 0, -2}, site)) ==
        at + "dimension 2 has negative extent -2");
  const Error unknown = *value_of(ValueShapeView{{1}, {}}).error();
  CHECK(check_extents(ShapeView(unknown), site).code() == Errc::invalid_shape);
  // More extents than a Shape holds fail as an argument's would (value_of of
  // a long value returned ok, and to_shape then made an invalid result).
  CHECK(check_extents(filled(max_rank, 1), site).ok());
  const Status wide = check_extents(filled(max_rank + 1, 1), site);
  CHECK(wide.code() == Errc::capacity_exceeded);
  CHECK(wide.site() == &site);
  CHECK(wide.error()->detail[0] == static_cast<std::int64_t>(max_rank + 1));
}

TEST_CASE("an extent tensor built element by element") {
  CHECK(check_length(0, site).ok());
  CHECK(check_length(static_cast<std::int64_t>(max_rank), site).ok());
  CHECK(text(check_length(-1, site)) ==
        at + "an extent tensor cannot have -1 elements");
  CHECK(check_length(INT64_MAX, site).code() == Errc::capacity_exceeded);
  Shape s;
  REQUIRE(push_extent(s, 4, site).ok());
  REQUIRE(push_extent(s, 0, site).ok());
  CHECK(show(s) == "[4,0]");
  CHECK(text(push_extent(s, -7, site)) ==
        at + "dimension 2 has negative extent -7");
  CHECK(show(s) == "[4,0]");
  Shape full;
  for (std::size_t i = 0; i < max_rank; ++i)
    REQUIRE(push_extent(full, 1, site).ok());
  CHECK(push_extent(full, 1, site).code() == Errc::capacity_exceeded);
  Shape invalid = from_extents({-1}, &site);
  CHECK(push_extent(invalid, 1, site).code() == Errc::invalid_shape);
}

TEST_CASE("insert_slice writes a strided slice or names why it cannot") {
  Shape d = const_shape({1, 2, 3, 4});
  REQUIRE(insert_slice(d, {7, 8}, 0, 2, 2, site).ok());
  CHECK(show(d) == "[7,2,8,4]");
  REQUIRE(insert_slice(d, {9}, 3, 1, 1, site).ok());
  CHECK(show(d) == "[7,2,8,9]");
  REQUIRE(insert_slice(d, {}, 4, 0, 1, site).ok());
  Status st = insert_slice(d, {7, 8}, 1, 2, 3, site);
  CHECK(st.code() == Errc::out_of_range);
  CHECK(text(st) == at + "a slice at offset 1 of size 2 and stride 3 does "
                         "not fit an extent tensor of length 4");
  CHECK(insert_slice(d, {7}, -1, 1, 1, site).code() == Errc::out_of_range);
  CHECK(insert_slice(d, {7}, 4, 1, 1, site).code() == Errc::out_of_range);
  CHECK(insert_slice(d, {7, 8}, 0, 2, INT64_MAX, site).code() ==
        Errc::out_of_range);
  CHECK(insert_slice(d, {7, 8}, 0, 2, 0, site).code() == Errc::out_of_range);
  CHECK(text(insert_slice(d, {7, 8}, 0, 3, 1, site)) ==
        at + "a slice of size 3 cannot hold a source of 2 elements");
  CHECK(show(d) == "[7,2,8,9]");
}

TEST_CASE("debug_print writes one line through SHAPECC_DEBUG_PRINT") {
  debug_print(const_shape({2, 3}), "%x", site);
  CHECK(std::string(test::debug_line) == at + "debug_print %x = [2,3]\n");
  debug_print(ShapeView(), "%s", site);
  CHECK(std::string(test::debug_line) == at + "debug_print %s = []\n");
  debug_print(Size(-5), "%n", site);
  CHECK(std::string(test::debug_line) == at + "debug_print %n = -5\n");
  debug_print(add(INT64_MAX, 1, &site), "%sum", site);
  CHECK(std::string(test::debug_line) ==
        at + "debug_print %sum = <error overflow: " + at +
            "9223372036854775807 + 1 overflows int64>\n");
  // A long line is cut, but still ends in a newline.
  std::string name(2000, 'n');
  debug_print(Size(1), name.c_str(), site);
  const std::string line = test::debug_line;
  CHECK(line.size() == 1023);
  CHECK(line.back() == '\n');
}

TEST_CASE("to_string and the split_at message of rank 0") {
  CHECK(std::string(to_string(Errc::iteration_limit_exceeded)) ==
        "iteration_limit_exceeded");
  Shape head, tail;
  split_at(ShapeView{}, 1, head, tail, &site);
  CHECK(text(check_valid(head, site)) ==
        at + "split index 1 is out of range [0, 0]");
}
