// shapecc runtime: the one header every emitted checker includes.
// Concrete shape/size values, the MLIR `shape` dialect's ops on them, and
// checks returning Status.
//
// Header-only C++17, standard library only, no heap allocation, no mutable
// global state, usable with -fno-exceptions -fno-rtti. Ops are total: an
// invalid operand propagates its Error unchanged (the first error keeps its
// message) and a failure becomes an invalid result, never UB. Checks keep the
// success path inline and integer-only; failure detail is built in cold,
// non-inlined functions, and text is produced only by Status::format.
//
// All translation units of a program should agree on SHAPECC_MAX_RANK (it names
// the inline namespace everything is declared in: see below).
#ifndef SHAPECC_RUNTIME_HPP
#define SHAPECC_RUNTIME_HPP

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <string_view>
#include <type_traits>
#include <utility>
#if defined(__cpp_exceptions)
#include <exception>
#endif

#ifndef SHAPECC_MAX_RANK
#define SHAPECC_MAX_RANK 16
#endif

// A view built from a braced list, or from a Shape, refers to it: clang warns
// (-Wdangling) when such a view outlives a temporary it was built from.
#if defined(__has_cpp_attribute)
#if __has_cpp_attribute(clang::lifetimebound)
#define SHAPECC_DETAIL_LIFETIMEBOUND [[clang::lifetimebound]]
#endif
#endif
#ifndef SHAPECC_DETAIL_LIFETIMEBOUND
#define SHAPECC_DETAIL_LIFETIMEBOUND
#endif

// A Shape's extents past its rank are never written: a copy costs O(rank).
// GCC's optimizers cannot always bound a read by the rank the shape was given,
// and report one as reading an extent never written (-Wmaybe-uninitialized,
// at some optimization levels only; J7, AH6 in docs/testing.md). The reads
// they were seen to report are between these two.
#if defined(__GNUC__) && !defined(__clang__)
#define SHAPECC_DETAIL_EXTENT_READS_BEGIN                                      \
  _Pragma("GCC diagnostic push")                                               \
      _Pragma("GCC diagnostic ignored \"-Wmaybe-uninitialized\"")
#define SHAPECC_DETAIL_EXTENT_READS_END _Pragma("GCC diagnostic pop")
#else
#define SHAPECC_DETAIL_EXTENT_READS_BEGIN
#define SHAPECC_DETAIL_EXTENT_READS_END
#endif

// The most iterations one loop may run each time it starts (a counted loop's
// trip count, a while loop's or an unstructured region's steps); beyond it the
// checker fails with iteration_limit_exceeded instead of running for ever.
#ifndef SHAPECC_MAX_LOOP_ITERATIONS
#define SHAPECC_MAX_LOOP_ITERATIONS 1048576
#endif

// The deepest nesting of calls among recursive functions; beyond it the
// checker fails with iteration_limit_exceeded instead of exhausting the stack.
#ifndef SHAPECC_MAX_CALL_DEPTH
#define SHAPECC_MAX_CALL_DEPTH 256
#endif

// An emitted function that calls no other emitted function with a body is
// declared `SHAPECC_ALWAYS_INLINE inline`, and so are most of the checks below:
// a checker is inlined where it is called, its views and its Status in
// registers. GCC and clang both inline it; clang's own heuristics would not (a
// checker's failure paths count in its size). Define the macro empty before
// including this header (the same in every translation unit) to leave the
// choice to the compiler: for a checker called from many places, or from a
// function with a `target("arch=...")` attribute, which GCC and clang refuse
// to inline an always_inline function into (a compile error).
#ifndef SHAPECC_ALWAYS_INLINE
#define SHAPECC_ALWAYS_INLINE [[gnu::always_inline]]
#endif

// Where shape.debug_print writes: a macro taking one NUL-terminated line
// (newline included). Define it before including this header to redirect the
// text, or define it empty to compile the printing out.
#ifndef SHAPECC_DEBUG_PRINT
#include <cstdio>
#define SHAPECC_DEBUG_PRINT(line) std::fputs((line), stderr)
#endif

// Around the throw policy's definition of a recursive function at a depth
// (`f_at_depth`): one that calls itself on every path (it can only fail, at
// SHAPECC_MAX_CALL_DEPTH) leaves only by a throw, which GCC (12 and later) and
// clang do not count as a way out, and -Winfinite-recursion (in -Wall) would
// flag it. The status policy's returns are ways out.
#if defined(__clang__) || (defined(__GNUC__) && __GNUC__ >= 12)
#define SHAPECC_RECURSION_BEGIN                                                \
  _Pragma("GCC diagnostic push")                                               \
      _Pragma("GCC diagnostic ignored \"-Winfinite-recursion\"")
#define SHAPECC_RECURSION_END _Pragma("GCC diagnostic pop")
#else
#define SHAPECC_RECURSION_BEGIN
#define SHAPECC_RECURSION_END
#endif

// Everything is declared in an inline namespace named after SHAPECC_MAX_RANK
// (`shapecc::max_rank_16`), which must therefore be an integer literal: code
// built with different capacities then uses different types and functions.
// Translation units that disagree each keep their own copies of the header's
// inline functions, and a call across them of a function taking or returning
// one of the runtime's types (a split layout's checker) fails to link, instead
// of writing a Shape laid out for the other capacity.
// The namespace also carries an ABI tag of the same name, which GCC and clang
// add to the mangled name of any function whose signature names no type of
// the namespace but whose return type does (a checker of scalars returning a
// Status), so that such a call across units does not link either.
#define SHAPECC_DETAIL_PASTE(a, b) a##b
#define SHAPECC_DETAIL_ABI_NAMESPACE(rank) SHAPECC_DETAIL_PASTE(max_rank_, rank)
#define SHAPECC_DETAIL_STRING(x) #x
#define SHAPECC_DETAIL_ABI_TAG(rank) SHAPECC_DETAIL_STRING(max_rank_##rank)
#define SHAPECC_DETAIL_ABI_TAG_OF(rank) SHAPECC_DETAIL_ABI_TAG(rank)

