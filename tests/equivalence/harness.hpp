// Calls one emitted checker, compiled with and without hoisting under both
// error policies, on a grid of inputs derived from its signature, and prints
// every input on which the four versions do not report the same.
#ifndef SHAPECC_TESTS_EQUIVALENCE_HARNESS_HPP
#define SHAPECC_TESTS_EQUIVALENCE_HARNESS_HPP

#include "shapecc/runtime.hpp"

#include <algorithm>
#include <cinttypes>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>
#include <vector>

#include <sys/time.h>
#include <unistd.h>

namespace eq {

/// Inputs are numbered across the whole driver; a run starts at `first_input`
/// (argv[1]), so that the script can resume after an input that hangs.
inline std::size_t first_input = 0;
inline std::size_t next_input = 0;
/// What the alarm reports: `H INDEX LABEL FUNC VARIANT <tab> INPUT`.
inline char hang_report[4096];
/// How much CPU time one call may take (calls take microseconds): a grid
/// input may make a loop run (nearly) forever, which cannot be compared.
/// CPU time, not wall time: on a loaded machine a loop that ends at
/// SHAPECC_MAX_LOOP_ITERATIONS may take longer than this in wall time, and
/// would be reported as a hang of whichever build it happened to.
inline constexpr long call_microseconds = 500000;

inline void set_timer(long microseconds) {
  itimerval timer{};
  timer.it_value.tv_sec = microseconds / 1000000;
  timer.it_value.tv_usec = microseconds % 1000000;
  setitimer(ITIMER_VIRTUAL, &timer, nullptr);
}

extern "C" inline void report_hang(int) {
  ssize_t written = write(1, hang_report, std::strlen(hang_report));
  (void)written;
  _exit(3);
}

using Extents = std::vector<std::int64_t>;

struct Arg;
using Combo = std::vector<Arg>;

/// Candidate values of one program: shapes (from the generic grid and the
/// program's own static shapes), integers (small ones and its literals), and
/// whole inputs the program comes with (a generated program's), which are
/// tried first on the functions they fit.
struct Pools {
  std::vector<Extents> shapes;
  std::vector<std::int64_t> ints;
  std::vector<Combo> inputs;
};

enum class Kind { shape, value_shape, integer, boolean };

/// One argument's value, whatever its parameter type.
struct Arg {
  Extents shape;
  Extents value;
  bool has_value = false;
  std::int64_t scalar = 0;
};

template <class T> constexpr Kind kind_of() {
  if constexpr (std::is_same_v<T, shapecc::ShapeView>)
    return Kind::shape;
  else if constexpr (std::is_same_v<T, shapecc::ValueShapeView>)
    return Kind::value_shape;
  else if constexpr (std::is_same_v<T, bool>)
    return Kind::boolean;
  else {
    static_assert(std::is_integral_v<T>, "unsupported parameter type");
    return Kind::integer;
  }
}

template <class T> T make(const Arg &a) {
  if constexpr (std::is_same_v<T, shapecc::ShapeView>)
    return shapecc::ShapeView(a.shape.data(), a.shape.size());
  else if constexpr (std::is_same_v<T, shapecc::ValueShapeView>)
    return {shapecc::ShapeView(a.shape.data(), a.shape.size()),
            a.has_value ? shapecc::ShapeView(a.value.data(), a.value.size())
                        : shapecc::ShapeView()};
  else if constexpr (std::is_same_v<T, bool>)
    return a.scalar != 0;
  else
    return static_cast<T>(a.scalar);
}

/// splitmix64: the grid depends only on the program's pools.
struct Rng {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
  }
  std::size_t below(std::size_t n) { return n ? next() % n : 0; }
};

/// Every value the grid may give a parameter of `kind`.
inline std::vector<Arg> domain(Kind kind, const Pools &pools) {
  std::vector<Arg> out;
  switch (kind) {
  case Kind::shape:
    for (const Extents &s : pools.shapes)
      out.push_back({s, {}, false, 0});
    break;
  case Kind::value_shape:
    for (const Extents &s : pools.shapes)
      out.push_back({s, {}, false, 0});
    // A 1-D integer tensor whose elements are a shape (value_as_shape).
    for (const Extents &s : pools.shapes)
      out.push_back({{static_cast<std::int64_t>(s.size())}, s, true, 0});
    break;
  case Kind::integer:
    for (std::int64_t v : pools.ints)
      out.push_back({{}, {}, false, v});
    break;
  case Kind::boolean:
    out.push_back({{}, {}, false, 0});
    out.push_back({{}, {}, false, 1});
    break;
  }
  return out;
}

