// Calls always-inline-target.mlir's checker, and a runtime check, from a
// function compiled for another architecture than the rest.
#include "checks.hpp"

static constexpr shapecc::Site at{"x.mlir", 1, 1, "f", nullptr};

__attribute__((target("arch=haswell"))) bool
checkOnHaswell(const std::int64_t *a, std::size_t n, shapecc::Shape &out) {
  return tgt::leaf({a, n}, {a, n}, out).ok() &&
         shapecc::cstr_broadcastable({{a, n}, {a, n}}, at).ok();
}
