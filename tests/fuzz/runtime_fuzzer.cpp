//===- runtime_fuzzer.cpp - runtime.hpp's ops on arbitrary operands -------===//
//
// A libFuzzer target: the input is a little program over the runtime's API.
// Each step reads an op and its operands from the input: views of any rank
// (beyond SHAPECC_MAX_RANK too) with extreme extents (negative, 0, INT64_MAX,
// INT64_MIN), invalid shapes and sizes produced by earlier steps, indices and
// sizes anywhere in int64. The runtime promises total ops (a failure is an
// invalid result, never undefined behaviour) and snprintf-like formatting;
// built with ASan and UBSan any violation aborts. A broken invariant traps.
//
//===----------------------------------------------------------------------===//

#include "shapecc/runtime.hpp"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <deque>
#include <vector>

namespace {

/// Reads the input front to back; past the end everything reads as zero.
class Input {
public:
  Input(const uint8_t *data, size_t size) : data_(data), size_(size) {}
  bool empty() const { return pos_ >= size_; }
  uint8_t byte() { return pos_ < size_ ? data_[pos_++] : 0; }
  int64_t raw64() {
    uint64_t v = 0;
    for (int i = 0; i < 8; ++i)
      v = v << 8 | byte();
    return static_cast<int64_t>(v);
  }
  /// Mostly boundary values, sometimes any 64-bit value.
  int64_t integer() {
    static const int64_t interesting[] = {0,
                                          1,
                                          2,
                                          3,
                                          7,
                                          -1,
                                          -2,
                                          INT64_MAX,
                                          INT64_MIN,
                                          INT64_MAX - 1,
                                          INT64_MIN + 1,
                                          4294967296,
                                          3037000499,
                                          3037000500,
                                          16,
                                          17,
                                          -16,
                                          -17};
    uint8_t b = byte();
    if (b < 2 * std::size(interesting))
      return interesting[b % std::size(interesting)];
    if (b < 240)
      return b % 9;
    return raw64();
  }

private:
  const uint8_t *data_;
  size_t size_, pos_ = 0;
};

constexpr shapecc::Site kSites[] = {
    {"fuzz.mlir", 1, 2, "f", nullptr},
    {"fuzz.mlir", 3, 4, "g", "requires %s and %n \"quoted\""},
    {"", 0, 0, "", ""},
    {"fuzz.mlir", UINT32_MAX, UINT32_MAX, "a_long_function_name_for_the_buffer",
     "a message long enough to need a bigger buffer than the small ones used"},
};

void trap_unless(bool ok) {
  if (!ok)
    __builtin_trap();
}

/// format() must behave like snprintf whatever the capacity.
void exercise(const shapecc::Status &st) {
  trap_unless(st.ok() == (st.code() == shapecc::Errc::ok));
  (void)shapecc::to_string(st.code());
  size_t full = st.format(nullptr, 0);
  char big[4096];
  trap_unless(st.format(big, sizeof big) == full);
  trap_unless(std::strlen(big) == (full < sizeof big ? full : sizeof big - 1));
  for (size_t cap : {size_t(1), size_t(2), size_t(7), size_t(64)}) {
    char small[64];
    std::memset(small, 'x', sizeof small);
    trap_unless(st.format(small, cap) == full);
    trap_unless(std::strlen(small) == (full < cap ? full : cap - 1));
  }
  if (!st.ok()) {
    (void)st.site();
    (void)st.message();
    for (size_t i = 0; i < st.num_shapes(); ++i) {
      shapecc::ShapeView v = st.shape(i);
      int64_t sum = 0;
      for (int64_t e : v)
        sum ^= e;
      (void)sum;
    }
  }
}

void exercise(const shapecc::Shape &s) {
  trap_unless(s.rank() <= shapecc::Shape::capacity);
  if (s.valid()) {
    int64_t sum = 0;
    for (int64_t e : s)
      sum ^= e;
    (void)sum;
    shapecc::Shape copy = s;
    trap_unless(copy == s);
  } else {
    trap_unless(s.error() != nullptr && s.rank() == 0);
  }
}

void exercise(const shapecc::Size &s) {
  trap_unless(s.valid() == (s.error() == nullptr));
  (void)s.value();
}

class Machine {
public:
  explicit Machine(Input &in) : in_(in) {}

