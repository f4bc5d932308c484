import express from 'express'

/** The baseline: the cheapest Express route there is, in its own process like the real server. */
const app = express()
app.get('/trivial', (_req, res) => {
  res.json({ ok: true })
})
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.send?.({ ready: true, port: typeof address === 'object' && address ? address.port : 0 })
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
