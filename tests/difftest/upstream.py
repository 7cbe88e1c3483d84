"""The upstream oracle: MLIR's own lowering of the shape dialect, run by mlir-runner.

For a program, builds a module holding the function and an entry `@run(%start)` that calls it
on every input from `start` on, printing (through libmlir_c_runner_utils) a start marker, one
line per result and an end marker per input. Upstream checks constraints with `cf.assert`,
which aborts: the input whose start marker has no end marker failed. Each input runs in a
child process forked by `difftest_fork` (FORK_HELPER, loaded into mlir-runner), so one JIT
serves all inputs of a program; should the runner itself die, the run restarts at the next
input through the entry point `@main_<next>`.
"""

import os
import re
import signal
import subprocess

PIPELINE = [
    "--convert-shape-constraints",
    "--canonicalize",
    "--shape-to-shape-lowering",
    "--convert-shape-to-std",
    "--canonicalize",
    "--one-shot-bufferize=bufferize-function-boundaries allow-return-allocs-from-loops "
    "function-boundary-type-conversion=identity-layout-map",
    "--convert-linalg-to-loops",
    "--convert-bufferization-to-memref",
    "--convert-scf-to-cf",
    "--expand-strided-metadata",
    "--lower-affine",
    "--finalize-memref-to-llvm",
    "--convert-to-llvm",
    "--reconcile-unrealized-casts",
]

START, END, SIGNALED, EXITED = 1000000, 2000000, 3000000, 4000000

# Runs each input in a child: difftest_fork returns true in the child, which ends with
# difftest_exit(); the parent waits and prints how the child ended.
FORK_HELPER = r"""
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

bool difftest_fork(int64_t input) {
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    alarm(20); /* a hang becomes SIGALRM */
    return true;
  }
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) < 0)
    printf("%lld -1\n", (long long)(3000000 + input));
  else if (WIFSIGNALED(status))
    printf("%lld %d\n", (long long)(3000000 + input), WTERMSIG(status));
  else
    printf("%lld %d\n", (long long)(4000000 + input), WEXITSTATUS(status));
  fflush(stdout);
  return false;
}

void difftest_exit(void) {
  fflush(stdout);
  _exit(0);
}
"""


def literal(shape):
    if not shape:
        return "dense<> : tensor<0xindex>"
    return f"dense<[{', '.join(map(str, shape))}]> : tensor<{len(shape)}xindex>"