namespace shapecc {
inline namespace SHAPECC_DETAIL_ABI_NAMESPACE(SHAPECC_MAX_RANK)
    __attribute__((abi_tag(SHAPECC_DETAIL_ABI_TAG_OF(SHAPECC_MAX_RANK)))) {

/// Inline capacity of a Shape; a larger rank is the error `capacity_exceeded`.
inline constexpr std::size_t max_rank = SHAPECC_MAX_RANK;
static_assert(max_rank >= 1 && max_rank <= 4096,
              "SHAPECC_MAX_RANK must be in [1, 4096]");

/// The iteration limit of one loop (SHAPECC_MAX_LOOP_ITERATIONS).
inline constexpr std::uint64_t max_loop_iterations =
    SHAPECC_MAX_LOOP_ITERATIONS;
// Emitted loops over the dimensions of a shape are not counted.
static_assert(max_loop_iterations >= max_rank,
              "SHAPECC_MAX_LOOP_ITERATIONS must be at least SHAPECC_MAX_RANK");

/// The call depth limit of recursive functions (SHAPECC_MAX_CALL_DEPTH).
inline constexpr std::uint32_t max_call_depth = SHAPECC_MAX_CALL_DEPTH;
static_assert(max_call_depth >= 1 && max_call_depth <= 1000000,
              "SHAPECC_MAX_CALL_DEPTH must be in [1, 1000000]");

enum class Errc : std::uint8_t {
  ok,
  not_broadcastable,
  not_equal,
  requirement_failed,
  invalid_shape,
  argument_mismatch,
  out_of_range,
  overflow,
  division_by_zero,
  capacity_exceeded,
  iteration_limit_exceeded,
};

constexpr const char *to_string(Errc code) noexcept {
  switch (code) {
  case Errc::ok:
    return "ok";
  case Errc::not_broadcastable:
    return "not_broadcastable";
  case Errc::not_equal:
    return "not_equal";
  case Errc::requirement_failed:
    return "requirement_failed";
  case Errc::invalid_shape:
    return "invalid_shape";
  case Errc::argument_mismatch:
    return "argument_mismatch";
  case Errc::out_of_range:
    return "out_of_range";
  case Errc::overflow:
    return "overflow";
  case Errc::division_by_zero:
    return "division_by_zero";
  case Errc::capacity_exceeded:
    return "capacity_exceeded";
  case Errc::iteration_limit_exceeded:
    return "iteration_limit_exceeded";
  }
  return "unknown";
}

/// The source location of a check or fallible op, emitted as one `static
/// constexpr Site`. `message` is the op's static text (cstr_require's msg, an
/// `error=` attribute) or nullptr.
struct Site {
  const char *file;
  std::uint32_t line;
  std::uint32_t col;
  const char *function;
  const char *message;
};

/// The op or check that produced an Error or a failed Status; selects the
/// message's wording.
enum class Op : std::uint8_t {
  add,
  mul,
  div,
  max,
  min,
  any,
  broadcast,
  concat,
  const_shape,
  from_extents,
  from_extent_tensor,
  to_extent_tensor,
  get_extent,
  dim,
  num_elements,
  split_at,
  meet,
  value_as_shape,
  with_shape,
  value_of,
  cstr_broadcastable,
  cstr_eq,
  cstr_require,
  const_witness,
  check_argument,
  for_loop,
  while_loop,
  insert_slice,
  call_depth,
  /// A value's shape checked against a static type that refines it (a
  /// tensor.cast, or a shape op's static result length): check_cast.
  cast,
};

/// Why a Shape or Size is invalid, and the structured detail of a failed
/// Status. `operands` are operand indices (cstr_broadcastable, broadcast,
/// cstr_eq). `detail`, by code and op:
/// - overflow, add/mul/div: {lhs, rhs}
/// - overflow, num_elements: {dimension, extent} where the product overflowed
/// - division_by_zero: {lhs}, or {lhs, 0, 1} when the division is unsigned
/// - out_of_range, get_extent/dim/split_at: {index, rank}
/// - capacity_exceeded: {rank, max_rank}
/// - not_broadcastable: {result dimension, extent of operands[0], of
///   operands[1]}
/// - not_equal: {dimension, extents}, or {-1, ranks}
/// - invalid_shape, meet: {dimension, extents}, {-1, ranks}, or {-2, sizes}
/// - invalid_shape, max/min: {-1, ranks}
/// - invalid_shape, value_as_shape: {value rank} (not 1-D), or {-1} (unknown)
/// - invalid_shape, with_shape/value_of: none
/// - invalid_shape, from_extents/from_extent_tensor: {dimension, extent} (a
///   negative extent), or {-1, length} (a negative number of extents)
/// - requirement_failed, for_loop: {step} (not positive)
/// - iteration_limit_exceeded, for_loop: {trip count (as uint64), limit}
/// - iteration_limit_exceeded, while_loop: {limit}
/// - iteration_limit_exceeded, call_depth: {limit}
/// - out_of_range, insert_slice: {offset, size, stride}, operands[0] the
///   destination's length; invalid_shape, insert_slice: {-1, size, source
///   length}
/// - argument_mismatch, check_argument/cast: {dimension, actual, expected}, or
///   {-1, actual rank, expected rank}
/// - argument_mismatch, value_as_shape: {element index, element (negative),
///   1 if the elements are unsigned (the element is above INT64_MAX) else 0},
///   or {-1, element count, extent of the value's shape}
/// A rank or element count is a size_t stored as int64_t: one above INT64_MAX
/// reads as negative, and messages print it unsigned.
struct Error {
  Errc code;
  Op op;
  std::uint32_t operands[2];
  const Site *site;
  std::int64_t detail[3];
};

class Shape;

/// Non-owning view of extents, or of an invalid Shape's Error.
class ShapeView {
public:
  /// Rank 0 with null data: the scalar shape, or "unknown" as
  /// ValueShapeView::value.
  constexpr ShapeView() noexcept = default;
  /// The list lives for the full expression only.
  constexpr ShapeView(std::initializer_list<std::int64_t> extents
                          SHAPECC_DETAIL_LIFETIMEBOUND) noexcept
      : data_(known(extents.begin())), rank_(extents.size()) {}
  constexpr ShapeView(const std::int64_t *data, std::size_t rank) noexcept
      : data_(data), rank_(rank) {}
  template <
      class C,
      class = std::enable_if_t<
          !std::is_same_v<C, Shape> &&
          std::is_convertible_v<decltype(std::declval<const C &>().data()),
                                const std::int64_t *>>,
      class = decltype(std::declval<const C &>().size())>
  constexpr ShapeView(const C &container) noexcept
      : data_(known(container.data())), rank_(container.size()) {}
  /// Invalid iff `shape` is.
  ShapeView(const Shape &shape SHAPECC_DETAIL_LIFETIMEBOUND) noexcept;
  /// An invalid view reporting `error`.
  constexpr explicit ShapeView(const Error &error) noexcept
      : data_(empty_extents), error_(&error) {}

  constexpr std::size_t rank() const noexcept { return rank_; }
  constexpr const std::int64_t *data() const noexcept { return data_; }
  SHAPECC_DETAIL_EXTENT_READS_BEGIN
  constexpr std::int64_t operator[](std::size_t i) const noexcept {
    return data_[i];
  }
  SHAPECC_DETAIL_EXTENT_READS_END
  constexpr const std::int64_t *begin() const noexcept { return data_; }
  constexpr const std::int64_t *end() const noexcept { return data_ + rank_; }
  constexpr bool valid() const noexcept { return error_ == nullptr; }
  /// nullptr when valid.
  constexpr const Error *error() const noexcept { return error_; }

private:
  friend ShapeView extent_tensor_elements(ShapeView t) noexcept;

  // A known empty list or container must stay distinguishable from the default
  // "unknown" view.
  static constexpr std::int64_t empty_extents[1] = {0};
  static constexpr const std::int64_t *
  known(const std::int64_t *data) noexcept {
    return data ? data : empty_extents;
  }

  const std::int64_t *data_ = nullptr;
  std::size_t rank_ = 0;
  const Error *error_ = nullptr;
};

namespace detail {
struct ShapeAccess;
struct StatusAccess;

/// Copies one extent per step. The empty asm keeps the loop a loop: GCC would
/// make a plain one a call to memcpy (or `rep movsb` in cold code), whose
/// start-up dominates copying a few extents, and a loop unrolled by hand
/// grows a checker past what GCC inlines into its caller.
/// GCC 12 at -O3 can report a copy of the first `n` extents of a Shape as
/// reading extents it never wrote where it cannot bound `n` by the rank the
/// Shape was given, as in a checker called through a registry's function
/// pointer (J7, docs/testing.md).
SHAPECC_DETAIL_EXTENT_READS_BEGIN
[[gnu::always_inline]] inline void copy_extents(std::int64_t *dst,
                                                const std::int64_t *src,
                                                std::size_t n) noexcept {
  for (std::size_t i = 0; i < n; ++i) {
    std::int64_t x = src[i];
    __asm__("" : "+r"(x));
    dst[i] = x;
  }
}
SHAPECC_DETAIL_EXTENT_READS_END
} // namespace detail

/// Owning extents with inline capacity max_rank, or an Error. Copies touch only
/// the first rank() extents (or the Error), so a copy costs O(rank).
class Shape {
public:
  static constexpr std::size_t capacity = max_rank;

  /// The scalar shape [].
  Shape() noexcept : header_(0) {}
  explicit Shape(const Error &error) noexcept : header_(invalid_bit) {
    error_ = error;
  }
  [[gnu::always_inline]] Shape(const Shape &other) noexcept { assign(other); }
  [[gnu::always_inline]] Shape &operator=(const Shape &other) noexcept {
    if (this != &other)
      assign(other);
    return *this;
  }

  std::size_t rank() const noexcept {
    return static_cast<std::uint32_t>(header_);
  }
  const std::int64_t *data() const noexcept { return extents_; }
  /// Precondition: i < rank().
  SHAPECC_DETAIL_EXTENT_READS_BEGIN
  std::int64_t operator[](std::size_t i) const noexcept { return extents_[i]; }
  SHAPECC_DETAIL_EXTENT_READS_END
  const std::int64_t *begin() const noexcept { return extents_; }
  const std::int64_t *end() const noexcept { return extents_ + rank(); }
  bool valid() const noexcept { return header_ < invalid_bit; }
  /// nullptr when valid.
  const Error *error() const noexcept { return valid() ? nullptr : &error_; }

  /// Compares extents; two invalid shapes compare equal.
  friend bool operator==(const Shape &a, const Shape &b) noexcept {
    if (!a.valid() || !b.valid())
      return a.valid() == b.valid();
    if (a.header_ != b.header_)
      return false;
    for (std::size_t i = 0; i < a.rank(); ++i)
      if (a.extents_[i] != b.extents_[i])
        return false;
    return true;
  }
  friend bool operator!=(const Shape &a, const Shape &b) noexcept {
    return !(a == b);
  }

private:
  friend struct detail::ShapeAccess;

  SHAPECC_DETAIL_EXTENT_READS_BEGIN
  [[gnu::always_inline]] void assign(const Shape &other) noexcept {
    header_ = other.header_;
    if (__builtin_expect(!other.valid(), 0))
      error_ = other.error_;
    else
      detail::copy_extents(extents_, other.extents_, rank());
  }
  SHAPECC_DETAIL_EXTENT_READS_END

  // Invariants: the rank is 0 when invalid, so a view of an invalid Shape
  // reads nothing; only the first rank() extents (or, when invalid, the
  // Error) are ever read, and they are always written first.
  static constexpr std::uint64_t invalid_bit = std::uint64_t{1} << 32;
  /// The rank in the low 32 bits, plus invalid_bit when invalid: one word, so
  /// that a result's rank and validity are one store (a store fewer per
  /// result shape than a rank and a flag), and the scalar shape [] is zero.
  std::uint64_t header_;
  union {
    std::int64_t extents_[max_rank];
    Error error_;
  };
};

inline ShapeView::ShapeView(
    const Shape &shape SHAPECC_DETAIL_LIFETIMEBOUND) noexcept
    : data_(shape.data()), rank_(shape.rank()), error_(shape.error()) {}

/// An int64_t value, or invalid with an Error.
class Size {
public:
  Size() noexcept : Size(0) {}
  /// Sets the whole Error too: a copy of a valid Size (a select, a loop-carried
  /// size) copies every field, and none may be indeterminate. The stores are
  /// dead, and removed, wherever the Size does not escape.
  Size(std::int64_t value) noexcept
      : value_(value), error_{Errc::ok, Op{}, {0, 0}, nullptr, {0, 0, 0}} {}
  explicit Size(const Error &error) noexcept : value_(0), error_(error) {}

  bool valid() const noexcept { return error_.code == Errc::ok; }
  /// 0 when invalid.
  std::int64_t value() const noexcept { return value_; }
  /// nullptr when valid.
  const Error *error() const noexcept { return valid() ? nullptr : &error_; }

private:
  std::int64_t value_;
  Error error_; // code ok while valid
};

/// A value's shape and, when the value is a 1-D integer tensor known at the
/// call, its elements; `value` is default-constructed (rank 0, null data) when
/// the elements are unknown.
struct ValueShapeView {
  ShapeView shape;
  ShapeView value;
};

/// The result of a check: ok, or the failure's code, site and structured detail
/// (copies of up to two offending shapes). A copy copies only what is set;
/// formatted only by format().
class [[nodiscard]] Status {
public:
  /// Ok; sets only the code and the flag.
  Status() noexcept {
    error_.code = Errc::ok;
    failed_ = false;
  }
  /// Copies only what is set: the code of an ok Status, else the detail and
  /// the stored extents of the copied shapes.
  Status(const Status &other) noexcept { assign(other); }
  Status &operator=(const Status &other) noexcept {
    if (this != &other)
      assign(other);
    return *this;
  }

  bool ok() const noexcept { return !failed_; }
  Errc code() const noexcept { return error_.code; }
  /// Where the failure is reported; nullptr when ok.
  const Site *site() const noexcept { return ok() ? nullptr : error_.site; }
  /// The site's static message, or nullptr.
  const char *message() const noexcept {
    const Site *s = site();
    return s ? s->message : nullptr;
  }
  /// The structured detail (op, operands, detail[]); nullptr when ok.
  const Error *error() const noexcept { return ok() ? nullptr : &error_; }
  /// How many offending operand shapes were copied (0 to 2).
  std::size_t num_shapes() const noexcept { return ok() ? 0 : num_shapes_; }
  /// Copy of offending operand shape `i` (at most max_rank extents; the full
  /// rank is in shape_rank). For check_argument, shape(1) is the expected
  /// shape, -1 meaning dynamic. From `i = num_shapes()` on (always, when ok),
  /// an empty view: nothing was stored there.
  ShapeView shape(std::size_t i) const noexcept {
    if (i >= 2 || i >= num_shapes())
      return ShapeView();
    return ShapeView(shapes_[i], ranks_[i] < max_rank ? ranks_[i] : max_rank);
  }
  /// 0 from `i = num_shapes()` on.
  std::size_t shape_rank(std::size_t i) const noexcept {
    return i < 2 && i < num_shapes() ? ranks_[i] : 0;
  }
  /// check_argument's argument name or check_cast's value name, or nullptr.
  const char *argument_name() const noexcept { return ok() ? nullptr : name_; }

  /// Writes "FILE:LINE:COL: in @FUNCTION: [MESSAGE: ]DETAIL" like snprintf: at
  /// most `cap` bytes including the terminating NUL (nothing when cap is 0 or
  /// buf is null); returns the full length. "ok" for an ok Status.
  [[gnu::cold]] std::size_t format(char *buf, std::size_t cap) const noexcept;

private:
  friend struct detail::StatusAccess;

  /// Nothing set: for a builder that sets every field it fills.
  struct Unset {};
  explicit Status(Unset) noexcept {}

  void assign(const Status &other) noexcept {
    error_.code = other.error_.code;
    failed_ = other.failed_;
    if (__builtin_expect(other.ok(), 1))
      return;
    error_ = other.error_;
    name_ = other.name_;
    num_operands_ = other.num_operands_;
    num_shapes_ = other.num_shapes_;
    for (std::size_t k = 0; k < 2; ++k) {
      ranks_[k] = other.ranks_[k];
      const std::size_t stored = ranks_[k] < max_rank ? ranks_[k] : max_rank;
      for (std::size_t i = 0; i < stored; ++i)
        shapes_[k][i] = other.shapes_[k][i];
    }
  }

  Error error_;
  const char *name_;
  /// The operand count, saturated (only whether it is 2 is read): with the
  /// next two fields one word of four bytes, which a failure path sets with
  /// one store.
  std::uint16_t num_operands_;
  std::uint8_t num_shapes_;
  /// !ok(), that is error_.code != Errc::ok: a flag of its own, so that a
  /// check can set it where the optimizer sees it (StatusAccess::failed).
  bool failed_;
  std::size_t ranks_[2];
  std::int64_t shapes_[2][max_rank];
};

static_assert(std::is_trivially_copyable_v<ShapeView>);
static_assert(std::is_trivially_copyable_v<Size>);
static_assert(std::is_trivially_copyable_v<Error>);

namespace detail {

inline constexpr Error with_shape_mismatch{
    Errc::invalid_shape, Op::with_shape, {0, 0}, nullptr, {0, 0, 0}};
inline constexpr Error value_unknown{
    Errc::invalid_shape, Op::value_of, {0, 0}, nullptr, {0, 0, 0}};

constexpr Error make_error(Errc code, Op op, const Site *site,
                           std::int64_t a = 0, std::int64_t b = 0,
                           std::int64_t c = 0, std::uint32_t lhs = 0,
                           std::uint32_t rhs = 0) noexcept {
  return Error{code, op, {lhs, rhs}, site, {a, b, c}};
}

[[gnu::cold, gnu::noinline]] inline Error
capacity_error(Op op, std::size_t rank, const Site *site) noexcept {
  return make_error(Errc::capacity_exceeded, op, site,
                    static_cast<std::int64_t>(rank),
                    static_cast<std::int64_t>(max_rank));
}

struct ShapeAccess {
  static std::int64_t *extents(Shape &s) noexcept { return s.extents_; }
  /// Precondition: rank <= max_rank.
  static void set_rank(Shape &s, std::size_t rank) noexcept {
    s.header_ = static_cast<std::uint32_t>(rank);
  }
  /// Precondition: rank <= max_rank.
  static void assign(Shape &s, const std::int64_t *data,
                     std::size_t rank) noexcept {
    copy_extents(s.extents_, data, rank);
    set_rank(s, rank);
  }
};

/// The error of copying `v` into a Shape: v's own, or capacity_exceeded.
[[gnu::cold, gnu::noinline]] inline Shape
view_error(ShapeView v, Op op, const Site *site) noexcept {
  return Shape(v.valid() ? capacity_error(op, v.rank(), site) : *v.error());
}

inline Shape copy_view(ShapeView v, Op op, const Site *site) noexcept {
  if (__builtin_expect(!v.valid() || v.rank() > max_rank, 0))
    return view_error(v, op, site);
  Shape r;
  ShapeAccess::assign(r, v.data(), v.rank());
  return r;
}

/// copy_view into `out`, without a temporary.
inline void copy_view_into(ShapeView v, Shape &out, Op op,
                           const Site *site) noexcept {
  if (__builtin_expect(!v.valid() || v.rank() > max_rank, 0))
    out = view_error(v, op, site);
  else
    ShapeAccess::assign(out, v.data(), v.rank());
}

SHAPECC_DETAIL_EXTENT_READS_BEGIN
inline bool same_extents(ShapeView a, ShapeView b) noexcept {
  if (a.rank() != b.rank())
    return false;
  for (std::size_t i = 0; i < a.rank(); ++i)
    if (a[i] != b[i])
      return false;
  return true;
}
SHAPECC_DETAIL_EXTENT_READS_END

/// Combines the `n` extents at `p` into `o` (the trailing extents of a
/// broadcast so far), from the last (a count down to zero is the cheapest
/// loop): each result extent is `x == 1 ? y : x`, incompatible iff it is
/// neither `y` nor `y` is 1. ORs every result extent into `any`: when
/// all pairs are compatible, every extent read is 1 or its result extent, so
/// the sign bit of `any` says whether any extent read was negative.
[[gnu::always_inline]] inline bool combine_extents(std::int64_t *o,
                                                   const std::int64_t *p,
                                                   std::size_t n,
                                                   std::int64_t &any) noexcept {
  for (std::size_t i = n; i != 0; --i) {
    const std::int64_t x = o[i - 1], y = p[i - 1];
    const std::int64_t r = x == 1 ? y : x;
    if (r != y && y != 1)
      return false;
    o[i - 1] = r;
    any |= r;
  }
  return true;
}

/// Copies `n` extents to `o`, ORing them into `any`. The empty asm keeps the
/// loop a scalar loop: vectorized or unrolled, its set-up costs more than the
/// few extents a shape has.
[[gnu::always_inline]] inline void copy_extents_or(std::int64_t *o,
                                                   const std::int64_t *p,
                                                   std::size_t n,
                                                   std::int64_t &any) noexcept {
  for (std::size_t i = n; i != 0; --i) {
    const std::int64_t x = p[i - 1];
    o[i - 1] = x;
    any |= x;
    __asm__("" : "+r"(any), "+r"(i));
  }
}

/// Broadcasts two valid views into `out` (requires the result rank <=
/// max_rank). Returns false on an invalid operand, a result rank above capacity
/// or incompatible extents, and with `NonNegative` also on a negative extent;
/// `out` then holds junk.
template <bool NonNegative = false>
[[gnu::always_inline]] inline bool broadcast2_into(ShapeView a, ShapeView b,
                                                   Shape &out) noexcept {
  if (!a.valid() || !b.valid())
    return false;
  // The rule is symmetric, so only which operand is longer matters.
  const bool a_longer = a.rank() >= b.rank();
  const std::size_t rank = a_longer ? a.rank() : b.rank();
  const std::size_t common = a_longer ? b.rank() : a.rank();
  const std::int64_t *longer = a_longer ? a.data() : b.data();
  const std::int64_t *shorter = a_longer ? b.data() : a.data();
  if (rank > max_rank)
    return false;
  std::int64_t *o = ShapeAccess::extents(out);
  const std::size_t offset = rank - common;
  std::int64_t any = 0;
  copy_extents_or(o, longer, offset, any);
  // combine_extents, but reading the longer operand's common extents straight
  // from it: copying them to `o` first costs two instructions per dimension.
  const std::int64_t *lc = longer + offset;
  std::int64_t *oc = o + offset;
  for (std::size_t i = common; i != 0; --i) {
    const std::int64_t x = lc[i - 1], y = shorter[i - 1];
    const std::int64_t r = x == 1 ? y : x;
    if (r != y && y != 1)
      return false;
    oc[i - 1] = r;
    any |= r;
  }
  if (NonNegative && any < 0)
    return false;
  ShapeAccess::set_rank(out, rank);
  return true;
}

/// broadcast2_into for any number of operands: the first operand, padded with
/// leading ones, then each other one combined into the trailing result
/// extents. Broadcasting is associative and commutative, so the order does not
/// change the verdict or the result.
template <bool NonNegative = false>
[[gnu::always_inline]] inline bool
broadcast_many_into(const ShapeView *s, std::size_t n, Shape &out) noexcept {
  std::size_t rank = 0;
  bool valid = true;
  for (std::size_t k = 0; k < n; ++k) {
    valid &= s[k].valid();
    rank = s[k].rank() > rank ? s[k].rank() : rank;
  }
  if (!valid || rank > max_rank)
    return false;
  std::int64_t *o = ShapeAccess::extents(out);
  if (n == 0) {
    ShapeAccess::set_rank(out, 0);
    return true;
  }
  const std::size_t lead = rank - s[0].rank();
  for (std::size_t i = lead; i != 0; --i) {
    o[i - 1] = 1;
    __asm__("" : "+r"(i)); // a loop, never unrolled or vectorized
  }
  std::int64_t any = 0;
  copy_extents_or(o + lead, s[0].data(), s[0].rank(), any);
#pragma GCC unroll 5
  for (std::size_t k = 1; k < n; ++k)
    if (!combine_extents(o + (rank - s[k].rank()), s[k].data(), s[k].rank(),
                         any))
      return false;
  if (NonNegative && any < 0)
    return false;
  ShapeAccess::set_rank(out, rank);
  return true;
}

/// broadcast_many_into, out of line, for more operands than emitted code
/// usually has.
template <bool NonNegative = false>
[[gnu::noinline]] inline bool broadcastn_into(const ShapeView *s, std::size_t n,
                                              Shape &out) noexcept {
  return broadcast_many_into<NonNegative>(s, n, out);
}

/// The broadcast of `n` operands into `out`, inline for the operand counts
/// emitted code has (`n` is a constant there).
template <bool NonNegative = false>
[[gnu::always_inline]] inline bool
broadcast_into(const ShapeView *s, std::size_t n, Shape &out) noexcept {
  switch (n) {
  case 2:
    return broadcast2_into<NonNegative>(s[0], s[1], out);
  case 3:
    return broadcast_many_into<NonNegative>(s, 3, out);
  case 4:
    return broadcast_many_into<NonNegative>(s, 4, out);
  case 5:
    return broadcast_many_into<NonNegative>(s, 5, out);
  default:
    return broadcastn_into<NonNegative>(s, n, out);
  }
}

/// Whether two valid views broadcast, without building the result (any rank).
inline bool broadcastable2(ShapeView a, ShapeView b) noexcept {
  if (!a.valid() || !b.valid())
    return false;
  // Compare the trailing `common` extents of both.
  const std::size_t common = a.rank() < b.rank() ? a.rank() : b.rank();
  const std::int64_t *pa = a.data() + (a.rank() - common);
  const std::int64_t *pb = b.data() + (b.rank() - common);
  for (std::size_t i = 0; i < common; ++i) {
    const std::int64_t x = pa[i], y = pb[i];
    if (x != y && x != 1 && y != 1)
      return false;
  }
  return true;
}

/// broadcastable2 for any number of operands.
[[gnu::noinline]] inline bool broadcastablen(const ShapeView *s,
                                             std::size_t n) noexcept {
  std::size_t rank = 0;
  for (std::size_t k = 0; k < n; ++k) {
    if (!s[k].valid())
      return false;
    rank = s[k].rank() > rank ? s[k].rank() : rank;
  }
  for (std::size_t back = 1; back <= rank; ++back) {
    std::int64_t acc = 1;
    for (std::size_t k = 0; k < n; ++k) {
      if (s[k].rank() < back)
        continue;
      const std::int64_t x = s[k][s[k].rank() - back];
      if (!((x == acc) | (x == 1) | (acc == 1)))
        return false;
      acc = acc == 1 ? x : acc;
    }
  }
  return true;
}

inline bool broadcastable(const ShapeView *s, std::size_t n) noexcept {
  return n == 2 ? broadcastable2(s[0], s[1]) : broadcastablen(s, n);
}

/// The leftmost result dimension where two valid operands have incompatible
/// extents.
struct Conflict {
  std::size_t lhs, rhs, dimension;
  std::int64_t lhs_extent, rhs_extent;
  bool found;
};

/// `found` is false when the views broadcast.
[[gnu::cold, gnu::always_inline]] inline Conflict
find_conflict(const ShapeView *s, std::size_t n) noexcept {
  if (n == 2) {
    const ShapeView a = s[0], b = s[1];
    const std::size_t rank = a.rank() > b.rank() ? a.rank() : b.rank();
    const std::size_t oa = rank - a.rank(), ob = rank - b.rank();
    for (std::size_t d = oa > ob ? oa : ob; d < rank; ++d) {
      const std::int64_t x = a[d - oa], y = b[d - ob];
      if (x != y && x != 1 && y != 1)
        return Conflict{0, 1, d, x, y, true};
    }
    return Conflict{0, 1, 0, 1, 1, false};
  }
  std::size_t rank = 0;
  for (std::size_t k = 0; k < n; ++k)
    rank = s[k].rank() > rank ? s[k].rank() : rank;
  for (std::size_t d = 0; d < rank; ++d) {
    std::int64_t acc = 1;
    std::size_t owner = 0;
    for (std::size_t k = 0; k < n; ++k) {
      const std::size_t offset = rank - s[k].rank();
      if (d < offset)
        continue;
      const std::int64_t x = s[k][d - offset];
      if (x == 1 || x == acc)
        continue;
      if (acc != 1)
        return Conflict{owner, k, d, acc, x, true};
      acc = x;
      owner = k;
    }
  }
  return Conflict{0, 1, 0, 1, 1, false};
}

[[gnu::cold, gnu::noinline]] inline Shape
broadcast_error(const ShapeView *s, std::size_t n, const Site *site) noexcept {
  std::size_t rank = 0;
  for (std::size_t k = 0; k < n; ++k) {
    if (!s[k].valid())
      return Shape(*s[k].error());
    rank = s[k].rank() > rank ? s[k].rank() : rank;
  }
  if (rank > max_rank)
    return Shape(capacity_error(Op::broadcast, rank, site));
  const Conflict c = find_conflict(s, n);
  return Shape(make_error(Errc::not_broadcastable, Op::broadcast, site,
                          static_cast<std::int64_t>(c.dimension), c.lhs_extent,
                          c.rhs_extent, static_cast<std::uint32_t>(c.lhs),
                          static_cast<std::uint32_t>(c.rhs)));
}

struct StatusAccess {
  /// Every builder fills the one Status it returns, so each return is elided
  /// (NRVO).
  [[gnu::always_inline]] static void init(Status &st, const Error &e,
                                          const Site &fallback) noexcept {
    st.error_ = e;
    if (st.error_.code == Errc::ok)
      st.error_.code = Errc::invalid_shape;
    st.failed_ = true;
    if (!st.error_.site)
      st.error_.site = &fallback;
    st.name_ = nullptr;
    st.num_operands_ = 0;
    st.num_shapes_ = 0;
    st.ranks_[0] = st.ranks_[1] = 0;
  }
  static void set_operands(Status &st, std::size_t n) noexcept {
    st.num_operands_ = static_cast<std::uint16_t>(n < 0xffff ? n : 0xffff);
  }
  static void set_name(Status &st, const char *name) noexcept {
    st.name_ = name;
  }
  [[gnu::always_inline]] static void
  add_shape(Status &st, const std::int64_t *data, std::size_t rank) noexcept {
    const std::size_t slot = st.num_shapes_++;
    st.ranks_[slot] = rank;
    copy_extents(st.shapes_[slot], data, rank < max_rank ? rank : max_rank);
  }
  [[gnu::always_inline]] static void add_shape(Status &st,
                                               ShapeView v) noexcept {
    add_shape(st, v.data(), v.rank());
  }
  /// add_shape of two views within capacity, returning the OR of all their
  /// extents (the sign bit says whether any is negative), in the same pass.
  [[gnu::always_inline]] static std::int64_t
  add_shapes_or(Status &st, ShapeView a, ShapeView b) noexcept {
    st.num_shapes_ = 2;
    st.ranks_[0] = a.rank();
    st.ranks_[1] = b.rank();
    Pair any = {0, 0};
    copy_pairs_or(st.shapes_[0], a.data(), a.rank(), any);
    copy_pairs_or(st.shapes_[1], b.data(), b.rank(), any);
    return any[0] | any[1];
  }
  /// The Status a check's failure path builds (`Fn(args...)`, a cold call), in
  /// place (no copy). Setting the flag again here, where the optimizer sees
  /// it, makes the caller's code after a failed check dead: no value stays
  /// live across the cold call, so the hot path needs no callee-saved
  /// registers.
  template <auto Fn, class... A>
  [[gnu::always_inline]] static Status failed(A &&...args) noexcept {
    Status st = Fn(std::forward<A>(args)...);
    st.failed_ = true;
    return st;
  }
  /// A Status built by `fill` in place: inlined into a function returning it,
  /// that is the caller's return slot, so nothing is copied.
  template <class F, class... A>
  [[gnu::always_inline]] static Status filled_by(F fill, A &&...args) noexcept {
    Status st{Status::Unset{}};
    fill(st, args...);
    return st;
  }

private:
  /// Two extents: the failure paths copy and test extents a pair at a time.
  typedef std::int64_t Pair __attribute__((vector_size(16)));

  /// Copies `n` extents, ORing them into `any`, a pair at a time: the first
  /// and the last pair (the same pair, or overlapping, when `n` is 2 or 3, an
  /// extent then copied and ORed twice), then any between them. Up to rank 4,
  /// two pairs and no loop.
  [[gnu::always_inline]] static void copy_pairs_or(std::int64_t *dst,
                                                   const std::int64_t *src,
                                                   std::size_t n,
                                                   Pair &any) noexcept {
    // Within capacity n is below 2 when max_rank is 1; said here, because GCC
    // cannot see it and warns that a pair overflows a one-extent buffer
    // (-Wstringop-overflow). For any other max_rank this is `n < 2`.
    if (max_rank < 2 || n < 2) {
      if (n == 1) {
        dst[0] = src[0];
        any[0] |= src[0];
      }
      return;
    }
    copy_pair_or(dst, src, any);
    copy_pair_or(dst + n - 2, src + n - 2, any);
    for (std::size_t i = 2; i + 2 < n; i += 2)
      copy_pair_or(dst + i, src + i, any);
  }
  [[gnu::always_inline]] static void
  copy_pair_or(std::int64_t *dst, const std::int64_t *src, Pair &any) noexcept {
    Pair x;
    std::memcpy(&x, src, sizeof x);
    std::memcpy(dst, &x, sizeof x);
    any |= x;
  }
};

/// An invalid value reaching a check, reported at its producing op's site when
/// it has one.
[[gnu::cold, gnu::noinline]] inline Status
status_of(const Error &e, const Site &site) noexcept {
  Status st;
  StatusAccess::init(st, e, site);
  return st;
}

/// The failure of cstr_broadcastable, or of broadcast_checked, which also
/// fails (with capacity_exceeded) when the operands broadcast to a result rank
/// above max_rank. With `out`, operands that broadcast within capacity are no
/// failure: the Status is ok, with their broadcast in `out`.
[[gnu::cold, gnu::noinline]] inline Status
broadcast_failure(const ShapeView *s, std::size_t n, const Site &site,
                  Shape *out = nullptr) noexcept {
  Status st;
  std::size_t rank = 0;
  for (std::size_t k = 0; k < n; ++k) {
    if (!s[k].valid()) {
      StatusAccess::init(st, *s[k].error(), site);
      return st;
    }
    rank = s[k].rank() > rank ? s[k].rank() : rank;
  }
  const Conflict c = find_conflict(s, n);
  if (!c.found && out && rank <= max_rank) {
    if (n == 2)
      broadcast2_into(s[0], s[1], *out);
    else
      broadcastn_into(s, n, *out);
    return st;
  }
  if (!c.found) {
    StatusAccess::init(st, capacity_error(Op::broadcast, rank, &site), site);
    return st;
  }
  StatusAccess::init(st,
                     make_error(Errc::not_broadcastable, Op::cstr_broadcastable,
                                &site, static_cast<std::int64_t>(c.dimension),
                                c.lhs_extent, c.rhs_extent,
                                static_cast<std::uint32_t>(c.lhs),
                                static_cast<std::uint32_t>(c.rhs)),
                     site);
  StatusAccess::set_operands(st, n);
  StatusAccess::add_shape(st, s[c.lhs]);
  StatusAccess::add_shape(st, s[c.rhs]);
  return st;
}

/// The op itself failing (broadcast_extents_checked): the Status check_valid
/// gives of broadcast's error value, plus, when the operands are valid and
/// conflict, the two conflicting shapes.
[[gnu::cold, gnu::noinline]] inline Status
broadcast_op_failure(const ShapeView *s, std::size_t n,
                     const Site &site) noexcept {
  const Shape r = broadcast_error(s, n, &site);
  const Error &e = *r.error();
  Status st = status_of(e, site);
  bool valid = true;
  for (std::size_t k = 0; k < n; ++k)
    valid &= s[k].valid();
  if (valid && e.code == Errc::not_broadcastable) {
    StatusAccess::set_operands(st, n);
    StatusAccess::add_shape(st, s[e.operands[0]]);
    StatusAccess::add_shape(st, s[e.operands[1]]);
  }
  return st;
}

inline bool all_valid_and_equal(const ShapeView *s, std::size_t n) noexcept {
  bool ok = true;
  for (std::size_t k = 0; k < n; ++k)
    ok &= s[k].valid();
  for (std::size_t k = 1; ok && k < n; ++k)
    ok = same_extents(s[0], s[k]);
  return ok;
}

[[gnu::cold, gnu::noinline]] inline Status
eq_failure(const ShapeView *s, std::size_t n, const Site &site) noexcept {
  Status st;
  for (std::size_t k = 0; k < n; ++k) {
    if (!s[k].valid()) {
      StatusAccess::init(st, *s[k].error(), site);
      return st;
    }
  }
  std::size_t k = 1;
  while (k < n && same_extents(s[0], s[k]))
    ++k;
  const ShapeView a = s[0], b = s[k];
  std::int64_t d = -1, x = static_cast<std::int64_t>(a.rank()),
               y = static_cast<std::int64_t>(b.rank());
  if (a.rank() == b.rank()) {
    std::size_t i = 0;
    while (a[i] == b[i])
      ++i;
    d = static_cast<std::int64_t>(i);
    x = a[i];
    y = b[i];
  }
  StatusAccess::init(st,
                     make_error(Errc::not_equal, Op::cstr_eq, &site, d, x, y, 0,
                                static_cast<std::uint32_t>(k)),
                     site);
  StatusAccess::set_operands(st, n);
  StatusAccess::add_shape(st, a);
  StatusAccess::add_shape(st, b);
  return st;
}

[[gnu::cold, gnu::noinline]] inline Status
op_failure(Errc code, Op op, const Site &site) noexcept {
  Status st;
  StatusAccess::init(st, make_error(code, op, &site), site);
  return st;
}

/// Whether any of `n` extents is negative: the sign bit of their OR. The
/// empty asm keeps the loop scalar: vectorized, its set-up costs more than the
/// few extents a shape has. (A switch jumping into straight-line ORs saves a
/// compare per extent, but GCC's -Warray-bounds then flags the cases beyond
/// the length of a caller's array.)
SHAPECC_DETAIL_EXTENT_READS_BEGIN
inline bool any_negative(const std::int64_t *extents, std::size_t n) noexcept {
  std::int64_t any = 0;
  for (std::size_t i = 0; i < n; ++i) {
    any |= extents[i];
    __asm__("" : "+r"(any));
  }
  return any < 0;
}
SHAPECC_DETAIL_EXTENT_READS_END

inline bool argument_ok(ShapeView actual, std::int64_t expected_rank,
                        const std::int64_t *expected,
                        std::size_t num_expected) noexcept {
  if (!actual.valid() || actual.rank() > max_rank)
    return false;
  if (expected_rank >= 0 &&
      actual.rank() != static_cast<std::uint64_t>(expected_rank))
    return false;
  if (any_negative(actual.data(), actual.rank()))
    return false;
  // Emitted code passes the expected extents as a literal list, so after
  // inlining this loop compares only the static extents.
  const std::size_t n =
      num_expected < actual.rank() ? num_expected : actual.rank();
  for (std::size_t i = 0; i < n; ++i)
    if (expected[i] >= 0 && actual[i] != expected[i])
      return false;
  return true;
}

/// The view whose parts are data(), rank() and error(). Cold functions take a
/// view as its parts, in registers: a 24-byte ShapeView is passed in memory,
/// and the caller's hot path would store it before its first branch.
inline ShapeView view_of(const std::int64_t *data, std::size_t rank,
                         const Error *error) noexcept {
  return error ? ShapeView(*error) : ShapeView(data, rank);
}

[[gnu::cold, gnu::noinline]] inline Status
argument_failure(ShapeView actual, const char *name, std::int64_t expected_rank,
                 const std::int64_t *expected, std::size_t num_expected,
                 const Site &site, Op op = Op::check_argument) noexcept {
  Status st;
  if (!actual.valid()) {
    StatusAccess::init(st, *actual.error(), site);
    return st;
  }
  const std::int64_t rank = static_cast<std::int64_t>(actual.rank());
  Error e = make_error(Errc::argument_mismatch, op, &site);
  if (expected_rank >= 0 && rank != expected_rank) {
    e.detail[0] = -1;
    e.detail[1] = rank;
    e.detail[2] = expected_rank;
  } else if (actual.rank() > max_rank) {
    e = capacity_error(op, actual.rank(), &site);
  } else {
    for (std::size_t i = 0; i < actual.rank(); ++i) {
      const std::int64_t want = i < num_expected ? expected[i] : -1;
      if (actual[i] < 0 || (want >= 0 && actual[i] != want)) {
        e.detail[0] = static_cast<std::int64_t>(i);
        e.detail[1] = actual[i];
        e.detail[2] = want;
        break;
      }
    }
  }
  StatusAccess::init(st, e, site);
  StatusAccess::set_name(st, name);
  StatusAccess::add_shape(st, actual);
  if (expected_rank >= 0) {
    // The expected shape, with -1 for dynamic extents (listed or missing).
    std::int64_t want[max_rank];
    const std::size_t stored =
        static_cast<std::uint64_t>(expected_rank) < max_rank
            ? static_cast<std::size_t>(expected_rank)
            : max_rank;
    for (std::size_t i = 0; i < stored; ++i)
      want[i] = i < num_expected && expected[i] >= 0 ? expected[i] : -1;
    StatusAccess::add_shape(st, want, static_cast<std::size_t>(expected_rank));
  }
  return st;
}

/// A tiny allocation-free, locale-free formatter with snprintf's truncation
/// contract.
class Writer {
public:
  Writer(char *buf, std::size_t cap) noexcept
      : buf_(buf), cap_(buf ? cap : 0) {}

  void ch(char c) noexcept {
    if (len_ + 1 < cap_)
      buf_[len_] = c;
    ++len_;
  }
  void text(const char *s) noexcept {
    if (s)
      for (; *s; ++s)
        ch(*s);
  }
  void uint(std::uint64_t v) noexcept {
    char digits[20];
    int n = 0;
    do {
      digits[n++] = static_cast<char>('0' + v % 10);
      v /= 10;
    } while (v != 0);
    while (n > 0)
      ch(digits[--n]);
  }
  void sint(std::int64_t v) noexcept {
    if (v < 0) {
      ch('-');
      uint(0 - static_cast<std::uint64_t>(v));
    } else {
      uint(static_cast<std::uint64_t>(v));
    }
  }
  /// "[a,b,c]"; "?" for negative extents when `dynamic`; "..." after max_rank
  /// extents.
  void shape(const std::int64_t *data, std::size_t rank,
             bool dynamic) noexcept {
    ch('[');
    const std::size_t stored = rank < max_rank ? rank : max_rank;
    for (std::size_t i = 0; i < stored; ++i) {
      if (i)
        ch(',');
      if (dynamic && data[i] < 0)
        ch('?');
      else
        sint(data[i]);
    }
    if (stored < rank)
      text(",...");
    ch(']');
  }
  std::size_t finish() noexcept {
    if (cap_)
      buf_[len_ < cap_ ? len_ : cap_ - 1] = '\0';
    return len_;
  }

private:
  char *buf_;
  std::size_t cap_;
  std::size_t len_ = 0;
};

} // namespace detail

inline std::size_t Status::format(char *buf, std::size_t cap) const noexcept {
  detail::Writer w(buf, cap);
  if (ok()) {
    w.text("ok");
    return w.finish();
  }
  const Error &e = error_;
  const std::int64_t *d = e.detail;
  const Site *site = e.site;
  if (site && site->file) {
    w.text(site->file);
    w.ch(':');
    w.uint(site->line);
    w.ch(':');
    w.uint(site->col);
    w.text(": ");
  }
  if (site && site->function) {
    w.text("in @");
    w.text(site->function);
    w.text(": ");
  }
  const char *msg = site ? site->message : nullptr;
  const bool bare = e.op == Op::cstr_require || e.op == Op::const_witness;
  if (msg) {
    w.text(msg);
    if (bare)
      return w.finish();
    w.text(": ");
  }
  auto shapes = [&](bool dynamic_second) {
    w.text("shapes ");
    w.shape(shapes_[0], ranks_[0], false);
    w.text(" and ");
    w.shape(shapes_[1], ranks_[1], dynamic_second);
    if (num_operands_ != 2) {
      w.text(" (operands ");
      w.uint(e.operands[0]);
      w.text(" and ");
      w.uint(e.operands[1]);
      w.ch(')');
    }
  };
  auto extents = [&](std::int64_t dim, std::int64_t a, std::int64_t b) {
    w.text("dimension ");
    w.sint(dim);
    w.text(" has extents ");
    w.sint(a);
    w.text(" and ");
    w.sint(b);
  };
  // A rank is a size_t stored in an int64_t: printed unsigned, so a caller's
  // SIZE_MAX reads as itself.
  auto rank = [&](std::int64_t r) { w.uint(static_cast<std::uint64_t>(r)); };
  auto ranks = [&](std::int64_t a, std::int64_t b) {
    w.text("ranks ");
    rank(a);
    w.text(" and ");
    rank(b);
    w.text(" differ");
  };
  // An argument check names the argument; a cast check names the value.
  auto argument = [&] {
    w.text(e.op == Op::cast ? "value" : "argument");
    if (name_) {
      w.ch(' ');
      w.text(name_);
    }
  };
  auto binary = [&](const char *op) {
    w.sint(d[0]);
    w.text(op);
    w.sint(d[1]);
    w.text(" overflows int64");
  };

  if (e.code == Errc::capacity_exceeded) {
    if (e.op == Op::check_argument || e.op == Op::cast) {
      argument();
      w.text(" has rank ");
      rank(d[0]);
      w.text(", above the capacity ");
    } else {
      w.text("rank ");
      rank(d[0]);
      w.text(" exceeds the capacity ");
    }
    w.sint(d[1]);
    w.text(" (SHAPECC_MAX_RANK)");
    return w.finish();
  }
  switch (e.op) {
  case Op::cstr_broadcastable:
    shapes(false);
    w.text(" are not broadcastable: ");
    extents(d[0], d[1], d[2]);
    break;
  case Op::broadcast:
    // An Error carried by a !shape.shape value holds no shapes; the Status
    // of broadcast_extents_checked does.
    if (num_shapes_ == 2) {
      shapes(false);
    } else {
      w.text("operands ");
      w.uint(e.operands[0]);
      w.text(" and ");
      w.uint(e.operands[1]);
    }
    w.text(" are not broadcastable: ");
    extents(d[0], d[1], d[2]);
    break;
  case Op::cstr_eq:
    shapes(false);
    w.text(" are not equal: ");
    if (d[0] < 0)
      ranks(d[1], d[2]);
    else
      extents(d[0], d[1], d[2]);
    break;
  case Op::cstr_require:
    w.text("requirement failed");
    break;
  case Op::const_witness:
    w.text("constraint is statically false");
    break;
  case Op::check_argument:
  case Op::cast:
    argument();
    w.text(" has shape ");
    w.shape(shapes_[0], ranks_[0], false);
    if (num_shapes_ == 2) {
      w.text(", expected ");
      w.shape(shapes_[1], ranks_[1], true);
    }
    w.text(": ");
    if (d[0] < 0) {
      w.text("rank ");
      rank(d[1]);
      w.text(", expected ");
      w.sint(d[2]);
    } else {
      w.text("dimension ");
      w.sint(d[0]);
      if (d[1] < 0) {
        w.text(" has negative extent ");
        w.sint(d[1]);
      } else {
        w.text(" has extent ");
        w.sint(d[1]);
        w.text(", expected ");
        w.sint(d[2]);
      }
    }
    break;
  case Op::add:
    binary(" + ");
    break;
  case Op::mul:
    binary(" * ");
    break;
  case Op::div:
    if (e.code == Errc::division_by_zero) {
      w.text("division of ");
      if (d[2])
        w.uint(static_cast<std::uint64_t>(d[0]));
      else
        w.sint(d[0]);
      w.text(" by zero");
    } else {
      binary(" / ");
    }
    break;
  case Op::num_elements:
    w.text("the number of elements overflows int64 at dimension ");
    w.sint(d[0]);
    w.text(" (extent ");
    w.sint(d[1]);
    w.ch(')');
    break;
  case Op::get_extent:
  case Op::dim:
    w.text("dimension index ");
    w.sint(d[0]);
    w.text(" is out of range for rank ");
    rank(d[1]);
    break;
  case Op::split_at:
    w.text("split index ");
    w.sint(d[0]);
    w.text(" is out of range [");
    w.sint(-d[1]); // a rank: never INT64_MIN, and 0 prints without a sign
    w.text(", ");
    w.sint(d[1]);
    w.ch(']');
    break;
  case Op::meet:
    if (d[0] == -2) {
      w.text("sizes ");
      w.sint(d[1]);
      w.text(" and ");
      w.sint(d[2]);
      w.text(" do not meet");
    } else {
      w.text("shapes do not meet: ");
      if (d[0] < 0)
        ranks(d[1], d[2]);
      else
        extents(d[0], d[1], d[2]);
    }
    break;
  case Op::max:
  case Op::min:
    if (d[0] == -2) {
      w.text(e.op == Op::max ? "a shape and a size have no max"
                             : "a shape and a size have no min");
      break;
    }
    w.text("shapes of rank ");
    rank(d[1]);
    w.text(" and ");
    rank(d[2]);
    w.text(e.op == Op::max ? " have no elementwise max"
                           : " have no elementwise min");
    break;
  case Op::value_as_shape:
    if (e.code == Errc::argument_mismatch && d[0] >= 0) {
      w.text("value element ");
      w.sint(d[0]);
      w.text(" is ");
      if (d[2])
        w.uint(static_cast<std::uint64_t>(d[1]));
      else
        w.sint(d[1]);
      w.text(", not an extent");
    } else if (e.code == Errc::argument_mismatch) {
      w.text("a value with ");
      rank(d[1]);
      w.text(" elements has shape [");
      w.sint(d[2]);
      w.ch(']');
    } else if (d[0] < 0) {
      w.text("the value is not known at run time");
    } else {
      w.text("a value of rank ");
      w.sint(d[0]);
      w.text(" is not an extent tensor");
    }
    break;
  case Op::with_shape:
    w.text("the value's shape does not conform to the shape given to "
           "shape.with_shape");
    break;
  case Op::value_of:
    w.text("the value is not known at run time");
    break;
  case Op::from_extents:
  case Op::from_extent_tensor:
    if (e.code != Errc::invalid_shape) {
      w.text(to_string(e.code));
    } else if (d[0] >= 0) {
      w.text("dimension ");
      w.sint(d[0]);
      w.text(" has negative extent ");
      w.sint(d[1]);
    } else {
      w.text("an extent tensor cannot have ");
      w.sint(d[1]);
      w.text(" elements");
    }
    break;
  case Op::for_loop:
    if (e.code == Errc::requirement_failed) {
      w.text("the loop step ");
      w.sint(d[0]);
      w.text(" is not positive");
      break;
    }
    w.text("the loop would run ");
    w.uint(static_cast<std::uint64_t>(d[0]));
    w.text(" iterations, above the limit ");
    w.sint(d[1]);
    w.text(" (SHAPECC_MAX_LOOP_ITERATIONS)");
    break;
  case Op::while_loop:
    w.text("the loop did not end within ");
    w.sint(d[0]);
    w.text(" iterations (SHAPECC_MAX_LOOP_ITERATIONS)");
    break;
  case Op::call_depth:
    w.text("recursive calls nest deeper than ");
    w.sint(d[0]);
    w.text(" (SHAPECC_MAX_CALL_DEPTH)");
    break;
  case Op::insert_slice:
    if (e.code == Errc::invalid_shape) {
      w.text("a slice of size ");
      w.sint(d[1]);
      w.text(" cannot hold a source of ");
      w.sint(d[2]);
      w.text(" elements");
      break;
    }
    w.text("a slice at offset ");
    w.sint(d[0]);
    w.text(" of size ");
    w.sint(d[1]);
    w.text(" and stride ");
    w.sint(d[2]);
    w.text(" does not fit an extent tensor of length ");
    w.uint(e.operands[0]);
    break;
  case Op::any:
  case Op::concat:
  case Op::const_shape:
  case Op::to_extent_tensor:
    // These fail only with capacity_exceeded, handled above.
    w.text(to_string(e.code));
    break;
  }
  return w.finish();
}

// -----------------------------------------------------------------------------
// Ops on sizes.

[[nodiscard]] inline Size const_size(std::int64_t value) noexcept {
  return Size(value);
}
[[nodiscard]] inline Size index_to_size(std::int64_t index) noexcept {
  return Size(index);
}
/// Propagates an invalid size (the caller checks it before using the index).
[[nodiscard]] inline Size size_to_index(const Size &size) noexcept {
  return size;
}

namespace detail {
/// `a op b` with `overflow(a, b, &r)` (a __builtin_*_overflow), `op` naming it
/// in the error; an invalid operand propagates, the first one first.
template <class Overflow>
[[nodiscard]] inline Size checked_arithmetic(const Size &a, const Size &b,
                                             Op op, const Site *site,
                                             Overflow overflow) noexcept {
  if (__builtin_expect(!a.valid(), 0))
    return a;
  if (__builtin_expect(!b.valid(), 0))
    return b;
  std::int64_t r;
  if (__builtin_expect(overflow(a.value(), b.value(), &r), 0))
    return Size(make_error(Errc::overflow, op, site, a.value(), b.value()));
  return r;
}
} // namespace detail

[[nodiscard]] inline Size add(const Size &a, const Size &b,
                              const Site *site = nullptr) noexcept {
  return detail::checked_arithmetic(
      a, b, Op::add, site, [](std::int64_t x, std::int64_t y, std::int64_t *r) {
        return __builtin_add_overflow(x, y, r);
      });
}

[[nodiscard]] inline Size mul(const Size &a, const Size &b,
                              const Site *site = nullptr) noexcept {
  return detail::checked_arithmetic(
      a, b, Op::mul, site, [](std::int64_t x, std::int64_t y, std::int64_t *r) {
        return __builtin_mul_overflow(x, y, r);
      });
}

/// Floor division: div(a, b) * b + mod(a, b) == a.
[[nodiscard]] inline Size div(const Size &a, const Size &b,
                              const Site *site = nullptr) noexcept {
  if (__builtin_expect(!a.valid(), 0))
    return a;
  if (__builtin_expect(!b.valid(), 0))
    return b;
  const std::int64_t x = a.value(), y = b.value();
  if (__builtin_expect(y == 0, 0))
    return Size(
        detail::make_error(Errc::division_by_zero, Op::div, site, x, y));
  if (__builtin_expect(y == -1 && x == INT64_MIN, 0))
    return Size(detail::make_error(Errc::overflow, Op::div, site, x, y));
  const std::int64_t q = x / y;
  return (x % y != 0 && ((x < 0) != (y < 0))) ? q - 1 : q;
}

[[nodiscard]] inline Size max(const Size &a, const Size &b) noexcept {
  if (!a.valid())
    return a;
  if (!b.valid())
    return b;
  return a.value() < b.value() ? b : a;
}

[[nodiscard]] inline Size min(const Size &a, const Size &b) noexcept {
  if (!a.valid())
    return a;
  if (!b.valid())
    return b;
  return b.value() < a.value() ? b : a;
}

/// Equal sizes meet; otherwise invalid_shape with the site (and its `error=`
/// message).
[[nodiscard]] inline Size meet(const Size &a, const Size &b,
                               const Site *site = nullptr) noexcept {
  if (!a.valid())
    return a;
  if (!b.valid())
    return b;
  if (__builtin_expect(a.value() != b.value(), 0))
    return Size(detail::make_error(Errc::invalid_shape, Op::meet, site, -2,
                                   a.value(), b.value()));
  return a;
}

// -----------------------------------------------------------------------------
// Ops on shapes.

[[nodiscard]] inline Size rank(ShapeView s) noexcept {
  if (!s.valid())
    return Size(*s.error());
  return static_cast<std::int64_t>(s.rank());
}

namespace detail {
/// The Error of reading extent `index` of a valid view of `rank` extents
/// that has no such extent.
inline Error out_of_range_error(std::size_t rank, std::int64_t index, Op op,
                                const Site *site) noexcept {
  return make_error(Errc::out_of_range, op, site, index,
                    static_cast<std::int64_t>(rank));
}

inline Size extent_at(ShapeView s, const Size &index, Op op,
                      const Site *site) noexcept {
  if (!s.valid())
    return Size(*s.error());
  if (!index.valid())
    return index;
  const std::int64_t i = index.value();
  if (__builtin_expect(i < 0 || static_cast<std::uint64_t>(i) >= s.rank(), 0))
    return Size(out_of_range_error(s.rank(), i, op, site));
  return s[static_cast<std::size_t>(i)];
}
} // namespace detail

/// Extent `index` of `s`; out_of_range unless 0 <= index < rank.
[[nodiscard]] inline Size get_extent(ShapeView s, const Size &index,
                                     const Site *site = nullptr) noexcept {
  return detail::extent_at(s, index, Op::get_extent, site);
}

/// shape.dim on the shape of a value: get_extent(shape_of(value), index).
[[nodiscard]] inline Size dim(ShapeView value_shape, const Size &index,
                              const Site *site = nullptr) noexcept {
  return detail::extent_at(value_shape, index, Op::dim, site);
}

namespace detail {
/// num_elements when some extent is negative or the running product overflows.
[[gnu::noinline]] inline Size num_elements_slow(ShapeView s,
                                                const Site *site) noexcept {
  constexpr std::uint64_t limit = std::uint64_t{1} << 63;
  std::uint64_t magnitude = 1;
  bool negative = false, over = false;
  std::size_t over_dim = 0, limit_dim = 0;
  for (std::size_t i = 0; i < s.rank(); ++i) {
    const std::int64_t e = s[i];
    if (e == 0)
      return 0;
    if (over)
      continue; // keep looking for a zero extent
    negative ^= e < 0;
    const std::uint64_t m = e < 0 ? 0 - static_cast<std::uint64_t>(e)
                                  : static_cast<std::uint64_t>(e);
    const std::uint64_t before = magnitude;
    if (__builtin_mul_overflow(magnitude, m, &magnitude) || magnitude > limit) {
      over = true;
      over_dim = i;
    } else if (magnitude == limit && before != limit) {
      limit_dim = i;
    }
  }
  if (!over && magnitude < limit)
    return negative ? -static_cast<std::int64_t>(magnitude)
                    : static_cast<std::int64_t>(magnitude);
  if (!over && negative)
    return INT64_MIN;
  const std::size_t at = over ? over_dim : limit_dim;
  return Size(make_error(Errc::overflow, Op::num_elements, site,
                         static_cast<std::int64_t>(at), s[at]));
}
} // namespace detail

/// The product of the extents (1 for rank 0). Exact: 0 if any extent is 0,
/// overflow only if the true product is outside int64.
[[nodiscard]] inline Size num_elements(ShapeView s,
                                       const Site *site = nullptr) noexcept {
  if (!s.valid())
    return Size(*s.error());
  // Non-negative extents whose running product never overflows: the product
  // is exact. Anything else takes the general path.
  std::int64_t product = 1, any = 0;
  bool over = false;
  for (std::size_t i = 0; i < s.rank(); ++i) {
    any |= s[i];
    over |= __builtin_mul_overflow(product, s[i], &product);
  }
  if (__builtin_expect(!over && any >= 0, 1))
    return product;
  return detail::num_elements_slow(s, site);
}

namespace detail {
/// The invalid_shape of the first negative one of `n` extents.
[[gnu::cold, gnu::noinline]] inline Shape
negative_extent(Op op, const std::int64_t *extents, std::size_t n,
                const Site *site) noexcept {
  std::size_t i = 0;
  while (i + 1 < n && extents[i] >= 0)
    ++i;
  return Shape(make_error(Errc::invalid_shape, op, site,
                          static_cast<std::int64_t>(i), extents[i]));
}
} // namespace detail

[[nodiscard]] inline Shape
const_shape(std::initializer_list<std::int64_t> extents,
            const Site *site = nullptr) noexcept {
  return detail::copy_view(ShapeView(extents), Op::const_shape, site);
}

[[nodiscard]] inline Shape
from_extent_tensor(ShapeView extents, const Site *site = nullptr) noexcept {
  return detail::copy_view(extents, Op::from_extent_tensor, site);
}

[[nodiscard]] inline Shape
to_extent_tensor(ShapeView s, const Site *site = nullptr) noexcept {
  return detail::copy_view(s, Op::to_extent_tensor, site);
}

[[nodiscard]] inline Shape from_extents(std::initializer_list<Size> extents,
                                        const Site *site = nullptr) noexcept {
  for (const Size &e : extents)
    if (!e.valid())
      return Shape(*e.error());
  if (extents.size() > max_rank)
    return Shape(
        detail::capacity_error(Op::from_extents, extents.size(), site));
  Shape r;
  std::int64_t *o = detail::ShapeAccess::extents(r);
  std::size_t i = 0;
  std::int64_t any = 0;
  for (const Size &e : extents) {
    any |= e.value();
    o[i++] = e.value();
  }
  // The sign bit of the OR of all extents says whether any is negative. The
  // failure replaces `r`, so that `r` is the only object returned after its
  // declaration and is built in place (clang's -Wnrvo).
  if (__builtin_expect(any < 0, 0))
    r = detail::negative_extent(Op::from_extents, o, extents.size(), site);
  else
    detail::ShapeAccess::set_rank(r, extents.size());
  return r;
}

/// The first operand (all operands agree whenever the result is defined); []
/// for none.
[[nodiscard]] inline Shape any(std::initializer_list<ShapeView> shapes,
                               const Site *site = nullptr) noexcept {
  for (const ShapeView &s : shapes)
    if (!s.valid())
      return Shape(*s.error());
  if (shapes.size() == 0)
    return Shape();
  return detail::copy_view(*shapes.begin(), Op::any, site);
}

/// N-ary broadcast (numpy rules); not_broadcastable names the leftmost
/// conflicting result dimension and the first two operands that conflict there.
/// No operands: [].
[[nodiscard]] inline Shape broadcast(std::initializer_list<ShapeView> shapes,
                                     const Site *site = nullptr) noexcept {
  Shape r;
  if (__builtin_expect(
          !detail::broadcast_into(shapes.begin(), shapes.size(), r), 0))
    r = detail::broadcast_error(shapes.begin(), shapes.size(), site);
  return r;
}

[[nodiscard]] inline bool
is_broadcastable(std::initializer_list<ShapeView> shapes) noexcept {
  return detail::broadcastable(shapes.begin(), shapes.size());
}

/// All operands equal; an invalid shape equals only invalid shapes.
[[nodiscard]] inline bool
shape_eq(std::initializer_list<ShapeView> shapes) noexcept {
  const ShapeView *s = shapes.begin();
  for (std::size_t k = 1; k < shapes.size(); ++k) {
    if (s[0].valid() != s[k].valid())
      return false;
    if (s[0].valid() && !detail::same_extents(s[0], s[k]))
      return false;
  }
  return true;
}

namespace detail {
/// What concat gives of two operands it cannot join (one invalid, or more
/// extents than max_rank together), from their errors and ranks alone: the
/// failure path of concat_checked then takes no address of the caller's.
inline Shape concat_error(const Error *a_error, std::size_t a_rank,
                          const Error *b_error, std::size_t b_rank,
                          const Site *site) noexcept {
  if (a_error)
    return Shape(*a_error);
  if (b_error)
    return Shape(*b_error);
  return Shape(capacity_error(
      Op::concat, a_rank > max_rank ? a_rank : a_rank + b_rank, site));
}
} // namespace detail

[[nodiscard]] inline Shape concat(ShapeView a, ShapeView b,
                                  const Site *site = nullptr) noexcept {
  if (!a.valid() || !b.valid() || a.rank() > max_rank ||
      b.rank() > max_rank - a.rank())
    return detail::concat_error(a.error(), a.rank(), b.error(), b.rank(), site);
  Shape r;
  std::int64_t *o = detail::ShapeAccess::extents(r);
  detail::copy_extents(o, a.data(), a.rank());
  detail::copy_extents(o + a.rank(), b.data(), b.rank());
  detail::ShapeAccess::set_rank(r, a.rank() + b.rank());
  return r;
}

namespace detail {
/// Both results of a failed split_at set to one Error.
[[gnu::cold, gnu::noinline]] inline void
split_error(const Error &error, Shape &head, Shape &tail) noexcept {
  head = tail = Shape(error);
}
} // namespace detail

/// Splits before `index` (negative: from the back). Outside [-rank, rank] both
/// results are out_of_range; each result is capacity-checked on its own.
/// Always inlined: a call would pass the index Size and both results through
/// memory.
[[gnu::always_inline]] inline void
split_at(ShapeView s, const Size &index, Shape &head, Shape &tail,
         const Site *site = nullptr) noexcept {
  if (__builtin_expect(!s.valid() || !index.valid(), 0))
    return detail::split_error(!s.valid() ? *s.error() : *index.error(), head,
                               tail);
  const std::int64_t rank = static_cast<std::int64_t>(s.rank());
  std::int64_t i = index.value();
  if (__builtin_expect(i < -rank || i > rank, 0))
    return detail::split_error(
        detail::make_error(Errc::out_of_range, Op::split_at, site, i, rank),
        head, tail);
  if (i < 0)
    i += rank;
  const std::size_t at = static_cast<std::size_t>(i);
  detail::copy_view_into(ShapeView(s.data(), at), head, Op::split_at, site);
  detail::copy_view_into(ShapeView(s.data() + at, s.rank() - at), tail,
                         Op::split_at, site);
}

namespace detail {
/// The index of the first extent where `a` and `b` differ, else `n`: their
/// rank when both are valid and of one rank, else 0. (Returning the index and
/// both extents in a struct instead made GCC -O3's code for the reference's
/// error-monadic matmul 120 instructions per call, not 105.)
inline std::size_t first_difference(ShapeView a, ShapeView b,
                                    std::size_t &n) noexcept {
  n = a.valid() && b.valid() && a.rank() == b.rank() ? a.rank() : 0;
  std::size_t i = 0;
  while (i < n && a[i] == b[i])
    ++i;
  return i;
}

/// What meet gives of two operands that do not meet (or that meet above
/// max_rank), from their errors, ranks and first_difference (at `index`,
/// where `a` has `x` and `b` has `y`; `index` is their rank when none): an
/// operand's error, a rank or extent mismatch, or capacity_exceeded. Takes no
/// address of the operands' extents, so meet_checked's failure path needs no
/// caller's shape in memory.
inline Shape meet_error(const Error *a_error, std::size_t a_rank,
                        const Error *b_error, std::size_t b_rank,
                        std::size_t index, std::int64_t x, std::int64_t y,
                        const Site *site) noexcept {
  if (a_error)
    return Shape(*a_error);
  if (b_error)
    return Shape(*b_error);
  if (a_rank != b_rank)
    return Shape(make_error(Errc::invalid_shape, Op::meet, site, -1,
                            static_cast<std::int64_t>(a_rank),
                            static_cast<std::int64_t>(b_rank)));
  if (index < a_rank)
    return Shape(make_error(Errc::invalid_shape, Op::meet, site,
                            static_cast<std::int64_t>(index), x, y));
  return Shape(capacity_error(Op::meet, a_rank, site));
}
} // namespace detail

/// Concrete shapes meet iff equal; otherwise invalid_shape with the site (and
/// its `error=`).
[[nodiscard]] inline Shape meet(ShapeView a, ShapeView b,
                                const Site *site = nullptr) noexcept {
  std::size_t n;
  const std::size_t i = detail::first_difference(a, b, n);
  if (a.valid() && b.valid() && a.rank() == b.rank() && i == n &&
      n <= max_rank) {
    Shape r;
    detail::ShapeAccess::assign(r, a.data(), n);
    return r;
  }
  return detail::meet_error(a.error(), a.rank(), b.error(), b.rank(), i,
                            i < n ? a[i] : 0, i < n ? b[i] : 0, site);
}

namespace detail {
template <bool Max>
inline Shape elementwise(ShapeView a, ShapeView b, const Site *site) noexcept {
  const Op op = Max ? Op::max : Op::min;
  if (!a.valid())
    return Shape(*a.error());
  if (!b.valid())
    return Shape(*b.error());
  if (a.rank() != b.rank())
    return Shape(make_error(Errc::invalid_shape, op, site, -1,
                            static_cast<std::int64_t>(a.rank()),
                            static_cast<std::int64_t>(b.rank())));
  if (a.rank() > max_rank)
    return Shape(capacity_error(op, a.rank(), site));
  Shape r;
  std::int64_t *o = ShapeAccess::extents(r);
  for (std::size_t i = 0; i < a.rank(); ++i)
    o[i] = (a[i] < b[i]) == Max ? b[i] : a[i];
  ShapeAccess::set_rank(r, a.rank());
  return r;
}
} // namespace detail

/// Elementwise maximum of equal-rank shapes; a rank mismatch is invalid_shape.
[[nodiscard]] inline Shape max(ShapeView a, ShapeView b,
                               const Site *site = nullptr) noexcept {
  return detail::elementwise<true>(a, b, site);
}

/// Elementwise minimum of equal-rank shapes; a rank mismatch is invalid_shape.
[[nodiscard]] inline Shape min(ShapeView a, ShapeView b,
                               const Site *site = nullptr) noexcept {
  return detail::elementwise<false>(a, b, site);
}

namespace detail {
/// max or min of a shape and a size, in either order, which the shape dialect
/// makes an error: the first invalid operand's, else invalid_shape.
inline Size shape_and_size(const Error *first, const Error *second, Op op,
                           const Site *site) noexcept {
  if (first)
    return Size(*first);
  if (second)
    return Size(*second);
  return Size(make_error(Errc::invalid_shape, op, site, -2));
}

/// A size operand of max and min: a Size or an integer, never a braced list
/// (which would also convert to a ShapeView).
template <class Z>
using if_size =
    std::enable_if_t<std::is_same_v<Z, Size> || std::is_integral_v<Z>, int>;
} // namespace detail

/// `shape.max` and `shape.min` of a shape and a size: an error (see
/// shape_and_size).
template <class Z, detail::if_size<Z> = 0>
[[nodiscard]] inline Size max(ShapeView a, const Z &b,
                              const Site *site = nullptr) noexcept {
  return detail::shape_and_size(a.error(), Size(b).error(), Op::max, site);
}
template <class Z, detail::if_size<Z> = 0>
[[nodiscard]] inline Size max(const Z &a, ShapeView b,
                              const Site *site = nullptr) noexcept {
  return detail::shape_and_size(Size(a).error(), b.error(), Op::max, site);
}
template <class Z, detail::if_size<Z> = 0>
[[nodiscard]] inline Size min(ShapeView a, const Z &b,
                              const Site *site = nullptr) noexcept {
  return detail::shape_and_size(a.error(), Size(b).error(), Op::min, site);
}
template <class Z, detail::if_size<Z> = 0>
[[nodiscard]] inline Size min(const Z &a, ShapeView b,
                              const Site *site = nullptr) noexcept {
  return detail::shape_and_size(Size(a).error(), b.error(), Op::min, site);
}

// -----------------------------------------------------------------------------
// Value shapes.

/// A 1-D tensor's elements as a shape; a negative element is argument_mismatch.
/// `unsigned_elements`: the elements are unsigned 64-bit integers, so one read
/// as negative is above INT64_MAX, and the message prints it so.
[[nodiscard]] inline Shape
value_as_shape(ShapeView values, const Site *site = nullptr,
               bool unsigned_elements = false) noexcept {
  if (!values.valid())
    return Shape(*values.error());
  for (std::size_t i = 0; i < values.rank(); ++i)
    if (values[i] < 0)
      return Shape(detail::make_error(
          Errc::argument_mismatch, Op::value_as_shape, site,
          static_cast<std::int64_t>(i), values[i], unsigned_elements));
  return detail::copy_view(values, Op::value_as_shape, site);
}

/// As above; invalid_shape if the value is unknown or its shape is not [number
/// of elements].
[[nodiscard]] inline Shape
value_as_shape(ValueShapeView v, const Site *site = nullptr,
               bool unsigned_elements = false) noexcept {
  if (!v.shape.valid())
    return Shape(*v.shape.error());
  if (!v.value.valid())
    return Shape(*v.value.error());
  if (v.value.data() == nullptr)
    return Shape(
        detail::make_error(Errc::invalid_shape, Op::value_as_shape, site, -1));
  if (v.shape.rank() != 1)
    return Shape(detail::make_error(Errc::invalid_shape, Op::value_as_shape,
                                    site,
                                    static_cast<std::int64_t>(v.shape.rank())));
  if (v.shape[0] < 0 ||
      static_cast<std::uint64_t>(v.shape[0]) != v.value.rank())
    return Shape(detail::make_error(
        Errc::argument_mismatch, Op::value_as_shape, site, -1,
        static_cast<std::int64_t>(v.value.rank()), v.shape[0]));
  return value_as_shape(v.value, site, unsigned_elements);
}

/// The Error of the with_shape at `site` when its shape does not conform. It
/// must outlive the views of it, so emitted code declares one per with_shape,
/// static, next to the site.
constexpr Error with_shape_error(const Site &site) noexcept {
  return {Errc::invalid_shape, Op::with_shape, {0, 0}, &site, {0, 0, 0}};
}

/// `v` with its shape replaced by `s`; invalid with `mismatch` (by default
/// invalid_shape with no site) unless `s` equals the value's actual shape
/// `v.shape`.
[[nodiscard]] inline ValueShapeView
with_shape(ValueShapeView v, ShapeView s,
           const Error &mismatch = detail::with_shape_mismatch) noexcept {
  if (!v.shape.valid())
    return v;
  if (s.valid() && !detail::same_extents(v.shape, s))
    return {ShapeView(mismatch), v.value};
  return {s, v.value};
}

/// An extent tensor's elements as a ValueShapeView's `value`: always known.
/// A valid view of length 0 with null data (what `{}`, `ShapeView()` and an
/// empty container's data() give) is the empty list here, not the "unknown"
/// of a default ValueShapeView::value.
[[nodiscard]] inline ShapeView extent_tensor_elements(ShapeView t) noexcept {
  return t.valid() ? ShapeView(ShapeView::known(t.data()), t.rank()) : t;
}

/// The value's elements; an invalid view (invalid_shape, no site) when unknown.
[[nodiscard]] inline ShapeView value_of(ValueShapeView v) noexcept {
  if (!v.shape.valid())
    return v.shape;
  if (v.value.valid() && v.value.data() == nullptr)
    return ShapeView(detail::value_unknown);
  return v.value;
}

// -----------------------------------------------------------------------------
// How a check returns: a check is a template on its result R. With Status (the
// default), a failure is returned; with Throw (what throw-policy code uses),
// it is thrown as a ShapeError.

#if defined(__cpp_exceptions)
/// A failed Status as an exception; what() is formatted into an inline buffer
/// at construction.
class ShapeError : public std::exception {
public:
  explicit ShapeError(const Status &status) noexcept : status_(status) {
    status_.format(what_, sizeof what_);
  }
  const char *what() const noexcept override { return what_; }
  const Status &status() const noexcept { return status_; }

private:
  Status status_;
  char what_[1024];
};

namespace detail {
[[noreturn, gnu::cold, gnu::noinline]] inline void
throw_error(const Status &status) {
  throw ShapeError(status);
}
} // namespace detail

inline void throw_if_error(const Status &status) {
  if (__builtin_expect(!status.ok(), 0))
    detail::throw_error(status);
}

/// The result of a check called as `check<shapecc::Throw>(...)`: nothing; a
/// failure is thrown as a ShapeError built in a cold function of its own, so
/// the caller's frame holds no Status (a function that does can be too large
/// for the compiler to inline).
struct Throw {};
#endif

namespace detail {
/// Whether a check whose result is R reports failures by returning them.
template <class R>
inline constexpr bool returns_status = std::is_same_v<R, Status>;

/// A pointer parameter P of a failure path's cold function, passed as an
/// integer. GCC's -Wmaybe-uninitialized takes a `const` pointer argument to
/// be read whole, where a builder reads only the `rank` extents it comes
/// with: the extents of a local Shape (tensor.generate's, built by a loop of
/// pushes), never written beyond its rank, were reported. The conversion
/// costs no instruction; an empty asm per pointer did the same but counted
/// in GCC's estimate of a checker's size, and a checker it no longer
/// inlined ran 60% more instructions (docs/testing.md, G4 and H1).
template <class P>
using HiddenPointer =
    std::conditional_t<std::is_pointer_v<P>, std::uintptr_t, P>;
template <class P, class A>
[[gnu::always_inline]] inline HiddenPointer<P> hide_pointer(A &&arg) noexcept {
  if constexpr (std::is_pointer_v<P>)
    return reinterpret_cast<std::uintptr_t>(static_cast<P>(arg));
  else
    return std::forward<A>(arg);
}
template <class P>
[[gnu::always_inline]] inline P unhide_pointer(HiddenPointer<P> arg) noexcept {
  if constexpr (std::is_pointer_v<P>)
    return reinterpret_cast<P>(arg);
  else
    return arg;
}

/// How a check whose result is R returns the Status its failure path builds,
/// `Fn(args...)` (a cold builder): `failed` when that Status is a failure,
/// `from` when it may be ok after all.
template <class R> struct Returns;

/// Builds the Status `Fn` builds, from a cold function taking Fn's
/// parameters with pointers hidden (HiddenPointer).
template <auto Fn, class Signature = decltype(Fn)> struct Builder;
template <auto Fn, class... P> struct Builder<Fn, Status (*)(P...) noexcept> {
  [[gnu::cold, gnu::noinline]] static Status
  failed(HiddenPointer<P>... args) noexcept {
    return Fn(unhide_pointer<P>(args)...);
  }
  template <class... A>
  [[gnu::always_inline]] static Status fail(A &&...args) noexcept {
    return StatusAccess::failed<&failed>(
        hide_pointer<P>(std::forward<A>(args))...);
  }
};

template <> struct Returns<Status> {
  template <auto Fn, class... A>
  [[gnu::always_inline]] static Status failed(A &&...args) noexcept {
    return Builder<Fn>::fail(std::forward<A>(args)...);
  }
  template <auto Fn, class... A>
  [[gnu::always_inline]] static Status from(A &&...args) noexcept {
    return Fn(std::forward<A>(args)...);
  }
};

#if defined(__cpp_exceptions)
/// Throws the Status `Fn` builds, from a cold function taking exactly Fn's
/// parameters: the caller passes what it would pass Fn, and nothing else
/// of its frame escapes.
template <auto Fn, class Signature = decltype(Fn)> struct Thrower;
template <auto Fn, class... P> struct Thrower<Fn, Status (*)(P...) noexcept> {
  [[noreturn, gnu::cold, gnu::noinline]] static void
  failed(HiddenPointer<P>... args) {
    throw ShapeError(Fn(unhide_pointer<P>(args)...));
  }
  template <class... A>
  [[noreturn, gnu::always_inline]] static void fail(A &&...args) {
    failed(hide_pointer<P>(std::forward<A>(args))...);
  }
  [[gnu::cold, gnu::noinline]] static void from(P... args) {
    const Status st = Fn(args...);
    if (!st.ok())
      throw ShapeError(st);
  }
};

template <> struct Returns<Throw> {
  template <auto Fn, class... A>
  [[noreturn, gnu::always_inline]] static Throw failed(A &&...args) {
    Thrower<Fn>::fail(std::forward<A>(args)...);
  }
  template <auto Fn, class... A>
  [[gnu::always_inline]] static Throw from(A &&...args) {
    Thrower<Fn>::from(std::forward<A>(args)...);
    return Throw();
  }
};
#endif
} // namespace detail

// Inside this header only, in a check whose result is R: returns the failure
// `fn(...)` builds, or the Status `fn(...)` builds, which may be ok.
#define SHAPECC_DETAIL_RETURN_FAILURE(fn, ...)                                 \
  return ::shapecc::detail::Returns<R>::template failed<&fn>(__VA_ARGS__)
#define SHAPECC_DETAIL_RETURN_STATUS(fn, ...)                                  \
  return ::shapecc::detail::Returns<R>::template from<&fn>(__VA_ARGS__)

// -----------------------------------------------------------------------------
// Checks: each is a template on its result R (see Returns), Status unless the
// call names another.

template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
cstr_broadcastable(std::initializer_list<ShapeView> shapes,
                   const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(detail::broadcastable(shapes.begin(), shapes.size()), 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::broadcast_failure, shapes.begin(),
                                shapes.size(), site, nullptr);
}

namespace detail {
[[gnu::cold, gnu::noinline]] inline Status
eq2_failure(const std::int64_t *a_data, std::size_t a_rank,
            const Error *a_error, const std::int64_t *b_data,
            std::size_t b_rank, const Error *b_error,
            const Site &site) noexcept {
  const ShapeView shapes[] = {view_of(a_data, a_rank, a_error),
                              view_of(b_data, b_rank, b_error)};
  return eq_failure(shapes, 2, site);
}
} // namespace detail

/// cstr_eq of two shapes, by value: the hot path stores nothing for the
/// failure path.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
cstr_eq(ShapeView a, ShapeView b,
        const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(a.valid() && b.valid() && detail::same_extents(a, b), 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::eq2_failure, a.data(), a.rank(),
                                a.error(), b.data(), b.rank(), b.error(), site);
}

template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
cstr_eq(std::initializer_list<ShapeView> shapes,
        const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(
          detail::all_valid_and_equal(shapes.begin(), shapes.size()), 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::eq_failure, shapes.begin(),
                                shapes.size(), site);
}

template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
cstr_require(bool pred, const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(pred, 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::op_failure, Errc::requirement_failed,
                                Op::cstr_require, site);
}

/// An unconditional failure (`const_witness false`); Errc::ok is taken as
/// requirement_failed.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
fail(Errc code, const Site &site) noexcept(detail::returns_status<R>) {
  SHAPECC_DETAIL_RETURN_FAILURE(
      detail::op_failure, code == Errc::ok ? Errc::requirement_failed : code,
      Op::const_witness, site);
}

/// Ok if valid, else the value's Error, reported at its producing op's site
/// when it has one. Unlike the other checks, not forced inline: clang++-22
/// -O3 then kept the value-form ops' Shapes in more copies (the reference's
/// error-monadic matmul, examples/matmul.mlir, took 148 instructions per call
/// instead of 63 in a caller that passed it the views it took; no caller
/// measured gained from forcing it).
template <class R = Status>
inline R check_valid(const Shape &value,
                     const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(value.valid(), 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::status_of, *value.error(), site);
}

template <class R = Status>
inline R check_valid(ShapeView value,
                     const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(value.valid(), 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::status_of, *value.error(), site);
}

template <class R = Status>
inline R check_valid(const Size &value,
                     const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(value.valid(), 1))
    return R();
  // A copy, so that `value` does not escape and can live in registers.
  const Error error = *value.error();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::status_of, error, site);
}

