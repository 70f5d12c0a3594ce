# mk/examples.mk - example mini-apps, the OSU-style harness and `make demo`.
#
# Included by the top-level Makefile, which defines MPIS (the installed
# subset of "mpich openmpi"), BUILD and CFLAGS_COMMON, and the rule for
# $(BUILD)/sctrace. For each MPI in $(MPIS) this builds
#     $(BUILD)/<mpi>/examples/<name>   from examples/<name>.c (and example.h,
#                                      the helper they share)
#     $(BUILD)/<mpi>/bench/osu         from bench/osu.c
# with Debian's explicitly named compiler wrappers (mpicc.mpich,
# mpicc.openmpi), never plain mpicc, whose alternative may point at either.
#
# Targets: examples-all (everything above, for every MPI) and demo (runs the
# 2D stencil at 4 ranks and prints `sctrace info` and `sctrace tree` of its
# trace, preferring Open MPI).

# Keep whatever default goal the including Makefile had (or had not yet).
examples__saved_goal := $(.DEFAULT_GOAL)

EXAMPLES := stencil2d stencil3d ring pop master_worker pingpong
EXAMPLES_PLAIN := stencil2d ring
EXAMPLES_DEPS := sctrace.h sctrace_mpi.h
EXAMPLES_LDLIBS := -lzstd -ldl -lpthread -lm

# $(1) = mpich or openmpi
define examples__rules
examples__bins_$(1) := $$(EXAMPLES:%=$$(BUILD)/$(1)/examples/%) $$(BUILD)/$(1)/bench/osu \
    $$(BUILD)/$(1)/bench/callgrind_loop $$(EXAMPLES_PLAIN:%=$$(BUILD)/$(1)/examples-plain/%)

$$(EXAMPLES:%=$$(BUILD)/$(1)/examples/%): $$(BUILD)/$(1)/examples/%: examples/%.c examples/example.h $$(EXAMPLES_DEPS)
	@mkdir -p $$(@D)
	mpicc.$(1) -std=gnu99 -I. $$(CFLAGS_COMMON) -o $$@ $$< $$(EXAMPLES_LDLIBS)

# plain builds (no tracer inside) of two examples, traced through LD_PRELOAD
$$(EXAMPLES_PLAIN:%=$$(BUILD)/$(1)/examples-plain/%): $$(BUILD)/$(1)/examples-plain/%: examples/%.c examples/example.h tests/plain/sctrace_mpi.h
	@mkdir -p $$(@D)
	mpicc.$(1) -std=gnu99 -Itests/plain $$(CFLAGS_COMMON) -o $$@ $$< -lm

$$(BUILD)/$(1)/bench/callgrind_loop: bench/callgrind_loop.c $$(EXAMPLES_DEPS)
	@mkdir -p $$(@D)
	mpicc.$(1) -std=gnu99 -I. $$(CFLAGS_COMMON) -o $$@ $$< $$(EXAMPLES_LDLIBS)

$$(BUILD)/$(1)/bench/osu: bench/osu.c $$(EXAMPLES_DEPS)
	@mkdir -p $$(@D)
	mpicc.$(1) -std=gnu99 -I. $$(CFLAGS_COMMON) -o $$@ $$< $$(EXAMPLES_LDLIBS)
endef
$(foreach m,$(MPIS),$(eval $(call examples__rules,$(m))))

.PHONY: examples-all demo
examples-all: $(foreach m,$(MPIS),$(examples__bins_$(m)))

# The demo prefers Open MPI; Open MPI refuses to run as root unless told to,
# and needs --oversubscribe on machines with fewer than 4 cores.
DEMO_MPI := $(if $(filter openmpi,$(MPIS)),openmpi,$(firstword $(filter mpich,$(MPIS))))
DEMO_TRACE := $(BUILD)/demo.sct
DEMO_RUN_openmpi := OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
    mpirun.openmpi --oversubscribe -x SCTRACE_OUT -np 4
DEMO_RUN_mpich := mpirun.mpich -np 4

demo: $(BUILD)/sctrace $(if $(DEMO_MPI),$(BUILD)/$(DEMO_MPI)/examples/stencil2d)
	@test -n "$(DEMO_MPI)" || { echo "demo: neither mpicc.openmpi nor mpicc.mpich is installed" >&2; exit 1; }
	rm -f $(DEMO_TRACE)
	SCTRACE_OUT=$(DEMO_TRACE) $(DEMO_RUN_$(DEMO_MPI)) $(BUILD)/$(DEMO_MPI)/examples/stencil2d --iters 100
	$(BUILD)/sctrace info $(DEMO_TRACE)
	$(BUILD)/sctrace tree $(DEMO_TRACE)

.DEFAULT_GOAL := $(examples__saved_goal)
