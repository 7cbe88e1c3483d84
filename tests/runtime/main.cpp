// The doctest runner for the runtime unit tests.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include "test_support.hpp"