namespace detail {
/// argument_failure of the view with these parts.
[[gnu::cold, gnu::noinline]] inline Status entry_argument_failure(
    const std::int64_t *data, std::size_t rank, const Error *error,
    const char *name, std::int64_t expected_rank, const std::int64_t *expected,
    std::size_t num_expected, const Site &site, Op op) noexcept {
  return argument_failure(view_of(data, rank, error), name, expected_rank,
                          expected, num_expected, site, op);
}

template <class R>
[[gnu::always_inline]] inline R
check_shape(Op op, ShapeView actual, const char *name,
            std::int64_t expected_rank,
            std::initializer_list<std::int64_t> expected_extents,
            const Site &site) noexcept(returns_status<R>) {
  if (__builtin_expect(argument_ok(actual, expected_rank,
                                   expected_extents.begin(),
                                   expected_extents.size()),
                       1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(entry_argument_failure, actual.data(),
                                actual.rank(), actual.error(), name,
                                expected_rank, expected_extents.begin(),
                                expected_extents.size(), site, op);
}
} // namespace detail

/// Argument validation on entry: `expected_rank < 0` is unranked; a negative
/// expected extent (or one missing from the list) is dynamic. Negative actual
/// extents are argument_mismatch; a rank above max_rank is capacity_exceeded.
/// Not forced inline itself (nor is check_cast): check_shape, all it runs, is.
/// Forcing the wrapper too made GCC 12 -O3 report a value-form concat after it
/// -Wmaybe-uninitialized with SHAPECC_MAX_RANK=1 (a false positive).
template <class R = Status>
inline R check_argument(ShapeView actual, const char *name,
                        std::int64_t expected_rank,
                        std::initializer_list<std::int64_t> expected_extents,
                        const Site &site) noexcept(detail::returns_status<R>) {
  return detail::check_shape<R>(Op::check_argument, actual, name, expected_rank,
                                expected_extents, site);
}

/// check_argument for a value that is not an argument: the shape `actual`
/// against the static type a tensor.cast or a shape op's result promises.
/// The same checks; the failure's op is Op::cast and its message names
/// "value NAME" (or just "value" when `name` is null).
template <class R = Status>
inline R check_cast(ShapeView actual, const char *name,
                    std::int64_t expected_rank,
                    std::initializer_list<std::int64_t> expected_extents,
                    const Site &site) noexcept(detail::returns_status<R>) {
  return detail::check_shape<R>(Op::cast, actual, name, expected_rank,
                                expected_extents, site);
}

// -----------------------------------------------------------------------------
// Support of emitted code.

/// One row of a function library's registry: an op name from the library's
/// `mapping`, the C++ name of its shape function, and the function. Here, not
/// in each emitted header, so that headers sharing a namespace can be
/// included together (each says `using shapecc::RegistryEntry;`).
template <class Fn> struct RegistryEntry {
  std::string_view op;
  const char *function;
  Fn fn;
};

/// The function registered for `op` in `table`, or nullptr.
template <class Fn, std::size_t N>
constexpr Fn registry_find(const RegistryEntry<Fn> (&table)[N],
                           std::string_view op) noexcept {
  for (const RegistryEntry<Fn> &entry : table)
    if (entry.op == op)
      return entry.fn;
  return nullptr;
}

/// An owning copy of `v`: v's Error if it is invalid, capacity_exceeded above
/// max_rank.
[[nodiscard]] inline Shape to_shape(ShapeView v,
                                    const Site *site = nullptr) noexcept {
  return detail::copy_view(v, Op::from_extent_tensor, site);
}

namespace detail {
[[gnu::cold, gnu::noinline]] inline Status
division_failure(std::int64_t lhs, std::int64_t rhs,
                 const Site &site) noexcept {
  const Size quotient = div(lhs, rhs, &site);
  return status_of(*quotient.error(), site);
}
} // namespace detail

/// `cstr_broadcastable(shapes)` then `out = broadcast(shapes)`, in one pass
/// over the extents: ok with the broadcast in `out`, or the Status
/// cstr_broadcastable gives (capacity_exceeded for a result rank above
/// max_rank). `out` is unspecified after a failure.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
broadcast_checked(std::initializer_list<ShapeView> shapes, Shape &out,
                  const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(
          detail::broadcast_into(shapes.begin(), shapes.size(), out), 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::broadcast_failure, shapes.begin(),
                                shapes.size(), site, nullptr);
}

/// `out = broadcast(shapes)` of extent tensors, checked at the op's `site`,
/// in one pass: ok with the broadcast in `out`, or the Status `check_valid`
/// of `broadcast(shapes, &site)` gives, which also holds the two conflicting
/// shapes (an Error cannot), so that its message names them. `out` is
/// unspecified after a failure.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
broadcast_extents_checked(std::initializer_list<ShapeView> shapes, Shape &out,
                          const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(
          detail::broadcast_into(shapes.begin(), shapes.size(), out), 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::broadcast_op_failure, shapes.begin(),
                                shapes.size(), site);
}

/// A function argument whose entry check, `check_argument(view, name, -1, {},
/// site)` of an unranked shape (valid, rank within max_rank, no negative
/// extent: the fast paths below test exactly these), is folded into the first
/// op, which reads all its extents: it is that op's operand `operand`. Emitted
/// code lists them in argument order, as a static table; the op's fast path
/// checks them along the way, and any failure runs the listed checks in full
/// first, so the first failure reported is the one the unfolded checks give.
struct FoldedArgument {
  std::uint32_t operand;
  const char *name;
};

namespace detail {
/// Whether `v` passes the entry check of an unranked argument.
inline bool unranked_argument_ok(ShapeView v) noexcept {
  return argument_ok(v, -1, nullptr, 0);
}

/// The first of `arguments` (operands of `s`) whose entry check fails, or n.
inline std::size_t first_failing_argument(const ShapeView *s,
                                          const FoldedArgument *arguments,
                                          std::size_t n) noexcept {
  std::size_t k = 0;
  while (k < n && unranked_argument_ok(s[arguments[k].operand]))
    ++k;
  return k;
}

/// Whether every one of `arguments` passes its entry check, in one pass: all
/// valid, within capacity, and the sign bit of the OR of all their extents
/// clear. Cheaper than first_failing_argument, which a failure path needs only
/// when this is false.
inline bool arguments_ok(const ShapeView *s, const FoldedArgument *arguments,
                         std::size_t n) noexcept {
  std::int64_t any = 0;
  for (std::size_t k = 0; k < n; ++k) {
    const ShapeView v = s[arguments[k].operand];
    if (!v.valid() || v.rank() > max_rank)
      return false;
    for (std::size_t i = v.rank(); i != 0; --i)
      any |= v[i - 1];
  }
  return any >= 0;
}

/// The failed entry check of `argument`.
[[gnu::cold]] inline Status
folded_argument_failure(const ShapeView *s, const FoldedArgument &argument,
                        const Site &site) noexcept {
  return argument_failure(s[argument.operand], argument.name, -1, nullptr, 0,
                          site);
}

/// The slow path of broadcast_checked with folded argument checks: those
/// checks, then broadcast_checked as it is without them.
[[gnu::cold, gnu::noinline]] inline Status
broadcast_arguments_failure(const ShapeView *s, std::size_t n, Shape &out,
                            const Site &site, const FoldedArgument *arguments,
                            std::size_t num_arguments,
                            const Site &arguments_site) noexcept {
  if (!arguments_ok(s, arguments, num_arguments))
    return folded_argument_failure(
        s, arguments[first_failing_argument(s, arguments, num_arguments)],
        arguments_site);
  return broadcast_failure(s, n, site, &out);
}

/// The general path of the two-operand failure; rare enough that its copy
/// does not matter.
[[gnu::cold, gnu::noinline]] inline void
broadcast2_general_failure(Status &st, ShapeView a, ShapeView b, Shape &out,
                           const Site &site, const FoldedArgument *arguments,
                           std::size_t num_arguments,
                           const Site &arguments_site) noexcept {
  const ShapeView s[2] = {a, b};
  st = broadcast_arguments_failure(s, 2, out, site, arguments, num_arguments,
                                   arguments_site);
}

/// The usual failure of an elementwise op's shape check, two operands that
/// conflict, both within capacity and without a negative extent (so every
/// argument check passes), built into `st` with one pass over the extents
/// that both copies them and tests their signs: whether it was that failure.
/// Takes two valid views' extents and ranks.
[[gnu::always_inline]] inline bool
broadcast2_conflict(Status &st, const std::int64_t *a, std::size_t a_rank,
                    const std::int64_t *b, std::size_t b_rank,
                    const Site &site) noexcept {
  const std::size_t rank = a_rank > b_rank ? a_rank : b_rank;
  const std::size_t common = a_rank < b_rank ? a_rank : b_rank;
  if (rank > max_rank)
    return false;
  // The trailing `common` extents of each, from the leftmost.
  const std::int64_t *pa = a + (a_rank - common);
  const std::int64_t *pb = b + (b_rank - common);
  for (std::size_t j = 0; j < common; ++j) {
    const std::int64_t x = pa[j], y = pb[j];
    const std::int64_t r = x == 1 ? y : x; // as in broadcast2_into
    if (r != y && y != 1) {
      const std::size_t d = rank - common + j;
      // What broadcast_failure builds for this conflict.
      StatusAccess::init(st,
                         make_error(Errc::not_broadcastable,
                                    Op::cstr_broadcastable, &site,
                                    static_cast<std::int64_t>(d), x, y, 0, 1),
                         site);
      StatusAccess::set_operands(st, 2);
      return StatusAccess::add_shapes_or(st, ShapeView(a, a_rank),
                                         ShapeView(b, b_rank)) >= 0;
    }
  }
  return false;
}

/// The failure of two valid views: their conflict, or else the general path.
/// Takes only their extents and ranks, in registers, so that the caller keeps
/// no view alive across the call (a view is passed in memory). Not `cold`,
/// which would optimize it for size: the failure path has a budget too.
[[gnu::noinline]] inline void broadcast2_valid_failure(
    Status &st, const std::int64_t *a, std::size_t a_rank,
    const std::int64_t *b, std::size_t b_rank, const Site &site, Shape &out,
    const FoldedArgument *arguments, std::size_t num_arguments,
    const Site &arguments_site) noexcept {
  if (!broadcast2_conflict(st, a, a_rank, b, b_rank, site))
    broadcast2_general_failure(st, ShapeView(a, a_rank), ShapeView(b, b_rank),
                               out, site, arguments, num_arguments,
                               arguments_site);
}

/// broadcast_arguments_failure of two operands into `st`: their conflict, or
/// else the general path. An invalid operand goes to the general path at once.
inline void broadcast2_failure(Status &st, ShapeView a, ShapeView b, Shape &out,
                               const Site &site,
                               const FoldedArgument *arguments,
                               std::size_t num_arguments,
                               const Site &arguments_site) noexcept {
  if (__builtin_expect(a.valid() && b.valid(), 1))
    broadcast2_valid_failure(st, a.data(), a.rank(), b.data(), b.rank(), site,
                             out, arguments, num_arguments, arguments_site);
  else
    broadcast2_general_failure(st, a, b, out, site, arguments, num_arguments,
                               arguments_site);
}

/// broadcast2_failure's Status, built in place.
[[gnu::always_inline]] inline Status
broadcast2_status(ShapeView a, ShapeView b, Shape &out, const Site &site,
                  const FoldedArgument *arguments, std::size_t num_arguments,
                  const Site &arguments_site) noexcept {
  return StatusAccess::filled_by(broadcast2_failure, a, b, out, site, arguments,
                                 num_arguments, arguments_site);
}
} // namespace detail

/// broadcast_checked, also checking `arguments` (see FoldedArgument).
template <class R = Status, std::size_t N>
SHAPECC_ALWAYS_INLINE inline R broadcast_checked(
    std::initializer_list<ShapeView> shapes, Shape &out, const Site &site,
    const FoldedArgument (&arguments)[N],
    const Site &arguments_site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(
          detail::broadcast_into<true>(shapes.begin(), shapes.size(), out), 1))
    return R();
  if (shapes.size() == 2)
    SHAPECC_DETAIL_RETURN_STATUS(detail::broadcast2_status, shapes.begin()[0],
                                 shapes.begin()[1], out, site, arguments, N,
                                 arguments_site);
  SHAPECC_DETAIL_RETURN_STATUS(detail::broadcast_arguments_failure,
                               shapes.begin(), shapes.size(), out, site,
                               arguments, N, arguments_site);
}

namespace detail {
/// broadcast_chain_checked one step at a time, after the folded argument
/// checks (if any).
[[gnu::cold, gnu::noinline]] inline Status broadcast_chain_failure(
    const ShapeView *s, std::size_t n, Shape &out, const Site *const *sites,
    const FoldedArgument *arguments, std::size_t num_arguments,
    const Site *arguments_site) noexcept {
  const std::size_t k = first_failing_argument(s, arguments, num_arguments);
  if (k < num_arguments)
    return folded_argument_failure(s, arguments[k], *arguments_site);
  // Each step reads the previous result from one buffer and writes the other.
  Shape results[2];
  ShapeView previous = s[0];
  for (std::size_t i = 1; i < n; ++i) {
    const ShapeView step[2] = {previous, s[i]};
    Shape &result = results[i % 2];
    const Status st = broadcast_failure(step, 2, *sites[i - 1], &result);
    if (!st.ok())
      return st;
    previous = result;
  }
  out = results[(n - 1) % 2];
  return Status();
}

/// The sites of a chain's steps, by value: the hot path then never stores the
/// emitted `{&site, ...}` list, only this failure path does.
template <std::size_t N> struct StepSites {
  const Site *site[N];
};

template <std::size_t N>
[[gnu::cold, gnu::noinline]] inline Status
broadcast_chain_failure(const ShapeView *s, Shape &out, StepSites<N> sites,
                        const FoldedArgument *arguments,
                        std::size_t num_arguments,
                        const Site *arguments_site) noexcept {
  return broadcast_chain_failure(s, N + 1, out, sites.site, arguments,
                                 num_arguments, arguments_site);
}

template <std::size_t N>
[[gnu::always_inline]] inline StepSites<N>
step_sites(const Site *const (&sites)[N]) noexcept {
  StepSites<N> r;
  for (std::size_t i = 0; i < N; ++i)
    r.site[i] = sites[i];
  return r;
}
} // namespace detail

/// A left-leaning chain of broadcast_checked calls, as frontends emit for
/// fused elementwise ops: step i (from 1) broadcasts the previous result (at
/// first shapes[0]) with shapes[i], checked at sites[i - 1]. One pass over the
/// result dimensions when every step succeeds (broadcasting is associative);
/// otherwise the steps in turn, so that a failure is the failing step's.
template <class R = Status, std::size_t S, std::size_t N>
SHAPECC_ALWAYS_INLINE inline R broadcast_chain_checked(
    const ShapeView (&shapes)[S], Shape &out,
    const Site *const (&sites)[N]) noexcept(detail::returns_status<R>) {
  static_assert(S == N + 1, "one site per step");
  if (__builtin_expect(detail::broadcast_into(shapes, S, out), 1))
    return R();
  SHAPECC_DETAIL_RETURN_STATUS(detail::broadcast_chain_failure<N>, shapes, out,
                               detail::step_sites(sites), nullptr,
                               std::size_t{0}, nullptr);
}

/// broadcast_chain_checked, also checking `arguments` (see FoldedArgument).
template <class R = Status, std::size_t S, std::size_t N, std::size_t M>
SHAPECC_ALWAYS_INLINE inline R broadcast_chain_checked(
    const ShapeView (&shapes)[S], Shape &out, const Site *const (&sites)[N],
    const FoldedArgument (&arguments)[M],
    const Site &arguments_site) noexcept(detail::returns_status<R>) {
  static_assert(S == N + 1, "one site per step");
  if (__builtin_expect(detail::broadcast_into<true>(shapes, S, out), 1))
    return R();
  SHAPECC_DETAIL_RETURN_STATUS(detail::broadcast_chain_failure<N>, shapes, out,
                               detail::step_sites(sites), arguments, M,
                               &arguments_site);
}

namespace detail {
/// num_elements_checked when the product is not simply exact: the Status
/// check_valid gives on num_elements' Size, or ok with the product.
[[gnu::cold, gnu::noinline]] inline Status
num_elements_failure(ShapeView s, std::int64_t &out,
                     const Site &site) noexcept {
  const Size n = num_elements(s, &site);
  if (!n.valid())
    return status_of(*n.error(), site);
  out = n.value();
  return Status();
}

/// The product of the extents of a valid view whose running product (from
/// the last extent) never overflows and whose extents are not negative; false
/// otherwise. The product does not depend on the order, and num_elements
/// handles every case this rejects.
inline bool exact_product(ShapeView s, std::int64_t &out) noexcept {
  if (!s.valid())
    return false;
  std::int64_t product = 1, any = 0;
  for (std::size_t i = s.rank(); i != 0; --i) {
    const std::int64_t x = s[i - 1];
    any |= x;
    if (__builtin_mul_overflow(product, x, &product))
      return false;
  }
  out = product;
  return any >= 0;
}
} // namespace detail

/// `num_elements(s)` as an index: ok with the product in `out`, or the Status
/// check_valid gives on the Size num_elements returns.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
num_elements_checked(ShapeView s, std::int64_t &out,
                     const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(detail::exact_product(s, out), 1))
    return R();
  SHAPECC_DETAIL_RETURN_STATUS(detail::num_elements_failure, s, out, site);
}

