#!/usr/bin/env bash
# Performance report (not a test): mobile Lighthouse performance and CLS on home, shop and a
# product page of the production build, and the product page's first-load JavaScript (gzip).
# Usage: npm run perf   (needs Chromium; fetches Lighthouse 12.8 with npx, never as a dependency)
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f .next/BUILD_ID ] || npx next build
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
data=$(mktemp -d /tmp/vetrina-perf-XXXXXX)
PORT=$port BIND_HOST=127.0.0.1 DATA_DIR=$data node scripts/start.mjs > "$data/server.log" 2>&1 &
server=$!
trap 'kill $server 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break; sleep 1; done
base="http://127.0.0.1:$port"
export CHROME_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
for path in / /shop /shop/vaso-onda; do
  # The first run warms the server: it renders the page and optimises its images once, as a live shop would have.
  for run in warm measure; do
  npx -y lighthouse@12.8.2 "$base$path" --quiet --only-categories=performance --form-factor=mobile \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update" \
    --output=json --output-path="$data/lh.json" >/dev/null 2>&1 || { echo "lighthouse failed on $path"; continue; }
  done
  node -e "
    const r=require('$data/lh.json'); const a=r.audits;
    console.log('$path'.padEnd(18), 'performance', Math.round(r.categories.performance.score*100), ' LCP', a['largest-contentful-paint'].displayValue, ' CLS', a['cumulative-layout-shift'].displayValue, ' TBT', a['total-blocking-time'].displayValue)"
done
node scripts/first-load-js.mjs "$base/shop/vaso-onda"
