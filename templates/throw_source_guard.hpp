#if defined(__cpp_exceptions) // the header says why it is required

