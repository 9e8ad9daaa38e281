#!/usr/bin/env bash
# Writes ./executable: the Node.js program behind a `#!` line (no npm packages), stencil.js
# copied unchanged so that coverage maps back to its lines. TSB_VARIANT (1..3, from tsb build)
# makes each reference variant an equivalent build: the same script under V8's default tiers,
# without the optimising compiler, or with a larger stack.
set -e
node_bin="$(command -v node)"
case "${TSB_VARIANT:-1}" in
  2) line="#!$node_bin --no-opt" ;;
  3) line="#!$node_bin --stack-size=2000" ;;
  *) line='#!/usr/bin/env node' ;;
esac
{ echo "$line"; cat stencil.js; } > executable
chmod +x executable
