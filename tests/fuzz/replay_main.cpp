//===- replay_main.cpp - run a fuzz target on saved inputs ----------------===//
//
// `replay FILE_OR_DIR...`: calls LLVMFuzzerTestOneInput once per file (in a
// directory: every regular file but README*, in name order; subdirectories
// such as examples/embed/ are not entered), so the fuzzers' seeds
// and every crash they found run in the normal test suite, with any
// compiler, without libFuzzer.
//
//===----------------------------------------------------------------------===//

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <dirent.h>
#include <fstream>
#include <iterator>
#include <string>
#include <sys/stat.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replayFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "replay: cannot read %s\n", path.c_str());
    return 1;
  }
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)),
                          std::istreambuf_iterator<char>());
  std::printf("replay: %s (%zu bytes)\n", path.c_str(), bytes.size());
  std::fflush(stdout);
  LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()),
                         bytes.size());
  return 0;
}

int main(int argc, char **argv) {
  int failures = 0, count = 0;
  for (int i = 1; i < argc; ++i) {
    struct stat st;
    if (stat(argv[i], &st) != 0) {
      std::fprintf(stderr, "replay: no such file or directory: %s\n", argv[i]);
      ++failures;
      continue;
    }
    if (!S_ISDIR(st.st_mode)) {
      failures += replayFile(argv[i]);
      ++count;
      continue;
    }
    std::vector<std::string> names;
    if (DIR *dir = opendir(argv[i])) {
      while (dirent *entry = readdir(dir)) {
        const std::string name = entry->d_name;
        struct stat entryStat;
        if (name[0] != '.' && name.rfind("README", 0) != 0 &&
            stat((std::string(argv[i]) + "/" + name).c_str(), &entryStat) ==
                0 &&
            S_ISREG(entryStat.st_mode))
          names.push_back(name);
      }
      closedir(dir);
    }
    std::sort(names.begin(), names.end());
    for (const std::string &name : names) {
      failures += replayFile(std::string(argv[i]) + "/" + name);
      ++count;
    }
  }
  std::printf("replay: %d inputs, %d unreadable\n", count, failures);
  return failures ? 1 : 0;
}
