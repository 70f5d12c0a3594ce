/* sct_resolve.h - call sites as people read them: function (file:line)

   Part of the sctrace command (tools/sctrace.c), not of what an application
   embeds. The tracer stores a site frame as (module path, offset from the
   module's load base, exported symbol name); this file resolves such a frame
   with the module's DWARF through elfutils' libdwfl, when sctrace is built with
   SCTRACE_HAVE_LIBDW (the Makefile defines it where pkg-config finds libdw) and
   the module file is there. Inlined frames come out as a chain, innermost
   first; C++ names are demangled. A separate debug file (.gnu_debuglink, or
   /usr/lib/debug/.build-id/) is found by libdwfl's standard search.

   Cost is bounded: one Dwfl per distinct module, one lookup per distinct
   (module, offset), both kept until rs_release().

   TABLE OF CONTENTS
     1. >>rs_api    the resolver's interface
     2. >>rs_dw     the libdw implementation (SCTRACE_HAVE_LIBDW)
     3. >>rs_none   without libdw: nothing resolves, one note says why */
#ifndef SCT_RESOLVE_H
#define SCT_RESOLVE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*== >>rs_api  the resolver's interface ==========================================*/

#define RS_MAX_INLINE 8 /* frames of one resolved address: inlined chain, innermost first */

typedef struct rs_frame {
    const char *function; /* demangled, "" if unknown */
    const char *file;     /* source path, "" if unknown */
    int line;             /* 0 if unknown */
} rs_frame;

typedef struct rs_site {
    int n; /* frames in f, 0 when the address did not resolve */
    rs_frame f[RS_MAX_INLINE];
} rs_site;

/* Resolution is on by default; `sctrace --no-resolve` turns it off. */
static int rs_enabled = 1;

/* Frames of module+offset, where offset is a return address minus the
   module's load base (sct_frame.offset), for a trace taken at time `taken`
   (seconds since the epoch, 0: unknown); NULL when nothing is known. A module
   file changed after `taken` was rebuilt since: it is not used (one note on
   stderr per module), as its offsets would name other code. */
static const rs_site *rs_resolve(const char *module, uint64_t offset, uint64_t taken);
/* Frees every cached module and site. */
static void rs_release(void);
/* "libdw" or why sites cannot be resolved by this build. */
static const char *rs_backend(void);

/* The cache of resolved addresses: open addressing on (module, offset). */
typedef struct rs_entry {
    const char *module; /* interned by the module table, NULL for an empty slot */
    uint64_t offset;
    rs_site *site; /* NULL: did not resolve */
} rs_entry;

static struct {
    rs_entry *slot;
    size_t cap, used;
} rs_cache;

static uint64_t rs_hash(const char *module, uint64_t offset) {
    uint64_t h = 1469598103934665603u ^ offset;
    for (; *module; module++) h = (h ^ (unsigned char)*module) * 1099511628211u;
    return h * 0x9E3779B97F4A7C15u;
}

static rs_entry *rs_find(const char *module, uint64_t offset);

static int rs_grow(void) {
    size_t cap = rs_cache.cap ? rs_cache.cap * 2 : 256, i, old = rs_cache.cap;
    rs_entry *prev = rs_cache.slot;
    rs_cache.slot = (rs_entry *)calloc(cap, sizeof *rs_cache.slot);
    if (!rs_cache.slot) {
        rs_cache.slot = prev;
        return 0;
    }
    rs_cache.cap = cap;
    rs_cache.used = 0;
    for (i = 0; i < old; i++)
        if (prev[i].module) {
            *rs_find(prev[i].module, prev[i].offset) = prev[i];
            rs_cache.used++;
        }
    free(prev);
    return 1;
}

/* The slot of (module, offset): its entry, or the empty slot to fill. */
static rs_entry *rs_find(const char *module, uint64_t offset) {
    size_t i = (size_t)rs_hash(module, offset) & (rs_cache.cap - 1);
    while (rs_cache.slot[i].module &&
           (rs_cache.slot[i].offset != offset || strcmp(rs_cache.slot[i].module, module)))
        i = (i + 1) & (rs_cache.cap - 1);
    return &rs_cache.slot[i];
}

