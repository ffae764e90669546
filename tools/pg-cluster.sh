#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on a loopback port, from Debian's packages.
#   tools/pg-cluster.sh start DIR   creates and starts it; prints its DATABASE_URL
#   tools/pg-cluster.sh stop DIR    stops it and removes DIR
set -euo pipefail
action=$1
dir=$2
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)

as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$action" in
  start)
    # The cluster lives in its own folder under the system's temporary
    # directory: a clone may sit under a folder the postgres user cannot
    # enter (mktemp -d makes 0700 ones), and initdb runs as that user.
    # DIR only records where it is.
    mkdir -p "$dir"
    cluster=$(mktemp -d "${TMPDIR:-/tmp}/fichas-pg-XXXXXX")
    echo "$cluster" > "$dir/cluster"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$cluster"
    (cd / && as_pg "$bin/initdb" -D "$cluster/data" -A trust -U postgres -E UTF8 --no-sync >/dev/null)
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
    (cd / && as_pg "$bin/pg_ctl" -D "$cluster/data" -l "$cluster/server.log" -w \
      -o "-p $port -k $cluster -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null)
    psql "postgres://postgres@127.0.0.1:$port/postgres" -q -c "CREATE DATABASE fichas" >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/fichas"
    ;;
  stop)
    if [ -f "$dir/cluster" ]; then
      cluster=$(cat "$dir/cluster")
      if [ -d "$cluster/data" ]; then (cd / && as_pg "$bin/pg_ctl" -D "$cluster/data" -m fast stop >/dev/null) || true; fi
      rm -rf "$cluster"
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
