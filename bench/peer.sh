#!/usr/bin/env bash
# mcp-eval beside promptfoo, both live on the example server and the bench's fake model, at equal
# concurrency (bench/peer.ts prints each tool's bound, efficiency, tree memory, first request):
#   bench/peer.sh                       (N=500 scenarios, K=16, L=200 ms)
#   BENCH_PEER_N=100 BENCH_PEER_K=8 BENCH_LATENCY_MS=200 BENCH_PEER_ROUNDS=3 bench/peer.sh
# From a fresh clone: npm ci, then this script (it builds the example server).
# promptfoo needs Node >= 22.22: tools/node24 (scripts/ensure-node24.mjs installs it). promptfoo
# itself is installed on demand with npm into $PEER_DIR (default: a folder under $TMPDIR), once.
set -euo pipefail
cd "$(dirname "$0")/.."

PROMPTFOO_VERSION="${PROMPTFOO_VERSION:-0.123.1}"
PEER_DIR="${PEER_DIR:-${TMPDIR:-/tmp}/mcp-eval-peer-promptfoo-$PROMPTFOO_VERSION}"
NODE24=tools/node24/node_modules/node/bin/node

fail() {
  echo "bench/peer.sh: $*" >&2
  exit 1
}

[ -x "$NODE24" ] || node scripts/ensure-node24.mjs || fail "cannot install Node 24 into tools/node24 (npm ci --prefix tools/node24 failed)"
"$NODE24" -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=22)?0:1)' \
  || fail "promptfoo needs Node >= 22.22; $NODE24 is $("$NODE24" --version)"

CLI="$PEER_DIR/node_modules/promptfoo/dist/src/main.js"
if [ ! -f "$CLI" ]; then
  echo "Installing promptfoo@$PROMPTFOO_VERSION into $PEER_DIR (once) ..." >&2
  mkdir -p "$PEER_DIR"
  [ -f "$PEER_DIR/package.json" ] || echo '{"name":"peer","private":true}' >"$PEER_DIR/package.json"
  # npm runs install scripts with the Node on PATH: let it be Node 24's.
  PATH="$(cd "$(dirname "$NODE24")" && pwd):$PATH" npm install --prefix "$PEER_DIR" --no-audit --no-fund \
    "promptfoo@$PROMPTFOO_VERSION" >"$PEER_DIR/install.log" 2>&1 \
    || fail "npm could not install promptfoo@$PROMPTFOO_VERSION (see $PEER_DIR/install.log)"
fi
[ -f "$CLI" ] || fail "promptfoo is installed but $CLI is missing: its layout changed; set PROMPTFOO_VERSION"
"$NODE24" "$CLI" --version >/dev/null 2>&1 \
  || fail "promptfoo does not start under $("$NODE24" --version): $("$NODE24" "$CLI" --version 2>&1 | tail -5)"

npm run -s build:example
PEER_NODE="$(pwd)/$NODE24" PEER_PROMPTFOO="$CLI" npx tsx bench/peer.ts
