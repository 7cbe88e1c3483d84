// The runtime benchmark: every workload case against every variant, in one
// binary.
//
//   bench_runtime [GOOGLE-BENCHMARK-FLAGS]  time each case/variant (ns/call,
//   heap allocations/call) bench_runtime --list                    JSON: the
//   cases, variants, and why any is not run bench_runtime --count=N
//   [--filter=S]    N calls of each (whose name contains S), for
//                                           valgrind --tool=callgrind (see
//                                           scripts/bench); prints
//                                           allocations/call as JSON
//
// Before anything else every variant's results are checked against the
// hand-written checker's; a variant that disagrees is reported as "wrong
// result" and not measured.
#include "bench.hpp"

#include <benchmark/benchmark.h>
#include <valgrind/callgrind.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

using bench::Input;
using bench::Workload;

// Extents of the inputs; each case's operands are views of these.
constexpr std::int64_t r4_a[] = {8, 1, 128, 64}, r4_b[] = {1, 16, 128, 1};
constexpr std::int64_t r8_a[] = {2, 1, 4, 8, 1, 16, 32, 64},
                       r8_b[] = {1, 3, 4, 1, 8, 16, 1, 64};
constexpr std::int64_t b3_a[] = {8, 16, 32, 64}, b3_b[] = {16, 1, 64},
                       b3_c[] = {64};
constexpr std::int64_t mm_lhs[] = {128, 256}, mm_rhs[] = {256, 512};
constexpr std::int64_t ch_a[] = {8, 16, 32, 64}, ch_b[] = {16, 32, 64},
                       ch_c[] = {1, 32, 1}, ch_d[] = {8, 1, 1, 64},
                       ch_e[] = {64};
constexpr std::int64_t de_x[] = {8, 128, 256}, de_w[] = {256, 512};
constexpr std::int64_t ne_a[] = {8, 16, 32, 64};
constexpr std::int64_t fail_a[] = {8, 16, 32, 64}, fail_b[] = {8, 15, 32, 64};

template <std::size_t N> constexpr Input in(const std::int64_t (&extents)[N]) {
  return {extents, N};
}

struct Case {
  const char *name;
  const char *description;
  Workload workload;
  Input inputs[5];
  bool expect_ok;
};

const Case cases[] = {
    {"broadcast2_rank4",
     "[8,1,128,64] and [1,16,128,1]",
     Workload::broadcast2,
     {in(r4_a), in(r4_b)},
     true},
    {"broadcast2_rank8",
     "[2,1,4,8,1,16,32,64] and [1,3,4,1,8,16,1,64]",
     Workload::broadcast2,
     {in(r8_a), in(r8_b)},
     true},
    {"broadcast3",
     "[8,16,32,64], [16,1,64] and [64]",
     Workload::broadcast3,
     {in(b3_a), in(b3_b), in(b3_c)},
     true},
    {"matmul",
     "[128,256] x [256,512]",
     Workload::matmul,
     {in(mm_lhs), in(mm_rhs)},
     true},
    {"elementwise_chain",
     "[8,16,32,64], [16,32,64], [1,32,1], [8,1,1,64], [64]",
     Workload::elementwise_chain,
     {in(ch_a), in(ch_b), in(ch_c), in(ch_d), in(ch_e)},
     true},
    {"concat_split_at",
     "dense: [8,128,256] x [256,512]",
     Workload::dense,
     {in(de_x), in(de_w)},
     true},
    {"num_elements", "[8,16,32,64]", Workload::num_elements, {in(ne_a)}, true},
    {"broadcast2_rank4_failure",
     "[8,16,32,64] and [8,15,32,64]: dimension 1 fails",
     Workload::broadcast2,
     {in(fail_a), in(fail_b)},
     false},
};

struct VariantInfo {
  const char *name;
  bench::Variant (*get)(Workload);
};
const VariantInfo variants[] = {
    {"hand_written", bench::handWritten},
    {"shapecc_status", bench::shapeccStatus},
    {"shapecc_throw", bench::shapeccThrow},
    {"upstream", bench::upstream},
};

/// The variant of a case, or why it is not run.
struct Runnable {
  bench::Variant variant;
  std::string not_run; // empty when runnable
};

bool same(const bench::Result &a, const bench::Result &b) {
  if (a.ok != b.ok)
    return false;
  if (!a.ok)
    return true;
  if (a.scalar != b.scalar || a.rank != b.rank)
    return false;
  const std::size_t n = a.scalar ? 1 : a.rank;
  return std::memcmp(a.extents, b.extents, n * sizeof(std::int64_t)) == 0;
}

std::string show(const bench::Result &r) {
  if (!r.ok)
    return "failure";
  std::string s = r.scalar ? "" : "[";
  for (std::size_t d = 0; d < (r.scalar ? 1 : r.rank); ++d)
    s += (d ? "," : "") + std::to_string(r.extents[d]);
  return s + (r.scalar ? "" : "]");
}

