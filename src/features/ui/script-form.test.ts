import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const src = path.resolve(import.meta.dirname, '../..')
const components = fs
  .readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.tsx'))
  .map((f) => ({ file: f, text: fs.readFileSync(path.join(src, f), 'utf8') }))

/** Each `<form …>` opening tag of the app's components (up to its first `>` that ends no `=>`). */
const formTags = (text: string) => [...text.matchAll(/<form\b(?:[^>]|=>)*>/g)].map((m) => m[0])

describe('forms only a script handles', () => {
  it('spread SCRIPT_FORM: before the script runs, their submit sends nothing (no GET with the fields in the address)', () => {
    const tags = components.flatMap(({ file, text }) => formTags(text).map((tag) => ({ file, tag })))
    expect(tags.length).toBeGreaterThan(20)
    const scriptOnly = tags.filter(({ tag }) => /\bonSubmit=/.test(tag) && !/\baction=/.test(tag))
    expect(scriptOnly.length).toBeGreaterThanOrEqual(10)
    expect(scriptOnly.filter(({ tag }) => !tag.includes('{...SCRIPT_FORM}'))).toEqual([])
  })
})
