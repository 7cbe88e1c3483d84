// MLIR's upstream lowering of the workloads (bench/lower_upstream.py), called
// through its C interface: extent tensors are passed and returned as rank-1
// memref descriptors, and the caller frees the returned buffer, which the
// lowered code allocated with malloc. A failed constraint lowers to cf.assert,
// which prints and aborts the process.
#include "bench.hpp"

#include <cstdlib>
#include <utility>

namespace {

/// The C-interface descriptor of memref<?xindex>.
struct MemRef {
  std::int64_t *allocated;
  std::int64_t *aligned;
  std::int64_t offset;
  std::int64_t sizes[1];
  std::int64_t strides[1];
};

MemRef descriptor(const bench::Input &in) {
  auto *data = const_cast<std::int64_t *>(
      in.data); // the lowered code only reads arguments
  return {data, data, 0, {static_cast<std::int64_t>(in.rank)}, {1}};
}

void store(bench::Result &r, const MemRef &m) {
  r.ok = true;
  r.rank = static_cast<std::size_t>(m.sizes[0]);
  for (std::size_t d = 0; d < r.rank && d < 16; ++d)
    r.extents[d] =
        m.aligned[m.offset + static_cast<std::int64_t>(d) * m.strides[0]];
}

} // namespace

// Weak: a workload upstream cannot lower has no such function, and its object
// file defines bench_upstream_unsupported_<function>, the reason, instead.
extern "C" {
[[gnu::weak]] void _mlir_ciface_broadcast2(MemRef *, MemRef *, MemRef *);
[[gnu::weak]] void _mlir_ciface_broadcast3(MemRef *, MemRef *, MemRef *,
                                           MemRef *);
[[gnu::weak]] void _mlir_ciface_matmul(MemRef *, MemRef *, MemRef *);
[[gnu::weak]] void _mlir_ciface_elementwise_chain(MemRef *, MemRef *, MemRef *,
                                                  MemRef *, MemRef *, MemRef *);
[[gnu::weak]] void _mlir_ciface_dense(MemRef *, MemRef *, MemRef *);
[[gnu::weak]] std::int64_t _mlir_ciface_num_elements(MemRef *);
[[gnu::weak]] extern const char bench_upstream_unsupported_broadcast2[];
[[gnu::weak]] extern const char bench_upstream_unsupported_broadcast3[];
[[gnu::weak]] extern const char bench_upstream_unsupported_matmul[];
[[gnu::weak]] extern const char bench_upstream_unsupported_elementwise_chain[];
[[gnu::weak]] extern const char bench_upstream_unsupported_dense[];
[[gnu::weak]] extern const char bench_upstream_unsupported_num_elements[];
}

namespace bench {
namespace {

/// Calls `f` on descriptors of `in`; the result descriptor comes first, as the
/// C interface has it.
template <class... D, std::size_t... I>
MemRef callShape(void (*f)(MemRef *, D *...), const Input *in,
                 std::index_sequence<I...>) {
  MemRef args[sizeof...(D)] = {descriptor(in[I])...};
  MemRef result;
  f(&result, &args[I]...);
  return result;
}

template <auto F> struct Shape;
template <class... D, void (*F)(MemRef *, D *...)> struct Shape<F> {
  static bool run(const Input *in) {
    MemRef r = callShape(F, in, std::index_sequence_for<D...>{});
    escape(r.aligned);
    std::free(r.allocated);
    return true;
  }
  static Result result(const Input *in) {
    MemRef m = callShape(F, in, std::index_sequence_for<D...>{});
    Result r;
    store(r, m);
    std::free(m.allocated);
    return r;
  }
};

Result resultNumElements(const Input *in) {
  MemRef a = descriptor(in[0]);
  Result r;
  r.ok = r.scalar = true;
  r.extents[0] = _mlir_ciface_num_elements(&a);
  return r;
}

} // namespace

[[gnu::noinline]] bool entry_upstream_broadcast2(const Input *in) {
  return Shape<_mlir_ciface_broadcast2>::run(in);
}
[[gnu::noinline]] bool entry_upstream_broadcast3(const Input *in) {
  return Shape<_mlir_ciface_broadcast3>::run(in);
}
[[gnu::noinline]] bool entry_upstream_matmul(const Input *in) {
  return Shape<_mlir_ciface_matmul>::run(in);
}
[[gnu::noinline]] bool entry_upstream_elementwise_chain(const Input *in) {
  return Shape<_mlir_ciface_elementwise_chain>::run(in);
}
[[gnu::noinline]] bool entry_upstream_dense(const Input *in) {
  return Shape<_mlir_ciface_dense>::run(in);
}
[[gnu::noinline]] bool entry_upstream_num_elements(const Input *in) {
  MemRef a = descriptor(in[0]);
  std::int64_t n = _mlir_ciface_num_elements(&a);
  escape(&n);
  return true;
}

#define BENCH_VARIANT(workload, entry, result)                                 \
  (_mlir_ciface_##workload ? Variant{nullptr, entry, result}                   \
   : bench_upstream_unsupported_##workload                                     \
       ? Variant{bench_upstream_unsupported_##workload}                        \
       : Variant{"not lowered"})

Variant upstream(Workload w) {
  switch (w) {
  case Workload::broadcast2:
    return BENCH_VARIANT(broadcast2, entry_upstream_broadcast2,
                         Shape<_mlir_ciface_broadcast2>::result);
  case Workload::broadcast3:
    return BENCH_VARIANT(broadcast3, entry_upstream_broadcast3,
                         Shape<_mlir_ciface_broadcast3>::result);
  case Workload::matmul:
    return BENCH_VARIANT(matmul, entry_upstream_matmul,
                         Shape<_mlir_ciface_matmul>::result);
  case Workload::elementwise_chain:
    return BENCH_VARIANT(elementwise_chain, entry_upstream_elementwise_chain,
                         Shape<_mlir_ciface_elementwise_chain>::result);
  case Workload::dense:
    return BENCH_VARIANT(dense, entry_upstream_dense,
                         Shape<_mlir_ciface_dense>::result);
  case Workload::num_elements:
    return BENCH_VARIANT(num_elements, entry_upstream_num_elements,
                         resultNumElements);
  }
  return {"unknown workload"};
}

} // namespace bench
