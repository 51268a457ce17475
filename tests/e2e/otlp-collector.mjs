// A stand-in OpenTelemetry collector for the end-to-end tests (the shop exports to it through
// OTEL_EXPORTER_OTLP_ENDPOINT): keeps what it receives at /v1/traces and hands it back at /received.
// OTLP over HTTP is protobuf by default; span names and attributes are plain UTF-8 inside it, which
// is all the tests look for.
import http from 'node:http'

const port = Number(process.env.OTLP_PORT)
const received = []
http
  .createServer((req, res) => {
    if (req.method === 'POST' && req.url.startsWith('/v1/')) {
      const chunks = []
      req.on('data', (c) => chunks.push(c))
      req.on('end', () => {
        received.push({
          path: req.url,
          type: req.headers['content-type'],
          body: Buffer.concat(chunks).toString('latin1'),
        })
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
      })
      return
    }
    if (req.url === '/received') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received))
      return
    }
    res.writeHead(req.url === '/health' ? 200 : 404).end()
  })
  .listen(port, '127.0.0.1')
