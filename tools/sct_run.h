/* sct_run.h - sctrace run: trace an unmodified MPI program in one command.

       sctrace run [-o FILE] [--timing M] [--precision P] [--verify]
                   [--mpi mpich|openmpi] [--dry-run] -- LAUNCHER ARGS... PROGRAM ARGS...

   1. Which MPI: the program's dynamic dependencies (ldd: libmpi.so.40 and its
      Fortran companions are Open MPI, libmpich* MPICH); a Python program is
      asked where mpi4py's MPI module is and that module's dependencies decide;
      failing both, the launcher's identity (mpirun.openmpi, orterun, prterun
      are Open MPI's; mpiexec.hydra, mpiexec.mpich MPICH's, through symlinks).
      A static binary, or one without MPI, is refused with a message: the
      shim cannot reach it.
   2. The shim for that MPI: <dir of sctrace>/<mpi>/libsctrace.so (the build
      tree), else <dir of sctrace>/../lib/sctrace/<mpi>/libsctrace.so (make
      install).
   3. The launcher runs with LD_PRELOAD and the SCTRACE_* options given to
      every rank its own way (Open MPI: -x NAME=VALUE; MPICH's hydra: -genv
      NAME VALUE), never to the launcher itself (it would load the MPI library
      into mpirun).
   4. At the end: where the trace is, or why there is none.

   Included once by tools/sctrace.c; everything here is static. POSIX. 
   TABLE OF CONTENTS
     1. >>run  sctrace run: trace an unmodified program
*/
#ifndef SCT_RUN_H
#define SCT_RUN_H

/*== >>run  sctrace run: trace an unmodified program ===========================*/

#include <limits.h>
#include <sys/wait.h>

#define RN_HELP                                                                                                        \
    "Trace an unmodified MPI program: find which MPI it is linked against, preload\n"                                  \
    "the matching shim (libsctrace.so) into every rank with the launcher's own way\n"                                  \
    "of passing environment (Open MPI: -x; MPICH's hydra: -genv), run it, and say\n"                                   \
    "where the trace is.\n"                                                                                            \
    "  -o FILE            the trace (default: PROGRAM.PID.sct in this directory)\n"                                    \
    "  --timing M         hist (default), exact or off (SCTRACE_TIMING)\n"                                             \
    "  --precision P      merge precision 0..100 (SCTRACE_PRECISION)\n"                                                \
    "  --verify           also write raw logs for 'sctrace verify' (SCTRACE_VERIFY=1)\n"                               \
    "  --mpi M            mpich or openmpi: do not detect it\n"                                                        \
    "  --dry-run          print the command, do not run it\n"                                                          \
    "The MPI comes from the program's dynamic dependencies (ldd), for a Python\n"                                      \
    "program from mpi4py's MPI module, else from the launcher (mpirun.openmpi,\n"                                      \
    "orterun: Open MPI; mpiexec.hydra, mpiexec.mpich: MPICH). The shim is looked\n"                                    \
    "for next to this sctrace (build/<mpi>/libsctrace.so) and in its install\n"                                        \
    "prefix (lib/sctrace/<mpi>/libsctrace.so). Exit status: the program's, or 2\n"                                     \
    "when it cannot be traced (no MPI, a static binary, no shim for its MPI, a\n"                                      \
    "launcher of another MPI), with a message saying which."

enum { RN_UNKNOWN, RN_MPICH, RN_OPENMPI };
static const char *const rn_mpi_dir[] = {"", "mpich", "openmpi"};
static const char *const rn_mpi_name[] = {"an unknown MPI", "MPICH", "Open MPI"};

typedef struct rn_opts {
    const char *out, *timing, *precision;
    int verify, mpi, dry;
    int cmd; /* index of the launcher in argv */
} rn_opts;

static int rn_fail(const char *fmt, const char *a, const char *b) {
    fprintf(stderr, "%s run: ", prog);
    fprintf(stderr, fmt, a, b);
    fputc('\n', stderr);
    return 2;
}

