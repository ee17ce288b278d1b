#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL cluster:
#   bash scripts/with-postgres.sh npx vitest run --project api
# Initialises a cluster in a temp folder with Debian's initdb (as the `postgres`
# user when run as root), starts it on 127.0.0.1 on a free port, exports
# TEST_DATABASE_URL, runs the command, then stops the cluster, removes the
# folder and exits with the command's exit code.
# For tests that restart the cluster it also exports TEST_PG_CTL: a script
# running this cluster's pg_ctl (as `postgres` when root, with -D and -l set),
# e.g. `"$TEST_PG_CTL" restart -m fast -w`; and TEST_PG_BIN, TEST_PGDATA.
set -uo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 COMMAND [ARGS…]" >&2
  exit 64
fi

PG_BIN="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  echo "with-postgres: PostgreSQL is not installed (apt-get install postgresql)" >&2
  exit 127
fi

TMP_DIR="$(mktemp -d "${TMPDIR:-/tmp}/promptdeck-pg.XXXXXX")"
PGDATA="$TMP_DIR/data"
LOG="$TMP_DIR/postgres.log"

as_pg() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [ "$(id -u)" = "0" ]; then
  if ! id postgres >/dev/null 2>&1; then
    echo "with-postgres: running as root needs the 'postgres' user (created by the postgresql package)" >&2
    rm -rf "$TMP_DIR"
    exit 1
  fi
  chown postgres "$TMP_DIR"
fi

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

started=0
cleanup() {
  if [ "$started" = "1" ]; then
    as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$TMP_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

if ! as_pg "$PG_BIN/initdb" -D "$PGDATA" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$TMP_DIR/initdb.log" 2>&1; then
  echo "with-postgres: initdb failed:" >&2
  cat "$TMP_DIR/initdb.log" >&2
  exit 1
fi

PORT=""
for attempt in 1 2 3 4 5; do
  PORT="$(free_port)"
  if as_pg "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$LOG" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p $PORT -k $TMP_DIR -c synchronous_commit=off -c max_connections=200" start >/dev/null 2>&1; then
    started=1
    break
  fi
done
if [ "$started" != "1" ]; then
  echo "with-postgres: PostgreSQL did not start:" >&2
  cat "$LOG" >&2 || true
  exit 1
fi

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres"
export TEST_PG_BIN="$PG_BIN"
export TEST_PGDATA="$PGDATA"
export TEST_PG_CTL="$TMP_DIR/pg_ctl"
if [ "$(id -u)" = "0" ]; then RUN_AS='runuser -u postgres --'; else RUN_AS=''; fi
cat >"$TEST_PG_CTL" <<SCRIPT
#!/usr/bin/env bash
# pg_ctl of the throwaway cluster of scripts/with-postgres.sh (removed with it).
exec $RUN_AS "$PG_BIN/pg_ctl" -D "$PGDATA" -l "$LOG" "\$@"
SCRIPT
chmod 755 "$TEST_PG_CTL"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2

"$@"
status=$?
exit "$status"
