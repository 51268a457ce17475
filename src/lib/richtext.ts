/**
 * Builds Lexical rich-text documents from plain text: blocks are separated by a blank line; a line
 * starting with '## ' is a heading, a run of lines starting with '- ' a bulleted list, other runs of
 * lines a paragraph; `**…**` is bold. Used by the seed and by tests.
 */
type TextNode = { type: 'text'; text: string; format: number; detail: 0; mode: 'normal'; style: ''; version: 1 }
type ElementNode = {
  type: string
  children: Array<TextNode | ElementNode>
  direction: 'ltr'
  format: ''
  indent: 0
  version: 1
  [key: string]: unknown
}
export type RichTextDoc = { root: ElementNode }

const textNode = (text: string, bold = false): TextNode => ({
  type: 'text',
  text,
  format: bold ? 1 : 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

/** A line's text nodes: `**…**` spans are bold. */
const inline = (line: string): TextNode[] =>
  line
    .split(/(\*\*[^*]+\*\*)/)
    .filter(Boolean)
    .map((part) => (part.startsWith('**') && part.endsWith('**') ? textNode(part.slice(2, -2), true) : textNode(part)))

const element = (
  type: string,
  children: ElementNode['children'],
  extra: Record<string, unknown> = {},
): ElementNode => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})

export function richText(source: string): RichTextDoc {
  const children: ElementNode[] = []
  for (const block of source.trim().split(/\n\s*\n/)) {
    const lines = block.split('\n').map((l) => l.trim())
    // Within a block: a '## ' line is a heading, runs of '- ' lines a list, other runs one paragraph.
    let i = 0
    while (i < lines.length) {
      if (lines[i].startsWith('## ')) {
        children.push(element('heading', inline(lines[i].slice(3)), { tag: 'h2' }))
        i++
      } else if (lines[i].startsWith('- ')) {
        const items: ElementNode[] = []
        for (; i < lines.length && lines[i].startsWith('- '); i++)
          items.push(element('listitem', inline(lines[i].slice(2)), { value: items.length + 1 }))
        children.push(element('list', items, { listType: 'bullet', start: 1, tag: 'ul' }))
      } else {
        const run: string[] = []
        for (; i < lines.length && !lines[i].startsWith('## ') && !lines[i].startsWith('- '); i++) run.push(lines[i])
        children.push(element('paragraph', inline(run.join(' ')), { textFormat: 0, textStyle: '' }))
      }
    }
  }
  return { root: element('root', children) }
}

export type TextBlock = { kind: 'heading' | 'paragraph' | 'item'; text: string }

/** The blocks of a rich-text document as plain text (headings, paragraphs, list items), for PDFs and e-mails. */
export function textBlocks(doc: unknown): TextBlock[] {
  const out: TextBlock[] = []
  const text = (node: unknown) => plainText({ root: node })
  const root = (doc as { root?: { children?: unknown[] } } | null)?.root
  for (const node of root?.children ?? []) {
    const n = node as { type?: string; children?: unknown[] }
    if (n.type === 'list') for (const item of n.children ?? []) out.push({ kind: 'item', text: text(item) })
    else if (n.type === 'heading') out.push({ kind: 'heading', text: text(n) })
    else if (text(n)) out.push({ kind: 'paragraph', text: text(n) })
  }
  return out
}

/** Plain text of a rich-text document (for meta descriptions and e-mails). */
export function plainText(doc: unknown): string {
  const out: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as { text?: string; children?: unknown[]; root?: unknown }
    if (n.root) return walk(n.root)
    if (typeof n.text === 'string') out.push(n.text)
    n.children?.forEach(walk)
  }
  walk(doc)
  return out.join(' ').replace(/\s+/g, ' ').trim()
}
