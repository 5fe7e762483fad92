# Source this (`. scripts/use-node-24.sh`) to run the project on Node 24, its LTS line (decision 060).
# Where the machine's Node is older (Debian's is 20, past its end of life), it fetches Node 24's official binary
# from the npm registry (the `node-<platform>-<arch>` package, no install scripts) into a cache once, and puts it
# first on PATH, so `npm install`, `npm start` and `npm test` all run on it (and npm checks engines against it).
LIMPA_NODE_VERSION=24.21.0
if [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  limpa_node_pkg="node-$(node -p 'process.platform + "-" + process.arch')"
  limpa_node_dir="${LIMPA_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/limpa/node-$LIMPA_NODE_VERSION}"
  if [ ! -x "$limpa_node_dir/node_modules/$limpa_node_pkg/bin/node" ]; then
    echo "Fetching Node $LIMPA_NODE_VERSION from the npm registry into $limpa_node_dir…" >&2
    npm install --prefix "$limpa_node_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
      "$limpa_node_pkg@$LIMPA_NODE_VERSION" >&2
  fi
  export PATH="$limpa_node_dir/node_modules/$limpa_node_pkg/bin:$PATH"
  unset limpa_node_pkg limpa_node_dir
fi
