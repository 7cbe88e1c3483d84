// The runtime's value types: ShapeView, Shape, Size, ValueShapeView, Status,
// Errc.
#include "test_support.hpp"

#include <array>
#include <type_traits>

using namespace shapecc;
using test::show;

// Shape and Status copy only what is set (O(rank)), so they are copyable but
// not trivially.
static_assert(std::is_nothrow_copy_constructible_v<Shape>);
static_assert(std::is_nothrow_copy_assignable_v<Shape>);
static_assert(std::is_nothrow_copy_constructible_v<Status>);
static_assert(std::is_nothrow_copy_assignable_v<Status>);
static_assert(std::is_trivially_copyable_v<Size>);
static_assert(std::is_trivially_copyable_v<ShapeView>);
static_assert(std::is_trivially_copyable_v<Error>);
static_assert(Shape::capacity == SHAPECC_MAX_RANK);
static_assert(max_rank == SHAPECC_MAX_RANK);
// Site is an aggregate usable in constant expressions, as emitted code declares
// it.
static constexpr Site constexpr_site{"a.mlir", 3, 4, "f", "msg"};
static_assert(constexpr_site.line == 3 && constexpr_site.col == 4);

TEST_CASE("to_string names every Errc") {
  CHECK(std::string(to_string(Errc::ok)) == "ok");
  CHECK(std::string(to_string(Errc::not_broadcastable)) == "not_broadcastable");
  CHECK(std::string(to_string(Errc::not_equal)) == "not_equal");
  CHECK(std::string(to_string(Errc::requirement_failed)) ==
        "requirement_failed");
  CHECK(std::string(to_string(Errc::invalid_shape)) == "invalid_shape");
  CHECK(std::string(to_string(Errc::argument_mismatch)) == "argument_mismatch");
  CHECK(std::string(to_string(Errc::out_of_range)) == "out_of_range");
  CHECK(std::string(to_string(Errc::overflow)) == "overflow");
  CHECK(std::string(to_string(Errc::division_by_zero)) == "division_by_zero");
  CHECK(std::string(to_string(Errc::capacity_exceeded)) == "capacity_exceeded");
  static_assert(to_string(Errc::overflow)[0] == 'o', "to_string is constexpr");
}

TEST_CASE("ShapeView is built from lists, pointers, containers and shapes") {
  // A view of a list lives for the full expression only, so each use builds its
  // own.
  CHECK(show({2, 3, 4}) == "[2,3,4]");
  CHECK(ShapeView({2, 3, 4}).rank() == 3);
  CHECK(ShapeView({2, 3, 4})[1] == 3);
  CHECK(ShapeView({2, 3, 4}).valid());
  CHECK(ShapeView({2, 3, 4}).error() == nullptr);

  const std::int64_t raw[] = {5, 6};
  const ShapeView from_pointer(raw, 2);
  CHECK(from_pointer.data() == raw);
  CHECK(from_pointer.end() - from_pointer.begin() == 2);

  const std::vector<std::int64_t> vec{7, 8, 9};
  const ShapeView from_vector = vec;
  CHECK(from_vector.data() == vec.data());
  CHECK(show(from_vector) == "[7,8,9]");
  const std::array<std::int64_t, 2> arr{1, 1};
  CHECK(show(ShapeView(arr)) == "[1,1]");

  const Shape shape = const_shape({4, 5});
  const ShapeView from_shape = shape;
  CHECK(from_shape.data() == shape.data());
  CHECK(show(from_shape) == "[4,5]");
}

TEST_CASE(
    "a default ShapeView is the unknown marker; known empty lists are not") {
  const ShapeView unknown;
  CHECK(unknown.data() == nullptr);
  CHECK(unknown.rank() == 0);
  CHECK(unknown.valid());

  const std::vector<std::int64_t> empty;
  CHECK(ShapeView(empty).data() != nullptr);
  CHECK(ShapeView(empty).rank() == 0);
  const std::array<std::int64_t, 0> none{};
  CHECK(ShapeView(none).data() != nullptr);
  CHECK(ShapeView(std::initializer_list<std::int64_t>{}).data() != nullptr);
}

TEST_CASE("a view of an invalid Shape is invalid, points at its Error and "
          "reads nothing") {
  const Shape bad = broadcast({{2}, {3}});
  REQUIRE_FALSE(bad.valid());
  CHECK(bad.rank() == 0);
  const ShapeView view = bad;
  CHECK_FALSE(view.valid());
  CHECK(view.error() == bad.error());
  CHECK(view.rank() == 0);
  CHECK(view.begin() == view.end());

  const Error e{Errc::overflow, Op::mul, {0, 0}, nullptr, {1, 2, 0}};
  const ShapeView from_error(e);
  CHECK_FALSE(from_error.valid());
  CHECK(from_error.error() == &e);
  CHECK(from_error.rank() == 0);
}

TEST_CASE(
    "Shape: default is [], equality compares extents, invalid equals invalid") {
  const Shape scalar;
  CHECK(scalar.valid());
  CHECK(scalar.rank() == 0);
  CHECK(scalar.error() == nullptr);
  CHECK(scalar.begin() == scalar.end());
  CHECK(scalar == const_shape({}));

  CHECK(const_shape({1, 2}) == const_shape({1, 2}));
  CHECK(const_shape({1, 2}) != const_shape({1, 3}));
  CHECK(const_shape({1, 2}) != const_shape({1, 2, 3}));
  const Shape bad1 = broadcast({{2}, {3}});
  const Shape bad2 = concat({1}, ShapeView(test::filled(max_rank, 1)));
  CHECK(bad1 == bad2);
  CHECK(bad1 != scalar);
  CHECK(scalar != bad1);

  const Shape copy = bad1;
  CHECK_FALSE(copy.valid());
  CHECK(copy.error()->code == Errc::not_broadcastable);
  CHECK(copy.error() != bad1.error()); // copies own their Error
}

