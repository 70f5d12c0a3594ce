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
/* `sctrace --debug-dir=DIR[:DIR...]`: more roots of .build-id/xx/yyyy.debug
   trees (and of debug files by their path), searched before /usr/lib/debug. */
static const char *rs_debug_dirs;

/* Frames of module+offset, where offset is a return address minus the
   module's load base (sct_frame.offset); NULL when nothing is known.
   build_id (len bytes) is what the trace recorded for the module (issue 45):
   the file at `module` is used only when its build-id is that one, else a
   debug file of that build-id (--debug-dir, /usr/lib/debug), and a module of
   another build-id is refused with one note on stderr naming both ids. A
   trace without build-ids (format 5 and older; len 0) falls back on times: a
   file changed after `taken` (seconds since the epoch, 0: unknown), the
   trace's start, was rebuilt since and is not used (one note per module). */
static const rs_site *rs_resolve(const char *module, const uint8_t *build_id, int len, uint64_t offset,
                                 uint64_t taken);
/* Frees every cached module and site. */
static void rs_release(void);
/* "libdw" or why sites cannot be resolved by this build. */
static const char *rs_backend(void);

static void rs_hex(const uint8_t *id, int len, char *out) {
    int i;
    for (i = 0; i < len; i++) sprintf(out + 2 * i, "%02x", id[i]);
    out[2 * (len > 0 ? len : 0)] = 0;
}

#ifdef SCTRACE_H
/* A frame of rank's trace in reader r (rank < 0: the file's first rank),
   resolved with the module record the trace keeps for it; NULL when the
   trace names it already (a file) or nothing is known. */
static const rs_site *rs_resolve_frame(sct_reader *r, int32_t rank, const sct_frame *f) {
    sct_file_info fi;
    sct_module m;
    if (!rs_enabled || !f || f->file[0] || !f->module[0]) return NULL;
    sct_reader_info(r, &fi);
    memset(&m, 0, sizeof m);
    if (sct_reader_module(r, rank < 0 ? sct_reader_rank(r, 0) : rank, f->module, &m) != SCT_OK) m.build_id_len = 0;
    return rs_resolve(f->module, m.build_id, m.build_id_len, f->offset, fi.start_time);
}
#endif

/* The cache of resolved addresses: open addressing on (module, offset),
   a module being the resolver's record of one (path, build-id). */
typedef struct rs_entry {
    const void *module; /* NULL for an empty slot */
    uint64_t offset;
    rs_site *site; /* NULL: did not resolve */
} rs_entry;

static struct {
    rs_entry *slot;
    size_t cap, used;
} rs_cache;

static uint64_t rs_hash(const void *module, uint64_t offset) {
    return ((uint64_t)(uintptr_t)module * 1099511628211u ^ offset) * 0x9E3779B97F4A7C15u;
}

