/* optable - print the op table of a trace file, one op a line:
       INDEX<TAB>NAME<TAB>PARAM=ROLE[*] ...   (ROLE a sct_role number, * an array)
   so that tests/analysis/check.py can decode raw verify logs, whose events
   name ops by index. usage: optable FILE */
#define SCTRACE_IMPLEMENTATION
#include "../../sctrace.h"

#include <stdio.h>

int main(int argc, char **argv) {
    sct_reader *r = NULL;
    const sct_op_table *t;
    char err[300];
    int i, p;
    if (argc != 2) {
        fprintf(stderr, "usage: optable FILE\n");
        return 2;
    }
    if (sct_reader_open(argv[1], NULL, &r, err, sizeof err) != SCT_OK) {
        fprintf(stderr, "optable: %s: %s\n", argv[1], err);
        return 1;
    }
    t = sct_reader_ops(r);
    for (i = 0; i < t->nops; i++) {
        printf("%d\t%s\t", i, t->ops[i].name);
        for (p = 0; p < t->ops[i].nparams; p++)
            printf("%s%s=%d%s", p ? " " : "", t->ops[i].param_names[p], t->ops[i].param_roles[p] & ~SCT_PARAM_ARRAY,
                   (t->ops[i].param_roles[p] & SCT_PARAM_ARRAY) ? "*" : "");
        printf("\n");
    }
    sct_reader_close(r);
    return 0;
}
