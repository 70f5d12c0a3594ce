# mk/mpi.mk - the MPI front end: LD_PRELOAD library, MPI integration tests,
# and the check that the generated wrappers are up to date.
#
# Included by the top-level Makefile, which defines MPIS (the installed subset
# of "mpich openmpi"), BUILD and CFLAGS_COMMON. For each MPI in $(MPIS):
#     $(BUILD)/<mpi>/libsctrace.so          from sctrace.c (LD_PRELOAD shim)
#     $(BUILD)/<mpi>/sctrace-replay         from tools/sctrace_replay.c + .h (and asan/: sanitized)
#     $(BUILD)/<mpi>/tests/mpi/NN_name      from tests/mpi/NN_name.c, linked with
#                                           the tracer (sctrace.c)
#     $(BUILD)/<mpi>/tests/mpi/check_trace  reads a trace, verifies raw logs
#     $(BUILD)/<mpi>/tests/faults           aborts, crashes or checkpoints (tests/faults.sh)
#     $(BUILD)/<mpi>/tests/cluster_phases   two communication phases (tests/cluster.sh)
#     $(BUILD)/<mpi>/tests/threads          one loop per thread, MPI_THREAD_MULTIPLE (tests/threads.sh)
#     $(BUILD)/<mpi>/tests/hooks/01_basic   01_basic linked with a tracer built
#                                           with its test hooks (hooks/sctrace.o)
#     $(BUILD)/<mpi>/tests/conformance/NAME from tests/conformance/NAME.c, plain
#                                           (tests/conformance/run.sh preloads the tracer)
# Tests listed in MPI_TESTS_PLAIN are built without the tracer: run.sh traces
# them through LD_PRELOAD. Debian's named wrappers (mpicc.mpich,
# mpicc.openmpi) are used, never plain mpicc.
#
# Targets: mpi-all (all of the above), check-generated (fails when
# sctrace_mpi.h is stale against tools/mpi_functions.txt), check-mpi (runs
# tests/mpi/run.sh).

mpi__saved_goal := $(.DEFAULT_GOAL)

