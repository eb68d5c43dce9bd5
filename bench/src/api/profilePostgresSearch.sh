#!/usr/bin/env bash
# A CPU profile of the built API (packages/api/dist) under the nearest-20 search on PostgreSQL,
# with the CPU time the API and PostgreSQL's processes spent during the measured seconds.
# Run from packages/api, inside a throwaway cluster, after `pnpm build`:
#   bash scripts/with-postgres.sh bash ../../bench/src/api/profilePostgresSearch.sh [tcp|socket]
# The profile lands in $PROFILE_DIR (default /tmp/parkade-api-prof), for `node --cpu-prof` readers
# (Chrome DevTools). Not part of `pnpm bench`: a scratch measurement, one fixed point, few parks.
set -u
transport="${1:-tcp}"
parks="${PARKADE_BENCH_PARKS:-20000}"
dir="${PROFILE_DIR:-/tmp/parkade-api-prof}"
port="${PROFILE_PORT:-3999}"
autocannon="$(cd ../../bench && pwd)/node_modules/.bin/autocannon"
PARKADE_BENCH_PARKS="$parks" pnpm seed:bench > "$dir.seed.log" 2>&1 || { echo "seed failed: $dir.seed.log"; exit 1; }
url="$DATABASE_URL"
if [ "$transport" = socket ]; then
  url="postgres://parkade@/postgres?host=$(psql -Atc 'show unix_socket_directories' "$DATABASE_URL")&port=$(psql -Atc 'show port' "$DATABASE_URL")"
fi
mkdir -p "$dir" && rm -f "$dir"/*.cpuprofile
DATABASE_URL="$url" PORT="$port" LOG_LEVEL=warn NODE_ENV= node --cpu-prof --cpu-prof-dir="$dir" dist/server.js > "$dir.api.log" 2>&1 &
api=$!
for _ in $(seq 60); do curl -sf "http://127.0.0.1:$port/api/v1/health" >/dev/null && break; sleep 0.5; done
point=$(curl -s "http://127.0.0.1:$port/api/v1/parks/front/parks/?size=1&search=park" | node -e 'let s="";process.stdin.on("data",(d)=>(s+=d)).on("end",()=>{const p=JSON.parse(s).items[0];console.log(`lat=${p.lat}&lng=${p.lng}`)})')
search="http://127.0.0.1:$port/api/v1/parks/front/parks/?$point&size=20"
"$autocannon" -c 32 -d 3 "$search" > /dev/null 2>&1 # warm-up
postmaster=$(head -1 "$(psql -Atc 'show data_directory' "$DATABASE_URL")/postmaster.pid")
ticks() { awk '{print $14+$15}' "/proc/$1/stat" 2>/dev/null || echo 0; }
databaseTicks() { local sum=0; for child in $(ps -o pid= --ppid "$postmaster"); do sum=$((sum + $(ticks "$child"))); done; echo "$sum"; }
api0=$(ticks "$api"); db0=$(databaseTicks)
"$autocannon" -c 32 -d 8 --json "$search" 2>/dev/null > "$dir.load.json"
api1=$(ticks "$api"); db1=$(databaseTicks)
node -e '
const r = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")); const hz = 100; const n = r.requests.total
const [api, db] = [Number(process.argv[2]) / hz, Number(process.argv[3]) / hz]
console.log(`${process.argv[4]}: ${n} requests, ${(n / r.duration).toFixed(0)}/s, p99 ${r.latency.p99} ms, ${(r.throughput.total / n / 1000).toFixed(1)} kB an answer; CPU a request: API ${(api * 1000 / n).toFixed(2)} ms, PostgreSQL ${(db * 1000 / n).toFixed(2)} ms`)
' "$dir.load.json" $((api1 - api0)) $((db1 - db0)) "$transport"
kill -INT "$api"; wait "$api"
ls "$dir"/*.cpuprofile