Runnable resolve(const Case &c, const VariantInfo &v) {
  Runnable r{v.get(c.workload), {}};
  if (r.variant.unsupported) {
    r.not_run = std::string("unsupported: ") + r.variant.unsupported;
    return r;
  }
  if (!c.expect_ok && std::strcmp(v.name, "upstream") == 0) {
    r.not_run = "n/a: a failed constraint lowers to cf.assert, which aborts "
                "the process";
    return r;
  }
  const bench::Result reference =
      bench::handWritten(c.workload).result(c.inputs);
  const bench::Result got = r.variant.result(c.inputs);
  if (reference.ok != c.expect_ok || !same(reference, got))
    r.not_run = "wrong result: " + show(got) + ", expected " + show(reference);
  return r;
}

std::string json(const std::string &s) {
  std::string out = "\"";
  for (char ch : s) {
    if (ch == '"' || ch == '\\')
      out += '\\';
    out += ch;
  }
  return out + "\"";
}

int list() {
  std::printf("[\n");
  bool first = true;
  for (const Case &c : cases)
    for (const VariantInfo &v : variants) {
      Runnable r = resolve(c, v);
      std::printf("%s  {\"case\": %s, \"inputs\": %s, \"variant\": %s, "
                  "\"not_run\": %s}",
                  first ? "" : ",\n", json(c.name).c_str(),
                  json(c.description).c_str(), json(v.name).c_str(),
                  r.not_run.empty() ? "null" : json(r.not_run).c_str());
      first = false;
    }
  std::printf("\n]\n");
  return 0;
}

/// An empty entry: what the counting loop itself costs per call, subtracted
/// from every count.
[[gnu::noinline]] bool baseline(const Input *inputs) {
  bench::escape(inputs);
  return true;
}

/// Under valgrind --tool=callgrind --collect-atstart=no, each dump holds
/// `calls` calls of one case/variant: collection is on only around the loop (so
/// exceptions, which confuse callgrind's per-function attribution, are still
/// counted). "baseline" is the loop around an empty entry.
int count(long calls, const char *filter) {
  std::printf("[\n");
  auto measure = [&](const std::string &name, bool (*run)(const Input *),
                     const Input *inputs) {
    for (int i = 0; i < 16; ++i) // resolve lazy bindings, warm caches
      benchmark::DoNotOptimize(run(inputs));
    const std::uint64_t before = bench::allocations();
    CALLGRIND_TOGGLE_COLLECT;
    for (long i = 0; i < calls; ++i)
      benchmark::DoNotOptimize(run(inputs));
    CALLGRIND_TOGGLE_COLLECT;
    const std::uint64_t allocs = bench::allocations() - before;
    CALLGRIND_DUMP_STATS_AT(name.c_str());
    std::printf("  {\"name\": %s, \"calls\": %ld, \"allocations\": %llu},\n",
                json(name).c_str(), calls,
                static_cast<unsigned long long>(allocs));
  };
  for (const Case &c : cases)
    for (const VariantInfo &v : variants) {
      Runnable r = resolve(c, v);
      const std::string name = std::string(c.name) + "/" + v.name;
      if (r.not_run.empty() && name.find(filter) != std::string::npos)
        measure(name, r.variant.run, c.inputs);
    }
  measure("baseline", baseline, cases[0].inputs);
  std::printf("  {\"name\": null}\n]\n");
  return 0;
}

void measure(benchmark::State &state, bench::Variant variant,
             const Input *inputs) {
  const std::uint64_t before = bench::allocations();
  for (auto _ : state)
    benchmark::DoNotOptimize(variant.run(inputs));
  state.counters["allocs_per_call"] =
      benchmark::Counter(static_cast<double>(bench::allocations() - before),
                         benchmark::Counter::kAvgIterations);
}

} // namespace

int main(int argc, char **argv) {
  const char *filter = "";
  for (int i = 1; i < argc; ++i)
    if (std::strncmp(argv[i], "--filter=", 9) == 0)
      filter = argv[i] + 9;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--list") == 0)
      return list();
    if (std::strncmp(argv[i], "--count=", 8) == 0)
      return count(std::atol(argv[i] + 8), filter);
  }
  for (const Case &c : cases)
    for (const VariantInfo &v : variants) {
      Runnable r = resolve(c, v);
      const std::string name = std::string(c.name) + "/" + v.name;
      if (!r.not_run.empty()) {
        std::fprintf(stderr, "%s: %s\n", name.c_str(), r.not_run.c_str());
        continue;
      }
      benchmark::RegisterBenchmark(name.c_str(), measure, r.variant, c.inputs);
    }
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv))
    return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
