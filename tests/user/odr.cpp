// A second translation unit including the same emitted headers as each harness,
// linked into it: emitted code must define only inline functions and variables,
// or the link fails.
#include "user.hpp"

#include "attention.hpp"
#include "batch_split.hpp"
#include "conv2d_nchw.hpp"
#include "int_results.hpp"
#include "nn_library.hpp"
#include "reshape_wildcard.hpp"
#ifdef __cpp_exceptions
#include "attention_throw.hpp"
#include "batch_split_throw.hpp"
#include "conv2d_nchw_throw.hpp"
#include "int_results_throw.hpp"
#include "nn_library_throw.hpp"
#include "reshape_wildcard_throw.hpp"
#endif

int odr_failures() {
  int wrong = 0;
  shapecc::Shape out, mat;
  wrong += !(attention::attention({1, 2, 3, 4}, {1, 2, 5, 4}, {1, 2, 5, 6}, out)
                 .ok() &&
             same(out, {1, 2, 3, 6}));
  int64_t count = 0;
  wrong += !(batch_split::batch_split({3, 4, 5}, out, mat, count).ok() &&
             count == 3);
  wrong +=
      !(conv2d_nchw::conv2d_nchw({1, 1, 5, 5}, {1, 1, 3, 3}, 1, 0, 1, 1, out)
            .ok() &&
        same(out, {1, 1, 3, 3}));
  int32_t common = 0;
  bool equal = false;
  wrong += !(int_results::compare({2, 3}, {2, 4}, common, equal, count).ok() &&
             common == 1);
  using Unary =
      shapecc::Status (*)(shapecc::ValueShapeView, shapecc::Shape &) noexcept;
  wrong += nn_library::nn::lookup<Unary>("nn.relu") != &nn_library::nn::unary;
  wrong += !(reshape_wildcard::reshape3({4, 5}, -1, 2, 5, out).ok() &&
             same(out, {2, 2, 5}));
#ifdef __cpp_exceptions
  wrong +=
      !same(t_attention::attention({1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 2}),
            {1, 1, 1, 2});
  wrong += t_int_results::compare({}, {1}).out2 != -1;
  wrong += !same(t_reshape_wildcard::reshape3({6}, 1, 6, -1), {1, 6, 1});
#endif
  return wrong;
}
