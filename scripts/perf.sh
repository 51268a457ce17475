#!/usr/bin/env bash
# Performance report (not a test), on the production build, for home, shop and a product page in both
# languages (their `?lang=` addresses) beside a bare reference page of the same app (/perf-reference: one
# optimised picture, no client component), all in the same interleaved run:
# 1. the phone as it feels (issue 56): mobile Lighthouse with applied throttling
#    (`--throttling-method=devtools`: the page really loads on a 4× slower CPU and a slow-4G line), its
#    performance score, LCP, TBT and CLS, TBT's difference to the reference's, and the main thread's
#    work by kind; beside it, as a second column, the simulated (default, Lantern) score and LCP;
# 2. INP of scripted taps on the same throttled phone (scripts/inp.mjs): add to cart on a product page,
#    opening the filters on /shop, opening the menu on home, and a tap on the static reference page;
# 3. each page's first-load JavaScript (gzip) beside the reference's, each page's HTML (gzip) and
#    inlined stylesheet, the median time from a click on a product link to the new product's heading
#    painted (scripts/nav-timing.mjs), and the server's throughput on /shop, a product page and the
#    reference page (autocannon, 10 connections, 10 s).
# Runs are interleaved (run 1 of every page in both modes, then run 2 …) so that the machine's noise falls
# on all pages alike; each page is loaded once first to warm the server (rendering, image optimisation);
# the median of RUNS runs (default 3: 7 pages × 2 modes × 3 runs keep the whole report near 20 minutes on
# 2 cores) is the figure.
# Usage: npm run perf   (needs Chromium; fetches Lighthouse 12.8 and autocannon 9 with npx, never as
# dependencies). PAGES="/ /shop" narrows the pages; RUNS=5 for more runs; INP_RUNS (default 5) for the
# taps; PERF_KEEP=/some/dir keeps Lighthouse's JSON reports there (bootup-time, long tasks …).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-3}
[ -f .next/BUILD_ID ] || npx next build
port=$(node scripts/free-port.mjs)
data=$(mktemp -d /tmp/vetrina-perf-XXXXXX)
PORT=$port BIND_HOST=127.0.0.1 DATA_DIR=$data RATE_LIMIT_SCALE=1000 node scripts/start.mjs > "$data/server.log" 2>&1 &
server=$!
keep() { if [ -n "${PERF_KEEP:-}" ]; then mkdir -p "$PERF_KEEP" && cp "$data"/lh-*.json "$PERF_KEEP"/ 2>/dev/null || true; fi; }
trap 'keep; kill $server 2>/dev/null || true; rm -rf "$data"' EXIT
for _ in $(seq 1 120); do curl -fs "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break; sleep 1; done
base="http://127.0.0.1:$port"
export CHROME_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
# lighthouse URL OUT [devtools|simulate]: devtools = applied throttling (the page really loads slowly).
lighthouse() {
  npx -y lighthouse@12.8.2 "$1" --quiet --only-categories=performance --form-factor=mobile \
    --throttling-method="${3:-simulate}" \
    --chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update" \
    --output=json --output-path="$2" >/dev/null 2>&1
}
pages=()
for path in ${PAGES:-/ /shop /shop/vaso-onda}; do pages+=("$path?lang=it" "$path?lang=en"); done
pages+=("/perf-reference")
slug() { echo "$1" | tr -c 'a-zA-Z0-9\n' '_'; }

echo "== $(date -u '+%Y-%m-%d %H:%M') UTC, HEAD $(git rev-parse --short HEAD 2>/dev/null || echo '?'), build $(cat .next/BUILD_ID) of $(date -u -r .next/BUILD_ID '+%H:%M') UTC, load average $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)); $runs interleaved runs per page and mode"
for page in "${pages[@]}"; do lighthouse "$base$page" "$data/warm.json" || true; done
for run in $(seq 1 "$runs"); do
  for page in "${pages[@]}"; do
    for mode in devtools simulate; do
      lighthouse "$base$page" "$data/lh-$mode-$(slug "$page")-$run.json" "$mode" ||
        echo "lighthouse ($mode) failed on $page (run $run)"
    done
  done
