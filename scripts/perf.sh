#!/usr/bin/env bash
# Performance report (not a test): on the production build, for home, shop and a product page in both
# languages (their `?lang=` addresses), mobile Lighthouse performance, LCP, CLS and TBT beside the same
# figures of a bare reference page of the same app (/perf-reference: one optimised picture, no client
# component) and the ratio; the product page's first-load JavaScript (gzip); each page's HTML (gzip) and
# inlined stylesheet; the server's throughput on /shop, a product page and the reference page
# (autocannon, 10 connections, 10 s); and the median time from a click on a product link to the new
# product's heading painted (scripts/nav-timing.mjs).
# Runs are interleaved (run 1 of every page, then run 2 …) so that the machine's noise falls on all
# pages alike; each page is loaded once first to warm the server (rendering, image optimisation); the
# median of RUNS runs (default 5) is the figure.
# Usage: npm run perf   (needs Chromium; fetches Lighthouse 12.8 and autocannon 9 with npx, never as
# dependencies). PAGES="/ /shop" narrows the pages; RUNS=7 for more runs.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-5}
[ -f .next/BUILD_ID ] || npx next build
port=$(node scripts/free-port.mjs)
data=$(mktemp -d /tmp/vetrina-perf-XXXXXX)
PORT=$port BIND_HOST=127.0.0.1 DATA_DIR=$data RATE_LIMIT_SCALE=1000 node scripts/start.mjs > "$data/server.log" 2>&1 &
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
pages=()
for path in ${PAGES:-/ /shop /shop/vaso-onda}; do pages+=("$path?lang=it" "$path?lang=en"); done
pages+=("/perf-reference")
slug() { echo "$1" | tr -c 'a-zA-Z0-9\n' '_'; }

echo "== $(date -u +%Y-%m-%d) on $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)); $runs interleaved runs per page"
for page in "${pages[@]}"; do lighthouse "$base$page" "$data/warm.json" || true; done
for run in $(seq 1 "$runs"); do
  for page in "${pages[@]}"; do
    lighthouse "$base$page" "$data/lh-$(slug "$page")-$run.json" || echo "lighthouse failed on $page (run $run)"
  done
done
node -e "
  const fs = require('fs'), path = require('path')
  const [dir, runs, ...pages] = process.argv.slice(1)
  const slug = (p) => p.replace(/[^a-zA-Z0-9\n]/g, '_')
  const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] }
  const figures = (page) => {
    const reports = []
    for (let r = 1; r <= Number(runs); r++) {
      const f = path.join(dir, 'lh-' + slug(page) + '-' + r + '.json')
      if (fs.existsSync(f)) reports.push(JSON.parse(fs.readFileSync(f, 'utf8')))
    }
    const get = (fn) => reports.map(fn)
    return {
      scores: get((r) => Math.round(r.categories.performance.score * 100)),
      score: median(get((r) => Math.round(r.categories.performance.score * 100))),
      lcp: median(get((r) => r.audits['largest-contentful-paint'].numericValue)),
      cls: median(get((r) => r.audits['cumulative-layout-shift'].numericValue)),
      tbt: median(get((r) => r.audits['total-blocking-time'].numericValue)),
    }
  }
  const ref = figures('/perf-reference')
  console.log('page'.padEnd(26), 'perf', ' LCP s', '  CLS', '  TBT ms', ' | perf/ref', ' LCP/ref', '  runs')
  for (const page of pages) {
    const f = figures(page)
    console.log(
      page.padEnd(26), String(f.score).padStart(4), (f.lcp / 1000).toFixed(2).padStart(6), f.cls.toFixed(3).padStart(6),
      String(Math.round(f.tbt)).padStart(8), ' |', (f.score / ref.score).toFixed(2).padStart(8), (f.lcp / ref.lcp).toFixed(2).padStart(8),
      '  ' + f.scores.join(' '))
  }
" "$data" "$runs" "${pages[@]}"
node scripts/first-load-js.mjs "$base/shop/vaso-onda"
echo "== HTML per page (gzip; the inlined stylesheet is in it twice: the <style> and React's payload)"
node -e "
  const zlib = require('zlib')
  const [base, ...pages] = process.argv.slice(1)
  ;(async () => {
    for (const page of pages) {
      const html = await (await fetch(base + page)).text()
      const css = [...html.matchAll(/<style[^>]*>([\\s\\S]*?)<\\/style>/g)].map((m) => m[1]).join('')
      const kb = (n) => (n / 1024).toFixed(1) + ' KB'
      console.log(page.padEnd(26), 'HTML', kb(zlib.gzipSync(html).length).padStart(8), ' inlined stylesheet', kb(css.length).padStart(8))
    }
  })()
" "$base" "${pages[@]}"
echo "== Click to heading (Chromium, links on screen and prefetched; grid → product, product → related)"
node scripts/nav-timing.mjs "$base" 20 | tail -n 1
echo "== Throughput (autocannon, 10 connections, 10 s each; server and load on the same machine)"
throughput() {
  npx -y autocannon@9.0.0 -c 10 -d 10 --json "$base$1" 2>/dev/null | node -e "
    let s = ''; process.stdin.on('data', (d) => (s += d)).on('end', () => {
      const r = JSON.parse(s); console.log(r.requests.average.toFixed(1), r.non2xx, r.errors, r.latency.p50, r.latency.p99) })"
}
ref=$(throughput /perf-reference)
echo "$(printf '%-22s' /perf-reference) $ref" | awk '{printf "%-22s %8.1f req/s  p50 %s ms  p99 %s ms  non-2xx %s  errors %s\n", $1, $2, $5, $6, $3, $4}'
for path in /shop /shop/vaso-onda; do
  out=$(throughput "$path")
  echo "$path $out $ref" | awk '{printf "%-22s %8.1f req/s  p50 %s ms  p99 %s ms  non-2xx %s  errors %s  (%.0f%% of the reference)\n", $1, $2, $5, $6, $3, $4, 100 * $2 / $7}'
done
