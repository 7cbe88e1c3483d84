
#endif // defined(__cpp_exceptions)
