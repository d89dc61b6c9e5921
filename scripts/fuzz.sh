#!/bin/sh
# Fuzzes the board parser (PageParser.parse(markdown:file:)) with libFuzzer for a
# bounded time.
#
#   scripts/fuzz.sh [SECONDS]        default 60
#   FUZZ_SEED=N FUZZ_RUNS=M scripts/fuzz.sh SECONDS
#                                    a reproducible run: libFuzzer's seed N, at most M
#                                    inputs (SECONDS stays the cap). `make test` runs
#                                    FUZZ_SEED=1 FUZZ_RUNS=20000 on a fresh corpus, so
#                                    CI explores the same inputs every time and a
#                                    finding there is a real regression, not chance.
#
# How it is built (Swift 6.3.1, Linux), without unsafeFlags in Package.swift:
#   1. `swift build --scratch-path .build-fuzz --sanitize=fuzzer --sanitize=address
#      --target BoardFormat` compiles BoardFormat and what it depends on (Yams and its
#      C part CYaml, CollectionLayout, ReorderEngine, Scenario) with coverage instrumentation and
#      AddressSanitizer, into object files; SwiftPM links nothing for library targets.
#      (libcmark is the system's, so it is not instrumented.)
#   2. `swiftc -sanitize=fuzzer,address -parse-as-library Fuzz/BoardParserFuzz.swift`
#      with -I .build-fuzz/debug/Modules, the CCmark and CYaml module maps, those
#      object files and -lcmark links the fuzzer: libFuzzer supplies main(), the Swift
#      file supplies LLVMFuzzerTestOneInput. ld.gold prints "Cannot export local
#      symbol '__asan_check_…'" warnings; they are harmless.
#   From a clean .build-fuzz this takes about 10-40 s (2 cores), after which the
#   fuzzer build is incremental.
#
# Seeds: examples/*.md, Tests/BoardFormatTests/Corpus/**/*.md and
# Tests/Fixtures/hostile/**/*.md. The corpus libFuzzer grows is kept in
# .build-fuzz/corpus between runs. Prints the executions and any crash file
# (.build-fuzz/crashes/crash-…, leak-…, timeout-…, oom-…); exits 1 when there is one.
# Reproduce a crash with: .build-fuzz/fuzzer/board-parser-fuzz FILE
set -eu
cd "$(dirname "$0")/.."
SECONDS_TO_RUN=${1:-60}
SWIFT=${SWIFT:-swift}
SWIFTC=${SWIFTC:-$(dirname "$(command -v "$SWIFT")")/swiftc}
SCRATCH=.build-fuzz
FUZZER=$SCRATCH/fuzzer/board-parser-fuzz

mkdir -p "$SCRATCH"
echo "fuzz: building the instrumented parser into $SCRATCH"
"$SWIFT" build --scratch-path "$SCRATCH" --sanitize=fuzzer --sanitize=address --target BoardFormat >"$SCRATCH/build.log" 2>&1 || {
    cat "$SCRATCH/build.log"; echo "fuzz: the instrumented build failed"; exit 2; }
# The Swift targets' objects of their current sources only (SwiftPM lists them in each target's `sources`):
# an object of a file since renamed or removed may still lie in .build-fuzz and would link twice.
OBJECTS=$(
    for target in BoardFormat CollectionLayout ReorderEngine Scenario Yams; do
        while IFS= read -r source; do
            echo "$SCRATCH/debug/$target.build/$(basename "$source").o"
        done < "$SCRATCH/debug/$target.build/sources"
    done
    find "$SCRATCH"/debug/CYaml.build -name '*.o'
)
OBJECTS=$(printf '%s\n' $OBJECTS | sort)
mkdir -p "$SCRATCH/fuzzer" "$SCRATCH/corpus" "$SCRATCH/crashes"
# shellcheck disable=SC2086  # the object paths have no spaces
"$SWIFTC" -sanitize=fuzzer,address -parse-as-library -g \
    -I "$SCRATCH/debug/Modules" -I Sources/CCmark \
    -Xcc -fmodule-map-file="$SCRATCH/checkouts/Yams/Sources/CYaml/include/module.modulemap" \
    Fuzz/BoardParserFuzz.swift $OBJECTS -lcmark -lm -o "$FUZZER" 2>"$SCRATCH/link.log" || {
    cat "$SCRATCH/link.log"; echo "fuzz: linking the fuzzer failed"; exit 2; }

SEEDS=$SCRATCH/seeds
rm -rf "$SEEDS" && mkdir -p "$SEEDS"
find examples Tests/BoardFormatTests/Corpus Tests/Fixtures/hostile -name '*.md' -type f 2>/dev/null |
    while IFS= read -r file; do
        cp "$file" "$SEEDS/$(printf '%s' "$file" | cksum | cut -d' ' -f1).md"
    done
echo "fuzz: $(ls "$SEEDS" | wc -l) seed files, running for $SECONDS_TO_RUN s"

BEFORE=$(ls "$SCRATCH/crashes" | wc -l)
STATUS=0
# Timeouts: one input taking over 10 s is a finding. Leaks are findings too.
CORPUS=$SCRATCH/corpus
if [ -n "${FUZZ_SEED:-}" ]; then
    # Reproducible: start from the seeds alone, with a fixed seed and number of runs.
    CORPUS=$SCRATCH/corpus-seed-$FUZZ_SEED
    rm -rf "$CORPUS" && mkdir -p "$CORPUS"
fi
"$FUZZER" -max_total_time="$SECONDS_TO_RUN" -timeout=10 -max_len=16384 -print_final_stats=1 \
    ${FUZZ_SEED:+-seed="$FUZZ_SEED"} ${FUZZ_RUNS:+-runs="$FUZZ_RUNS"} \
    -artifact_prefix="$SCRATCH/crashes/" "$CORPUS" "$SEEDS" >"$SCRATCH/run.log" 2>&1 || STATUS=$?
RUNS=$(sed -n 's/^stat::number_of_executed_units: *//p' "$SCRATCH/run.log" | tail -1)
RATE=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$SCRATCH/run.log" | tail -1)
echo "fuzz: ${RUNS:-?} executions (${RATE:-?}/s), corpus $(ls "$CORPUS" | wc -l) files"
AFTER=$(ls "$SCRATCH/crashes" | wc -l)
if [ "$STATUS" -ne 0 ] || [ "$AFTER" -gt "$BEFORE" ]; then
    grep -E 'ERROR|SUMMARY|Fatal error|Test unit written|panic' "$SCRATCH/run.log" | head -20
    echo "fuzz: findings (full log: $SCRATCH/run.log):"
    ls -t "$SCRATCH/crashes" | head -n $((AFTER - BEFORE > 0 ? AFTER - BEFORE : 5)) | sed "s|^|  $SCRATCH/crashes/|"
    exit 1
fi
echo "fuzz: no crash"
