import net from 'node:net'

/**
 * A minimal SMTP server on a loopback port for integration tests: it takes any envelope and, at the
 * end of each message's DATA, asks `answer` what to say — the test decides when (a slow server: the
 * answer waits) and what (a refusing server: 451). Plain SMTP, no STARTTLS, no authentication.
 */
export type SmtpGate = { url: string; close: () => Promise<void> }

export async function smtpGate(answer: (raw: string) => Promise<'accept' | 'refuse'>): Promise<SmtpGate> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    let buffer = ''
    let data: string[] | null = null
    const say = (line: string) => socket.writable && socket.write(`${line}\r\n`)
    const line = async (text: string) => {
      if (data) {
        if (text !== '.') return void data.push(text.startsWith('..') ? text.slice(1) : text)
        const raw = data.join('\r\n')
        data = null
        say((await answer(raw)) === 'accept' ? '250 OK: queued' : '451 Mailbox busy, try again later')
        return
      }
      const verb = text.slice(0, 4).toUpperCase()
      if (verb === 'EHLO') say('250 smtp-gate')
      else if (verb === 'DATA') {
        data = []
        say('354 End data with <CR><LF>.<CR><LF>')
      } else if (verb === 'QUIT') {
        say('221 Bye')
        socket.end()
      } else say('250 OK')
    }
    // Lines are handled one after another: a held answer holds the conversation, as a slow server would.
    let chain = Promise.resolve()
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      let at: number
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const text = buffer.slice(0, at)
        buffer = buffer.slice(at + 2)
        chain = chain.then(() => line(text))
      }
    })
    say('220 smtp-gate ESMTP')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}