/* The full path of an executable named as on a command line (PATH search). */
static int rn_which(const char *name, char *out, size_t n) {
    const char *path = getenv("PATH"), *p;
    if (strchr(name, '/')) {
        snprintf(out, n, "%s", name);
        return access(out, X_OK);
    }
    for (p = path ? path : "/usr/bin:/bin"; *p;) {
        size_t len = strcspn(p, ":");
        snprintf(out, n, "%.*s/%s", (int)len, p, name);
        if (len && access(out, X_OK) == 0) return 0;
        p += len + (p[len] == ':');
    }
    return -1;
}

/* The MPI in a command's output lines (ldd's), or RN_UNKNOWN; *is_static
   when ldd says the file is not dynamic. */
static int rn_mpi_of_output(FILE *f, int *is_static) {
    char line[1024];
    int mpi = RN_UNKNOWN;
    while (fgets(line, sizeof line, f)) {
        if (strstr(line, "not a dynamic executable") || strstr(line, "statically linked")) *is_static = 1;
        if (strstr(line, "libmpich")) mpi = RN_MPICH;
        if (strstr(line, "libmpi.so.") || strstr(line, "libmpi_mpifh") || strstr(line, "libopen-rte")) mpi = RN_OPENMPI;
    }
    return mpi;
}

/* Run a shell command (its words quoted) and read its output for an MPI. */
static int rn_mpi_of_cmd(const char *cmd, int *is_static) {
    FILE *f = popen(cmd, "r");
    int mpi;
    if (!f) return RN_UNKNOWN;
    mpi = rn_mpi_of_output(f, is_static);
    pclose(f);
    return mpi;
}

/* 'word' quoted for sh. */
static void rn_quote(const char *s, char *out, size_t n) {
    size_t k = 0;
    if (n < 3) return;
    out[k++] = '\'';
    for (; *s && k + 5 < n; s++) {
        if (*s == '\'') {
            memcpy(out + k, "'\\''", 4);
            k += 4;
        } else {
            out[k++] = *s;
        }
    }
    out[k++] = '\'';
    out[k] = 0;
}

static int rn_is_python(const char *path) {
    const char *b = an_basename(path);
    return !strncmp(b, "python", 6);
}

/* The MPI the program is linked against. */
static int rn_mpi_of_program(const char *program, int *is_static, char *why, size_t n) {
    char path[PATH_MAX], q[PATH_MAX + 16], cmd[2 * PATH_MAX + 200];
    int mpi;
    *is_static = 0;
    if (rn_which(program, path, sizeof path)) {
        snprintf(why, n, "the program '%s' was not found", program);
        return RN_UNKNOWN;
    }
    rn_quote(path, q, sizeof q);
    if (rn_is_python(path)) {
        /* find_spec imports the package only, not mpi4py.MPI (which would call MPI_Init) */
        snprintf(cmd, sizeof cmd,
                 "ldd \"$(%s -c 'import importlib.util as u; print(u.find_spec(\"mpi4py.MPI\").origin)' 2>/dev/null)\" "
                 "2>/dev/null",
                 q);
        mpi = rn_mpi_of_cmd(cmd, is_static);
        *is_static = 0;
        snprintf(why, n, "%s has no mpi4py", path);
        return mpi;
    }
    snprintf(cmd, sizeof cmd, "ldd %s 2>&1", q);
    mpi = rn_mpi_of_cmd(cmd, is_static);
    snprintf(why, n, "%s is %s", path, *is_static ? "a static binary" : "not linked against MPICH or Open MPI");
    return mpi;
}