namespace detail {
/// The view's parts, not the view: passed by value, a view goes through memory,
/// and the hot path would store it.
[[gnu::cold, gnu::noinline]] inline Status num_elements_arguments_failure(
    const std::int64_t *data, std::size_t rank, const Error *error,
    std::int64_t &out, const Site &site, const FoldedArgument *arguments,
    std::size_t num_arguments, const Site &arguments_site) noexcept {
  const ShapeView s = error ? ShapeView(*error) : ShapeView(data, rank);
  const std::size_t k = first_failing_argument(&s, arguments, num_arguments);
  if (k < num_arguments)
    return folded_argument_failure(&s, arguments[k], arguments_site);
  return num_elements_failure(s, out, site);
}
} // namespace detail

/// num_elements_checked, also checking `arguments` (see FoldedArgument): at
/// most `s`, operand 0.
template <class R = Status, std::size_t N>
SHAPECC_ALWAYS_INLINE inline R num_elements_checked(
    ShapeView s, std::int64_t &out, const Site &site,
    const FoldedArgument (&arguments)[N],
    const Site &arguments_site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(s.rank() <= max_rank && detail::exact_product(s, out),
                       1))
    return R();
  SHAPECC_DETAIL_RETURN_STATUS(detail::num_elements_arguments_failure, s.data(),
                               s.rank(), s.error(), out, site, arguments, N,
                               arguments_site);
}