  void run() {
    for (int steps = 0; !in_.empty() && steps < 256; ++steps)
      step();
  }

private:
  const shapecc::Site &site() { return kSites[in_.byte() % std::size(kSites)]; }
  const shapecc::Site *sitePtr() {
    uint8_t b = in_.byte();
    return b % 5 == 4 ? nullptr : &kSites[b % std::size(kSites)];
  }

  shapecc::ShapeView view() {
    switch (in_.byte() % 5) {
    case 0:
    case 1: {
      // Extents straight from the input, any rank up to 40.
      size_t rank = in_.byte() % 41;
      std::vector<int64_t> &extents = arrays_.emplace_back(rank);
      for (int64_t &e : extents)
        e = in_.integer();
      return shapecc::ShapeView(extents.data(), rank);
    }
    case 2:
      return shapes_[in_.byte() % kRegs];
    case 3:
      return shapecc::ShapeView();
    default: {
      const shapecc::Shape &s = shapes_[in_.byte() % kRegs];
      if (const shapecc::Error *error = s.error())
        return shapecc::ShapeView(*error);
      return s;
    }
    }
  }

  shapecc::Size size() {
    if (in_.byte() % 2)
      return sizes_[in_.byte() % kRegs];
    return shapecc::Size(in_.integer());
  }

  shapecc::ValueShapeView valueShape() { return {view(), view()}; }

  shapecc::Shape &shapeOut() { return shapes_[in_.byte() % kRegs]; }
  shapecc::Size &sizeOut() { return sizes_[in_.byte() % kRegs]; }

  void status(const shapecc::Status &st) { exercise(st); }

  template <class F> auto withViews(F f) {
    shapecc::ShapeView a = view(), b = view(), c = view(), d = view();
    switch (in_.byte() % 5) {
    case 0:
      return f({});
    case 1:
      return f({a});
    case 2:
      return f({a, b});
    case 3:
      return f({a, b, c});
    default:
      return f({a, b, c, d});
    }
  }

