/* A stand-in for sctrace_mpi.h, for "plain" builds of the examples with no
   tracer inside (tests/examples.sh traces them through LD_PRELOAD of
   build/<mpi>/libsctrace.so, as one would an application that nobody
   modified). The tracing API does nothing here. */
#ifndef SCTRACE_PLAIN_STANDIN_H
#define SCTRACE_PLAIN_STANDIN_H
#include <mpi.h>
static inline void sctrace_start(void) {}
static inline void sctrace_stop(void) {}
static inline void sctrace_discard(void) {}
static inline void sctrace_marker(const char *name) { (void)name; }
#endif
