#!/bin/sh
# The official image's start-up, the part compose relies on: an empty PGDATA is initialised with
# trust authentication and the /docker-entrypoint-initdb.d/*.sql files; then the server.
set -eu
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  initdb -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 -D "$PGDATA" >/dev/null
  echo 'host all all all trust' >> "$PGDATA/pg_hba.conf"
  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  for file in /docker-entrypoint-initdb.d/*.sql; do
    [ -e "$file" ] || continue
    echo "docker-entrypoint.sh: running $file"
    psql -v ON_ERROR_STOP=1 -q -U postgres -d postgres -f "$file"
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
if [ "${1:-}" = postgres ]; then
  exec "$@" -c listen_addresses='*'
fi
exec "$@"
