/** Runs tasks one at a time (per key) inside this process: money-critical sections such as invoice numbers and stock. */
const chains = new Map<string, Promise<unknown>>()

export function serialize<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = chains.get(key) ?? Promise.resolve()
  const next = previous.then(task, task)
  chains.set(
    key,
    next.catch(() => undefined),
  )
  return next
}