  void step() {
    using namespace shapecc;
    switch (in_.byte() % 32) {
    case 0:
      shapeOut() = withViews([&](std::initializer_list<ShapeView> l) {
        return broadcast(l, sitePtr());
      });
      break;
    case 1:
      shapeOut() =
          withViews([&](std::initializer_list<ShapeView> l) { return any(l); });
      break;
    case 2:
      (void)withViews([&](std::initializer_list<ShapeView> l) {
        return is_broadcastable(l);
      });
      break;
    case 3:
      (void)withViews(
          [&](std::initializer_list<ShapeView> l) { return shape_eq(l); });
      break;
    case 4:
      status(withViews([&](std::initializer_list<ShapeView> l) {
        return cstr_broadcastable(l, site());
      }));
      break;
    case 5:
      status(withViews([&](std::initializer_list<ShapeView> l) {
        return cstr_eq(l, site());
      }));
      break;
    case 6:
      status(cstr_require(in_.byte() % 2, site()));
      break;
    case 7:
      status(fail(static_cast<Errc>(in_.byte() % 10), site()));
      break;
    case 8: {
      ShapeView a = view(), b = view();
      shapeOut() = concat(a, b, sitePtr());
      break;
    }
    case 9: {
      ShapeView s = view();
      Size index = size();
      // Fresh results, as emitted code declares them: never aliasing an
      // operand.
      Shape head, tail;
      split_at(s, index, head, tail, sitePtr());
      shapeOut() = head;
      shapeOut() = tail;
      break;
    }
    case 10: {
      ShapeView a = view(), b = view();
      shapeOut() = meet(a, b, sitePtr());
      break;
    }
    case 11: {
      ShapeView a = view(), b = view();
      shapeOut() = in_.byte() % 2 ? max(a, b, sitePtr()) : min(a, b, sitePtr());
      break;
    }
    case 12:
      shapeOut() = from_extent_tensor(view(), sitePtr());
      break;
    case 13:
      shapeOut() = to_extent_tensor(view(), sitePtr());
      break;
    case 14:
      shapeOut() = value_as_shape(view(), sitePtr());
      break;
    case 15:
      shapeOut() = value_as_shape(valueShape(), sitePtr());
      break;
    case 16: {
      Size a = size(), b = size(), c = size();
      const Site *s = sitePtr();
      switch (in_.byte() % 4) {
      case 0:
        shapeOut() = from_extents({}, s);
        break;
      case 1:
        shapeOut() = from_extents({a}, s);
        break;
      case 2:
        shapeOut() = from_extents({a, b}, s);
        break;
      default:
        shapeOut() = from_extents({a, b, c}, s);
      }
      break;
    }
    case 17: {
      ShapeView s = view();
      sizeOut() = get_extent(s, size(), sitePtr());
      break;
    }
    case 18: {
      ShapeView s = view();
      sizeOut() = dim(s, size(), sitePtr());
      break;
    }
    case 19:
      sizeOut() = rank(view());
      break;
    case 20:
      sizeOut() = num_elements(view(), sitePtr());
      break;
    case 21: {
      Size a = size(), b = size();
      sizeOut() = add(a, b, sitePtr());
      break;
    }
    case 22: {
      Size a = size(), b = size();
      sizeOut() = mul(a, b, sitePtr());
      break;
    }
    case 23: {
      Size a = size(), b = size();
      sizeOut() = div(a, b, sitePtr());
      break;
    }
    case 24: {
      Size a = size(), b = size();
      sizeOut() = in_.byte() % 2 ? max(a, b) : min(a, b);
      break;
    }
    case 25: {
      Size a = size(), b = size();
      sizeOut() = meet(a, b, sitePtr());
      break;
    }
    case 26:
      status(check_valid(shapes_[in_.byte() % kRegs], site()));
      break;
    case 27:
      status(check_valid(sizes_[in_.byte() % kRegs], site()));
      break;
    case 28: {
      ShapeView actual = view();
      int64_t expectedRank = in_.integer();
      int64_t e0 = in_.integer(), e1 = in_.integer();
      const char *name = in_.byte() % 2 ? "arg" : "";
      switch (in_.byte() % 3) {
      case 0:
        status(check_argument(actual, name, expectedRank, {}, site()));
        break;
      case 1:
        status(check_argument(actual, name, expectedRank, {e0}, site()));
        break;
      default:
        status(check_argument(actual, name, expectedRank, {e0, e1}, site()));
      }
      break;
    }
    case 29: {
      ValueShapeView v = valueShape();
      ShapeView s = view();
      ValueShapeView w = with_shape(v, s);
      shapeOut() = value_as_shape(w, sitePtr());
      ShapeView values = value_of(w);
      int64_t sum = 0;
      for (int64_t e : values)
        sum ^= e;
      (void)sum;
      break;
    }
    case 30:
      sizeOut() = size_to_index(index_to_size(in_.integer()));
      break;
    default:
      shapeOut() = const_shape({in_.integer(), in_.integer()});
      break;
    }
    for (const Shape &s : shapes_)
      exercise(s);
    for (const Size &s : sizes_)
      exercise(s);
  }

  static constexpr size_t kRegs = 4;
  Input &in_;
  shapecc::Shape shapes_[kRegs];
  shapecc::Size sizes_[kRegs];
  // Backing storage of raw views; deque: growing it never moves existing
  // arrays.
  std::deque<std::vector<int64_t>> arrays_;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  Input in(data, size);
  Machine(in).run();
  return 0;
}
