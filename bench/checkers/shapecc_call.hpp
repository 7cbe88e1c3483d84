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

/// The status policy: `shapecc::Status f(ShapeView..., Out&...) noexcept`. The
/// views are built in the call, the out-parameters are locals of their own,
/// as a user writes it.
template <auto F> struct Status;
template <class... P, shapecc::Status (*F)(P...) noexcept> struct Status<F> {
  static constexpr std::size_t num_views =
      (std::size_t{0} + ... + is_view_v<P>);
  static_assert(sizeof...(P) == num_views + 1, "one result per workload");
  using Out = std::decay_t<std::tuple_element_t<num_views, std::tuple<P...>>>;

  /// Only spells out the views: inlined, so that the call is the user's own
  /// (clang does not inline a helper that returns a Status on its own).
  template <std::size_t... I>
  [[gnu::always_inline]] static shapecc::Status
  call(const Input *in, Out &out, std::index_sequence<I...>) {
    return F(shapecc::ShapeView(in[I].data, in[I].rank)..., out);
  }
  static bool run(const Input *in) {
    Out out;
    const bool passed =
        call(in, out, std::make_index_sequence<num_views>{}).ok();
    escape(&out);
    return passed;
  }
  static Result result(const Input *in) {
    Out out;
    Result r;
    r.ok = call(in, out, std::make_index_sequence<num_views>{}).ok();
    if (r.ok)
      store(r, out);
    return r;
  }
};

#if defined(__cpp_exceptions)
/// The throw policy: `R f(ShapeView...)`, throwing shapecc::ShapeError.
template <auto F> struct Throw;
template <class R, class... P, R (*F)(P...)> struct Throw<F> {
  template <std::size_t... I>
  [[gnu::always_inline]] static R call(const Input *in,
                                       std::index_sequence<I...>) {
    return F(shapecc::ShapeView(in[I].data, in[I].rank)...);
  }
  /// F called where its result is a local, as a user writes it (a wrapper
  /// returning F's result would have a frame too small for GCC to inline F).
  template <std::size_t... I>
  static bool run(const Input *in, std::index_sequence<I...>) {
    try {
      R r = F(shapecc::ShapeView(in[I].data, in[I].rank)...);
      escape(&r);
      return true;
    } catch (const shapecc::ShapeError &) {
      return false;
    }
  }
  static bool run(const Input *in) {
    return run(in, std::index_sequence_for<P...>{});
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
