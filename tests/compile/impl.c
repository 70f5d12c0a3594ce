/* The header twice, implementation switched on in between: stb's rule that a
   header included earlier must not swallow the implementation. */
#include "../../sctrace.h"
#define SCTRACE_IMPLEMENTATION
#include "../../sctrace.h"
int main(void) { return sct_version()[0] == '0' ? 0 : 1; }
