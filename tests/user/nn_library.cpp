// The user suite's harness of nn_library.mlir's registry: lookup by op name
// with the user's own function types.
#include "nn_library.hpp"
#include "user.hpp"
#ifdef __cpp_exceptions
#include "nn_library_throw.hpp"
#endif
#include <cstring>
#include <string_view>

using Unary = shapecc::Status (*)(shapecc::ValueShapeView,
                                  shapecc::Shape &) noexcept;
using Binary = shapecc::Status (*)(shapecc::ValueShapeView,
                                   shapecc::ValueShapeView,
                                   shapecc::Shape &) noexcept;
using Count = shapecc::Status (*)(shapecc::ValueShapeView, int64_t &) noexcept;

static_assert(nn_library::nn::lookup<Unary>("nn.relu") ==
                  &nn_library::nn::unary,
              "relu");
static_assert(nn_library::nn::lookup<Binary>("nn.linear") ==
                  &nn_library::nn::linear,
              "linear");
static_assert(nn_library::nn::lookup<Unary>("nn.add") == nullptr, "wrong type");

static shapecc::ValueShapeView vs(shapecc::ShapeView s) {
  return shapecc::ValueShapeView{s, {}};
}

int main() {
  using namespace shapecc;
  namespace nn = nn_library::nn;
  Shape out;
  Unary relu = nn::lookup<Unary>("nn.relu");
  Unary gelu = nn::lookup<Unary>("nn.gelu");
  Binary add = nn::lookup<Binary>("nn.add");
  Binary linear = nn::lookup<Binary>("nn.linear");
  Count numel = nn::lookup<Count>("nn.numel");
  EXPECT(relu && gelu && add && linear && numel);
  EXPECT(nn::lookup<Unary>("nn.conv2d") == nullptr);
  EXPECT(nn::lookup<Count>("nn.relu") == nullptr);
  EXPECT(nn::lookup<Binary>("") == nullptr);
  const char *sorted[] = {"nn.add", "nn.gelu", "nn.linear", "nn.numel",
                          "nn.relu"};
  EXPECT(sizeof(nn::ops) / sizeof(nn::ops[0]) == 5);
  for (int i = 0; i < 5; ++i)
    EXPECT(nn::ops[i] == std::string_view(sorted[i]));

  const int64_t x[] = {2, 3};
  EXPECT_OK(relu(vs(ShapeView(x, 2)), out));
  EXPECT_SHAPE(out, {2, 3});
  EXPECT_OK(add(vs({2, 1}), vs({3}), out));
  EXPECT_SHAPE(out, {2, 3});
  EXPECT_FAIL(add(vs({2}), vs({3}), out), not_broadcastable,
              "nn_library.mlir:10:10: in @binary: incompatible operand shapes: "
              "operands 0 and 1 are not broadcastable: dimension 0 has extents "
              "2 and 3");
  EXPECT_OK(linear(vs({32, 10, 128}), vs({64, 128}), out));
  EXPECT_SHAPE(out, {32, 10, 64});
  EXPECT_FAIL(linear(vs({32, 128}), vs({64, 127}), out), invalid_shape,
              "nn_library.mlir:27:10: in @linear: in_features mismatch: sizes "
              "128 and 127 do not meet");
  EXPECT_FAIL(linear(vs({32, 128}), vs({1, 64, 128}), out), invalid_shape,
              "nn_library.mlir:21:11: in @linear: weight must be "
              "[out_features, in_features]: sizes 3 and 2 do not meet");
  int64_t n = 0;
  EXPECT_OK(numel(vs({2, 3, 4}), n));
  EXPECT(n == 24);
#ifdef __cpp_exceptions
  EXPECT_SHAPE(t_nn_library::nn::linear(vs({5, 7}), vs({3, 7})), {5, 3});
  EXPECT(t_nn_library::nn::count(vs({})) == 1);
  EXPECT_THROW_MSG(t_nn_library::nn::binary(vs({2}), vs({3})),
                   "nn_library.mlir:10:10: in @binary: incompatible operand "
                   "shapes: operands 0 and 1 are not broadcastable: dimension "
                   "0 has extents 2 and 3");
#endif
  DONE();
}
