#!/usr/bin/env bash
# The pinned versions agree (issue 28 item 7): rust-toolchain.toml's channel
# is the `rust-version` of Cargo.toml (bumped together), and the web app
# names the Node.js and npm it needs in package.json's `engines`.
set -euo pipefail
cd "$(dirname "$0")/../.."
channel=$(sed -n 's/^channel = "\([0-9]*\.[0-9]*\)\(\.[0-9]*\)\{0,1\}"$/\1/p' rust-toolchain.toml)
msrv=$(sed -n 's/^rust-version = "\([0-9.]*\)"$/\1/p' Cargo.toml)
if [ -z "$channel" ] || [ "$channel" != "${msrv%.0}" ]; then
  echo "rust-toolchain.toml's channel (${channel:-none}) and Cargo.toml's rust-version (${msrv:-none}) differ: bump them together" >&2
  exit 1
fi
node -e '
const { engines } = require("./web/package.json");
if (!engines || !engines.node || !engines.npm) {
  console.error("web/package.json must name the Node.js and npm it needs in engines");
  process.exit(1);
}'
