/* The header's declarations alone must compile (and link nothing). */
#include "../../sctrace.h"
int main(void) { return (int)sizeof(sct_desc) > 0 ? 0 : 1; }
