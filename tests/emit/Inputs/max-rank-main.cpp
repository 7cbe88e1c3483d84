// Runs the two translation units of max-rank-abi.mlir, built with different
// SHAPECC_MAX_RANK.
void small();
void large();

int main() {
  small();
  large();
}
