/* sctrace_mpi.h with its implementation (which brings sctrace.h's too),
   included after a plain include: the stb rule again. */
#include "../../sctrace_mpi.h"
#define SCTRACE_MPI_IMPLEMENTATION
#include "../../sctrace_mpi.h"
