//===- PassStatistics.cpp - pass statistics that count in every build -----===//

#include "PassStatistics.h"

#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

shapecc::Counter::Counter(CountingPass *owner, const char *name,
                          const char *description)
    : name(name), description(description) {
  owner->counters.push_back(this);
}

void shapecc::printPassStatistics(mlir::OpPassManager &pm,
                                  llvm::raw_ostream &os) {
  os << "===" << std::string(73, '-') << "===\n"
     << "                     ... shapecc pass statistics report ...\n"
     << "===" << std::string(73, '-') << "===\n";
  for (mlir::Pass &pass : pm.getPasses()) {
    const auto *counting = dynamic_cast<const CountingPass *>(&pass);
    if (!counting)
      continue;
    os << pass.getName() << "\n";
    for (const Counter *counter : counting->getCounters())
      os << "  (S) " << llvm::format("%4u", counter->getValue()) << " "
         << counter->getName() << " - " << counter->getDescription() << "\n";
  }
}