namespace detail {
/// The Status of get_extent_checked or dim_checked of a view without extent
/// `index`, from its error and rank: no address of the caller's shape.
[[gnu::cold, gnu::noinline]] inline Status
extent_failure(const Error *error, std::size_t rank, std::int64_t index, Op op,
               const Site &site) noexcept {
  return status_of(error ? *error : out_of_range_error(rank, index, op, &site),
                   site);
}
} // namespace detail

/// `get_extent(s, index)` as an index: ok with the extent in `out`, or the
/// Status check_valid gives on the Size get_extent returns.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
get_extent_checked(ShapeView s, std::int64_t index, std::int64_t &out,
                   const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(
          s.valid() && static_cast<std::uint64_t>(index) < s.rank(), 1)) {
    out = s[static_cast<std::size_t>(index)];
    return R();
  }
  SHAPECC_DETAIL_RETURN_FAILURE(detail::extent_failure, s.error(), s.rank(),
                                index, Op::get_extent, site);
}

namespace detail {
/// The Status of `out = concat(a, b)` then `check_valid(out)` on the slow
/// path, from the operands' errors and ranks: no address of theirs, so the
/// fast path keeps the caller's shapes in registers where it can.
[[gnu::cold, gnu::noinline]] inline Status
concat_failure(const Error *a_error, std::size_t a_rank, const Error *b_error,
               std::size_t b_rank, Shape &out, const Site &site) noexcept {
  out = concat_error(a_error, a_rank, b_error, b_rank, &site);
  return check_valid(out, site);
}

/// The same for `out = meet(a, b)`, from meet_error's parts.
[[gnu::cold, gnu::noinline]] inline Status
meet_failure(const Error *a_error, std::size_t a_rank, const Error *b_error,
             std::size_t b_rank, std::size_t index, std::int64_t x,
             std::int64_t y, Shape &out, const Site &site) noexcept {
  out = meet_error(a_error, a_rank, b_error, b_rank, index, x, y, &site);
  return check_valid(out, site);
}
} // namespace detail