static rs_entry *rs_find(const void *module, uint64_t offset);

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
static rs_entry *rs_find(const void *module, uint64_t offset) {
    size_t i = (size_t)(rs_hash(module, offset) >> 7) & (rs_cache.cap - 1);
    while (rs_cache.slot[i].module && (rs_cache.slot[i].offset != offset || rs_cache.slot[i].module != module))
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

/* The resolver's record of (path, build-id as hex), made on first use;
   NULL when it cannot be used for a trace taken at `taken`. */
static const void *rs_module_key(const char *path, const char *hex, uint64_t taken);
static rs_site *rs_lookup(const void *module, uint64_t offset);

static const rs_site *rs_resolve(const char *module, const uint8_t *build_id, int len, uint64_t offset,
                                 uint64_t taken) {
    char hex[2 * 64 + 1];
    const void *key;
    rs_entry *e;
    if (!rs_enabled || !module || !module[0]) return NULL;
    rs_hex(build_id, len > 0 && len <= 64 ? len : 0, hex);
    if (!(key = rs_module_key(module, hex, taken))) return NULL;
    if (rs_cache.used * 2 >= rs_cache.cap && !rs_grow()) return NULL;
    e = rs_find(key, offset);
    if (e->module) return e->site;
    e->module = key;
    e->offset = offset;
    e->site = rs_lookup(key, offset);
    rs_cache.used++;
    return e->site;
}

#ifdef SCTRACE_HAVE_LIBDW
/*== >>rs_dw  the libdw implementation ===========================================*/

#include <dwarf.h>
#include <elfutils/libdw.h>
#include <elfutils/libdwfl.h>
#include <gelf.h>
#include <limits.h>
#include <sys/stat.h>
#include <unistd.h>

/* The C++ ABI's demangler (libstdc++, linked with the libdw part). */
extern char *__cxa_demangle(const char *mangled, char *out, size_t *len, int *status);

typedef struct rs_module {
    char *path;
    char *hex;          /* the recorded build-id, "" for a trace without one */
    Dwfl *dwfl;         /* NULL when no file of the module could be used */
    Dwfl_Module *mod;
    uint64_t base;      /* address of the load base in dwfl's layout */
    uint64_t mtime;     /* of the file, seconds since the epoch */
    int told_stale;
} rs_module;

static struct {
    rs_module **m;
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

/* The --debug-dir roots made absolute (libdwfl reads a relative entry as
   relative to the module's directory, the user meant the current one),
   then /usr/lib/debug, colon-separated. */
static const char *rs_roots(void) {
    static char buf[8192];
    char list[4096], *root, *save = NULL, abs[PATH_MAX];
    size_t used = 0;
    if (buf[0]) return buf;
    snprintf(list, sizeof list, "%s", rs_debug_dirs ? rs_debug_dirs : "");
    for (root = strtok_r(list, ":", &save); root && used < sizeof buf; root = strtok_r(NULL, ":", &save))
        used += (size_t)snprintf(buf + used, sizeof buf - used, "%s:", realpath(root, abs) ? abs : root);
    if (used < sizeof buf) snprintf(buf + used, sizeof buf - used, "/usr/lib/debug");
    return buf;
}

/* libdwfl's search path for separate debug files (a .gnu_debuglink beside
   the file or in .debug/, then the roots' .build-id/ trees and paths): the
   default, with the --debug-dir roots first. */
static void rs_debuginfo_init(void) {
    static char buf[8300];
    if (rs_debuginfo_path || !rs_debug_dirs) return;
    snprintf(buf, sizeof buf, ":.debug:%s", rs_roots());
    rs_debuginfo_path = buf;
}

/* Open `file` offline as module m; its build-id as hex into hex (""
   when it has none). 0 when libdwfl cannot read it. */
static int rs_module_open(rs_module *m, const char *file, char *hex) {
    const unsigned char *bits = NULL;
    GElf_Addr vaddr = 0;
    int n;
    hex[0] = 0;
    rs_debuginfo_init();
    if (access(file, R_OK) != 0 || !(m->dwfl = dwfl_begin(&rs_callbacks))) return 0;
    dwfl_report_begin(m->dwfl);
    m->mod = dwfl_report_offline(m->dwfl, m->path, file, -1);
    dwfl_report_end(m->dwfl, NULL, NULL);
    if (!m->mod) {
        dwfl_end(m->dwfl);
        m->dwfl = NULL;
        return 0;
    }
    m->base = rs_load_base(m->mod);
    n = dwfl_module_build_id(m->mod, &bits, &vaddr);
    if (n > 0 && n <= 64) rs_hex(bits, n, hex);
    return 1;
}

static void rs_module_close(rs_module *m) {
    if (m->dwfl) dwfl_end(m->dwfl);
    m->dwfl = NULL;
    m->mod = NULL;
}

/* A debug file of build-id hex in the roots (--debug-dir, then
   /usr/lib/debug): ROOT/.build-id/xx/yyyy.debug, for a module whose file
   is not there or is another build. */
static int rs_open_by_build_id(rs_module *m) {
    char roots[8192], file[8300], got[2 * 64 + 1];
    char *root, *save = NULL;
    snprintf(roots, sizeof roots, "%s", rs_roots());
    for (root = strtok_r(roots, ":", &save); root; root = strtok_r(NULL, ":", &save)) {
        snprintf(file, sizeof file, "%s/.build-id/%.2s/%s.debug", root, m->hex, m->hex + 2);
        if (!rs_module_open(m, file, got)) continue;
        if (!strcmp(got, m->hex)) return 1;
        rs_module_close(m);
    }
    return 0;
}

/* The recorded build-id decides which file may name the sites: the module's
   own when its id is that one, else a debug file of that id; another id is a
   rebuilt binary, whose offsets would name other code. */
static void rs_module_find_file(rs_module *m) {
    char got[2 * 64 + 1];
    struct stat st;
    if (stat(m->path, &st) == 0) m->mtime = (uint64_t)st.st_mtime;
    if (rs_module_open(m, m->path, got)) {
        if (!m->hex[0] || !strcmp(got, m->hex)) return;
        rs_module_close(m);
        if (!rs_open_by_build_id(m))
            fprintf(stderr,
                    "sctrace: note: %s has build-id %s, the trace recorded %s (rebuilt?): not used, its sites stay "
                    "module+0xoffset\n",
                    m->path, got[0] ? got : "(none)", m->hex);
        return;
    }
    if (m->hex[0]) rs_open_by_build_id(m);
}

/* The module of (path, hex), opened on first use; NULL when out of memory. */
static rs_module *rs_module_get(const char *path, const char *hex) {
    size_t i;
    rs_module *m;
    for (i = 0; i < rs_mods.n; i++)
        if (!strcmp(rs_mods.m[i]->path, path) && !strcmp(rs_mods.m[i]->hex, hex)) return rs_mods.m[i];
    if (rs_mods.n == rs_mods.cap) {
        size_t cap = rs_mods.cap ? rs_mods.cap * 2 : 8;
        rs_module **g = (rs_module **)realloc(rs_mods.m, cap * sizeof *g);
        if (!g) return NULL;
        rs_mods.m = g;
        rs_mods.cap = cap;
    }
    if (!(m = (rs_module *)calloc(1, sizeof *m))) return NULL;
    m->path = rs_strdup(path);
    m->hex = rs_strdup(hex);
    if (!m->path || !m->hex) {
        free(m->path);
        free(m->hex);
        free(m);
        return NULL;
    }
    rs_mods.m[rs_mods.n++] = m;
    rs_module_find_file(m);
    return m;
}

static const void *rs_module_key(const char *path, const char *hex, uint64_t taken) {
    rs_module *m = rs_module_get(path, hex);
    if (!m || !m->dwfl) return NULL;
    if (hex[0] || !taken || m->mtime <= taken) return m;
    if (!m->told_stale)
        fprintf(stderr,
                "sctrace: note: %s changed after the trace was taken (rebuilt?; the trace records no build-id): "
                "its sites stay module+0xoffset\n",
                path);
    m->told_stale = 1;
    return NULL;
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

static rs_site *rs_lookup(const void *module, uint64_t offset) {
    const rs_module *m = (const rs_module *)module;
    rs_site *s;
    Dwarf_Addr a;
    Dwfl_Line *ln;
    const char *file = NULL;
    int line = 0;
    if (!m->dwfl || !offset) return NULL;
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
        rs_module_close(rs_mods.m[i]);
        free(rs_mods.m[i]->path);
        free(rs_mods.m[i]->hex);
        free(rs_mods.m[i]);
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

/* Nothing resolves; each (path, build-id) gets a key all the same, so
   the cache remembers that. */
static const void *rs_module_key(const char *path, const char *hex, uint64_t taken) {
    size_t i, n = strlen(path) + strlen(hex) + 2;
    static int told;
    char *key;
    (void)taken;
    if (!told && access(path, R_OK) == 0) {
        fprintf(stderr, "sctrace: note: sites are shown as module+0xoffset: site resolution is %s\n", rs_backend());
        told = 1;
    }
    for (i = 0; i < rs_names.n; i++)
        if (!strncmp(rs_names.path[i], path, strlen(path)) && rs_names.path[i][strlen(path)] == '\n' &&
            !strcmp(rs_names.path[i] + strlen(path) + 1, hex))
            return rs_names.path[i];
    if (rs_names.n == rs_names.cap) {
        size_t cap = rs_names.cap ? rs_names.cap * 2 : 8;
        char **g = (char **)realloc(rs_names.path, cap * sizeof *g);
        if (!g) return NULL;
        rs_names.path = g;
        rs_names.cap = cap;
    }
    if (!(key = (char *)malloc(n))) return NULL;
    snprintf(key, n, "%s\n%s", path, hex);
    return rs_names.path[rs_names.n++] = key;
}

static rs_site *rs_lookup(const void *module, uint64_t offset) {
    (void)module, (void)offset;
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