/// A shape close to `base`, so that related arguments often satisfy
/// broadcasting and equality constraints together.
inline Extents variant(const Extents &base, Rng &rng) {
  Extents s = base;
  switch (rng.below(4)) {
  case 0:
    break;
  case 1:
    for (std::int64_t &e : s)
      if (rng.below(3) == 0)
        e = 1;
    break;
  case 2:
    s.erase(s.begin(), s.begin() + rng.below(s.size() + 1));
    break;
  case 3:
    if (s.size() < 4)
      s.insert(s.begin(), 1);
    break;
  }
  return s;
}

/// The inputs a function with parameters `kinds` is called on: the program's
/// own inputs that fit, then every combination of candidates when there are
/// at most `budget`; otherwise the diagonal (the
/// i-th candidate for every parameter: equal shapes), combinations of
/// shapes related to one base shape, and random combinations, `budget` in
/// all.
inline std::vector<Combo> grid(const std::vector<Kind> &kinds,
                               const Pools &pools, std::size_t budget) {
  std::vector<std::vector<Arg>> domains;
  std::size_t total = 1;
  std::size_t widest = 1;
  for (Kind kind : kinds) {
    domains.push_back(domain(kind, pools));
    total = total > budget ? total : total * domains.back().size();
    widest = std::max(widest, domains.back().size());
  }
  std::vector<Combo> out;
  for (const Combo &input : pools.inputs)
    if (input.size() == kinds.size())
      out.push_back(input);
  if (total <= budget) {
    for (std::size_t n = 0; n < total; ++n) {
      Combo combo;
      std::size_t rest = n;
      for (const std::vector<Arg> &d : domains) {
        combo.push_back(d[rest % d.size()]);
        rest /= d.size();
      }
      out.push_back(std::move(combo));
    }
    return out;
  }
  budget += out.size();
  for (std::size_t i = 0; i < widest && out.size() < budget / 3; ++i) {
    Combo combo;
    for (const std::vector<Arg> &d : domains)
      combo.push_back(d[i % d.size()]);
    out.push_back(std::move(combo));
  }
  Rng rng{kinds.size() * 1000003 + pools.shapes.size()};
  for (std::size_t i = 0; out.size() < 2 * budget / 3; ++i) {
    const Extents &base = pools.shapes[i % pools.shapes.size()];
    Combo combo;
    for (std::size_t k = 0; k < kinds.size(); ++k) {
      if (kinds[k] == Kind::shape || kinds[k] == Kind::value_shape)
        combo.push_back({variant(base, rng), {}, false, 0});
      else
        combo.push_back(domains[k][rng.below(domains[k].size())]);
    }
    out.push_back(std::move(combo));
  }
  while (out.size() < budget) {
    Combo combo;
    for (const std::vector<Arg> &d : domains)
      combo.push_back(d[rng.below(d.size())]);
    out.push_back(std::move(combo));
  }
  return out;
}

//===--- Printing outcomes
//-------------------------------------------------===//

inline void put(std::string &out, const shapecc::Shape &s) {
  out += " [";
  for (std::size_t i = 0; i < s.rank(); ++i)
    out += (i ? "," : "") + std::to_string(s[i]);
  out += "]";
}
inline void put(std::string &out, bool b) { out += b ? " true" : " false"; }
template <class T, class = std::enable_if_t<std::is_integral_v<T>>>
void put(std::string &out, T v) {
  out += " " + std::to_string(v);
}

/// Whether the failure was reported by a constraint (a check of the
/// constrained form) rather than by an op computing a value.
inline bool by_check(shapecc::Op op) {
  switch (op) {
  case shapecc::Op::cstr_broadcastable:
  case shapecc::Op::cstr_eq:
  case shapecc::Op::cstr_require:
  case shapecc::Op::const_witness:
    return true;
  default:
    return false;
  }
}

