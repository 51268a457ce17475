#!/usr/bin/env bash
# Performance report (not a test): mobile Lighthouse performance and CLS on home, shop and a
# product page of the production build, and the product page's first-load JavaScript (gzip).
# Each page is loaded once to warm the server (rendering, image optimisation), then measured
# RUNS times (default 5); the median run is the figure, as Lighthouse's own docs advise.
# Usage: npm run perf   (needs Chromium; fetches Lighthouse 12.8 with npx, never as a dependency)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
[ -f .next/BUILD_ID ] || npx next build
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
data=$(mktemp -d /tmp/vetrina-perf-XXXXXX)
PORT=$port BIND_HOST=127.0.0.1 DATA_DIR=$data node scripts/start.mjs > "$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break; sleep 1; done
base="http://127.0.0.1:$port"
export CHROME_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
lighthouse() {
  npx -y lighthouse@12.8.2 "$1" --quiet --only-categories=performance --form-factor=mobile \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update" \
    --output=json --output-path="$2" >/dev/null 2>&1
}
for path in / /shop /shop/vaso-onda; do
  lighthouse "$base$path" "$data/warm.json" || true
  reports=()
  for run in $(seq 1 "$runs"); do
    lighthouse "$base$path" "$data/lh-$run.json" && reports+=("$data/lh-$run.json") || echo "lighthouse failed on $path"
  done
  node -e "
    const runs = process.argv.slice(1).map((f) => require(f)).map((r) => ({
      score: Math.round(r.categories.performance.score * 100),
      lcp: r.audits['largest-contentful-paint'].numericValue, cls: r.audits['cumulative-layout-shift'].numericValue,
      tbt: r.audits['total-blocking-time'].numericValue, fcp: r.audits['first-contentful-paint'].numericValue }))
    runs.sort((a, b) => a.score - b.score)
    const m = runs[Math.floor(runs.length / 2)]
    console.log('$path'.padEnd(18), 'median performance', m.score, ' LCP', (m.lcp / 1000).toFixed(1) + ' s', ' CLS', m.cls.toFixed(3),
      ' TBT', Math.round(m.tbt) + ' ms', ' FCP', (m.fcp / 1000).toFixed(1) + ' s', '  runs:', runs.map((r) => r.score).join(' '))
  " "${reports[@]}"
done
node scripts/first-load-js.mjs "$base/shop/vaso-onda"