TEST_CASE(
    "Shape reads only its own rank: stale extents do not leak into equality") {
  Shape a = const_shape({1, 2, 3});
  a = const_shape({1, 2});
  CHECK(a == const_shape({1, 2}));
  CHECK(a.end() - a.begin() == 2);
}

TEST_CASE("Shape copies switch between valid and invalid, whole") {
  Shape s = const_shape({4, 5, 6});
  const Shape bad = broadcast({{2}, {3}});
  s = bad;
  CHECK_FALSE(s.valid());
  CHECK(s.rank() == 0);
  CHECK(s.error()->code == Errc::not_broadcastable);
  CHECK(s.error()->detail[1] == 2);
  s = const_shape({7, 8});
  CHECK(s.valid());
  CHECK(s == const_shape({7, 8}));
  const Shape full = to_shape(test::filled(max_rank, 3));
  Shape copy(full);
  CHECK(copy == full);
  const Shape &self = copy;
  copy = self; // self-assignment keeps the value
  CHECK(copy == full);
}

TEST_CASE("Status copies: ok over failed, failed over ok, long shapes") {
  static constexpr Site site{"t.mlir", 2, 3, "h", nullptr};
  const std::vector<std::int64_t> lhs = test::filled(max_rank + 2, 2);
  Status st = cstr_eq({lhs, {1}}, site);
  REQUIRE_FALSE(st.ok());
  const Status failed = st;
  CHECK(failed.shape_rank(0) == max_rank + 2);
  CHECK(failed.shape(0).rank() == max_rank);
  CHECK(failed.shape(0)[max_rank - 1] == 2);
  CHECK(test::text(failed) == test::text(st));
  st = Status();
  CHECK(st.ok());
  CHECK(st.num_shapes() == 0);
  st = failed;
  CHECK(st.code() == Errc::not_equal);
  CHECK(test::text(st) == test::text(failed));
}

TEST_CASE("Size: implicit from int64_t, invalid carries an Error and value 0") {
  const Size five = 5;
  CHECK(five.valid());
  CHECK(five.value() == 5);
  CHECK(five.error() == nullptr);
  CHECK(Size().valid());
  CHECK(Size().value() == 0);

  static constexpr Site site{"s.mlir", 1, 1, "f", nullptr};
  const Size bad(
      Error{Errc::overflow, Op::add, {0, 0}, &site, {INT64_MAX, 1, 0}});
  CHECK_FALSE(bad.valid());
  CHECK(bad.value() == 0);
  CHECK(bad.error()->code == Errc::overflow);
  CHECK(bad.error()->site == &site);
}

TEST_CASE("Status: default is ok and says so") {
  const Status ok;
  CHECK(ok.ok());
  CHECK(ok.code() == Errc::ok);
  CHECK(ok.site() == nullptr);
  CHECK(ok.message() == nullptr);
  CHECK(ok.error() == nullptr);
  CHECK(ok.num_shapes() == 0);
  CHECK(ok.argument_name() == nullptr);
  CHECK(test::text(ok) == "ok");
}

TEST_CASE("Status: shapes past num_shapes() are empty, even when ok") {
  // An ok Status stores nothing but its code; a failure up to two shapes.
  // Reading past them must not read what was never written (or past the
  // two slots).
  const Status ok;
  CHECK(ok.shape(0).rank() == 0);
  CHECK(ok.shape(0).data() == nullptr);
  CHECK(ok.shape_rank(1) == 0);
  static constexpr Site site{"t.mlir", 1, 1, "f", "never"};
  const Status required = cstr_require(false, site);
  REQUIRE(required.num_shapes() == 0);
  CHECK(required.shape(0).data() == nullptr);
  const Status negative = check_argument({2, -1}, "x", -1, {}, site);
  REQUIRE(negative.num_shapes() == 1);
  CHECK(show(negative.shape(0)) == "[2,-1]");
  CHECK(negative.shape(1).data() == nullptr);
  CHECK(negative.shape_rank(1) == 0);
  const Status conflict = cstr_eq({2}, {3}, site);
  REQUIRE(conflict.num_shapes() == 2);
  CHECK(conflict.shape(2).data() == nullptr);
  CHECK(conflict.shape_rank(7) == 0);
}

TEST_CASE("Status copies the offending shapes, so temporaries may die") {
  static constexpr Site site{"t.mlir", 9, 1, "g", nullptr};
  Status st;
  {
    std::vector<std::int64_t> a{2, 3}, b{4, 3};
    st = cstr_broadcastable({a, b}, site);
    a.assign({-1, -1});
    b.assign({-1, -1});
  }
  REQUIRE(st.num_shapes() == 2);
  CHECK(show(st.shape(0)) == "[2,3]");
  CHECK(show(st.shape(1)) == "[4,3]");
  CHECK(st.shape_rank(0) == 2);
  const Status copy = st;
  CHECK(test::text(copy) ==
        "t.mlir:9:1: in @g: shapes [2,3] and [4,3] are not broadcastable: "
        "dimension 0 has extents 2 and 4");
}
