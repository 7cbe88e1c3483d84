//===- PassStatistics.h - pass statistics that count in every build -*- C++
//-*-===//
//
// MLIR's pass statistics are llvm::Statistic, which LLVM's release packages
// (Debian's LLVM 22 among them) compile to nothing: --mlir-pass-statistics
// then lists no values. shapecc's passes count in Counters instead, and the
// driver prints them in the format of MLIR's report.
//
//===----------------------------------------------------------------------===//

#ifndef SHAPECC_PASSES_PASSSTATISTICS_H
#define SHAPECC_PASSES_PASSSTATISTICS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

namespace mlir {
class OpPassManager;
} // namespace mlir
namespace llvm {
class raw_ostream;
} // namespace llvm

namespace shapecc {

class CountingPass;

/// One statistic of a pass, declared as a member of a CountingPass, which it
/// registers with (as mlir::Pass::Statistic does with its pass).
class Counter {
public:
  Counter(CountingPass *owner, const char *name, const char *description);
  // A pass copy must declare its own counters, not share or copy these.
  Counter(const Counter &) = delete;
  Counter &operator=(const Counter &) = delete;

  Counter &operator++() {
    ++value;
    return *this;
  }
  Counter &operator+=(unsigned amount) {
    value += amount;
    return *this;
  }
  Counter &operator=(unsigned newValue) {
    value = newValue;
    return *this;
  }
  const char *getName() const { return name; }
  const char *getDescription() const { return description; }
  unsigned getValue() const { return value; }

private:
  const char *name;
  const char *description;
  unsigned value = 0;
};

/// A pass that counts in Counters. A copy (MLIR clones passes) starts with no
/// registered counters; its own Counter members register as they are built.
class CountingPass {
public:
  CountingPass() = default;
  CountingPass(const CountingPass &) {}
  CountingPass &operator=(const CountingPass &) = delete;
  virtual ~CountingPass() = default;

  llvm::ArrayRef<const Counter *> getCounters() const { return counters; }

private:
  friend class Counter;
  llvm::SmallVector<const Counter *> counters;
};

/// Prints the counters of the counting passes in `pm`, like MLIR's pass
/// statistics report.
void printPassStatistics(mlir::OpPassManager &pm, llvm::raw_ostream &os);

} // namespace shapecc

#endif // SHAPECC_PASSES_PASSSTATISTICS_H
