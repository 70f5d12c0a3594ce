/* sctrace.c - the whole tracer in one translation unit: build it as
   libsctrace.so for LD_PRELOAD, or link it into an MPI program. */
#define _GNU_SOURCE /* dladdr's function names */
#define SCTRACE_IMPLEMENTATION
#define SCTRACE_MPI_IMPLEMENTATION
#include "sctrace_mpi.h"
