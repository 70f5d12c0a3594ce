/* The three MPI-side headers' declarations in a C++ translation unit that
   does not define their implementations. */
#include "../../sctrace_mpi.h"
#include "../../tools/sctrace_replay.h"
void sct_compile_check_mpi_cxx_decl();
void sct_compile_check_mpi_cxx_decl() { sctrace_marker("compile check"); }