def build_main(program):
    """The entry points calling `program` on its inputs."""
    out = [
        "func.func private @printI64(i64)",
        "func.func private @printNewline()",
        "func.func private @printComma()",
        "func.func private @difftest_fork(i64) -> i1",
        "func.func private @difftest_exit()",
        "func.func @run(%start: index) {",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
    ]
    rtypes = ", ".join(program.result_types)
    atypes = ", ".join(program.arg_types)
    for k, args in enumerate(program.inputs):
        p = f"%k{k}_"
        out += [f"  {p}case = arith.constant {k} : index",
                f"  {p}go = arith.cmpi sle, %start, {p}case : index",
                f"  scf.if {p}go {{",
                f"  {p}id = arith.constant {k} : i64",
                f"  {p}child = func.call @difftest_fork({p}id) : (i64) -> i1",
                f"  scf.if {p}child {{",
                f"    {p}m0 = arith.constant {START + k} : i64",
                f"    func.call @printI64({p}m0) : (i64) -> ()",
                "    func.call @printNewline() : () -> ()"]
        names = []
        for i, (kind, ty, value) in enumerate(zip(program.arg_kinds, program.arg_types, args)):
            name = f"{p}a{i}"
            if kind == "idx":
                out.append(f"    {name} = arith.constant {value} : index")
            elif kind == "tensor":
                # A data tensor of that shape (unranked: a ranked one, cast).
                ranked = ty if "*" not in ty else \
                    f"tensor<{'x'.join(['?'] * len(value) + ['f32'])}>"
                static = ranked[len("tensor<"):-1].split("x")[:-1]
                dyn = []
                for j, (d, e) in enumerate(zip(static, value)):
                    if d == "?":
                        out.append(f"    {name}d{j} = arith.constant {e} : index")
                        dyn.append(f"{name}d{j}")
                out.append(f"    {name}r = tensor.empty({', '.join(dyn)}) : {ranked}")
                if ranked == ty:
                    name += "r"
                else:
                    out.append(f"    {name} = tensor.cast {name}r : {ranked} to {ty}")
            else:
                static = f"tensor<{len(value)}xindex>"
                out.append(f"    {name}s = arith.constant {literal(value)}")
                if ty == static:
                    name += "s"
                else:
                    out.append(f"    {name} = tensor.cast {name}s : {static} to {ty}")
            names.append(name)
        n = len(program.result_types)
        res = f"{p}r"
        lhs = res if n == 1 else f"{res}:{n}"
        out.append(f"    {lhs} = func.call @{program.name}({', '.join(names)}) : "
                   f"({atypes}) -> ({rtypes})")
        for i, (kind, ty) in enumerate(zip(program.result_kinds, program.result_types)):
            v = res if n == 1 else f"{res}#{i}"
            q = f"{p}o{i}"
            if kind == "ext":
                out += [f"    {q}d = tensor.dim {v}, %c0 : {ty}",
                        f"    {q}di = arith.index_cast {q}d : index to i64",
                        f"    func.call @printI64({q}di) : (i64) -> ()",
                        f"    scf.for {q}i = %c0 to {q}d step %c1 {{",
                        f"      {q}e = tensor.extract {v}[{q}i] : {ty}",
                        f"      {q}ei = arith.index_cast {q}e : index to i64",
                        "      func.call @printComma() : () -> ()",
                        f"      func.call @printI64({q}ei) : (i64) -> ()",
                        "    }"]
            elif kind == "idx":
                out += [f"    {q}i = arith.index_cast {v} : index to i64",
                        f"    func.call @printI64({q}i) : (i64) -> ()"]
            else:
                out += [f"    {q}i = arith.extui {v} : i1 to i64",
                        f"    func.call @printI64({q}i) : (i64) -> ()"]
            out.append("    func.call @printNewline() : () -> ()")
        out += [f"    {p}m1 = arith.constant {END + k} : i64",
                f"    func.call @printI64({p}m1) : (i64) -> ()",
                "    func.call @printNewline() : () -> ()",
                "    func.call @difftest_exit() : () -> ()",
                "  }",
                "  }"]
    out += ["  return", "}"]
    for k in range(len(program.inputs)):
        out += [f"func.func @main_{k}() {{",
                f"  %s = arith.constant {k} : index",
                "  func.call @run(%s) : (index) -> ()",
                "  return",
                "}"]
    return "\n".join(out) + "\n"


def format_result(kind, tokens):
    if kind == "ext":
        return "[" + ",".join(str(t) for t in tokens[1:]) + "]"
    return str(tokens[0])