/* The launcher's MPI from its name, through symlinks (mpirun -> orterun). */
static int rn_mpi_of_launcher(const char *launcher) {
    char path[PATH_MAX], real[PATH_MAX];
    const char *names[2];
    int i;
    if (rn_which(launcher, path, sizeof path)) return RN_UNKNOWN;
    names[0] = an_basename(path);
    names[1] = realpath(path, real) ? an_basename(real) : names[0];
    for (i = 1; i >= 0; i--) {
        const char *b = names[i];
        if (strstr(b, "openmpi") || !strcmp(b, "orterun") || !strcmp(b, "prterun") || !strcmp(b, "prun"))
            return RN_OPENMPI;
        if (strstr(b, "mpich") || strstr(b, "hydra")) return RN_MPICH;
    }
    return RN_UNKNOWN;
}

/* Launcher options that take a value (one word; two for -genv, -env, --mca).
   Enough to find the program in the usual command lines. */
static int rn_option_values(const char *o) {
    static const char *const one[] = {"-np", "-n", "-c", "--np", "-N", "-x", "-H", "--host", "-host", "-hosts",
                                      "--hostfile", "-hostfile", "-machinefile", "-f", "-ppn", "--map-by",
                                      "--bind-to", "--rank-by", "-wdir", "--wdir", "-genvlist", "-envlist",
                                      "--npernode", "-npernode", "--prefix", "-bind-to", "-map-by", "-iface",
                                      "-launcher", "-bootstrap", "-rmk", "-gdir", "-dir", "--output-filename",
                                      "--tag-output-file", NULL};
    static const char *const two[] = {"-genv", "-env", "--mca", "-mca", "-gmca", "--gmca", NULL};
    return an_name_in(o, two) ? 2 : an_name_in(o, one) ? 1 : 0;
}

/* The index of the program in argv[from..argc), or -1. */
static int rn_program(int argc, char **argv, int from) {
    int i;
    for (i = from; i < argc; i++) {
        if (!strcmp(argv[i], "--") || !strcmp(argv[i], ":")) continue;
        if (argv[i][0] != '-') return i;
        if (!strchr(argv[i], '=')) i += rn_option_values(argv[i]);
    }
    return -1;
}

/* Where this sctrace is: /proc/self/exe's directory. */
static int rn_self_dir(char *out, size_t n) {
    char exe[PATH_MAX];
    ssize_t len = readlink("/proc/self/exe", exe, sizeof exe - 1);
    char *slash;
    if (len <= 0) return -1;
    exe[len] = 0;
    if (!(slash = strrchr(exe, '/'))) return -1;
    *slash = 0;
    snprintf(out, n, "%s", exe);
    return 0;
}

static int rn_shim(int mpi, char *out, size_t n, char *looked, size_t ln) {
    char dir[PATH_MAX], a[PATH_MAX + 64], b[PATH_MAX + 64], real[PATH_MAX];
    if (rn_self_dir(dir, sizeof dir)) return -1;
    snprintf(a, sizeof a, "%s/%s/libsctrace.so", dir, rn_mpi_dir[mpi]);
    snprintf(b, sizeof b, "%s/../lib/sctrace/%s/libsctrace.so", dir, rn_mpi_dir[mpi]);
    snprintf(looked, ln, "%s and %s", a, b);
    if (access(a, R_OK) == 0 && realpath(a, real)) return snprintf(out, n, "%s", real), 0;
    if (access(b, R_OK) == 0 && realpath(b, real)) return snprintf(out, n, "%s", real), 0;
    return -1;
}