static void rs_cache_free(void) {
    size_t i, k;
    for (i = 0; i < rs_cache.cap; i++) {
        rs_site *s = rs_cache.slot[i].site;
        if (!s) continue;
        for (k = 0; k < (size_t)s->n; k++) {
            free((void *)s->f[k].function);
            free((void *)s->f[k].file);
        }
        free(s);
    }
    free(rs_cache.slot);
    memset(&rs_cache, 0, sizeof rs_cache);
}

static char *rs_strdup(const char *s) {
    size_t n = strlen(s ? s : "") + 1;
    char *d = (char *)malloc(n);
    if (d) memcpy(d, s ? s : "", n);
    return d;
}

static rs_site *rs_lookup(const char *module, uint64_t offset, const char **interned);
static int rs_stale(const char *module, uint64_t taken);

static const rs_site *rs_resolve(const char *module, uint64_t offset, uint64_t taken) {
    rs_entry *e;
    const char *name = NULL;
    rs_site *s;
    if (!rs_enabled || !module || !module[0] || rs_stale(module, taken)) return NULL;
    if (rs_cache.used * 2 >= rs_cache.cap && !rs_grow()) return NULL;
    e = rs_find(module, offset);
    if (e->module) return e->site;
    s = rs_lookup(module, offset, &name);
    if (!name) { /* out of memory or no module table: nothing to cache under */
        free(s);
        return NULL;
    }
    e = rs_find(name, offset);
    e->module = name;
    e->offset = offset;
    e->site = s;
    rs_cache.used++;
    return s;
}

#ifdef SCTRACE_HAVE_LIBDW
/*== >>rs_dw  the libdw implementation ===========================================*/

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>
#include <gelf.h>
#include <sys/stat.h>
#include <unistd.h>

/* The C++ ABI's demangler (libstdc++, linked with the libdw part). */
extern char *__cxa_demangle(const char *mangled, char *out, size_t *len, int *status);

typedef struct rs_module {
    char *path;
    Dwfl *dwfl;         /* NULL when the file could not be opened */
    Dwfl_Module *mod;
    uint64_t base;      /* address of the load base in dwfl's layout */
    uint64_t mtime;     /* of the file, seconds since the epoch */
    int told_stale;
} rs_module;

static struct {
    rs_module *m;
    size_t n, cap;
} rs_mods;

static char *rs_debuginfo_path;

static const Dwfl_Callbacks rs_callbacks = {
    dwfl_build_id_find_elf, dwfl_standard_find_debuginfo, dwfl_offline_section_address, &rs_debuginfo_path};

static const char *rs_backend(void) { return "libdw"; }

/* The address the tracer's load base stands for: glibc maps a module from
   its first PT_LOAD segment, page-aligned (dladdr's dli_fbase). */
static uint64_t rs_load_base(Dwfl_Module *mod) {
    GElf_Addr bias = 0;
    Elf *elf = dwfl_module_getelf(mod, &bias);
    size_t i, n = 0;
    if (!elf || elf_getphdrnum(elf, &n) != 0) return bias;
    for (i = 0; i < n; i++) {
        GElf_Phdr ph;
        if (gelf_getphdr(elf, (int)i, &ph) && ph.p_type == PT_LOAD) return bias + (ph.p_vaddr & ~(uint64_t)4095);
    }
    return bias;
}

static void rs_module_open(rs_module *m) {
    struct stat st;
    if (stat(m->path, &st) == 0) m->mtime = (uint64_t)st.st_mtime;
    m->dwfl = dwfl_begin(&rs_callbacks);
    if (!m->dwfl) return;
    dwfl_report_begin(m->dwfl);
    m->mod = dwfl_report_offline(m->dwfl, m->path, m->path, -1);
    dwfl_report_end(m->dwfl, NULL, NULL);
    if (!m->mod) {
        dwfl_end(m->dwfl);
        m->dwfl = NULL;
        return;
    }
    m->base = rs_load_base(m->mod);
}

