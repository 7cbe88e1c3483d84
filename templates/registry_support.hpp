/// A function library's registry rows and their lookup (runtime.hpp); a
/// using-declaration may be repeated, so headers can share this namespace.
using shapecc::RegistryEntry;
using shapecc::registry_find;