/// `out = concat(a, b)` then `check_valid(out)`, written straight into `out`
/// (which must not hold the extents of `a` or `b`).
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
concat_checked(ShapeView a, ShapeView b, Shape &out,
               const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(a.valid() && b.valid() && a.rank() <= max_rank &&
                           b.rank() <= max_rank - a.rank(),
                       1)) {
    std::int64_t *o = detail::ShapeAccess::extents(out);
    detail::copy_extents(o, a.data(), a.rank());
    detail::copy_extents(o + a.rank(), b.data(), b.rank());
    detail::ShapeAccess::set_rank(out, a.rank() + b.rank());
    return R();
  }
  SHAPECC_DETAIL_RETURN_FAILURE(detail::concat_failure, a.error(), a.rank(),
                                b.error(), b.rank(), out, site);
}

namespace detail {
/// The Status of a chain of concats step by step, as when each is its own op:
/// `concat(parts[0], parts[1])` at sites[0], then the result with parts[2] at
/// sites[1], and so on; the first step that fails is reported at its site.
[[gnu::cold, gnu::noinline]] inline Status
concat_chain_failure(const ShapeView *parts, std::size_t n, Shape &out,
                     const Site *const *sites) noexcept {
  for (std::size_t step = 0; step + 1 < n; ++step) {
    out = step == 0 ? concat(parts[0], parts[1], sites[0])
                    : concat(out, parts[step + 1], sites[step]);
    if (!out.valid())
      return check_valid(out, *sites[step]);
  }
  return Status();
}

/// Adds `part` to a chain's `rank` if it is valid and fits in max_rank.
[[gnu::always_inline]] inline bool chain_fits(ShapeView part,
                                              std::size_t &rank) noexcept {
  if (!part.valid() || part.rank() > max_rank - rank)
    return false;
  rank += part.rank();
  return true;
}
/// Copies `part` to `o`, advancing it.
[[gnu::always_inline]] inline void chain_copy(ShapeView part,
                                              std::int64_t *&o) noexcept {
  copy_extents(o, part.data(), part.rank());
  o += part.rank();
}
} // namespace detail

