// One translation unit of max-rank-abi.mlir: calls the checker with the
// capacity it is built with, and prints what it returned. UNIT names the
// entry; SPLIT includes the split layout's header instead.
#ifdef SPLIT
#include "split.hpp"
#else
#include "abi.hpp"
#endif

#include <cstdio>

void UNIT() {
  shapecc::Shape out;
  const shapecc::Status st = abi::both({4, 1, 3}, {2, 1}, out);
  std::printf("%s: capacity %zu: %s", __func__, shapecc::max_rank,
              st.ok() ? "ok" : shapecc::to_string(st.code()));
  if (st.ok()) {
    std::printf(" [");
    for (std::size_t i = 0; i < out.rank(); ++i)
      std::printf(i ? ",%lld" : "%lld", static_cast<long long>(out[i]));
    std::printf("]");
  }
  std::int64_t sum = 0;
  const shapecc::Status scalars = abi::scalars(3, 3, sum);
  std::printf(", scalars %s %lld\n",
              scalars.ok() ? "ok" : shapecc::to_string(scalars.code()),
              static_cast<long long>(sum));
}
