// Proves the runtime never allocates: global operator new and (on glibc) the
// malloc family are replaced by counting versions, and every op, check and
// format runs, on success and failure, inside a counted region. Results are
// checked only after the region, since doctest allocates.
#include "test_support.hpp"

#include <atomic>
#include <cerrno>
#include <cstdlib>
#include <new>

namespace {
std::atomic<bool> counting{false};
std::atomic<long> allocations{0};

void note_allocation() noexcept {
  if (counting.load(std::memory_order_relaxed))
    allocations.fetch_add(1, std::memory_order_relaxed);
}

/// Keeps the optimizer from removing an allocation whose result is unused.
void escape(void *p) { asm volatile("" : : "r"(p) : "memory"); }

[[noreturn]] void out_of_memory() {
#if defined(__cpp_exceptions)
  throw std::bad_alloc();
#else
  std::abort();
#endif
}
} // namespace

#if defined(__GLIBC__)
extern "C" {
void *__libc_malloc(std::size_t);
void *__libc_calloc(std::size_t, std::size_t);
void *__libc_realloc(void *, std::size_t);
void *__libc_memalign(std::size_t, std::size_t);
void __libc_free(void *);

void *malloc(std::size_t n) noexcept {
  note_allocation();
  return __libc_malloc(n);
}
void *calloc(std::size_t count, std::size_t n) noexcept {
  note_allocation();
  return __libc_calloc(count, n);
}
void *realloc(void *p, std::size_t n) noexcept {
  note_allocation();
  return __libc_realloc(p, n);
}
void *memalign(std::size_t alignment, std::size_t n) noexcept {
  note_allocation();
  return __libc_memalign(alignment, n);
}
void *aligned_alloc(std::size_t alignment, std::size_t n) noexcept {
  note_allocation();
  return __libc_memalign(alignment, n);
}
int posix_memalign(void **out, std::size_t alignment, std::size_t n) noexcept {
  note_allocation();
  void *p = __libc_memalign(alignment, n);
  if (!p)
    return ENOMEM;
  *out = p;
  return 0;
}
void free(void *p) noexcept { __libc_free(p); }
}
#endif

void *operator new(std::size_t n) {
  note_allocation();
  if (void *p = std::malloc(n ? n : 1))
    return p;
  out_of_memory();
}
void *operator new[](std::size_t n) { return operator new(n); }
void *operator new(std::size_t n, const std::nothrow_t &) noexcept {
  note_allocation();
  return std::malloc(n ? n : 1);
}
void *operator new[](std::size_t n, const std::nothrow_t &t) noexcept {
  return operator new(n, t);
}
void operator delete(void *p) noexcept { std::free(p); }
void operator delete[](void *p) noexcept { std::free(p); }
void operator delete(void *p, std::size_t) noexcept { std::free(p); }
void operator delete[](void *p, std::size_t) noexcept { std::free(p); }

