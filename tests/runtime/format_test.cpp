// Status::format: the exact message of every kind of failure, and snprintf-like
// truncation.
#include "test_support.hpp"

#include <cstring>

using namespace shapecc;
using test::filled;
using test::text;

namespace {
constexpr Site site{"f.mlir", 4, 8, "fn", nullptr};
constexpr Site with_message{"f.mlir", 4, 8, "fn", "requires rank 2 operands"};
const std::string at = "f.mlir:4:8: in @fn: ";
const std::string capacity = std::to_string(max_rank);
const std::string over = std::to_string(max_rank + 1);
} // namespace

TEST_CASE("format: the contract's example, exactly") {
  static constexpr Site bcast{"bcast.mlir", 4, 8, "add_shape", nullptr};
  CHECK(text(cstr_broadcastable({{2, 3}, {4, 3}}, bcast)) ==
        "bcast.mlir:4:8: in @add_shape: shapes [2,3] and [4,3] are not "
        "broadcastable: "
        "dimension 0 has extents 2 and 4");
}

TEST_CASE("format: not_broadcastable") {
  CHECK(text(cstr_broadcastable({{7, 2, 3}, {5, 3}}, site)) ==
        at + "shapes [7,2,3] and [5,3] are not broadcastable: dimension 1 has "
             "extents 2 and 5");
  CHECK(text(cstr_broadcastable({{1, 3}, {4, 1}, {5, 3}}, site)) ==
        at + "shapes [4,1] and [5,3] (operands 1 and 2) are not broadcastable: "
             "dimension 0 has "
             "extents 4 and 5");
  CHECK(text(cstr_broadcastable({{2}, {3}}, with_message)) ==
        at + "requires rank 2 operands: shapes [2] and [3] are not "
             "broadcastable: dimension 0 "
             "has extents 2 and 3");
  // shape.broadcast's error result reaching a check: no shapes, its own site
  // and message.
  CHECK(text(check_valid(broadcast({{2, 3}, {4, 3}}, &with_message), site)) ==
        at + "requires rank 2 operands: operands 0 and 1 are not "
             "broadcastable: dimension 0 has "
             "extents 2 and 4");
}

TEST_CASE("format: not_equal, by dimension and by rank") {
  CHECK(text(cstr_eq({{2, 2}, {1, 2}}, site)) ==
        at + "shapes [2,2] and [1,2] are not equal: dimension 0 has extents 2 "
             "and 1");
  CHECK(text(cstr_eq({{1, 2}, {1, 2, 3}}, site)) ==
        at + "shapes [1,2] and [1,2,3] are not equal: ranks 2 and 3 differ");
  CHECK(text(cstr_eq({{1, 2}, {1, 2}, {1, 5}}, site)) ==
        at + "shapes [1,2] and [1,5] (operands 0 and 2) are not equal: "
             "dimension 1 has extents "
             "2 and 5");
  CHECK(text(cstr_eq({{}, {0}}, site)) ==
        at + "shapes [] and [0] are not equal: ranks 0 and 1 differ");
  CHECK(text(cstr_eq({{INT64_MIN}, {INT64_MAX}}, site)) ==
        at + "shapes [-9223372036854775808] and [9223372036854775807] are not "
             "equal: dimension "
             "0 has extents -9223372036854775808 and 9223372036854775807");
}

TEST_CASE("format: shapes longer than the capacity are cut with ...") {
  test::Extents a = filled(max_rank + 1, 1), b = a;
  b.back() = 2;
  std::string ones = "[";
  for (std::size_t i = 0; i < max_rank; ++i)
    ones += i ? ",1" : "1";
  ones += ",...]";
  CHECK(text(cstr_eq({a, b}, site)) == at + "shapes " + ones + " and " + ones +
                                           " are not equal: dimension " +
                                           capacity + " has extents 1 and 2");
}

TEST_CASE("format: requirement_failed and const_witness") {
  CHECK(text(cstr_require(false, with_message)) ==
        at + "requires rank 2 operands");
  CHECK(text(cstr_require(false, site)) == at + "requirement failed");
  CHECK(text(fail(Errc::requirement_failed, with_message)) ==
        at + "requires rank 2 operands");
  CHECK(text(fail(Errc::not_equal, site)) ==
        at + "constraint is statically false");
}

