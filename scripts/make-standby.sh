#!/usr/bin/env bash
# A streaming hot standby of the local PostgreSQL (Debian's packages), for the read replica's test and bench:
#   scripts/make-standby.sh [port]     (default 5433; run as root)
# Makes a second cluster named portside_standby from a base backup of the main one (pg_basebackup -R: it follows the
# main cluster's WAL as it is written) and starts it; a standby already made is started, and made again when it no
# longer streams (down too long, it misses WAL the main cluster has recycled). The main cluster is given a replication
# line in pg_hba.conf for 127.0.0.1 (trust, as its other local lines) when it has none.
set -euo pipefail
port="${1:-5433}"
version=$(ls /etc/postgresql | sort -V | tail -n 1)
name=portside_standby
primary_hba="/etc/postgresql/$version/main/pg_hba.conf"
on_standby() { psql -h 127.0.0.1 -p "$port" -U postgres -d postgres -Atc "$1"; }

if ! grep -Eq '^host[[:space:]]+replication[[:space:]]' "$primary_hba"; then
  echo "host replication all 127.0.0.1/32 trust" >> "$primary_hba"
  pg_ctlcluster --skip-systemctl-redirect "$version" main reload
fi

exists() { pg_lsclusters -h | awk '{print $1, $2}' | grep -qx "$version $name"; }

make() {
  echo "Making the standby cluster $name on port $port (a base backup of the main cluster)..."
  pg_createcluster "$version" "$name" -p "$port" >/dev/null
  local data="/var/lib/postgresql/$version/$name"
  rm -rf "${data:?}"/*
  runuser -u postgres -- pg_basebackup -h 127.0.0.1 -p 5432 -U postgres -D "$data" -R -X stream -c fast
  # Reached the same way as the main cluster.
  cp "$primary_hba" "/etc/postgresql/$version/$name/pg_hba.conf"
}

start() {
  if ! pg_isready -h 127.0.0.1 -p "$port" -q; then
    pg_ctlcluster --skip-systemctl-redirect "$version" "$name" start || true
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p "$port" -q && break; sleep 1; done
  fi
}

streaming() {
  for _ in $(seq 1 20); do
    [ "$(on_standby 'select status from pg_stat_wal_receiver' 2>/dev/null)" = streaming ] && return 0
    sleep 0.5
  done
  return 1
}

exists || make
start
if ! streaming; then
  echo "The standby does not stream: making it again."
  pg_dropcluster --stop "$version" "$name"
  make
  start
  streaming
fi
# A test stopped halfway may have left replay paused.
on_standby 'select pg_wal_replay_resume()' >/dev/null
echo "Standby: postgres://postgres@127.0.0.1:$port, streaming from the main cluster."
