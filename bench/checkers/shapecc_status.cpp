// The shapecc-emitted checkers, status policy (--errors=status), generated at
// build time.
#include "shapecc_call.hpp"

#include "broadcast2.status.hpp"
#include "broadcast3.status.hpp"
#include "dense.status.hpp"
#include "elementwise_chain.status.hpp"
#include "matmul.status.hpp"
#include "num_elements.status.hpp"

// One entry point per workload (`bench::entry_*`, counted by callgrind), or the
// reason shapecc could not produce it.
#define BENCH_ENTRY(workload)                                                  \
  [[gnu::noinline]] bool entry_shapecc_status_##workload(const Input *in) {    \
    return Status<&status_##workload::workload>::run(in);                      \
  }                                                                            \
  static Variant variant_##workload() {                                        \
    return {nullptr, entry_shapecc_status_##workload,                          \
            Status<&status_##workload::workload>::result};                     \
  }
#define BENCH_UNSUPPORTED(workload, reason)                                    \
  static Variant variant_##workload() { return {reason}; }

namespace bench {
#ifdef BENCH_UNSUPPORTED_STATUS_BROADCAST2
BENCH_UNSUPPORTED(broadcast2, BENCH_UNSUPPORTED_STATUS_BROADCAST2)
#else
BENCH_ENTRY(broadcast2)
#endif
#ifdef BENCH_UNSUPPORTED_STATUS_BROADCAST3
BENCH_UNSUPPORTED(broadcast3, BENCH_UNSUPPORTED_STATUS_BROADCAST3)
#else
BENCH_ENTRY(broadcast3)
#endif
#ifdef BENCH_UNSUPPORTED_STATUS_MATMUL
BENCH_UNSUPPORTED(matmul, BENCH_UNSUPPORTED_STATUS_MATMUL)
#else
BENCH_ENTRY(matmul)
#endif
#ifdef BENCH_UNSUPPORTED_STATUS_ELEMENTWISE_CHAIN
BENCH_UNSUPPORTED(elementwise_chain, BENCH_UNSUPPORTED_STATUS_ELEMENTWISE_CHAIN)
#else
BENCH_ENTRY(elementwise_chain)
#endif
#ifdef BENCH_UNSUPPORTED_STATUS_DENSE
BENCH_UNSUPPORTED(dense, BENCH_UNSUPPORTED_STATUS_DENSE)
#else
BENCH_ENTRY(dense)
#endif
#ifdef BENCH_UNSUPPORTED_STATUS_NUM_ELEMENTS
BENCH_UNSUPPORTED(num_elements, BENCH_UNSUPPORTED_STATUS_NUM_ELEMENTS)
#else
BENCH_ENTRY(num_elements)
#endif

Variant shapeccStatus(Workload w) {
  switch (w) {
  case Workload::broadcast2:
    return variant_broadcast2();
  case Workload::broadcast3:
    return variant_broadcast3();
  case Workload::matmul:
    return variant_matmul();
  case Workload::elementwise_chain:
    return variant_elementwise_chain();
  case Workload::dense:
    return variant_dense();
  case Workload::num_elements:
    return variant_num_elements();
  }
  return {"unknown workload"};
}
} // namespace bench