TEST_CASE("format: argument_mismatch and an argument above the capacity") {
  CHECK(text(check_argument({2, 3, 4}, "%lhs", 2, {2, 3}, site)) ==
        at + "argument %lhs has shape [2,3,4], expected [2,3]: rank 3, "
             "expected 2");
  CHECK(text(check_argument({2, 5}, "%rhs", 2, {-1, 4}, site)) ==
        at + "argument %rhs has shape [2,5], expected [?,4]: dimension 1 has "
             "extent 5, "
             "expected 4");
  CHECK(text(check_argument({2, -1}, "%x", -1, {}, site)) ==
        at +
            "argument %x has shape [2,-1]: dimension 1 has negative extent -1");
  CHECK(text(check_argument({-4}, "%x", 1, {4}, site)) ==
        at + "argument %x has shape [-4], expected [4]: dimension 0 has "
             "negative extent -4");
  CHECK(text(check_argument({3}, nullptr, 1, {4}, site)) ==
        at + "argument has shape [3], expected [4]: dimension 0 has extent 3, "
             "expected 4");
  CHECK(text(check_argument(filled(max_rank + 1, 1), "%x", -1, {}, site)) ==
        at + "argument %x has rank " + over + ", above the capacity " +
            capacity + " (SHAPECC_MAX_RANK)");
  // A rank above INT64_MAX (a caller's SIZE_MAX, "unknown rank" in many
  // runtimes) prints as the size_t it is, not as a negative number.
  const auto extents = filled(max_rank, 1);
  CHECK(text(check_argument(ShapeView(extents.data(), SIZE_MAX), "%x", -1, {},
                            site)) ==
        at + "argument %x has rank 18446744073709551615, above the capacity " +
            capacity + " (SHAPECC_MAX_RANK)");
  CHECK(text(check_argument(ShapeView(extents.data(), std::size_t{1} << 63),
                            "%x", 2, {-1, -1}, site))
            .find(": rank 9223372036854775808, expected 2") !=
        std::string::npos);
  // A cast check names a value, not an argument.
  CHECK(text(check_cast({2, 3}, "r", 3, {}, site)) ==
        at + "value r has shape [2,3], expected [?,?,?]: rank 2, expected 3");
  CHECK(text(check_cast({3}, nullptr, 1, {4}, site)) ==
        at + "value has shape [3], expected [4]: dimension 0 has extent 3, "
             "expected 4");
  CHECK(text(check_cast(filled(max_rank + 1, 1), "r", -1, {}, site)) ==
        at + "value r has rank " + over + ", above the capacity " + capacity +
            " (SHAPECC_MAX_RANK)");
}

TEST_CASE("format: overflow and division_by_zero") {
  CHECK(text(check_valid(add(INT64_MAX, 1, &site), site)) ==
        at + "9223372036854775807 + 1 overflows int64");
  CHECK(
      text(check_valid(mul(INT64_C(1) << 32, INT64_C(1) << 31, &site), site)) ==
      at + "4294967296 * 2147483648 overflows int64");
  CHECK(text(check_valid(shapecc::div(INT64_MIN, -1, &site), site)) ==
        at + "-9223372036854775808 / -1 overflows int64");
  CHECK(text(check_valid(shapecc::div(7, 0, &site), site)) ==
        at + "division of 7 by zero");
  CHECK(text(check_valid(
            num_elements({INT64_C(1) << 32, INT64_C(1) << 31}, &site), site)) ==
        at + "the number of elements overflows int64 at dimension 1 (extent "
             "2147483648)");
}

TEST_CASE("format: out_of_range") {
  CHECK(text(check_valid(get_extent({4, 5, 6}, 3, &site), site)) ==
        at + "dimension index 3 is out of range for rank 3");
  CHECK(text(check_valid(dim({4, 5, 6}, -1, &site), site)) ==
        at + "dimension index -1 is out of range for rank 3");
  Shape head, tail;
  split_at({4, 5, 6}, -4, head, tail, &site);
  CHECK(text(check_valid(head, site)) ==
        at + "split index -4 is out of range [-3, 3]");
  CHECK(text(check_valid(tail, site)) ==
        at + "split index -4 is out of range [-3, 3]");
}

TEST_CASE("format: capacity_exceeded") {
  CHECK(text(check_valid(concat({1}, filled(max_rank, 1), &site), site)) ==
        at + "rank " + over + " exceeds the capacity " + capacity +
            " (SHAPECC_MAX_RANK)");
  CHECK(text(check_valid(broadcast({filled(max_rank + 1, 1), {1}}, &site),
                         site)) == at + "rank " + over +
                                       " exceeds the capacity " + capacity +
                                       " (SHAPECC_MAX_RANK)");
}

