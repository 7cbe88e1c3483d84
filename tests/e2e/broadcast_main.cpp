// The ten-line program of the quick start: [2,3,4] for {2,1,4} and {3,1};
// not_broadcastable for {2,3} and {4,3}. Exits 0 only if both hold. Kept at
// ten lines on purpose, so not clang-formatted.
// clang-format off
#include "broadcast_status.hpp"
int main() {
  shapecc::Shape out;
  if (!broadcast::add_shape({2, 1, 4}, {3, 1}, out).ok()) return 1;
  if (out.rank() != 3 || out[0] != 2 || out[1] != 3 || out[2] != 4) return 2;
  shapecc::Status st = broadcast::add_shape({2, 3}, {4, 3}, out);
  return st.code() == shapecc::Errc::not_broadcastable ? 0 : 3;
}