static int rn_parse(int argc, char **argv, rn_opts *o) {
    int i;
    memset(o, 0, sizeof *o);
    for (i = 1; i < argc && strcmp(argv[i], "--"); i++) {
        const char *a = argv[i];
        int val = !strcmp(a, "-o") || !strcmp(a, "--timing") || !strcmp(a, "--precision") || !strcmp(a, "--mpi");
        if (val && i + 1 >= argc) return usage_error("run", "%s needs a value", a);
        if (!strcmp(a, "-o"))
            o->out = argv[++i];
        else if (!strcmp(a, "--timing"))
            o->timing = argv[++i];
        else if (!strcmp(a, "--precision"))
            o->precision = argv[++i];
        else if (!strcmp(a, "--mpi")) {
            i++;
            o->mpi = !strcmp(argv[i], "mpich") ? RN_MPICH : !strcmp(argv[i], "openmpi") ? RN_OPENMPI : -1;
            if (o->mpi < 0) return usage_error("run", "--mpi takes mpich or openmpi, not '%s'", argv[i]);
        } else if (!strcmp(a, "--verify"))
            o->verify = 1;
        else if (!strcmp(a, "--dry-run"))
            o->dry = 1;
        else
            return usage_error("run", "unknown option '%s' (the command comes after --)", a);
    }
    if (i + 1 >= argc) return usage_error("run", "%s", "missing the command: sctrace run [OPTIONS] -- mpirun -np N ./app");
    if (o->timing && strcmp(o->timing, "hist") && strcmp(o->timing, "exact") && strcmp(o->timing, "off"))
        return usage_error("run", "--timing takes hist, exact or off, not '%s'", o->timing);
    o->cmd = i + 1;
    return 0;
}

/* The MPI to trace: the program's, else the launcher's; 2 with a message when
   none, or when they disagree. */
static int rn_decide(const rn_opts *o, int argc, char **argv, int *mpi, int *lmpi) {
    int p = rn_program(argc, argv, o->cmd + 1), is_static = 0, pm;
    char why[PATH_MAX + 100];
    *lmpi = rn_mpi_of_launcher(argv[o->cmd]);
    if (*lmpi == RN_UNKNOWN)
        return rn_fail("'%s' is neither Open MPI's launcher (mpirun.openmpi, orterun) nor MPICH's (mpiexec.hydra, "
                       "mpiexec.mpich)%s; trace other launchers with LD_PRELOAD yourself (docs/tracing.md)",
                       argv[o->cmd], "");
    if (p < 0) return rn_fail("no program in the command after the launcher '%s'%s", argv[o->cmd], "");
    pm = o->mpi ? o->mpi : rn_mpi_of_program(argv[p], &is_static, why, sizeof why);
    if (is_static)
        return rn_fail("%s: the shim cannot be preloaded into it; link the tracer in instead (docs/tracing.md)%s", why,
                       "");
    if (pm == RN_UNKNOWN && !rn_is_python(argv[p]))
        return rn_fail("%s: there is nothing to trace%s", why, "");
    *mpi = pm == RN_UNKNOWN ? *lmpi : pm;
    if (*mpi != *lmpi)
        return rn_fail("the program is linked against %s, but the launcher is %s's: use that MPI's launcher",
                       rn_mpi_name[*mpi], rn_mpi_name[*lmpi]);
    return 0;
}

/* The program's name for the default trace name: a Python program's script
   without .py, else the program. */
static const char *rn_name(int argc, char **argv, int from) {
    static char buf[256];
    int p = rn_program(argc, argv, from);
    const char *b = an_basename(argv[p]);
    size_t n;
    if (rn_is_python(argv[p]) && p + 1 < argc && argv[p + 1][0] != '-') b = an_basename(argv[p + 1]);
    snprintf(buf, sizeof buf, "%s", b);
    n = strlen(buf);
    if (n > 3 && !strcmp(buf + n - 3, ".py")) buf[n - 3] = 0;
    return buf;
}

/* The launcher's new command line; the words it allocated. */
typedef struct rn_cmd {
    char **nv, *owned[8];
    int k, nowned;
} rn_cmd;

/* Add NAME=VALUE for every rank, the launcher's way. */
static void rn_env(rn_cmd *c, int lmpi, const char *name, const char *value) {
    size_t n = strlen(name) + strlen(value) + 2;
    char *s = (char *)an_alloc(n, 1);
    c->owned[c->nowned++] = s;
    if (lmpi == RN_OPENMPI) {
        snprintf(s, n, "%s=%s", name, value);
        c->nv[c->k++] = (char *)"-x";
        c->nv[c->k++] = s;
    } else { /* hydra: -genv NAME VALUE */
        snprintf(s, n, "%s", name);
        c->nv[c->k++] = (char *)"-genv";
        c->nv[c->k++] = s;
        c->nv[c->k++] = (char *)value;
    }
}