done
node -e "
  const fs = require('fs'), path = require('path')
  const [dir, runs, ...pages] = process.argv.slice(1)
  const slug = (p) => p.replace(/[^a-zA-Z0-9\n]/g, '_')
  const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)] }
  const failed = {}
  const figures = (mode, page) => {
    const reports = []
    for (let r = 1; r <= Number(runs); r++) {
      const f = path.join(dir, 'lh-' + mode + '-' + slug(page) + '-' + r + '.json')
      if (!fs.existsSync(f)) continue
      const report = JSON.parse(fs.readFileSync(f, 'utf8'))
      // A run Lighthouse could not finish (runtimeError, no score) is left out and counted.
      if (report.categories.performance.score === null || report.runtimeError) failed[mode] = (failed[mode] ?? 0) + 1
      else reports.push(report)
    }
    const get = (fn) => reports.map(fn)
    const work = (r) => Object.fromEntries((r.audits['mainthread-work-breakdown'].details?.items ?? []).map((i) => [i.group, i.duration]))
    return {
      scores: get((r) => Math.round(r.categories.performance.score * 100)),
      tbts: get((r) => Math.round(r.audits['total-blocking-time'].numericValue)),
      score: median(get((r) => Math.round(r.categories.performance.score * 100))),
      lcp: median(get((r) => r.audits['largest-contentful-paint'].numericValue)),
      cls: median(get((r) => r.audits['cumulative-layout-shift'].numericValue)),
      tbt: median(get((r) => r.audits['total-blocking-time'].numericValue)),
      work: (group) => median(get((r) => work(r)[group] ?? 0)),
      longTasks: median(get((r) => (r.audits['long-tasks']?.details?.items ?? []).length)),
    }
  }
  const ref = figures('devtools', '/perf-reference')
  console.log('== Applied throttling (Lighthouse --throttling-method=devtools: CPU ×4, slow 4G) | simulated (default)')
  console.log('page'.padEnd(26), 'perf', ' LCP s', '  CLS', '  TBT ms', ' ΔTBT', ' | sim perf', ' sim LCP s', ' | runs: perf / TBT ms (applied)')
  for (const page of pages) {
    const d = figures('devtools', page), s = figures('simulate', page)
    console.log(
      page.padEnd(26), String(d.score).padStart(4), (d.lcp / 1000).toFixed(2).padStart(6), d.cls.toFixed(3).padStart(6),
      String(Math.round(d.tbt)).padStart(8), String(Math.round(d.tbt - ref.tbt)).padStart(5), ' |', String(s.score).padStart(9),
      (s.lcp / 1000).toFixed(2).padStart(10), ' | ' + d.scores.join(' ') + ' / ' + d.tbts.join(' '))
  }
  for (const [mode, n] of Object.entries(failed)) console.log('(' + n + ' ' + mode + ' run(s) without a result left out of the medians)')
  const groups = ['scriptEvaluation', 'scriptParseCompile', 'styleLayout', 'paintCompositeRender', 'parseHTML', 'garbageCollection', 'other']
  console.log('== Main thread under applied throttling (mainthread-work-breakdown, ms, median) and long tasks')
  console.log('page'.padEnd(26), 'script', 'compile', ' style+layout', ' paint', ' HTML', '   GC', ' other', ' long tasks')
  for (const page of pages) {
    const d = figures('devtools', page)
    console.log(page.padEnd(26), ...groups.map((g, i) => String(Math.round(d.work(g))).padStart([6, 7, 13, 6, 5, 5, 6][i])), String(d.longTasks).padStart(11))
  }
" "$data" "$runs" "${pages[@]}"
echo "== INP of a tap on the throttled phone (scripts/inp.mjs)"
node scripts/inp.mjs "$base" "${INP_RUNS:-5}"
echo "== First-load JS (gzip, as fetched by Chromium; scripts/first-load-js.mjs)"
for path in ${PAGES:-/ /shop /shop/vaso-onda} /perf-reference; do
  node scripts/first-load-js.mjs "$base$path"
done
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
