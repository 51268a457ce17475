/**
 * Builds Lexical rich-text documents from plain text. Each block is a paragraph,
 * a line starting with '## ' is a heading and a block of lines starting with '- '
 * is a bulleted list. Used by the seed and by tests.
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

const textNode = (text: string): TextNode => {
  const bold = text.startsWith('**') && text.endsWith('**')
  return {
    type: 'text',
    text: bold ? text.slice(2, -2) : text,
    format: bold ? 1 : 0,
    detail: 0,
    mode: 'normal',
    style: '',
    version: 1,
  }
}

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
  const blocks = source.trim().split(/\n\s*\n/)
  const children = blocks.map((block) => {
    const lines = block.split('\n').map((l) => l.trim())
    if (lines[0].startsWith('## ')) return element('heading', [textNode(lines.join(' ').slice(3))], { tag: 'h2' })
    if (lines.every((l) => l.startsWith('- '))) {
      return element(
        'list',
        lines.map((l, i) => element('listitem', [textNode(l.slice(2))], { value: i + 1 })),
        { listType: 'bullet', start: 1, tag: 'ul' },
      )
    }
    return element('paragraph', [textNode(lines.join(' '))], { textFormat: 0, textStyle: '' })
  })
  return { root: element('root', children) }
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
