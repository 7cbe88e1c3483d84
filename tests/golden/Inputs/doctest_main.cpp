// doctest's main for the compile-and-run drivers of tests/golden and
// tests/emit, compiled once per configuration by tests/golden/meson.build.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>
