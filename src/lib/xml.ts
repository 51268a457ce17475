/**
 * Text for XML 1.0 documents written by hand (the product feeds): the five predefined entities are
 * escaped, and characters XML 1.0 forbids (C0 controls but tab, line feed and carriage return; lone
 * UTF-16 surrogates; U+FFFE and U+FFFF) are dropped, since no escape makes them legal and a parser
 * refuses the whole file for one of them. Safe in element content and in quoted attribute values.
 */
export function xmlText(value: string): string {
  return value.replace(INVALID, '').replace(SPECIAL, (c) => ENTITIES[c]!)
}

const INVALID =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const SPECIAL = /[&<>"']/g
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** `<name>text</name>`, the text escaped (the name is the caller's constant). */
export const xmlElement = (name: string, value: string | number): string =>
  `<${name}>${xmlText(String(value))}</${name}>`
