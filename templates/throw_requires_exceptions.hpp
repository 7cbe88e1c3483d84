#if !defined(__cpp_exceptions)
#error "--errors=throw code needs C++ exceptions: use --errors=status"
#else

