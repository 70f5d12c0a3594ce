# mk/install.mk - make install / make uninstall.
#
#   make install [PREFIX=/usr/local] [DESTDIR=]   installs into $(DESTDIR)$(PREFIX):
#     bin/sctrace                          the command (MPI-free)
#     bin/sctrace-replay.<mpi>             the replay, one per installed MPI
#                                          (named like Debian's mpicc.<mpi>)
#     lib/sctrace/<mpi>/libsctrace.so      the LD_PRELOAD shim per MPI; `sctrace run`
#                                          finds it here, relative to bin/sctrace
#     include/sctrace/sctrace.h, sctrace_mpi.h, sctrace_replay.h
#     lib/pkgconfig/sctrace.pc             cflags and libs for embedding the headers
#     share/doc/sctrace/                   README.md, CHANGELOG.md, LICENSE, docs/
#   make uninstall [PREFIX=...] [DESTDIR=]  removes exactly those files.
#
# Included by the top-level Makefile (MPIS, BUILD). PREFIX is recorded in the
# .pc file; DESTDIR is only a staging root, as the GNU conventions say.

install__saved_goal := $(.DEFAULT_GOAL)

PREFIX ?= /usr/local
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
INSTALL_DOCS := README.md CHANGELOG.md LICENSE
INSTALL_VERSION := $(shell sed -n 's/^\#define SCTRACE_VERSION_\(MAJOR\|MINOR\|PATCH\) \([0-9]*\)$$/\2/p' sctrace.h | paste -sd.)

.PHONY: install uninstall
install: $(BUILD)/sctrace $(foreach m,$(MPIS),$(BUILD)/$(m)/libsctrace.so $(BUILD)/$(m)/sctrace-replay)
	install -d $(INSTALL_ROOT)/bin $(INSTALL_ROOT)/include/sctrace $(INSTALL_ROOT)/lib/pkgconfig \
	    $(INSTALL_ROOT)/share/doc/sctrace/docs
	install -m 755 $(BUILD)/sctrace $(INSTALL_ROOT)/bin/sctrace
	$(foreach m,$(MPIS),install -d $(INSTALL_ROOT)/lib/sctrace/$(m) && \
	    install -m 755 $(BUILD)/$(m)/libsctrace.so $(INSTALL_ROOT)/lib/sctrace/$(m)/libsctrace.so && \
	    install -m 755 $(BUILD)/$(m)/sctrace-replay $(INSTALL_ROOT)/bin/sctrace-replay.$(m) &&) true
	install -m 644 sctrace.h sctrace_mpi.h $(INSTALL_ROOT)/include/sctrace/
	sed 's|^#include "\.\./sctrace_mpi\.h"|#include "sctrace_mpi.h"|' tools/sctrace_replay.h \
	    > $(INSTALL_ROOT)/include/sctrace/sctrace_replay.h
	printf '%s\n' 'prefix=$(PREFIX)' 'includedir=$${prefix}/include/sctrace' 'libdir=$${prefix}/lib' '' \
	    'Name: sctrace' 'Description: compressed communication traces of MPI applications (stb-style headers)' \
	    'Version: $(INSTALL_VERSION)' 'Cflags: -I$${includedir}' 'Libs: -lzstd -ldl -lpthread -lm' \
	    > $(INSTALL_ROOT)/lib/pkgconfig/sctrace.pc
	install -m 644 $(INSTALL_DOCS) $(INSTALL_ROOT)/share/doc/sctrace/
	cp -R docs/. $(INSTALL_ROOT)/share/doc/sctrace/docs/

uninstall:
	rm -f $(INSTALL_ROOT)/bin/sctrace $(INSTALL_ROOT)/bin/sctrace-replay.mpich $(INSTALL_ROOT)/bin/sctrace-replay.openmpi
	rm -rf $(INSTALL_ROOT)/lib/sctrace $(INSTALL_ROOT)/include/sctrace $(INSTALL_ROOT)/share/doc/sctrace
	rm -f $(INSTALL_ROOT)/lib/pkgconfig/sctrace.pc

.DEFAULT_GOAL := $(install__saved_goal)
