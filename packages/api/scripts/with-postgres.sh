#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   scripts/with-postgres.sh <command…>
# Starts a temporary cluster on a free 127.0.0.1 port (as the `postgres` user when run as root,
# since PostgreSQL refuses to run as root), exports DATABASE_URL (a superuser, so tests can
# create one database per file), runs the command, stops and deletes the cluster, and exits
# with the command's exit code.
set -uo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command…>" >&2
  exit 2
fi

# PostgreSQL binaries: on PATH, else Debian's /usr/lib/postgresql/<version>/bin (newest first).
bindir=""
if command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1; then
  bindir="$(dirname "$(readlink -f "$(command -v initdb)")")"
else
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k4 -V -r); do
    if [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ]; then bindir="$dir"; break; fi
  done
fi
if [ -z "$bindir" ]; then
  echo "with-postgres: no PostgreSQL server binaries (initdb, pg_ctl) found; on Debian: apt-get install postgresql postgresql-contrib" >&2
  exit 127
fi

# As root, run the server as an unprivileged user.
as_db_user=()
if [ "$(id -u)" = 0 ]; then
  if ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres || { echo "with-postgres: cannot create the postgres user" >&2; exit 1; }
  fi
  if command -v runuser >/dev/null 2>&1; then as_db_user=(runuser -u postgres --); else as_db_user=(su postgres -s /bin/sh -c '"$0" "$@"'); fi
fi

workdir="$(mktemp -d "${TMPDIR:-/tmp}/parkade-pg.XXXXXX")"
[ "$(id -u)" = 0 ] && chown postgres "$workdir"

port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

stop() {
  "${as_db_user[@]}" "$bindir/pg_ctl" -D "$workdir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if ! "${as_db_user[@]}" "$bindir/initdb" -D "$workdir/data" -U parkade --auth=trust -E UTF8 --no-locale --no-sync >"$workdir/initdb.log" 2>&1; then
  echo "with-postgres: initdb failed:" >&2
  cat "$workdir/initdb.log" >&2
  exit 1
fi
# A test cluster: durability off, for speed.
if ! "${as_db_user[@]}" "$bindir/pg_ctl" -D "$workdir/data" -l "$workdir/server.log" -w -t 60 \
  -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null; then
  echo "with-postgres: the server did not start:" >&2
  cat "$workdir/server.log" >&2
  exit 1
fi

export DATABASE_URL="postgres://parkade@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') at $DATABASE_URL" >&2
"$@"
code=$?
exit "$code"