/// `concat(concat(a, b), c)...` as one op (a left-leaning chain whose inner
/// results have no other use): every part copied once, straight into `out`
/// (which must not hold the extents of a part). `sites` holds one site per
/// concat, innermost first (a static table: nothing to store on the hot path);
/// a failure is the failing step's, at its site.
template <class R = Status, std::size_t N, class... Parts>
SHAPECC_ALWAYS_INLINE inline R concat_chain_checked(
    Shape &out, const Site *const (&sites)[N],
    const Parts &...parts) noexcept(detail::returns_status<R>) {
  static_assert(N >= 1 && sizeof...(Parts) == N + 1,
                "a chain of N concats has N sites and N + 1 parts");
  std::size_t rank = 0;
  if (__builtin_expect((detail::chain_fits(ShapeView(parts), rank) && ...),
                       1)) {
    std::int64_t *o = detail::ShapeAccess::extents(out);
    (detail::chain_copy(ShapeView(parts), o), ...);
    detail::ShapeAccess::set_rank(out, rank);
    return R();
  }
  const ShapeView views[] = {ShapeView(parts)...};
  SHAPECC_DETAIL_RETURN_FAILURE(detail::concat_chain_failure, views,
                                sizeof...(Parts), out, sites);
}

/// `out = meet(a, b)` then `check_valid(out)` for shapes, in one pass that
/// copies `a` while it compares (`out` must not hold the extents of `a` or
/// `b`). The empty asm on each extent read keeps the loop scalar (vectorized,
/// its set-up costs more than the few extents a shape has) and still lets a
/// compiler that knows two extents equal drop the test and the failure call:
/// on the accumulated difference, it cost clang++-22 15 instructions per
/// call of the reference's error-monadic matmul (bench/compilers.py).
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
meet_checked(ShapeView a, ShapeView b, Shape &out,
             const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(a.valid() && b.valid() && a.rank() == b.rank() &&
                           a.rank() <= max_rank,
                       1)) {
    std::int64_t *o = detail::ShapeAccess::extents(out);
    std::int64_t differ = 0;
    for (std::size_t i = 0; i < a.rank(); ++i) {
      std::int64_t x = a[i], y = b[i];
      __asm__("" : "+r"(x));
      __asm__("" : "+r"(y));
      differ |= x ^ y;
      o[i] = x;
    }
    if (__builtin_expect(differ == 0, 1)) {
      detail::ShapeAccess::set_rank(out, a.rank());
      return R();
    }
  }
  std::size_t n;
  const std::size_t i = detail::first_difference(a, b, n);
  SHAPECC_DETAIL_RETURN_FAILURE(detail::meet_failure, a.error(), a.rank(),
                                b.error(), b.rank(), i, i < n ? a[i] : 0,
                                i < n ? b[i] : 0, out, site);
}

namespace detail {
/// The Status of checking both results of split_at, when one is invalid.
[[gnu::cold, gnu::noinline]] inline Status
split_failure(const std::int64_t *data, std::size_t rank, const Error *error,
              std::int64_t index, const Site &site) noexcept {
  Shape head, tail;
  split_at(view_of(data, rank, error), index, head, tail, &site);
  if (!head.valid())
    return status_of(*head.error(), site);
  if (!tail.valid())
    return status_of(*tail.error(), site);
  return Status();
}
} // namespace detail

/// `split_at(s, index, head, tail)` then `check_valid` of head and of tail,
/// with the results as views of `s` (which must outlive them) instead of
/// copies.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
split_at_checked(ShapeView s, std::int64_t index, ShapeView &head,
                 ShapeView &tail,
                 const Site &site) noexcept(detail::returns_status<R>) {
  const std::int64_t rank = static_cast<std::int64_t>(s.rank());
  // Wraps only when index is out of range, which the test below rejects.
  const std::size_t at =
      static_cast<std::size_t>(index) + (index < 0 ? s.rank() : std::size_t{0});
  // Exactly when split_at's results are valid: `s` may exceed max_rank, its
  // parts may not. The slow path sees neither result, so they can stay in
  // registers.
  if (__builtin_expect(s.valid() && index >= -rank && index <= rank &&
                           at <= max_rank && s.rank() - at <= max_rank,
                       1)) {
    head = ShapeView(s.data(), at);
    tail = ShapeView(s.data() + at, s.rank() - at);
    return R();
  }
  SHAPECC_DETAIL_RETURN_FAILURE(detail::split_failure, s.data(), s.rank(),
                                s.error(), index, site);
}

/// `dim(value_shape, index)` as an index, like get_extent_checked.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
dim_checked(ShapeView value_shape, std::int64_t index, std::int64_t &out,
            const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(value_shape.valid() && static_cast<std::uint64_t>(
                                                  index) < value_shape.rank(),
                       1)) {
    out = value_shape[static_cast<std::size_t>(index)];
    return R();
  }
  SHAPECC_DETAIL_RETURN_FAILURE(detail::extent_failure, value_shape.error(),
                                value_shape.rank(), index, Op::dim, site);
}

/// Before a signed division `lhs / rhs` (or remainder): division_by_zero for a
/// zero divisor, overflow for INT64_MIN / -1.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
check_division(std::int64_t lhs, std::int64_t rhs,
               const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(rhs != 0 && (rhs != -1 || lhs != INT64_MIN), 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::division_failure, lhs, rhs, site);
}

/// Before a division `lhs / rhs` that cannot overflow (a signed remainder):
/// division_by_zero for a zero divisor, naming the dividend `lhs`.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
check_divisor(std::int64_t lhs, std::int64_t rhs,
              const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(rhs != 0, 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::division_failure, lhs, rhs, site);
}

namespace detail {
[[gnu::cold, gnu::noinline]] inline Status
unsigned_division_failure(std::uint64_t lhs, const Site &site) noexcept {
  return status_of(make_error(Errc::division_by_zero, Op::div, &site,
                              static_cast<std::int64_t>(lhs), 0, 1),
                   site);
}
} // namespace detail

/// check_divisor of an unsigned division: the message prints the dividend
/// unsigned, as the division reads it (detail {lhs, 0, 1}).
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
check_unsigned_divisor(std::uint64_t lhs, std::uint64_t rhs,
                       const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(rhs != 0, 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::unsigned_division_failure, lhs, site);
}

namespace detail {
/// The failure of a cstr_require at `site` that ran before the deferred entry
/// checks of `arguments` (see check_argument_of_rank): the first of those
/// that fails, else the requirement's.
[[gnu::cold, gnu::noinline]] inline Status
deferred_arguments_failure(const Site &site, const ShapeView *views,
                           const FoldedArgument *arguments, std::size_t n,
                           const Site &arguments_site) noexcept {
  for (std::size_t k = 0; k < n; ++k)
    if (!unranked_argument_ok(views[arguments[k].operand]))
      return folded_argument_failure(views, arguments[k], arguments_site);
  return op_failure(Errc::requirement_failed, Op::cstr_require, site);
}

/// The failed entry check of an unranked argument, from the parts of its
/// view (passed in registers, so the hot path stores nothing for it).
[[gnu::cold, gnu::noinline]] inline Status
unranked_argument_failure(const std::int64_t *data, std::size_t rank,
                          const Error *error, const char *name,
                          const Site &site) noexcept {
  return argument_failure(view_of(data, rank, error), name, -1, nullptr, 0,
                          site);
}

/// The types of a view's parts, one of each per view of a pack.
template <class View> struct ViewParts {
  using Data = const std::int64_t *;
  using Rank = std::size_t;
  using Error = const shapecc::Error *;
};

/// deferred_arguments_failure of views passed as their parts, in registers as
/// far as they go: the caller's hot path stores nothing for them.
template <class... Views>
[[gnu::cold, gnu::noinline]] inline Status
deferred_require_failure(const Site &site, const FoldedArgument *arguments,
                         std::size_t n, const Site &arguments_site,
                         typename ViewParts<Views>::Data... data,
                         typename ViewParts<Views>::Rank... ranks,
                         typename ViewParts<Views>::Error... errors) noexcept {
  const ShapeView views[] = {view_of(data, ranks, errors)...};
  return deferred_arguments_failure(site, views, arguments, n, arguments_site);
}
} // namespace detail

/// cstr_require placed before the deferred entry checks of `arguments`, whose
/// operand indices index `views`: a failure is the first failing one of
/// those checks if any fails, else the requirement's.
template <class R = Status, std::size_t N, class... Views>
[[gnu::always_inline]] inline R
cstr_require(bool pred, const Site &site, const FoldedArgument (&arguments)[N],
             const Site &arguments_site,
             const Views &...views) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(pred, 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(
      detail::deferred_require_failure<Views...>, site, arguments, N,
      arguments_site, ShapeView(views).data()..., ShapeView(views).rank()...,
      ShapeView(views).error()...);
}

namespace detail {
/// Whether an argument of proven rank `Rank` passes its entry check (an
/// invalid view has rank 0), with its extents' OR accumulated into `any`:
/// the signs are tested once, for one argument or several.
template <std::size_t Rank>
[[gnu::always_inline]] inline bool rank_ok(ShapeView v,
                                           std::int64_t &any) noexcept {
  if (!(Rank <= max_rank && v.rank() == Rank && (Rank > 0 || v.valid())))
    return false;
  for (std::size_t i = 0; i < Rank; ++i)
    any |= v[i];
  return true;
}

/// What a passed sign test proved, for the optimizer: later sign tests of
/// these extents (from_extents_checked of them, say) fold away.
template <std::size_t Rank>
[[gnu::always_inline]] inline void assume_nonnegative(ShapeView v) noexcept {
  for (std::size_t i = 0; i < Rank; ++i)
    if (v[i] < 0)
      __builtin_unreachable();
}
} // namespace detail

/// The entry check of an unranked argument, `check_argument(actual, name, -1,
/// {}, site)`, deferred to where earlier checks proved that its rank is
/// `Rank`: then only the signs of its extents remain to be read.
template <std::size_t Rank, class R = Status>
inline R
check_argument_of_rank(ShapeView actual, const char *name,
                       const Site &site) noexcept(detail::returns_status<R>) {
  std::int64_t any = 0;
  if (__builtin_expect(detail::rank_ok<Rank>(actual, any) && any >= 0, 1)) {
    detail::assume_nonnegative<Rank>(actual);
    return R();
  }
  SHAPECC_DETAIL_RETURN_FAILURE(detail::unranked_argument_failure,
                                actual.data(), actual.rank(), actual.error(),
                                name, site);
}

/// The proven ranks of check_arguments_of_rank's views, in order.
template <std::size_t... Ranks> struct RankList {};