class Tools:
    def __init__(self, mlir_opt, mlir_runner, libdir, workdir, cc="cc", timeout=60):
        self.mlir_opt, self.mlir_runner, self.libdir = mlir_opt, mlir_runner, libdir
        self.timeout = timeout
        helper_src = os.path.join(workdir, "difftest_fork.c")
        helper = os.path.join(workdir, "libdifftest_fork.so")
        with open(helper_src, "w") as f:
            f.write(FORK_HELPER)
        subprocess.run([cc, "-shared", "-fPIC", "-O1", helper_src, "-o", helper], check=True)
        self.shared_libs = ",".join([os.path.join(libdir, lib) for lib in
                                     ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so")] +
                                    [helper])


def drops_a_constraint(tools, program):
    """Whether upstream folds a constraint of `program` to `shape.const_witness false`, which
    nothing ever asserts: the constraint is silently dropped (docs/testing.md, U4). Where the
    region it guards is unused, the witness goes too; then no `cf.assert` carries the location
    of a constraint shapecc reports as always failing (`program.always_failing`)."""
    proc = subprocess.run([tools.mlir_opt, "--convert-shape-constraints",
                           "--mlir-print-debuginfo", "--mlir-print-local-scope", "-"],
                          input=program.text, capture_output=True, text=True,
                          timeout=tools.timeout)
    if "shape.const_witness false" in proc.stdout:
        return True
    asserted = set(re.findall(r"cf\.assert .*loc\(\"<stdin>\":(\d+):(\d+)\)", proc.stdout))
    sites = {tuple(site.split(":")[-2:]) for site in getattr(program, "always_failing", ())}
    return bool(sites - asserted)


def run_program(tools, program, workdir):
    """Verdicts per input: ('pass', [results]) | ('fail', None) | ('crash', detail) |
    ('error', detail) when the program could not be lowered."""
    src = os.path.join(workdir, program.name + ".upstream.mlir")
    low = os.path.join(workdir, program.name + ".llvm.mlir")
    with open(src, "w") as f:
        f.write(program.text + build_main(program))
    proc = subprocess.run([tools.mlir_opt, src, "-o", low] + PIPELINE,
                          capture_output=True, text=True, timeout=tools.timeout)
    if proc.returncode != 0:
        detail = (proc.stderr.strip().splitlines() or ["mlir-opt failed"])[0]
        return [("error", detail)] * len(program.inputs)
    verdicts = [None] * len(program.inputs)
    start = 0
    while start < len(program.inputs):
        # stdbuf: the output before an abort must reach us, so stdout is unbuffered.
        cmd = ["stdbuf", "-o0", tools.mlir_runner, low, "-e", f"main_{start}",
               "-entry-point-result=void", f"-shared-libs={tools.shared_libs}"]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=tools.timeout)
            out, rc = proc.stdout, proc.returncode
        except subprocess.TimeoutExpired as e:
            out = e.stdout.decode() if isinstance(e.stdout, bytes) else (e.stdout or "")
            rc = "timeout"
        current, results = None, []
        for line in out.splitlines():
            tokens = [int(t) for t in re.findall(r"-?\d+", line)]
            if not tokens:
                continue
            if len(tokens) == 2 and SIGNALED <= tokens[0] < EXITED + END - START:
                # The parent's report on the child that ran input k.
                signaled, k = tokens[0] < EXITED, tokens[0] % 1000000
                if verdicts[k] is None or verdicts[k][0] != "pass":
                    if signaled and tokens[1] == signal.SIGABRT:
                        verdicts[k] = ("fail", None)
                    else:
                        how = "killed by signal" if signaled else "exited"
                        verdicts[k] = ("crash", f"input's process {how} {tokens[1]}")
                elif signaled or tokens[1] != 0:
                    verdicts[k] = ("crash", f"exited {tokens[1]} after its results")
                current = None
                continue
            if current is None and START <= tokens[0] < END:
                current, results = tokens[0] - START, []
            elif current is not None and len(tokens) == 1 and tokens[0] == END + current:
                verdicts[current] = ("pass", [format_result(kind, r) for kind, r in
                                              zip(program.result_kinds, results)])
                current = None
            elif current is not None:
                results.append(tokens)
        if rc == 0 and current is None:
            break
        if current is None:
            # Died before any input started: nothing to blame an input for.
            for k in range(start, len(program.inputs)):
                if verdicts[k] is None:
                    verdicts[k] = ("crash", f"runner exited {rc} before input {k}")
            break
        if rc == -signal.SIGABRT:
            verdicts[current] = ("fail", None)
        else:
            verdicts[current] = ("crash", f"runner {'timed out' if rc == 'timeout' else f'exited {rc}'}")
        start = current + 1
    for k, v in enumerate(verdicts):
        if v is None:
            verdicts[k] = ("crash", "no output for this input")
    return verdicts