MPI_DEPS := sctrace.h sctrace_mpi.h
MPI_LDLIBS := -lzstd -ldl -lpthread -lm
MPI_CFLAGS := -std=gnu99 -I. $(CFLAGS_COMMON)
MPI_TESTS := $(basename $(notdir $(wildcard tests/mpi/[0-9][0-9]_*.c)))
MPI_TESTS_PLAIN := 07_preload
MPI_TESTS_TRACED := $(filter-out $(MPI_TESTS_PLAIN),$(MPI_TESTS))
CONF_TESTS := $(basename $(notdir $(wildcard tests/conformance/*.c)))

# $(1) = mpich or openmpi
define mpi__rules
mpi__bins_$(1) := $$(BUILD)/$(1)/libsctrace.so $$(BUILD)/$(1)/sctrace-replay $$(BUILD)/$(1)/asan/sctrace-replay \
    $$(BUILD)/$(1)/tests/replay_calls $$(BUILD)/$(1)/tests/mpi4_calls $$(BUILD)/$(1)/tests/hooks/01_basic \
    $$(BUILD)/$(1)/tests/faults $$(BUILD)/$(1)/tests/memory $$(BUILD)/$(1)/tests/threads \
    $$(BUILD)/$(1)/tests/cluster_phases \
    $$(BUILD)/$(1)/tests/mpi/check_trace \
    $$(MPI_TESTS:%=$$(BUILD)/$(1)/tests/mpi/%) $$(CONF_TESTS:%=$$(BUILD)/$(1)/tests/conformance/%)

$$(BUILD)/$(1)/sctrace.o: sctrace.c $$(MPI_DEPS)
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -fPIC -c -o $$@ $$<

$$(BUILD)/$(1)/libsctrace.so: $$(BUILD)/$(1)/sctrace.o
	mpicc.$(1) -shared -o $$@ $$< $$(MPI_LDLIBS)

$$(BUILD)/$(1)/sctrace-replay: tools/sctrace_replay.c tools/sctrace_replay.h $$(MPI_DEPS)
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$< $$(MPI_LDLIBS)

# a traced program making the calls the replay rebuilds (tests/replay.sh)
$$(BUILD)/$(1)/tests/replay_calls: tests/replay_calls.c $$(BUILD)/$(1)/sctrace.o
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$< $$(BUILD)/$(1)/sctrace.o $$(MPI_LDLIBS)

# the calls of MPI-4.0 and the deprecated MPI-1 ones (tests/mpi4.sh)
$$(BUILD)/$(1)/tests/mpi4_calls: tests/mpi4_calls.c $$(BUILD)/$(1)/sctrace.o
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$< $$(BUILD)/$(1)/sctrace.o $$(MPI_LDLIBS)

# a traced program that aborts, crashes or checkpoints on demand (tests/faults.sh)
$$(BUILD)/$(1)/tests/faults: tests/faults.c $$(BUILD)/$(1)/sctrace.o
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$< $$(BUILD)/$(1)/sctrace.o $$(MPI_LDLIBS)

# irregular programs for the memory cap and the thread streams (tests/memory.sh)
$$(BUILD)/$(1)/tests/memory: tests/memory.c $$(BUILD)/$(1)/sctrace.o
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$< $$(BUILD)/$(1)/sctrace.o $$(MPI_LDLIBS)

# MPI_THREAD_MULTIPLE: one loop per thread, recorded per thread (tests/threads.sh)
$$(BUILD)/$(1)/tests/threads: tests/threads.c $$(BUILD)/$(1)/sctrace.o
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$< $$(BUILD)/$(1)/sctrace.o $$(MPI_LDLIBS)

# a traced program that changes its communication halfway (tests/cluster.sh)
$$(BUILD)/$(1)/tests/cluster_phases: tests/cluster_phases.c $$(MPI_DEPS)
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$< $$(MPI_LDLIBS)

# the tracer with its test hooks (SCTRACE_TEST_MERGE_FAIL, _NOMEM), and a test
# program linked with it (tests/mpi/run.sh: merge-fails)
$$(BUILD)/$(1)/hooks/sctrace.o: sctrace.c $$(MPI_DEPS)
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -DSCTRACE_TEST_HOOKS -c -o $$@ $$<

$$(BUILD)/$(1)/tests/hooks/01_basic: tests/mpi/01_basic.c tests/mpi/common.h $$(BUILD)/$(1)/hooks/sctrace.o
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$< $$(BUILD)/$(1)/hooks/sctrace.o $$(MPI_LDLIBS)

# the replay engine under AddressSanitizer and UBSan (tests/replay.sh)
$$(BUILD)/$(1)/asan/sctrace-replay: tools/sctrace_replay.c tools/sctrace_replay.h $$(MPI_DEPS)
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -g -O1 -fsanitize=address,undefined -fno-omit-frame-pointer \
	    -fno-sanitize-recover=all -o $$@ $$< $$(MPI_LDLIBS)

$$(MPI_TESTS_TRACED:%=$$(BUILD)/$(1)/tests/mpi/%): $$(BUILD)/$(1)/tests/mpi/%: tests/mpi/%.c \
    tests/mpi/common.h $$(BUILD)/$(1)/sctrace.o
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$< $$(BUILD)/$(1)/sctrace.o $$(MPI_LDLIBS)

$$(MPI_TESTS_PLAIN:%=$$(BUILD)/$(1)/tests/mpi/%): $$(BUILD)/$(1)/tests/mpi/%: tests/mpi/%.c
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$<

$$(CONF_TESTS:%=$$(BUILD)/$(1)/tests/conformance/%): $$(BUILD)/$(1)/tests/conformance/%: tests/conformance/%.c
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$<

$$(BUILD)/$(1)/tests/mpi/check_trace: tests/mpi/check_trace.c sctrace.h
	@mkdir -p $$(@D)
	mpicc.$(1) $$(MPI_CFLAGS) -o $$@ $$< -lzstd -lm
endef
$(foreach m,$(MPIS),$(eval $(call mpi__rules,$(m))))

.PHONY: mpi-all check-generated check-mpi
mpi-all: $(foreach m,$(MPIS),$(mpi__bins_$(m)))

check-generated:
	python3 tools/gen_wrappers.py --check

check-mpi: mpi-all $(BUILD)/sctrace
	sh tests/mpi/run.sh

.DEFAULT_GOAL := $(mpi__saved_goal)
