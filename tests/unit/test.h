/* test.h - the smallest test harness that does the job.
   A test is a function; RUN prints "ok NAME" or "FAIL NAME: ..." (the runner
   in tests/run.sh counts those lines) and main returns non-zero on failure. */
#ifndef SCT_TEST_H
#define SCT_TEST_H
#include <stdio.h>
#include <stdlib.h>

static int t__pass, t__fail, t__now;
static char t__why[1024];

#define CHECK(cond)                                                                                    \
    do {                                                                                               \
        if (!(cond)) {                                                                                 \
            if (!t__now) snprintf(t__why, sizeof t__why, "%s:%d: %s", __FILE__, __LINE__, #cond);      \
            t__now = 1;                                                                                \
        }                                                                                              \
    } while (0)

#define CHECKF(cond, ...)                                                                              \
    do {                                                                                               \
        if (!(cond)) {                                                                                 \
            if (!t__now) {                                                                             \
                int t__k = snprintf(t__why, sizeof t__why, "%s:%d: ", __FILE__, __LINE__);            \
                snprintf(t__why + t__k, sizeof t__why - (size_t)t__k, __VA_ARGS__);                    \
            }                                                                                          \
            t__now = 1;                                                                                \
        }                                                                                              \
    } while (0)

#define RUN(fn)                                                                                        \
    do {                                                                                               \
        t__now = 0;                                                                                    \
        fn();                                                                                          \
        if (t__now) {                                                                                  \
            printf("FAIL %s: %s\n", #fn, t__why);                                                      \
            t__fail++;                                                                                 \
        } else {                                                                                       \
            printf("ok %s\n", #fn);                                                                    \
            t__pass++;                                                                                 \
        }                                                                                              \
        fflush(stdout);                                                                                \
    } while (0)

#define TEST_EXIT() return t__fail ? 1 : 0

#endif
