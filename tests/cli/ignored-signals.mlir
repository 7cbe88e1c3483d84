// SIGHUP, SIGINT and SIGQUIT inherited as ignored (a background job of a
// non-interactive shell, nohup) stay ignored: sent while shapecc runs, they
// neither stop it nor delete its output's temporary file (session 23's audit:
// exit 3, "cannot write", after LLVM's handler deleted it).
// RUN: %python %S/Inputs/ignored_signals.py %shapecc %s %t | FileCheck %s
// CHECK: ignored signals stayed ignored

func.func @f(%a: tensor<?xindex>, %b: tensor<?xindex>) -> tensor<?xindex> {
  %0 = shape.broadcast %a, %b : tensor<?xindex>, tensor<?xindex> -> tensor<?xindex>
  return %0 : tensor<?xindex>
}
