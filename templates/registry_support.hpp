/// One row of a function library's registry: an op name from the library's
/// `mapping`, the C++ name of its shape function, and the function.
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

