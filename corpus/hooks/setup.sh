#!/bin/sh
# before: hook for the example corpus. Hooks run in the corpus file's folder; this one works
# from anywhere. It records that the scenario's setup ran (a stand-in for seeding fixtures).
set -eu
dir="$(cd "$(dirname "$0")" && pwd)/.state"
mkdir -p "$dir"
date -u +%Y-%m-%dT%H:%M:%SZ > "$dir/setup-ran"
