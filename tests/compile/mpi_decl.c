/* sctrace_mpi.h's declarations alone must compile (with mpicc, -Werror). */
#include "../../sctrace_mpi.h"
void sct_compile_check_mpi_decl(void);
void sct_compile_check_mpi_decl(void) { sctrace_marker("compile check"); }
