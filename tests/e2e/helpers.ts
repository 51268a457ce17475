import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const MOBILE = { width: 390, height: 844 }

/** Switches the page language the way a visitor would keep it: the `lang` cookie. */
export async function setLang(page: Page, lang: 'it' | 'en') {
  const url = new URL(process.env.E2E_BASE ?? `http://127.0.0.1:${process.env.E2E_PORT}`)
  await page.context().addCookies([{ name: 'lang', value: lang, domain: url.hostname, path: '/' }])
}

/** axe with WCAG 2.x A/AA rules: no violations allowed. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)
  expect(summary).toEqual([])
}
