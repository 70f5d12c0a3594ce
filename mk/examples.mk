# mk/examples.mk - example mini-apps, the OSU-style harness and `make demo`.
#
# Included by the top-level Makefile, which defines MPIS (the installed
# subset of "mpich openmpi"), BUILD and CFLAGS_COMMON, and the rule for
# $(BUILD)/sctrace. For each MPI in $(MPIS) this builds
#     $(BUILD)/<mpi>/examples/<name>   from examples/<name>.c (and example.h,
#                                      the helper they share)
#     $(BUILD)/<mpi>/bench/osu         from bench/osu.c
#     $(BUILD)/<mpi>/examples/halo_cxx from examples/halo_cxx.cpp (mpicxx.<mpi>)
#     $(BUILD)/<mpi>/examples-fortran/halo, token   from examples/halo.f90 and
#                                      examples/token.f (mpif90.<mpi>, only
#                                      where it and gfortran exist), and
#                                      tests/lang/halo_twin.c, their C twin;
#                                      no tracer inside: traced by LD_PRELOAD;
#                                      and halo_f08 (mpi_f08)
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

# the MPIs with a C++ wrapper, and with a Fortran one and gfortran
CXX_MPIS := $(foreach m,$(MPIS),$(if $(shell command -v mpicxx.$(m) 2>/dev/null),$(m)))
FORTRAN_MPIS := $(if $(shell command -v gfortran 2>/dev/null),$(foreach m,$(MPIS),$(if \
    $(shell command -v mpif90.$(m) 2>/dev/null),$(m))))
EXAMPLES_FORTRAN := halo token

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

# $(1) = an MPI with mpicxx.$(1): the C++ example embeds the tracer (Open MPI's
# deprecated C++ bindings are left out: their header warns)
define examples__cxx_rules
examples__bins_$(1) += $$(BUILD)/$(1)/examples/halo_cxx
$$(BUILD)/$(1)/examples/halo_cxx: examples/halo_cxx.cpp $$(EXAMPLES_DEPS)
	@mkdir -p $$(@D)
	mpicxx.$(1) -std=c++11 -I. -DOMPI_SKIP_MPICXX $$(CFLAGS_COMMON) -o $$@ $$< $$(EXAMPLES_LDLIBS)
endef
$(foreach m,$(CXX_MPIS),$(eval $(call examples__cxx_rules,$(m))))

# $(1) = an MPI with mpif90.$(1) and gfortran: the Fortran examples and their
# C twin, all without the tracer (tests/languages.sh preloads it)
define examples__fortran_rules
examples__bins_$(1) += $$(EXAMPLES_FORTRAN:%=$$(BUILD)/$(1)/examples-fortran/%) \
    $$(BUILD)/$(1)/examples-fortran/halo_twin $$(BUILD)/$(1)/bench/callgrind_loop_f \
    $$(BUILD)/$(1)/bench/callgrind_loop_f08 \
    $$(BUILD)/$(1)/examples-fortran/abort $$(BUILD)/$(1)/examples-fortran/idup \
    $$(BUILD)/$(1)/examples-fortran/halo_f08 $$(BUILD)/$(1)/examples-fortran/status_f08 \
    $$(BUILD)/$(1)/examples-fortran/callback_f08
$$(BUILD)/$(1)/examples-fortran/halo $$(BUILD)/$(1)/examples-fortran/halo_f08: $$(BUILD)/$(1)/examples-fortran/%: examples/%.f90
	@mkdir -p $$(@D)
	mpif90.$(1) -O2 -g -Wall -J $$(@D) -o $$@ $$<
$$(BUILD)/$(1)/examples-fortran/token: examples/token.f
	@mkdir -p $$(@D)
	mpif90.$(1) -O2 -g -Wall -o $$@ $$<
$$(BUILD)/$(1)/examples-fortran/abort $$(BUILD)/$(1)/examples-fortran/idup \
$$(BUILD)/$(1)/examples-fortran/status_f08 $$(BUILD)/$(1)/examples-fortran/callback_f08: \
    $$(BUILD)/$(1)/examples-fortran/%: tests/lang/%.f90
	@mkdir -p $$(@D)
	mpif90.$(1) -O2 -g -Wall -J $$(@D) -o $$@ $$<
$$(BUILD)/$(1)/bench/callgrind_loop_f: bench/callgrind_loop.f90
	@mkdir -p $$(@D)
	mpif90.$(1) -O2 -g -Wall -J $$(@D) -o $$@ $$<
$$(BUILD)/$(1)/bench/callgrind_loop_f08: bench/callgrind_loop_f08.f90
	@mkdir -p $$(@D)
	mpif90.$(1) -O2 -g -Wall -J $$(@D) -o $$@ $$<
$$(BUILD)/$(1)/examples-fortran/halo_twin: tests/lang/halo_twin.c
	@mkdir -p $$(@D)
	mpicc.$(1) -std=gnu99 $$(CFLAGS_COMMON) -o $$@ $$<
endef
$(foreach m,$(FORTRAN_MPIS),$(eval $(call examples__fortran_rules,$(m))))

# MPI-4 sessions from mpi_f08: MPICH only (Open MPI 4.1 has no sessions)
ifneq ($(filter mpich,$(FORTRAN_MPIS)),)
examples__bins_mpich += $(BUILD)/mpich/examples-fortran/session_f08
$(BUILD)/mpich/examples-fortran/session_f08: tests/lang/session_f08.f90
	@mkdir -p $(@D)
	mpif90.mpich -O2 -g -Wall -J $(@D) -o $@ $<
endif

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
