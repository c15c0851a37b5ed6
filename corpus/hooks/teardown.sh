#!/bin/sh
# after: hook for the example corpus (always runs): removes what setup.sh wrote.
set -eu
dir="$(cd "$(dirname "$0")" && pwd)/.state"
rm -f "$dir/setup-ran"
rmdir "$dir" 2>/dev/null || true