static int rn_exec(char **nv) {
    pid_t pid = fork();
    int st;
    if (pid < 0) return rn_fail("cannot fork: %s%s", strerror(errno), "");
    if (pid == 0) {
        execvp(nv[0], nv);
        fprintf(stderr, "%s run: cannot run %s: %s\n", prog, nv[0], strerror(errno));
        _exit(127);
    }
    while (waitpid(pid, &st, 0) < 0)
        if (errno != EINTR) return rn_fail("waiting for the launcher: %s%s", strerror(errno), "");
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
}

static void rn_report(const char *out, int rc) {
    struct stat st;
    if (stat(out, &st) == 0)
        fprintf(stderr, "%s run: the trace is %s (%lld bytes): sctrace info %s\n", prog, out, (long long)st.st_size, out);
    else if (rc)
        fprintf(stderr, "%s run: the run failed (exit status %d) and wrote no trace to %s\n", prog, rc, out);
    else
        fprintf(stderr,
                "%s run: no trace was written to %s: did the program call MPI_Init and MPI_Finalize? (with "
                "SCTRACE_QUIET=1 the tracer says nothing)\n",
                prog, out);
}

static int cmd_run(int argc, char **argv) {
    rn_opts o;
    rn_cmd c;
    int rc, mpi, lmpi, i;
    char shim[PATH_MAX], looked[2 * PATH_MAX + 200], out[2 * PATH_MAX + 64], pre[2 * PATH_MAX], cwd[PATH_MAX];
    const char *old = getenv("LD_PRELOAD");
    if ((rc = rn_parse(argc, argv, &o)) || (rc = rn_decide(&o, argc, argv, &mpi, &lmpi))) return rc;
    if (rn_shim(mpi, shim, sizeof shim, looked, sizeof looked))
        return rn_fail("no shim for %s: looked for %s; build it with make (it needs that MPI's mpicc)",
                       rn_mpi_name[mpi], looked);
    if (!getcwd(cwd, sizeof cwd)) return rn_fail("cannot read the current directory: %s%s", strerror(errno), "");
    if (o.out)
        snprintf(out, sizeof out, "%s%s%s", o.out[0] == '/' ? "" : cwd, o.out[0] == '/' ? "" : "/", o.out);
    else
        snprintf(out, sizeof out, "%s/%s.%d.sct", cwd, rn_name(argc, argv, o.cmd + 1), (int)getpid());
    snprintf(pre, sizeof pre, "%s%s%s", shim, old && old[0] ? ":" : "", old && old[0] ? old : "");
    memset(&c, 0, sizeof c);
    c.nv = (char **)an_alloc((size_t)argc + 32, sizeof *c.nv);
    c.nv[c.k++] = argv[o.cmd];
    rn_env(&c, lmpi, "LD_PRELOAD", pre);
    rn_env(&c, lmpi, "SCTRACE_OUT", out);
    if (o.timing) rn_env(&c, lmpi, "SCTRACE_TIMING", o.timing);
    if (o.precision) rn_env(&c, lmpi, "SCTRACE_PRECISION", o.precision);
    if (o.verify) rn_env(&c, lmpi, "SCTRACE_VERIFY", "1");
    for (i = o.cmd + 1; i < argc; i++) c.nv[c.k++] = argv[i];
    fprintf(stderr, "%s run: %s program, shim %s\n", prog, rn_mpi_name[mpi], shim);
    if (o.dry) {
        for (i = 0; i < c.k; i++) printf("%s%s", i ? " " : "", c.nv[i]);
        printf("\n");
    } else {
        rc = rn_exec(c.nv);
        rn_report(out, rc);
    }
    for (i = 0; i < c.nowned; i++) free(c.owned[i]);
    free(c.nv);
    return rc;
}

#endif /* SCT_RUN_H */
