/* The tracer's and the replay engine's implementations compiled as C++,
   after a plain include of both (the stb rule). */
#include "../../tools/sctrace_replay.h"
#define SCTRACE_MPI_IMPLEMENTATION
#define SCTRACE_REPLAY_IMPLEMENTATION
#include "../../tools/sctrace_replay.h"
