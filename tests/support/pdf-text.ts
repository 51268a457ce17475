import zlib from 'node:zlib'

/**
 * The text a pdf-lib PDF draws (its content streams inflated, the hex strings of `Tj` decoded as
 * WinAnsi/Latin-1): enough for tests to read what a customer would read in the file.
 */
export function pdfText(pdf: Buffer): string {
  const out: string[] = []
  const raw = pdf.toString('latin1')
  const re = /stream\r?\n/g
  let m: RegExpExecArray | null
  while ((m = re.exec(raw))) {
    const start = m.index + m[0].length
    const end = raw.indexOf('endstream', start)
    if (end < 0) break
    const body = pdf.subarray(start, end)
    let text: string
    try {
      text = zlib.inflateSync(body).toString('latin1')
    } catch {
      text = body.toString('latin1')
    }
    for (const hex of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) out.push(Buffer.from(hex[1], 'hex').toString('latin1'))
    re.lastIndex = end + 'endstream'.length
  }
  return out.join('\n')
}
