/* bench/lockcount.c - an LD_PRELOAD shim for the thread figures of
   bench/RESULTS.md ("locks per steady-state call"): counts the
   pthread_mutex_lock calls made from the main program's own code (where a
   program linked with sctrace.o, such as build/<mpi>/tests/threads, has the
   tracer; the MPI library's locks are not counted) and prints
   "locks_from_exe=N" on stderr at exit. Build and use:
       gcc -O2 -shared -fPIC -o lockcount.so bench/lockcount.c -ldl
       mpirun.openmpi -np 2 -x LD_PRELOAD=$PWD/lockcount.so build/openmpi/tests/threads 3 1000
   Runs at two iteration counts give the locks per iteration. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <unistd.h>
static uintptr_t lo = UINTPTR_MAX, hi;
static unsigned long n;
static int (*real)(pthread_mutex_t *);
static int cb(struct dl_phdr_info *i, size_t s, void *d)
{
    int k;
    (void)s; (void)d;
    for (k = 0; k < i->dlpi_phnum; k++)
        if (i->dlpi_phdr[k].p_type == PT_LOAD) {
            uintptr_t a = i->dlpi_addr + i->dlpi_phdr[k].p_vaddr;
            if (a < lo) lo = a;
            if (a + i->dlpi_phdr[k].p_memsz > hi) hi = a + i->dlpi_phdr[k].p_memsz;
        }
    return 1; /* the first object is the program */
}
__attribute__((constructor)) static void init(void) { dl_iterate_phdr(cb, NULL); }
__attribute__((destructor)) static void fini(void)
{
    char b[64];
    int k = snprintf(b, sizeof b, "locks_from_exe=%lu\n", n);
    if (write(2, b, (size_t)k) < 0) return;
}
int pthread_mutex_lock(pthread_mutex_t *m)
{
    uintptr_t r = (uintptr_t)__builtin_return_address(0);
    if (!real) real = (int (*)(pthread_mutex_t *))dlsym(RTLD_NEXT, "pthread_mutex_lock");
    if (r >= lo && r < hi) __atomic_add_fetch(&n, 1, __ATOMIC_RELAXED);
    return real(m);
}
