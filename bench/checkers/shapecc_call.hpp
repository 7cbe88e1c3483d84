// Calls a shapecc-emitted checker from a workload's inputs, whatever its
// generated signature: the extent-tensor arguments become shapecc::ShapeView,
// and the results are the status policy's trailing out-parameters or the throw
// policy's return value.
#ifndef SHAPECC_BENCH_SHAPECC_CALL_HPP
#define SHAPECC_BENCH_SHAPECC_CALL_HPP

#include "bench.hpp"
#include "shapecc/runtime.hpp"

#include <tuple>
#include <type_traits>
#include <utility>

namespace bench {

inline void store(Result &r, const shapecc::Shape &s) {
  r.rank = s.rank();
  for (std::size_t d = 0; d < s.rank() && d < 16; ++d)
    r.extents[d] = s[d];
}
inline void store(Result &r, const shapecc::Size &s) {
  r.scalar = true;
  r.extents[0] = s.value();
}
inline void store(Result &r, std::int64_t v) {
  r.scalar = true;
  r.extents[0] = v;
}

template <class T>
constexpr bool is_view_v = std::is_same_v<std::decay_t<T>, shapecc::ShapeView>;

template <class... P> struct StatusCall {
  /// Every parameter's storage: the views, then the out-parameters.
  using Args = std::tuple<std::decay_t<P>...>;

  template <std::size_t... I>
  static void fill(Args &args, const Input *in, std::index_sequence<I...>) {
    ((is_view_v<std::tuple_element_t<I, Args>>
          ? void(setView(std::get<I>(args), in[I]))
          : void()),
     ...);
  }
  template <class T> static void setView(T &slot, const Input &in) {
    if constexpr (is_view_v<T>)
      slot = shapecc::ShapeView(in.data, in.rank);
  }
};

/// The status policy: `shapecc::Status f(ShapeView..., Out&...) noexcept`.
template <auto F> struct Status;
template <class... P, shapecc::Status (*F)(P...) noexcept> struct Status<F> {
  using Call = StatusCall<P...>;
  static bool run(const Input *in) {
    typename Call::Args args;
    Call::fill(args, in, std::index_sequence_for<P...>{});
    const bool passed = std::apply(F, args).ok();
    escape(&std::get<sizeof...(P) - 1>(args)); // the result
    return passed;
  }
  static Result result(const Input *in) {
    typename Call::Args args;
    Call::fill(args, in, std::index_sequence_for<P...>{});
    Result r;
    r.ok = std::apply(F, args).ok();
    if (r.ok)
      store(r, std::get<sizeof...(P) - 1>(args));
    return r;
  }
};

#if defined(__cpp_exceptions)
/// The throw policy: `R f(ShapeView...)`, throwing shapecc::ShapeError.
template <auto F> struct Throw;
template <class R, class... P, R (*F)(P...)> struct Throw<F> {
  template <std::size_t... I>
  static R call(const Input *in, std::index_sequence<I...>) {
    return F(shapecc::ShapeView(in[I].data, in[I].rank)...);
  }
  static bool run(const Input *in) {
    try {
      R r = call(in, std::index_sequence_for<P...>{});
      escape(&r);
      return true;
    } catch (const shapecc::ShapeError &) {
      return false;
    }
  }
  static Result result(const Input *in) {
    Result r;
    try {
      store(r, call(in, std::index_sequence_for<P...>{}));
      r.ok = true;
    } catch (const shapecc::ShapeError &) {
      r = Result();
    }
    return r;
  }
};
#endif

} // namespace bench

#endif
