// Runs the checkers of value_vectors.mlir: ONNX Reshape's target read as a
// vector of signed integers, and a vector of static length.
#include "Inputs/driver.hpp"

using shapecc::Errc;
using shapecc::ShapeView;
using shapecc::ValueShapeView;

namespace {
/// The value shape of the elements `values` (of shape [n]).
struct Vector {
  Extents values;
  int64_t length;
  explicit Vector(Extents v)
      : values(std::move(v)), length(static_cast<int64_t>(values.size())) {}
  ValueShapeView view() const {
    return ValueShapeView{ShapeView(&length, 1),
                          ShapeView(values.data(), values.size())};
  }
};

const Extents data = {2, 3, 4};

/// The status-policy reshape of `data` to `target`: its result, or empty.
shapecc::Status reshape(const Extents &target, Extents &result) {
  Vector v(target);
  shapecc::Shape out;
  shapecc::Status status = st::reshape(
      ShapeView(data.data(), data.size()), v.view(), out);
  result = status.ok() ? extents(out) : Extents{};
  IF_EXCEPTIONS({
    shapecc::Status thrown_status = thrown([&] {
      shapecc::Shape r =
          th::reshape(ShapeView(data.data(), data.size()), v.view());
      CHECK(extents(r) == result);
    });
    CHECK(thrown_status.code() == status.code());
    if (!status.ok())
      CHECK(message(thrown_status) == message(status));
  })
  return status;
}
} // namespace

TEST_CASE("reshape: extents, 0 copies, one -1 inferred") {
  Extents r;
  REQUIRE(reshape({4, -1}, r).ok());
  CHECK(r == Extents{4, 6});
  REQUIRE(reshape({0, -1}, r).ok());
  CHECK(r == Extents{2, 12});
  REQUIRE(reshape({-1}, r).ok());
  CHECK(r == Extents{24});
  REQUIRE(reshape({0, 0, 0}, r).ok());
  CHECK(r == Extents{2, 3, 4});
  REQUIRE(reshape({2, 1, 12}, r).ok());
  CHECK(r == Extents{2, 1, 12});
}

TEST_CASE("reshape: the failures, each at its requirement") {
  Extents r;
  shapecc::Status s = reshape({-1, -1}, r);
  CHECK(s.code() == Errc::requirement_failed);
  CHECK(message(s) ==
        "value_vectors.mlir:63:9: in @reshape: at most one -1");
  s = reshape({5, -1}, r);
  CHECK(message(s) ==
        "value_vectors.mlir:94:11: in @reshape: element counts differ");
  s = reshape({-2, 12}, r);
  CHECK(message(s) == "value_vectors.mlir:50:14: in @reshape: target entries "
                      "are -1, 0 or extents");
  s = reshape({0, 0, 0, 0}, r);
  CHECK(message(s) == "value_vectors.mlir:42:14: in @reshape: 0 copies an "
                      "input extent that exists");
  s = reshape({0, -1, 0}, r);
  CHECK(s.ok());
  s = reshape({2, 0, -1, 0}, r);
  CHECK(message(s) == "value_vectors.mlir:42:14: in @reshape: 0 copies an "
                      "input extent that exists");
  // INT64_MIN is no entry either; no UB on it.
  s = reshape({INT64_MIN, -1}, r);
  CHECK(s.code() == Errc::requirement_failed);
}

TEST_CASE("an unknown value is no vector") {
  int64_t length = 2;
  shapecc::Shape out;
  shapecc::Status s =
      st::reshape(ShapeView(data.data(), data.size()),
                  ValueShapeView{ShapeView(&length, 1), ShapeView()}, out);
  CHECK(s.code() == Errc::invalid_shape);
  CHECK(message(s) == "value_vectors.mlir:27:8: in @reshape: the value is not "
                      "known at run time");
}

TEST_CASE("a vector of three entries, its shape, and a value shape of it") {
  Vector v({1, 2, 3});
  int64_t three = 3;
  shapecc::Shape shape, of;
  int64_t rank = 0, second = 0, first = 0;
  REQUIRE(st::fixed(v.view(), ShapeView(&three, 1), shape, rank, second, of,
                    first)
              .ok());
  CHECK(extents(shape) == Extents{1, 2, 3});
  CHECK(rank == 1);
  CHECK(second == 2);
  CHECK(extents(of) == Extents{3});
  CHECK(first == 1);
  // A negative element is no extent of a shape.
  Vector negative({1, -2, 3});
  shapecc::Status s = st::fixed(negative.view(), ShapeView(&three, 1), shape,
                                rank, second, of, first);
  CHECK(s.code() == Errc::argument_mismatch);
  CHECK(message(s) == "value_vectors.mlir:115:14: in @fixed: value element 1 "
                      "is -2, not an extent");
  // Another length than three.
  Vector two({1, 2});
  s = st::fixed(two.view(), ShapeView(&three, 1), shape, rank, second, of,
                first);
  CHECK(s.code() == Errc::requirement_failed);
  CHECK(message(s) == "value_vectors.mlir:113:8: in @fixed: three entries");
  // A shape the value does not conform to: its value shape is invalid where
  // it is read back.
  int64_t four = 4;
  s = st::fixed(v.view(), ShapeView(&four, 1), shape, rank, second, of, first);
  CHECK(s.code() == Errc::invalid_shape);
}

TEST_CASE("an element at a given index is range-checked") {
  Vector v({7, -8});
  int64_t e = 0;
  REQUIRE(st::element(v.view(), 1, e).ok());
  CHECK(e == -8);
  CHECK(st::element(v.view(), 2, e).code() == Errc::out_of_range);
  CHECK(st::element(v.view(), -1, e).code() == Errc::out_of_range);
}
