# sctrace - build, test and benchmark.
#   make            the sctrace tool, unit tests, benchmarks, and every MPI program
#                   for each installed MPI (build/mpich/..., build/openmpi/...)
#   make test       install missing packages (as root on Debian/Ubuntu), build,
#                   run the whole suite, sanitizer pass included; ends with
#                   "N passed, N failed"
#   make test-sanitize   the ASan+UBSan part of the suite alone
#   make demo       a 2D stencil traced at 4 ranks, then its summary
#   make bench      build the benchmarks (build/bench/..., build/<mpi>/bench/...)
#   make install PREFIX=...   install (mk/install.mk); make uninstall
# Everything is built under build/.

BUILD := build
CC ?= cc
CFLAGS_COMMON := -O2 -g -Wall -Wextra -Wpedantic
CFLAGS ?= $(CFLAGS_COMMON) -std=c99
SAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
LDLIBS := -lzstd -lm
MPIS := $(foreach m,mpich openmpi,$(if $(shell command -v mpicc.$(m) 2>/dev/null),$(m)))

HEADERS := sctrace.h
UNIT_SRC := $(wildcard tests/unit/test_*.c)
UNIT_BIN := $(patsubst tests/unit/%.c,$(BUILD)/tests/unit/%,$(UNIT_SRC))
UNIT_SAN := $(patsubst tests/unit/%.c,$(BUILD)/asan/tests/unit/%,$(UNIT_SRC))
BENCH_BIN := $(BUILD)/bench/compress $(BUILD)/bench/merge_sim $(BUILD)/bench/histsize $(BUILD)/bench/vcoll_sim $(BUILD)/bench/memory_sim

.PHONY: all test test-sanitize deps unit sanitize-bins bench bench-run build-for-test clean compile-check fuzz
# MPI programs come from mk/*.mk, for each MPI in MPIS
MPI_TARGETS := $(if $(MPIS),$(if $(wildcard mk/mpi.mk),mpi-all) $(if $(wildcard mk/examples.mk),examples-all))
all: $(BUILD)/sctrace unit bench compile-check $(MPI_TARGETS)

# export --otf2 is built in where the OTF2 library is (pkg-config otf2)
HAVE_OTF2 := $(shell pkg-config --exists otf2 2>/dev/null && echo yes)
OTF2_FLAGS := $(if $(HAVE_OTF2),-DSCTRACE_HAVE_OTF2 $(shell pkg-config --cflags otf2))
OTF2_LIBS := $(if $(HAVE_OTF2),$(shell pkg-config --libs otf2))
# call sites resolve to function (file:line) where elfutils' libdw is
# (pkg-config libdw); libstdc++ demangles C++ names
HAVE_LIBDW := $(shell pkg-config --exists libdw 2>/dev/null && echo yes)
DW_FLAGS := $(if $(HAVE_LIBDW),-DSCTRACE_HAVE_LIBDW $(shell pkg-config --cflags libdw))
DW_LIBS := $(if $(HAVE_LIBDW),$(shell pkg-config --libs libdw) -lelf -lstdc++)
TOOL_HEADERS := tools/sct_resolve.h tools/sct_analysis.h tools/sct_progress.h tools/sct_otf2.h tools/sct_run.h \
    tools/sct_extrap.h tools/sct_proxy.h

$(BUILD)/sctrace: tools/sctrace.c $(TOOL_HEADERS) $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_COMMON) -std=gnu99 $(OTF2_FLAGS) $(DW_FLAGS) -o $@ $< $(OTF2_LIBS) $(DW_LIBS) $(LDLIBS)

$(BUILD)/asan/sctrace: tools/sctrace.c $(TOOL_HEADERS) $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(SAN_FLAGS) -std=gnu99 $(OTF2_FLAGS) $(DW_FLAGS) -o $@ $< $(OTF2_LIBS) $(DW_LIBS) $(LDLIBS)

unit: $(UNIT_BIN)
$(BUILD)/tests/unit/%: tests/unit/%.c tests/unit/test.h tests/unit/common.h bench/sim.h $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -o $@ $< $(LDLIBS)

sanitize-bins: $(UNIT_SAN) $(BUILD)/asan/sctrace
$(BUILD)/asan/tests/unit/%: tests/unit/%.c tests/unit/test.h tests/unit/common.h bench/sim.h $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(SAN_FLAGS) -std=c99 -o $@ $< $(LDLIBS)

bench: $(BENCH_BIN)
bench-run: bench
	$(BUILD)/bench/compress
$(BUILD)/bench/%: bench/%.c bench/sim.h $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_COMMON) -std=gnu99 -o $@ $< $(LDLIBS)

# Each header alone, declarations only and with its implementation, as C99,
# C11 and C++, warnings as errors (tests/compile).
compile-check: $(BUILD)/tests/compile/.ok
$(BUILD)/tests/compile/.ok: tests/compile/check.sh $(wildcard tests/compile/*.c tests/compile/*.cpp) $(wildcard sctrace*.h) tools/sctrace_replay.h tools/sctrace_replay.c
	@mkdir -p $(dir $@)
	@sh tests/compile/check.sh $(BUILD)/tests/compile && touch $@

# The reader's fuzz target (clang's libFuzzer); skipped where it is missing.
HAVE_LIBFUZZER := $(shell printf 'int LLVMFuzzerTestOneInput(const char*d,long n){(void)d;(void)n;return 0;}' | clang -x c -fsanitize=fuzzer -o /dev/null - 2>/dev/null && echo yes)
fuzz: $(if $(HAVE_LIBFUZZER),$(BUILD)/fuzz/fuzz_reader $(BUILD)/fuzz/seeds)
$(BUILD)/fuzz/fuzz_reader: tests/fuzz/fuzz_reader.c bench/sim.h $(HEADERS)
	@mkdir -p $(dir $@)
	clang -std=c99 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -o $@ $< $(LDLIBS)
$(BUILD)/fuzz/seeds: tests/fuzz/seeds.c bench/sim.h $(HEADERS)
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS_COMMON) -std=gnu99 -o $@ $< $(LDLIBS)

deps:
	@sh tools/install-deps.sh

# The machines have 2 cores: build with both.
test: deps
	@$(MAKE) --no-print-directory -j2 build-for-test
	@sh tests/run.sh all

test-sanitize: deps
	@$(MAKE) --no-print-directory -j2 sanitize-bins
	@sh tests/run.sh sanitize

build-for-test: all sanitize-bins fuzz

clean:
	rm -rf $(BUILD)

-include mk/*.mk
