#!/bin/sh
# The install checks of `make test` (after `make build dist`; docs/install.md):
#  1. `make install PREFIX=<temporary>`, then the installed binary, called through PATH from a
#     folder with no templates folder around, builds the examples byte for byte as the in-tree
#     debug binary does; the man page and the completions are in place.
#  2. dist/shuffleboard links no Swift runtime library and has no RUNPATH, and runs, copied alone
#     into an empty folder, with LD_LIBRARY_PATH empty and the toolchain's library folders hidden
#     (an empty tmpfs mounted over each, in a private mount namespace).
# Prints "N passed, 0 failed" at the end; exits 1 at the first failure.
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SWIFT=${SWIFT:-swift}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
passed=0
pass() { passed=$((passed + 1)); echo "ok: $1"; }
fail() { echo "FAIL: $1" >&2; echo "$passed passed, 1 failed"; exit 1; }

# The reference: the in-tree debug build of the examples, as `make run` does it.
mkdir "$WORK/home"
cp -R "$ROOT/examples" "$WORK/home/examples"
(cd "$ROOT" && .build/debug/shuffleboard build examples --out "$WORK/reference" > /dev/null)

# 1. make install into a temporary prefix (DESTDIR on top, as a package build would use it).
PREFIX="$WORK/prefix"
make -C "$ROOT" --no-print-directory install PREFIX="$PREFIX" > "$WORK/install.log" 2>&1 \
    || { cat "$WORK/install.log" >&2; fail "make install PREFIX=$PREFIX"; }
for f in bin/shuffleboard share/man/man1/shuffleboard.1 share/bash-completion/completions/shuffleboard \
         share/zsh/site-functions/_shuffleboard share/fish/vendor_completions.d/shuffleboard.fish; do
    [ -s "$PREFIX/$f" ] || fail "make install did not write $PREFIX/$f"
done
grep -q '^\.Dt SHUFFLEBOARD 1' "$PREFIX/share/man/man1/shuffleboard.1" || fail "the man page is not an mdoc page"
grep -q 'templates' "$PREFIX/share/bash-completion/completions/shuffleboard" || fail "bash completions lack 'templates'"
pass "make install PREFIX=… wrote the binary, the man page and 3 completion scripts"
make -C "$ROOT" --no-print-directory install PREFIX=/usr/local DESTDIR="$WORK/stage" > "$WORK/stage.log" 2>&1 \
    || { cat "$WORK/stage.log" >&2; fail "make install DESTDIR=…"; }
[ -x "$WORK/stage/usr/local/bin/shuffleboard" ] || fail "DESTDIR: no $WORK/stage/usr/local/bin/shuffleboard"
pass "make install DESTDIR=… stages under DESTDIR"

# Called through PATH (argv[0] is a bare name) from a folder without templates/.
(cd "$WORK/home" && PATH="$PREFIX/bin:/usr/bin:/bin" shuffleboard build examples --out site > /dev/null) \
    || fail "the installed shuffleboard, called through PATH, failed to build the examples"
diff -r "$WORK/reference" "$WORK/home/site" > "$WORK/diff" || { head -20 "$WORK/diff" >&2; fail "installed build differs from the in-tree build"; }
pass "installed shuffleboard builds the examples from another folder, byte for byte as the in-tree build"

# 2. dist/shuffleboard without the Swift runtime.
DIST="$ROOT/dist/shuffleboard"
[ -x "$DIST" ] || fail "no $DIST (run make dist)"
for binary in "$DIST" "$PREFIX/bin/shuffleboard"; do
    if ldd "$binary" | grep -Ei 'swift|Foundation|dispatch|BlocksRuntime|icu' > "$WORK/ldd"; then
        cat "$WORK/ldd" >&2; fail "$binary links the Swift runtime"
    fi
    if readelf -d "$binary" | grep -E 'RUNPATH|RPATH' > "$WORK/runpath"; then
        cat "$WORK/runpath" >&2; fail "$binary has a RUNPATH"
    fi
done
pass "dist and installed binaries: no libswift*/libFoundation*/libdispatch in ldd, no RUNPATH"

mkdir "$WORK/alone"
cp "$DIST" "$WORK/alone/shuffleboard"
TOOLCHAIN=$(dirname "$(dirname "$(readlink -f "$(command -v "$SWIFT")")")")   # /opt/swift/usr
hide=""
for lib in "$TOOLCHAIN/lib" "$TOOLCHAIN/lib64"; do
    [ -d "$lib" ] && hide="$hide mount -t tmpfs none '$lib' &&"
done
run="cd '$WORK/home' && env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= '$WORK/alone/shuffleboard' build examples --out dist-site > /dev/null"
if unshare -m true 2> /dev/null; then
    unshare -m sh -c "$hide [ -z \"\$(ls '$TOOLCHAIN/lib')\" ] && $run" || fail "dist/shuffleboard failed with the toolchain's libraries hidden"
    how="with $TOOLCHAIN/lib hidden under an empty tmpfs"
else
    sh -c "$run" || fail "dist/shuffleboard failed with LD_LIBRARY_PATH empty"
    how="with LD_LIBRARY_PATH empty (no unshare here to hide the toolchain)"
fi
diff -r "$WORK/reference" "$WORK/home/dist-site" > "$WORK/diff" || { head -20 "$WORK/diff" >&2; fail "dist build differs"; }
pass "dist/shuffleboard, copied alone, builds the examples $how, byte for byte as the in-tree build"

echo "$passed passed, 0 failed"