/* The module of path, opened on first use; NULL when out of memory. */
static rs_module *rs_module_get(const char *path) {
    size_t i;
    rs_module *m;
    for (i = 0; i < rs_mods.n; i++)
        if (!strcmp(rs_mods.m[i].path, path)) return &rs_mods.m[i];
    if (rs_mods.n == rs_mods.cap) {
        size_t cap = rs_mods.cap ? rs_mods.cap * 2 : 8;
        rs_module *g = (rs_module *)realloc(rs_mods.m, cap * sizeof *g);
        if (!g) return NULL;
        rs_mods.m = g;
        rs_mods.cap = cap;
    }
    m = &rs_mods.m[rs_mods.n];
    memset(m, 0, sizeof *m);
    if (!(m->path = rs_strdup(path))) return NULL;
    rs_mods.n++;
    if (access(path, R_OK) == 0) rs_module_open(m);
    return m;
}

static int rs_stale(const char *module, uint64_t taken) {
    rs_module *m = rs_module_get(module);
    if (!m || !m->dwfl || !taken || m->mtime <= taken) return 0;
    if (!m->told_stale)
        fprintf(stderr,
                "sctrace: note: %s changed after the trace was taken (rebuilt?): its sites stay module+0xoffset\n",
                module);
    m->told_stale = 1;
    return 1;
}

/* A function's name as people write it: the demangled linkage name, else
   DW_AT_name (both looked up through abstract origins). */
static char *rs_die_name(Dwarf_Die *die) {
    Dwarf_Attribute at;
    const char *s = dwarf_formstring(dwarf_attr_integrate(die, DW_AT_linkage_name, &at));
    if (!s) s = dwarf_formstring(dwarf_attr_integrate(die, DW_AT_MIPS_linkage_name, &at));
    if (s) {
        int st = -1;
        char *d = __cxa_demangle(s, NULL, NULL, &st);
        if (d && st == 0) return d;
        free(d);
    }
    if (!s) s = dwarf_diename(die);
    return rs_strdup(s ? s : "");
}

static char *rs_sym_name(Dwfl_Module *mod, Dwarf_Addr a) {
    const char *s = dwfl_module_addrname(mod, a);
    int st = -1;
    char *d = s ? __cxa_demangle(s, NULL, NULL, &st) : NULL;
    if (d && st == 0) return d;
    free(d);
    return rs_strdup(s ? s : "");
}

static int rs_push(rs_site *s, char *function, const char *file, int line) {
    if (s->n == RS_MAX_INLINE || !function) {
        free(function);
        return 0;
    }
    s->f[s->n].function = function;
    s->f[s->n].file = rs_strdup(file);
    s->f[s->n].line = line;
    s->n++;
    return 1;
}

/* The concrete scopes around address a, innermost function first: beyond
   an inlined instance dwarf_getscopes goes on with the abstract definition,
   dwarf_getscopes_die with the function it was inlined into. */
static int rs_chain(Dwarf_Die *cu, Dwarf_Addr a, Dwarf_Die **out) {
    Dwarf_Die *sc = NULL;
    int n = dwarf_getscopes(cu, a, &sc), i, m = 0;
    *out = NULL;
    for (i = 0; i < n; i++) {
        int tag = dwarf_tag(&sc[i]);
        if (tag == DW_TAG_inlined_subroutine || tag == DW_TAG_subprogram) break;
    }
    if (i < n) m = dwarf_getscopes_die(&sc[i], out);
    free(sc);
    return m > 0 ? m : 0;
}

/* The inlined chain of address a: the innermost function at the line
   table's file:line, then each caller at the call_file:call_line of the
   inlined instance it holds. */
