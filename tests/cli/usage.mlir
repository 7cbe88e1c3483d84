// --version and --help; bad options (an empty --namespace too) are usage
// errors (exit 2); a missing input file, or standard output that cannot be
// written (also by --help or --version), is an I/O error (exit 3).
// RUN: %shapecc --version | FileCheck --check-prefix=VERSION %s
// RUN: %shapecc --help | FileCheck --check-prefix=HELP %s
// RUN: %shapecc --errors=sometimes %s > /dev/null 2>&1; test $? -eq 2
// RUN: %shapecc --namespace= %s > /dev/null 2>&1; test $? -eq 2
// RUN: %shapecc %t.does-not-exist.mlir > /dev/null 2>&1; test $? -eq 3
// RUN: %shapecc %S/../../examples/broadcast.mlir 2> %t.err > /dev/full; test $? -eq 3
// RUN: FileCheck --check-prefix=FULL %s < %t.err
// RUN: %shapecc --help 2> %t.help.err > /dev/full; test $? -eq 3
// RUN: FileCheck --check-prefix=FULL %s < %t.help.err
// RUN: %shapecc --version 2> /dev/null > /dev/full; test $? -eq 3
// RUN: %shapecc - < %S/../../examples/broadcast.mlir | FileCheck --check-prefix=STDIN %s

// VERSION: shapecc {{[0-9]+\.[0-9]+\.[0-9]+}} (MLIR 22.
// HELP: --errors=<value>
// HELP: --namespace=<ns>
// HELP: -o <file>
// STDIN: from <stdin>
// STDIN: namespace shapes {
// FULL: shapecc: error: cannot write standard output: No space left on device

// The option parser's errors are one line too.
// RUN: %shapecc --frob %s 2> %t.frob; test $? -eq 2
// RUN: FileCheck --check-prefix=UNKNOWN %s < %t.frob
// RUN: test "$(wc -l < %t.frob)" -eq 1
// RUN: %shapecc %s %s 2> %t.two; test $? -eq 2
// RUN: test "$(wc -l < %t.two)" -eq 1
// UNKNOWN: shapecc: error: Unknown command line argument '--frob'. Try: '{{.*}}shapecc --help'; Did you mean