namespace {
using namespace shapecc;

constexpr Site site{"noalloc.mlir", 1, 1, "f", "message"};

/// Fixed-size record of expectations made inside the counted region.
struct Expectations {
  struct Entry {
    int line;
    bool held;
  };
  Entry entries[256];
  int size = 0;
  void expect(bool held, int line) noexcept {
    if (size < 256)
      entries[size++] = Entry{line, held};
  }
};
#define EXPECT(cond) ex.expect(static_cast<bool>(cond), __LINE__)

/// Formats a status into a stack buffer; true if the text is non-empty and fit.
bool formats(const Status &st) noexcept {
  char buf[512];
  const std::size_t n = st.format(buf, sizeof buf);
  // Zeroed: a short text ("ok") leaves small[7] unwritten.
  char small[8] = {};
  const std::size_t m = st.format(small, sizeof small);
  return n > 0 && n < sizeof buf && m == n && small[7] == '\0';
}

/// Every op and check, passing and failing. Returns normally with results in
/// `ex`.
void exercise(Expectations &ex) {
  const std::int64_t a[3] = {2, 1, 4}, b[2] = {3, 1}, bad[2] = {5, 5};
  const std::int64_t wide[max_rank + 1] = {};
  const ShapeView va(a, 3), vb(b, 2), vbad(bad, 2), vwide(wide, max_rank + 1);

  // Sizes.
  EXPECT(add(2, 3).value() == 5);
  EXPECT(!add(INT64_MAX, 1, &site).valid());
  EXPECT(mul(6, 7).value() == 42);
  EXPECT(!mul(INT64_MIN, -1, &site).valid());
  EXPECT(shapecc::div(-7, 2).value() == -4);
  EXPECT(shapecc::div(1, 0, &site).error()->code == Errc::division_by_zero);
  EXPECT(shapecc::div(INT64_MIN, -1, &site).error()->code == Errc::overflow);
  EXPECT(shapecc::max(1, 2).value() == 2);
  EXPECT(shapecc::min(1, 2).value() == 1);
  EXPECT(meet(Size(3), Size(3)).value() == 3);
  EXPECT(!meet(Size(3), Size(4), &site).valid());
  EXPECT(const_size(9).value() == 9);
  EXPECT(index_to_size(4).value() == 4);
  EXPECT(size_to_index(4).value() == 4);

  // Shapes.
  const Shape bc = broadcast({va, vb}, &site);
  EXPECT(bc.valid() && bc.rank() == 3 && bc[0] == 2 && bc[1] == 3 &&
         bc[2] == 4);
  EXPECT(!broadcast({va, vbad}, &site).valid());
  EXPECT(!broadcast({va, vb, vbad}, &site).valid());
  EXPECT(broadcast({va, vb, {1}}, &site).valid());
  EXPECT(!broadcast({vwide, {1}}, &site).valid());
  EXPECT(is_broadcastable({va, vb}));
  EXPECT(!is_broadcastable({va, vbad}));
  EXPECT(any({va, va}).rank() == 3);
  EXPECT(concat(va, vb).rank() == 5);
  EXPECT(!concat(vwide, va).valid());
  EXPECT(const_shape({1, 2}).rank() == 2);
  EXPECT(from_extents({1, Size(2), add(1, 2)}).rank() == 3);
  EXPECT(!from_extents({1, add(INT64_MAX, 1)}).valid());
  EXPECT(!from_extents({1, -1}, &site).valid());
  EXPECT(formats(check_extents({1, -1}, site)));
  EXPECT(formats(check_loop(0, INT64_MAX, 1, site)));
  EXPECT(formats(check_loop_unsigned(0, 4, 0, site)));
  std::uint64_t iterations = max_loop_iterations;
  EXPECT(formats(count_iteration(iterations, site)));
  EXPECT(formats(check_length(-1, site)));
  Shape built;
  EXPECT(push_extent(built, 2, site).ok());
  EXPECT(formats(push_extent(built, -2, site)));
  EXPECT(formats(insert_slice(built, {1, 2}, 0, 2, 1, site)));
  debug_print(built, "%built", site);
  debug_print(add(INT64_MAX, 1, &site), "%sum", site);
  EXPECT(from_extent_tensor(va).rank() == 3);
  EXPECT(to_extent_tensor(vb).rank() == 2);
  EXPECT(!to_extent_tensor(vwide).valid());
  EXPECT(get_extent(va, 2).value() == 4);
  EXPECT(!get_extent(va, 3, &site).valid());
  EXPECT(dim(va, 0).value() == 2);
  EXPECT(!dim(va, -1, &site).valid());
  EXPECT(rank(va).value() == 3);
  EXPECT(num_elements(va).value() == 8);
  EXPECT(!num_elements({INT64_MAX, 2}, &site).valid());
  Shape head, tail;
  split_at(va, -1, head, tail, &site);
  EXPECT(head.rank() == 2 && tail.rank() == 1);
  split_at(va, 4, head, tail, &site);
  EXPECT(!head.valid() && !tail.valid());
  EXPECT(meet(va, va).valid());
  EXPECT(!meet(va, vb, &site).valid());
  EXPECT(shape_eq({va, va}));
  EXPECT(!shape_eq({va, vb}));
  EXPECT(shapecc::max(vb, vbad).valid());
  EXPECT(!shapecc::min(va, vb, &site).valid());
  const std::int64_t two[1] = {2};
  const ValueShapeView value{ShapeView(two, 1), vb};
  EXPECT(value_as_shape(value).rank() == 2);
  EXPECT(!value_as_shape(ValueShapeView{{2}, {}}, &site).valid());
  EXPECT(!value_as_shape(ShapeView({-1}), &site).valid());
  EXPECT(with_shape(value, {2}).shape.valid());
  EXPECT(!with_shape(value, {3}).shape.valid());
  EXPECT(value_of(value).rank() == 2);
  EXPECT(!value_of(ValueShapeView{{2}, {}}).valid());

  // The calls only emitted code makes, folded argument checks included.
  const std::int64_t minus[1] = {-1};
  const ShapeView vneg(minus, 1);
  const FoldedArgument arguments[] = {{0, "%a"}, {1, "%b"}},
                       negative[] = {{0, "%n"}};
  Shape out;
  std::int64_t n = 0;
  ShapeView head_view, tail_view;

  // Checks and their messages.
  const Status passing[] = {
      broadcast_checked({va, vb}, out, site, arguments, site),
      num_elements_checked(va, n, site),
      num_elements_checked(va, n, site, arguments, site),
      get_extent_checked(va, 1, n, site),
      dim_checked(va, 0, n, site),
      concat_checked(va, vb, out, site),
      split_at_checked(va, 1, head_view, tail_view, site),
      cstr_broadcastable({va, vb}, site),
      cstr_eq({va, va}, site),
      cstr_require(true, site),
      check_valid(bc, site),
      check_valid(Size(1), site),
      check_argument(va, "%a", 3, {2, -1, 4}, site),
      check_valid(ShapeView(bc), site),
  };
  for (const Status &st : passing)
    EXPECT(st.ok() && formats(st));
  const Status failing[] = {
      broadcast_checked({va, vbad}, out, site, arguments, site),
      broadcast_checked({vneg, va}, out, site, negative, site),
      num_elements_checked({INT64_MAX, 2}, n, site),
      num_elements_checked(vneg, n, site, negative, site),
      get_extent_checked(va, 9, n, site),
      dim_checked(va, -1, n, site),
      concat_checked(vwide, va, out, site),
      split_at_checked(va, 5, head_view, tail_view, site),
      cstr_broadcastable({va, vbad}, site),
      cstr_broadcastable({va, vb, vbad}, site),
      cstr_eq({va, vb}, site),
      cstr_eq({vb, vbad}, site),
      cstr_require(false, site),
      fail(Errc::not_equal, site),
      check_valid(broadcast({va, vbad}, &site), site),
      check_valid(add(INT64_MAX, 1, &site), site),
      check_valid(mul(INT64_MAX, 2, &site), site),
      check_valid(shapecc::div(1, 0, &site), site),
      check_valid(num_elements({INT64_MAX, 2}, &site), site),
      check_valid(get_extent(va, 9, &site), site),
      check_valid(tail, site),
      check_valid(concat(vwide, va, &site), site),
      check_valid(meet(va, vb, &site), site),
      check_valid(meet(Size(1), Size(2), &site), site),
      check_valid(shapecc::max(va, vb, &site), site),
      check_valid(value_as_shape(ValueShapeView{{3}, vb}, &site), site),
      check_valid(value_as_shape(ShapeView({-1}), &site), site),
      check_valid(with_shape(value, {3}).shape, site),
      check_valid(value_of(ValueShapeView{{2}, {}}), site),
      check_argument(va, "%a", 2, {}, site),
      check_argument(va, "%a", 3, {2, 2, 4}, site),
      check_argument(ShapeView({-1}), "%a", -1, {}, site),
      check_argument(vwide, "%a", -1, {}, site),
  };
  for (const Status &st : failing)
    EXPECT(!st.ok() && formats(st));

#if defined(__cpp_exceptions)
  throw_if_error(passing[0]);
  // Checks throwing their failures allocate nothing when they pass.
  cstr_require<Throw>(true, site);
  cstr_broadcastable<Throw>({va, vb}, site);
  check_argument<Throw>(va, "%a", 3, {2, 1, 4}, site);
  const ShapeError error(failing[0]);
  EXPECT(error.what()[0] == 'n');
  EXPECT(error.status().code() == Errc::not_broadcastable);
#endif
}
} // namespace

TEST_CASE("the allocation counter counts (so a zero below means something)") {
  allocations = 0;
  counting = true;
  void *p = std::malloc(24);
  escape(p);
  std::free(p);
  int *q = new int(3);
  escape(q);
  delete q;
  counting = false;
#if defined(__GLIBC__)
  CHECK(allocations.load() >=
        2); // malloc, and new (which may call malloc again)
#else
  CHECK(allocations.load() == 1);
#endif
}

TEST_CASE("no op, check, format or ShapeError construction allocates") {
  static Expectations
      ex; // static: too large to be worth a stack frame, and not heap
  ex.size = 0;
  allocations = 0;
  counting = true;
  exercise(ex);
  counting = false;
  CHECK(allocations.load() == 0);
  CHECK(ex.size > 80);
  for (int i = 0; i < ex.size; ++i)
    CHECK_MESSAGE(ex.entries[i].held,
                  "expectation at line " << ex.entries[i].line);
}
