#!/usr/bin/env bash
# Starts a throwaway Postgres (Debian's postgresql) on 127.0.0.1 as the unprivileged `postgres` user and
# prints its URL. Postgres refuses to run as root, hence the user switch. Usage: eval "$(.ci/start-postgres.sh)"
set -euo pipefail
# The first free port from 54329 unless PGPORT_TEST names one: a Postgres left running on this machine (a
# developer's targeted run) must not stop CI.
PORT="${PGPORT_TEST:-}"
if [ -z "$PORT" ]; then
  PORT=54329
  while (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; do PORT=$((PORT + 1)); done
fi
BIN="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
DIR="$(mktemp -d /tmp/pg-test.XXXXXX)"
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --no-create-home postgres
  chown postgres "$DIR"
  RUN_AS=(runuser -u postgres --)
fi
"${RUN_AS[@]}" "$BIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
"${RUN_AS[@]}" "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
  -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/postgres"
echo "export PG_TEST_STOP='${RUN_AS[*]} $BIN/pg_ctl -D $DIR/data -m fast stop'"