/// "fail CODE check|op LINE:COL MESSAGE", one line.
inline std::string failure(const shapecc::Status &st) {
  char msg[2048];
  st.format(msg, sizeof msg);
  for (char *c = msg; *c; ++c)
    if (*c == '\n' || *c == '\t')
      *c = ' ';
  const shapecc::Site *site = st.site();
  return std::string("fail ") + shapecc::to_string(st.code()) +
         (by_check(st.error()->op) ? " check " : " op ") +
         (site ? std::to_string(site->line) + ":" + std::to_string(site->col)
               : std::string("0:0")) +
         " " + msg;
}

//===--- Calling any signature
//----------------------------------------------===//

/// The status policy: `Status f(inputs..., Out &...) noexcept`.
template <auto F> struct StatusFn;
template <class... P, shapecc::Status (*F)(P...) noexcept> struct StatusFn<F> {
  using Storage = std::tuple<std::decay_t<P>...>;
  static constexpr std::size_t num_results =
      (std::size_t{0} + ... + std::size_t{std::is_lvalue_reference_v<P>});
  static constexpr std::size_t num_inputs = sizeof...(P) - num_results;

  static std::vector<Kind> kinds() {
    std::vector<Kind> out;
    add_kinds(out, std::make_index_sequence<num_inputs>{});
    return out;
  }
  template <std::size_t... I>
  static void add_kinds(std::vector<Kind> &out, std::index_sequence<I...>) {
    (out.push_back(kind_of<std::tuple_element_t<I, Storage>>()), ...);
  }

  static std::string call(const Combo &args) {
    Storage storage;
    fill(storage, args, std::make_index_sequence<num_inputs>{});
    shapecc::Status st = std::apply(F, storage);
    if (!st.ok())
      return failure(st);
    std::string out = "ok";
    put_results(out, storage, std::make_index_sequence<num_results>{});
    return out;
  }
  template <std::size_t... I>
  static void fill(Storage &storage, const Combo &args,
                   std::index_sequence<I...>) {
    ((std::get<I>(storage) = make<std::tuple_element_t<I, Storage>>(args[I])),
     ...);
  }
  template <std::size_t... I>
  static void put_results(std::string &out, const Storage &storage,
                          std::index_sequence<I...>) {
    (put(out, std::get<num_inputs + I>(storage)), ...);
  }
};

/// The throw policy: `R f(inputs...)`, R void, one result, or a struct of
/// `num_results` results.
template <auto F, std::size_t N> struct ThrowFn;
template <class R, class... P, R (*F)(P...), std::size_t N>
struct ThrowFn<F, N> {
  static std::string call(const Combo &args) {
    try {
      return invoke(args, std::index_sequence_for<P...>{});
    } catch (const shapecc::ShapeError &e) {
      return failure(e.status());
    }
  }
  template <std::size_t... I>
  static std::string invoke(const Combo &args, std::index_sequence<I...>) {
    std::string out = "ok";
    if constexpr (std::is_void_v<R>) {
      F(make<P>(args[I])...);
    } else {
      const R r = F(make<P>(args[I])...);
      put_all(out, r);
    }
    return out;
  }
  template <class T> static void put_all(std::string &out, const T &r) {
    if constexpr (N == 1) {
      put(out, r);
    } else if constexpr (N == 2) {
      const auto &[a, b] = r;
      put_each(out, a, b);
    } else if constexpr (N == 3) {
      const auto &[a, b, c] = r;
      put_each(out, a, b, c);
    } else if constexpr (N == 4) {
      const auto &[a, b, c, d] = r;
      put_each(out, a, b, c, d);
    } else if constexpr (N == 5) {
      const auto &[a, b, c, d, e] = r;
      put_each(out, a, b, c, d, e);
    } else if constexpr (N == 6) {
      const auto &[a, b, c, d, e, f] = r;
      put_each(out, a, b, c, d, e, f);
    } else if constexpr (N == 7) {
      const auto &[a, b, c, d, e, f, g] = r;
      put_each(out, a, b, c, d, e, f, g);
    } else {
      static_assert(N == 8, "more results than the harness prints");
      const auto &[a, b, c, d, e, f, g, h] = r;
      put_each(out, a, b, c, d, e, f, g, h);
    }
  }
  template <class... T> static void put_each(std::string &out, const T &...v) {
    (put(out, v), ...);
  }
};