TEST_CASE("format: invalid_shape from meet, max, min, value shapes") {
  CHECK(text(check_valid(meet({3, 4}, {3, 5}, &with_message), site)) ==
        at + "requires rank 2 operands: shapes do not meet: dimension 1 has "
             "extents 4 and 5");
  CHECK(
      text(check_valid(meet(ShapeView({}), ShapeView({5, 6}), &site), site)) ==
      at + "shapes do not meet: ranks 0 and 2 differ");
  CHECK(text(check_valid(meet(Size(2), Size(3), &with_message), site)) ==
        at + "requires rank 2 operands: sizes 2 and 3 do not meet");
  CHECK(text(check_valid(shapecc::max({1, 2}, {1, 2, 3}, &site), site)) ==
        at + "shapes of rank 2 and 3 have no elementwise max");
  CHECK(text(check_valid(shapecc::min({1}, ShapeView({}), &site), site)) ==
        at + "shapes of rank 1 and 0 have no elementwise min");

  const std::vector<std::int64_t> elements{1, 2};
  CHECK(text(check_valid(value_as_shape(ValueShapeView{{2}, {}}, &site),
                         site)) == at + "the value is not known at run time");
  CHECK(text(check_valid(
            value_as_shape(ValueShapeView{{1, 2}, elements}, &site), site)) ==
        at + "a value of rank 2 is not an extent tensor");
  CHECK(text(check_valid(value_as_shape(ValueShapeView{{3}, elements}, &site),
                         site)) ==
        at + "a value with 2 elements has shape [3]");
  CHECK(text(check_valid(value_as_shape(ShapeView({3, -1}), &site), site)) ==
        at + "value element 1 is -1, not an extent");
  // Without an error of its own, a with_shape mismatch and value_of take no
  // site: the check's site reports them.
  CHECK(text(check_valid(with_shape(ValueShapeView{{2}, elements}, {3}).shape,
                         site)) == at + "the value's shape does not conform to "
                                        "the shape given to shape.with_shape");
  // With with_shape_error(its site), as emitted code passes it, the mismatch
  // names the with_shape wherever it is checked.
  static constexpr Site with_at{"f.mlir", 9, 3, "fn", nullptr};
  static constexpr Error mismatch = with_shape_error(with_at);
  CHECK(text(check_valid(
            with_shape(ValueShapeView{{2}, elements}, {3}, mismatch).shape,
            site)) == "f.mlir:9:3: in @fn: the value's shape does not conform "
                      "to the shape given to shape.with_shape");
  CHECK(text(check_valid(value_of(ValueShapeView{{2}, {}}), site)) ==
        at + "the value is not known at run time");
}

TEST_CASE("format: sites without a file or a function") {
  static constexpr Site no_file{nullptr, 0, 0, "fn", nullptr};
  static constexpr Site no_function{"f.mlir", 1, 2, nullptr, nullptr};
  static constexpr Site nothing{nullptr, 0, 0, nullptr, nullptr};
  CHECK(text(cstr_require(false, no_file)) == "in @fn: requirement failed");
  CHECK(text(cstr_require(false, no_function)) ==
        "f.mlir:1:2: requirement failed");
  CHECK(text(cstr_require(false, nothing)) == "requirement failed");
  static constexpr Site large{"f.mlir", UINT32_MAX, UINT32_MAX, "fn", nullptr};
  CHECK(text(cstr_require(false, large)) ==
        "f.mlir:4294967295:4294967295: in @fn: "
        "requirement failed");
}

TEST_CASE("format: truncation follows snprintf") {
  const Status st = cstr_require(false, site);
  const std::string full = at + "requirement failed";
  const std::size_t n = full.size();

  char buf[64];
  std::memset(buf, 'X', sizeof buf);
  CHECK(st.format(buf, 0) == n);
  CHECK(buf[0] == 'X'); // nothing written, not even the NUL
  CHECK(st.format(nullptr, 0) == n);
  CHECK(st.format(nullptr, 10) == n); // a null buffer is never written

  CHECK(st.format(buf, 1) == n);
  CHECK(buf[0] == '\0');
  CHECK(buf[1] == 'X');

  std::memset(buf, 'X', sizeof buf);
  CHECK(st.format(buf, 5) == n);
  CHECK(std::string(buf) == "f.ml");
  CHECK(buf[5] == 'X');

  std::memset(buf, 'X', sizeof buf);
  CHECK(st.format(buf, n) == n);
  CHECK(std::string(buf) == full.substr(0, n - 1));
  CHECK(buf[n] == 'X');

  std::memset(buf, 'X', sizeof buf);
  CHECK(st.format(buf, n + 1) == n);
  CHECK(std::string(buf) == full);
  CHECK(buf[n + 1] == 'X');

  // Truncated in the middle of a number and of a shape.
  const Status shapes = cstr_eq({{123456}, {7}}, site);
  std::memset(buf, 'X', sizeof buf);
  shapes.format(buf, at.size() + 12);
  CHECK(std::string(buf) == at + "shapes [123");

  CHECK(text(Status()) == "ok");
  CHECK(Status().format(buf, 2) == 2);
  CHECK(std::string(buf) == "o");
}