static void rs_scopes(rs_site *s, Dwfl_Module *mod, Dwarf_Addr a, const char *file, int line) {
    Dwarf_Addr bias = 0;
    Dwarf_Die *cu = dwfl_module_addrdie(mod, a, &bias), *sc = NULL;
    Dwarf_Files *files = NULL;
    size_t nfiles = 0;
    int n = cu ? rs_chain(cu, a - bias, &sc) : 0, i;
    if (cu) dwarf_getsrcfiles(cu, &files, &nfiles);
    for (i = 0; i < n; i++) {
        int tag = dwarf_tag(&sc[i]);
        Dwarf_Attribute at;
        Dwarf_Word cf = 0, cl = 0;
        if (tag != DW_TAG_inlined_subroutine && tag != DW_TAG_subprogram) continue;
        if (!rs_push(s, rs_die_name(&sc[i]), file, line) || tag == DW_TAG_subprogram) break;
        dwarf_formudata(dwarf_attr(&sc[i], DW_AT_call_file, &at), &cf);
        dwarf_formudata(dwarf_attr(&sc[i], DW_AT_call_line, &at), &cl);
        file = files && cf < nfiles ? dwarf_filesrc(files, cf, NULL, NULL) : NULL;
        file = file ? file : "";
        line = (int)cl;
    }
    free(sc);
}

static rs_site *rs_lookup(const char *module, uint64_t offset, const char **interned) {
    rs_module *m = rs_module_get(module);
    rs_site *s;
    Dwarf_Addr a;
    Dwfl_Line *ln;
    const char *file = NULL;
    int line = 0;
    *interned = m ? m->path : NULL;
    if (!m || !m->dwfl || !offset) return NULL;
    if (!(s = (rs_site *)calloc(1, sizeof *s))) return NULL;
    a = m->base + offset - 1; /* offset is of a return address: look up the call */
    if ((ln = dwfl_module_getsrc(m->mod, a)) != NULL) file = dwfl_lineinfo(ln, NULL, &line, NULL, NULL, NULL);
    rs_scopes(s, m->mod, a, file ? file : "", file ? line : 0);
    if (!s->n) rs_push(s, rs_sym_name(m->mod, a), file ? file : "", file ? line : 0);
    if (s->n && !s->f[0].function[0] && !s->f[0].file[0]) {
        free((void *)s->f[0].function);
        free((void *)s->f[0].file);
        s->n = 0;
    }
    if (!s->n) {
        free(s);
        return NULL;
    }
    return s;
}

static void rs_release(void) {
    size_t i;
    rs_cache_free();
    for (i = 0; i < rs_mods.n; i++) {
        if (rs_mods.m[i].dwfl) dwfl_end(rs_mods.m[i].dwfl);
        free(rs_mods.m[i].path);
    }
    free(rs_mods.m);
    memset(&rs_mods, 0, sizeof rs_mods);
}

#else
/*== >>rs_none  without libdw ====================================================*/

#include <unistd.h>

static const char *rs_backend(void) {
    return "none: this sctrace was built without elfutils' libdw (install libdw-dev, then make)";
}

static struct {
    char **path;
    size_t n, cap;
} rs_names;

static int rs_stale(const char *module, uint64_t taken) {
    (void)module, (void)taken;
    return 0;
}

/* Nothing resolves; the module name is interned so the cache remembers that. */
static rs_site *rs_lookup(const char *module, uint64_t offset, const char **interned) {
    size_t i;
    static int told;
    (void)offset;
    *interned = NULL;
    if (!told && access(module, R_OK) == 0) {
        fprintf(stderr, "sctrace: note: sites are shown as module+0xoffset: site resolution is %s\n", rs_backend());
        told = 1;
    }
    for (i = 0; i < rs_names.n; i++)
        if (!strcmp(rs_names.path[i], module)) return (*interned = rs_names.path[i]), NULL;
    if (rs_names.n == rs_names.cap) {
        size_t cap = rs_names.cap ? rs_names.cap * 2 : 8;
        char **g = (char **)realloc(rs_names.path, cap * sizeof *g);
        if (!g) return NULL;
        rs_names.path = g;
        rs_names.cap = cap;
    }
    if ((rs_names.path[rs_names.n] = rs_strdup(module)) != NULL) *interned = rs_names.path[rs_names.n++];
    return NULL;
}

static void rs_release(void) {
    size_t i;
    rs_cache_free();
    for (i = 0; i < rs_names.n; i++) free(rs_names.path[i]);
    free(rs_names.path);
    memset(&rs_names, 0, sizeof rs_names);
}
#endif

#endif /* SCT_RESOLVE_H */