namespace detail {
/// The first failing entry check of `arguments` (indexing the views), for
/// check_arguments_of_rank's slow path.
template <class... Views>
[[gnu::cold, gnu::noinline]] inline Status
ranked_arguments_failure(const FoldedArgument *arguments, std::size_t n,
                         const Site &site,
                         typename ViewParts<Views>::Data... data,
                         typename ViewParts<Views>::Rank... ranks,
                         typename ViewParts<Views>::Error... errors) noexcept {
  const ShapeView views[] = {view_of(data, ranks, errors)...};
  std::size_t k = first_failing_argument(views, arguments, n);
  // The ranks were proven, so one of the checks fails; the last stands in
  // should none.
  return folded_argument_failure(views, arguments[k < n ? k : n - 1], site);
}

template <class List> struct RankListOps;
template <std::size_t... Ranks> struct RankListOps<RankList<Ranks...>> {
  template <class... Views>
  [[gnu::always_inline]] static bool ok(const Views &...views) noexcept {
    static_assert(sizeof...(Ranks) == sizeof...(Views),
                  "one rank per argument");
    std::int64_t any = 0;
    const bool ranks = (... && rank_ok<Ranks>(ShapeView(views), any));
    if (!__builtin_expect(ranks && any >= 0, 1))
      return false;
    (assume_nonnegative<Ranks>(ShapeView(views)), ...);
    return true;
  }
};
} // namespace detail

/// The deferred entry checks of consecutive arguments whose ranks earlier
/// checks proved (`List` is `RankList<K...>`, one rank per view), as one test:
/// every extent's sign bit in a single OR. The slow path reports the first of
/// `arguments` (whose operand indices index the views) that fails, as
/// check_argument_of_rank does for each in turn.
template <class List, class R = Status, std::size_t N, class... Views>
[[gnu::always_inline]] inline R check_arguments_of_rank(
    const FoldedArgument (&arguments)[N], const Site &site,
    const Views &...views) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(detail::RankListOps<List>::ok(views...), 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::ranked_arguments_failure<Views...>,
                                arguments, N, site, ShapeView(views).data()...,
                                ShapeView(views).rank()...,
                                ShapeView(views).error()...);
}

namespace detail {
/// The invalid Shape from_extents makes of `n` extents, too many or one
/// negative, into `out`.
[[gnu::cold, gnu::noinline]] inline void
from_extents_error(const std::int64_t *extents, std::size_t n, Shape &out,
                   const Site &site) noexcept {
  if (n > max_rank)
    out = Shape(capacity_error(Op::from_extents, n, &site));
  else
    out = negative_extent(Op::from_extents, extents, n, &site);
}

/// from_extents_checked when `extents` are too many or one is negative.
[[gnu::cold, gnu::noinline]] inline Status
from_extents_failure(const std::int64_t *extents, std::size_t n, Shape &out,
                     const Site &site) noexcept {
  from_extents_error(extents, n, out, site);
  return check_valid(out, site);
}
} // namespace detail

namespace detail {
/// The hot path of the from_extents_* functions below: the extents into
/// `out` when there are at most max_rank and (unless the caller knows they
/// are not negative) none is negative; false, `out` untouched, otherwise.
template <bool NonNegative, class... Extents>
[[gnu::always_inline]] inline bool
store_extents(Shape &out, Extents... extents) noexcept {
  constexpr std::size_t n = sizeof...(Extents);
  if constexpr (n > max_rank) {
    return false;
  } else {
    if (!NonNegative &&
        !__builtin_expect((std::int64_t{0} | ... | extents) >= 0, 1))
      return false;
    std::int64_t *o = ShapeAccess::extents(out);
    std::size_t i = 0;
    ((o[i++] = extents), ...);
    ShapeAccess::set_rank(out, n);
    return true;
  }
}
} // namespace detail

/// `out = from_extents({extents...}, &site)` for extents that are indices
/// (never invalid), written straight into `out`: too many extents, or a
/// negative one, make `out` the same invalid Shape, which fails where it is
/// used.
template <class... Extents>
SHAPECC_ALWAYS_INLINE inline void
from_extents_into(Shape &out, const Site &site, Extents... extents) noexcept {
  if (detail::store_extents<false>(out, extents...))
    return;
  const std::int64_t list[sizeof...(Extents) + 1] = {extents...};
  detail::from_extents_error(list, sizeof...(Extents), out, site);
}

/// from_extents_into of extents the caller knows are not negative (as for
/// from_nonnegative_extents_checked): only their number can make `out`
/// invalid, never up to max_rank.
template <class... Extents>
SHAPECC_ALWAYS_INLINE inline void
from_nonnegative_extents_into(Shape &out, const Site &site,
                              Extents... extents) noexcept {
  if (detail::store_extents<true>(out, extents...))
    return;
  const std::int64_t list[sizeof...(Extents) + 1] = {extents...};
  detail::from_extents_error(list, sizeof...(Extents), out, site);
}

/// `out = from_extents({extents...})` then `check_valid(out)`, for extents
/// that are indices (never invalid), written straight into `out`.
template <class R = Status, class... Extents>
SHAPECC_ALWAYS_INLINE inline R
from_extents_checked(Shape &out, const Site &site,
                     Extents... extents) noexcept(detail::returns_status<R>) {
  if (detail::store_extents<false>(out, extents...))
    return R();
  // Built only here, so the hot path stores nothing but the result.
  const std::int64_t list[sizeof...(Extents) + 1] = {extents...};
  SHAPECC_DETAIL_RETURN_FAILURE(detail::from_extents_failure, list,
                                sizeof...(Extents), out, site);
}

/// from_extents_checked of extents the caller knows are not negative (emitted
/// code passes extents of checked arguments and non-negative constants): only
/// their number is checked, which costs nothing up to max_rank.
template <class R = Status, class... Extents>
SHAPECC_ALWAYS_INLINE inline R from_nonnegative_extents_checked(
    Shape &out, const Site &site,
    Extents... extents) noexcept(detail::returns_status<R>) {
  if (detail::store_extents<true>(out, extents...))
    return R();
  const std::int64_t list[sizeof...(Extents) + 1] = {extents...};
  SHAPECC_DETAIL_RETURN_FAILURE(detail::from_extents_failure, list,
                                sizeof...(Extents), out, site);
}

// -----------------------------------------------------------------------------
// Loops: every loop of emitted code runs at most max_loop_iterations times
// each time it starts.

namespace detail {
[[gnu::cold, gnu::noinline]] inline Status
loop_failure(std::int64_t step, std::uint64_t trips,
             const Site &site) noexcept {
  if (step <= 0)
    return status_of(
        make_error(Errc::requirement_failed, Op::for_loop, &site, step), site);
  return status_of(make_error(Errc::iteration_limit_exceeded, Op::for_loop,
                              &site, static_cast<std::int64_t>(trips),
                              static_cast<std::int64_t>(max_loop_iterations)),
                   site);
}

/// The number of iterations from lb to ub by step > 0, counted in uint64_t.
constexpr std::uint64_t trip_count(std::uint64_t distance,
                                   std::uint64_t step) noexcept {
  return distance / step + (distance % step != 0);
}
} // namespace detail

/// Before a signed counted loop `for (iv = lb; iv < ub; iv += step)`
/// (scf.for, a dimension of scf.parallel/scf.forall): requirement_failed for a
/// step that is not positive, iteration_limit_exceeded for more than
/// max_loop_iterations iterations. Overflow-free for any bounds.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
check_loop(std::int64_t lb, std::int64_t ub, std::int64_t step,
           const Site &site) noexcept(detail::returns_status<R>) {
  // ub - lb is exact in uint64_t when lb < ub.
  const std::uint64_t trips =
      step > 0 && lb < ub
          ? detail::trip_count(static_cast<std::uint64_t>(ub) -
                                   static_cast<std::uint64_t>(lb),
                               static_cast<std::uint64_t>(step))
          : 0;
  if (__builtin_expect(step > 0 && trips <= max_loop_iterations, 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::loop_failure, step, trips, site);
}

/// check_loop for `scf.for unsigned`: the bounds and the step compare as
/// unsigned (a step of 0 is not positive).
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
check_loop_unsigned(std::uint64_t lb, std::uint64_t ub, std::uint64_t step,
                    const Site &site) noexcept(detail::returns_status<R>) {
  const std::uint64_t trips =
      step > 0 && lb < ub ? detail::trip_count(ub - lb, step) : 0;
  if (__builtin_expect(step > 0 && trips <= max_loop_iterations, 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::loop_failure, step == 0 ? 0 : 1, trips,
                                site);
}

/// Counts one iteration of a loop without a trip count (scf.while, a cycle of
/// blocks): iteration_limit_exceeded once `count` exceeds max_loop_iterations.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
count_iteration(std::uint64_t &count,
                const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(++count <= max_loop_iterations, 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(
      detail::status_of,
      detail::make_error(Errc::iteration_limit_exceeded, Op::while_loop, &site,
                         static_cast<std::int64_t>(max_loop_iterations)),
      site);
}

/// Entered by a recursive function at `depth` calls below its first call:
/// iteration_limit_exceeded once `depth` exceeds max_call_depth. Not forced
/// inline: where its failure throws, GCC 12 would see every path that returns
/// recurse (-Winfinite-recursion, a function whose only calls are recursive).
template <class R = Status>
inline R
check_call_depth(std::uint32_t depth,
                 const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(depth <= max_call_depth, 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(
      detail::status_of,
      detail::make_error(Errc::iteration_limit_exceeded, Op::call_depth, &site,
                         static_cast<std::int64_t>(max_call_depth)),
      site);
}

// -----------------------------------------------------------------------------
// Extent tensors built element by element. An extent tensor is a shape, so it
// never holds a negative extent.

namespace detail {
[[gnu::cold, gnu::noinline]] inline Status
length_failure(std::int64_t length, const Site &site) noexcept {
  if (length < 0)
    return status_of(
        make_error(Errc::invalid_shape, Op::from_extents, &site, -1, length),
        site);
  // The length itself, not a size_t of it: on a 32-bit target that would
  // drop its high bits.
  return status_of(make_error(Errc::capacity_exceeded, Op::from_extents, &site,
                              length, static_cast<std::int64_t>(max_rank)),
                   site);
}

/// The failure of push_extent: `s`'s own error, a full `s`, or a negative
/// extent. It takes the Shape, not its Error: a caller's Shape() holds no
/// Error, and GCC reports passing that member (never read on a valid shape)
/// as maybe uninitialized once a loop of pushes is unrolled.
[[gnu::cold, gnu::noinline]] inline Status
push_extent_failure(const Shape &s, std::int64_t extent,
                    const Site &site) noexcept {
  if (!s.valid())
    return status_of(*s.error(), site);
  if (s.rank() >= max_rank)
    return length_failure(static_cast<std::int64_t>(s.rank() + 1), site);
  return status_of(make_error(Errc::invalid_shape, Op::from_extents, &site,
                              static_cast<std::int64_t>(s.rank()), extent),
                   site);
}

[[gnu::cold, gnu::noinline]] inline Status
slice_failure(Errc code, std::size_t dest_rank, std::int64_t a, std::int64_t b,
              std::int64_t c, const Site &site) noexcept {
  return status_of(make_error(code, Op::insert_slice, &site, a, b, c,
                              static_cast<std::uint32_t>(dest_rank)),
                   site);
}
} // namespace detail

/// Before building an extent tensor of `length` elements (tensor.generate,
/// tensor.empty): invalid_shape when negative, capacity_exceeded above
/// max_rank.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
check_length(std::int64_t length,
             const Site &site) noexcept(detail::returns_status<R>) {
  if (__builtin_expect(
          length >= 0 && static_cast<std::uint64_t>(length) <= max_rank, 1))
    return R();
  SHAPECC_DETAIL_RETURN_FAILURE(detail::length_failure, length, site);
}

/// Appends `extent` to the valid `s`: invalid_shape for a negative extent,
/// capacity_exceeded when `s` is full.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
push_extent(Shape &s, std::int64_t extent,
            const Site &site) noexcept(detail::returns_status<R>) {
  const std::size_t rank = s.rank();
  if (__builtin_expect(extent >= 0 && rank < max_rank && s.valid(), 1)) {
    detail::ShapeAccess::extents(s)[rank] = extent;
    detail::ShapeAccess::set_rank(s, rank + 1);
    return R();
  }
  SHAPECC_DETAIL_RETURN_FAILURE(detail::push_extent_failure, s, extent, site);
}

/// Ok if `s` is valid, holds at most max_rank extents and no negative one (a
/// value used as an extent tensor, as an argument's would be checked); else
/// its Error, capacity_exceeded, or invalid_shape naming the first negative
/// extent.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
check_extents(ShapeView s,
              const Site &site) noexcept(detail::returns_status<R>) {
  std::int64_t any = 0;
  for (std::size_t i = 0; i < s.rank(); ++i)
    any |= s[i];
  if (__builtin_expect(s.valid() && any >= 0 && s.rank() <= max_rank, 1))
    return R();
  if (!s.valid())
    SHAPECC_DETAIL_RETURN_FAILURE(detail::status_of, *s.error(), site);
  if (s.rank() > max_rank)
    SHAPECC_DETAIL_RETURN_FAILURE(
        detail::status_of,
        detail::capacity_error(Op::from_extent_tensor, s.rank(), &site), site);
  const Shape error = detail::negative_extent(Op::from_extent_tensor, s.data(),
                                              s.rank(), &site);
  SHAPECC_DETAIL_RETURN_FAILURE(detail::status_of, *error.error(), site);
}

/// tensor.parallel_insert_slice of the extent tensor `src` into `dest` at
/// `offset`, `size` elements `stride` apart: invalid_shape unless `size` is
/// src's length, out_of_range unless the slice lies within dest.
template <class R = Status>
SHAPECC_ALWAYS_INLINE inline R
insert_slice(Shape &dest, ShapeView src, std::int64_t offset, std::int64_t size,
             std::int64_t stride,
             const Site &site) noexcept(detail::returns_status<R>) {
  if (!dest.valid())
    SHAPECC_DETAIL_RETURN_FAILURE(detail::status_of, *dest.error(), site);
  if (!src.valid())
    SHAPECC_DETAIL_RETURN_FAILURE(detail::status_of, *src.error(), site);
  const std::int64_t length = static_cast<std::int64_t>(dest.rank());
  if (size < 0 || static_cast<std::uint64_t>(size) != src.rank())
    SHAPECC_DETAIL_RETURN_FAILURE(detail::slice_failure, Errc::invalid_shape,
                                  dest.rank(), -1, size,
                                  static_cast<std::int64_t>(src.rank()), site);
  // The last index, offset + (size - 1) * stride, is below length; division
  // keeps the test free of overflow.
  if (offset < 0 || stride < 1 ||
      (size > 0 &&
       (offset >= length || (size - 1) > (length - 1 - offset) / stride)))
    SHAPECC_DETAIL_RETURN_FAILURE(detail::slice_failure, Errc::out_of_range,
                                  dest.rank(), offset, size, stride, site);
  std::int64_t *o = detail::ShapeAccess::extents(dest);
  for (std::int64_t k = 0; k < size; ++k)
    o[offset + k * stride] = src[static_cast<std::size_t>(k)];
  return R();
}

#undef SHAPECC_DETAIL_RETURN_FAILURE
#undef SHAPECC_DETAIL_RETURN_STATUS

// -----------------------------------------------------------------------------
// shape.debug_print: one line through SHAPECC_DEBUG_PRINT, formatted on the
// stack: "FILE:LINE:COL: in @FUNCTION: debug_print NAME = VALUE".

namespace detail {
[[gnu::cold, gnu::noinline]] inline void
debug_print_line(const char *name, const Site &site, const std::int64_t *data,
                 std::size_t rank, bool is_shape, const Error *error) noexcept {
  char line[1024];
  Writer w(line, sizeof line - 1);
  w.text(site.file);
  w.ch(':');
  w.uint(site.line);
  w.ch(':');
  w.uint(site.col);
  w.text(": in @");
  w.text(site.function);
  w.text(": debug_print ");
  w.text(name);
  w.text(" = ");
  if (error) {
    char message[512];
    status_of(*error, site).format(message, sizeof message);
    w.text("<error ");
    w.text(to_string(error->code));
    w.text(": ");
    w.text(message);
    w.ch('>');
  } else if (is_shape) {
    w.shape(data, rank, false);
  } else {
    w.sint(data[0]);
  }
  // The newline always fits: the writer stopped one byte short.
  std::size_t n = w.finish();
  n = n < sizeof line - 2 ? n : sizeof line - 2;
  line[n] = '\n';
  line[n + 1] = '\0';
  SHAPECC_DEBUG_PRINT(line);
}
} // namespace detail

/// Prints `value` (a shape or an extent tensor), named `name`, at `site`.
inline void debug_print(ShapeView value, const char *name,
                        const Site &site) noexcept {
  detail::debug_print_line(name, site, value.data(), value.rank(), true,
                           value.error());
}

/// Prints the size or index `value`, named `name`, at `site`.
inline void debug_print(const Size &value, const char *name,
                        const Site &site) noexcept {
  const std::int64_t v = value.value();
  detail::debug_print_line(name, site, &v, 1, false, value.error());
}

} // namespace SHAPECC_DETAIL_ABI_NAMESPACE(SHAPECC_MAX_RANK)
} // namespace shapecc

/// One check per line in status-policy code: evaluates the expression (a
/// Status) and returns it from the enclosing function if it failed. The
/// expression is in the scope of the variable, so the variable's name begins
/// with SHAPECC_, which no name in emitted code is (the emitter renames a value
/// so named). Variadic: a template argument list's commas (`RankList<2, 2>`)
/// need no parentheses.
#define SHAPECC_RETURN_IF_ERROR(...)                                           \
  do {                                                                         \
    if (::shapecc::Status SHAPECC_status = (__VA_ARGS__);                      \
        !SHAPECC_status.ok())                                                  \
      return SHAPECC_status;                                                   \
  } while (false)

#endif // SHAPECC_RUNTIME_HPP
