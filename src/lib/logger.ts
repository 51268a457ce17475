/** Structured logging: one JSON line per event, on stdout/stderr. */
type Level = 'debug' | 'info' | 'warn' | 'error'

function write(level: Level, msg: string, data?: Record<string, unknown>) {
  if (level === 'debug' && !process.env.DEBUG) return
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...data })
  if (level === 'error' || level === 'warn') console.error(line)
  else console.log(line)
}

export const log = {
  debug: (msg: string, data?: Record<string, unknown>) => write('debug', msg, data),
  info: (msg: string, data?: Record<string, unknown>) => write('info', msg, data),
  warn: (msg: string, data?: Record<string, unknown>) => write('warn', msg, data),
  error: (msg: string, data?: Record<string, unknown>) => write('error', msg, data),
}