inline std::string extents(const Extents &s) {
  std::string out = "[";
  for (std::size_t i = 0; i < s.size(); ++i)
    out += (i ? "," : "") + std::to_string(s[i]);
  return out + "]";
}

/// The input as `[2,3]; 4; true; [2]=(2,3)` (a value shape with elements).
inline std::string show(const std::vector<Kind> &kinds, const Combo &args) {
  std::string out;
  for (std::size_t k = 0; k < kinds.size(); ++k) {
    out += k ? "; " : "";
    if (kinds[k] == Kind::shape || kinds[k] == Kind::value_shape)
      out += extents(args[k].shape) +
             (args[k].has_value ? "=" + extents(args[k].value) : "");
    else if (kinds[k] == Kind::boolean)
      out += args[k].scalar ? "true" : "false";
    else
      out += std::to_string(args[k].scalar);
  }
  return out;
}

/// What the hang reports call the reference build and the build compared
/// with it; their throw-policy versions add ",throw".
struct Variants {
  const char *reference = "hoisted";
  const char *other = "--no-hoist";
};

/// Calls the four versions of one function on its grid (by default the
/// hoisted and the --no-hoist build; tests/equivalence/metamorphic.py passes
/// a program and a rewritten one). Prints `C LABEL FUNC CALLS PASSED` and,
/// for each input where a version differs from the reference status one,
/// `D LABEL FUNC INPUT <tab> HOISTED <tab> NO-HOIST <tab> HOISTED-THROW <tab>
/// NO-HOIST-THROW`.
template <auto HoistStatus, auto PlainStatus, auto HoistThrow, auto PlainThrow>
void compare(const char *label, const char *function, const Pools &pools,
             std::size_t budget, const Variants &names = {}) {
  using Hs = StatusFn<HoistStatus>;
  using Ps = StatusFn<PlainStatus>;
  using Ht = ThrowFn<HoistThrow, Hs::num_results>;
  using Pt = ThrowFn<PlainThrow, Ps::num_results>;
  static_assert(std::is_same_v<typename Hs::Storage, typename Ps::Storage>,
                "the two builds have different signatures");
  std::size_t calls = 0, passed = 0;
  const std::vector<Kind> kinds = Hs::kinds();
  const std::string reference_throw = std::string(names.reference) + ",throw";
  const std::string other_throw = std::string(names.other) + ",throw";
  std::signal(SIGVTALRM, report_hang);
  for (const Combo &args : grid(kinds, pools, budget)) {
    if (next_input++ < first_input)
      continue;
    const std::string input = show(kinds, args);
    auto timed = [&](const char *variant, std::string (*call)(const Combo &)) {
      std::snprintf(hang_report, sizeof hang_report, "H %zu %s %s %s\t%s\n",
                    next_input - 1, label, function, variant, input.c_str());
      set_timer(call_microseconds);
      std::string outcome = call(args);
      set_timer(0);
      return outcome;
    };
    // The other build first (--no-hoist): an input on which it does not
    // return either is not compared; one on which only the reference build
    // hangs is reported.
    const std::string ps = timed(names.other, Ps::call);
    const std::string hs = timed(names.reference, Hs::call);
    const std::string pt = timed(other_throw.c_str(), Pt::call);
    const std::string ht = timed(reference_throw.c_str(), Ht::call);
    ++calls;
    passed += hs.rfind("ok", 0) == 0;
    if (hs != ps || hs != ht || ps != pt)
      std::printf("D %s %s %s\t%s\t%s\t%s\t%s\n", label, function,
                  input.c_str(), hs.c_str(), ps.c_str(), ht.c_str(),
                  pt.c_str());
  }
  if (calls > 0)
    std::printf("C %s %s %zu %zu\n", label, function, calls, passed);
}

} // namespace eq

#endif
