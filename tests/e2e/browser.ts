/**
 * The browser of the end-to-end tests: Debian's Chromium headless shell (package chromium-headless-shell, the
 * same Chromium release as the `chromium` package, without the full browser's windowing layers), or
 * CHROMIUM_PATH. On the suite's pages it takes about 30 % less CPU than the full browser in its headless mode
 * (the 2-core CI machine is bound by CPU; November 2026). The performance scripts (scripts/perf.sh, inp.mjs,
 * nav-timing.mjs, first-load-js.mjs) measure with the full browser a shopper has, /usr/bin/chromium.
 * scripts/test.sh installs it when missing.
 */
export const E2E_CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell'
