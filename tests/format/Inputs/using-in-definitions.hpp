// Definitions that mention `using` or `namespace` keep every libFormat pass:
// unsorted using declarations in a body are sorted, a namespace alias stays.
namespace ud {
inline int sorted() {
using std::vector;   using std::array;
using  std::abs;
  return 0;
}

inline int alias() {
namespace fs = std::filesystem; return fs::exists("x") ? 1 : 0;
}

inline int   plain(int  x) {
return x+1;
}

inline const char *mentions() {
return "using namespace in a string";
}
} // namespace ud
