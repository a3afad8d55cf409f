#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1 for tests and benchmarks (Debian's postgresql package).
#
#   scripts/throwaway-postgres.sh start [PORT]   new empty cluster; prints its URL on stdout
#   scripts/throwaway-postgres.sh pause [PORT]   stops it, keeping its data (a database that went away)
#   scripts/throwaway-postgres.sh resume [PORT]  starts it again on the same data
#   scripts/throwaway-postgres.sh stop [PORT]    stops it and deletes its data
#
# PORT defaults to 55432. The URL is postgres://app@127.0.0.1:PORT/postgres (user app, trust auth,
# loopback only). PostgreSQL refuses to run as root, so as root (CI) the cluster belongs to and runs
# as the postgres user. Where the cluster lives is remembered in $TMPDIR per port, so several
# clusters can run side by side on different ports.
set -euo pipefail

command=${1:-}
port=${2:-55432}
state="${TMPDIR:-/tmp}/throwaway-postgres-${port}.dir"

bin=${PG_BIN:-}
if [ -z "$bin" ]; then
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
fi
if [ -z "$bin" ] || [ ! -x "$bin/pg_ctl" ]; then
  echo "throwaway-postgres: no PostgreSQL server found (apt-get install -y postgresql, or set PG_BIN)" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_ctl_start() {
  as_owner "$bin/pg_ctl" -D "$1/data" -l "$1/log" \
    -o "-p $port -k $1 -c listen_addresses=127.0.0.1" -w start >/dev/null
}

remembered_dir() {
  if [ ! -f "$state" ]; then
    echo "throwaway-postgres: no cluster was started on port $port" >&2
    exit 1
  fi
  cat "$state"
}

case "$command" in
  start)
    if [ -f "$state" ]; then
      echo "throwaway-postgres: a cluster is already running on port $port ($(cat "$state")); stop it first" >&2
      exit 1
    fi
    dir=$(mktemp -d "${TMPDIR:-/tmp}/throwaway-postgres.XXXXXX")
    chmod 755 "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; fi
    as_owner "$bin/initdb" -D "$dir/data" -A trust -U app >/dev/null
    pg_ctl_start "$dir"
    echo "$dir" >"$state"
    echo "postgres://app@127.0.0.1:${port}/postgres"
    ;;
  pause)
    dir=$(remembered_dir)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
    ;;
  resume)
    dir=$(remembered_dir)
    pg_ctl_start "$dir"
    ;;
  stop)
    dir=$(remembered_dir)
    as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir" "$state"
    ;;
  *)
    echo "usage: $0 start|pause|resume|stop [PORT]" >&2
    exit 2
    ;;
esac
