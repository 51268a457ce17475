/**
 * The process's own state, shared with scripts/start.mjs through globalThis (the front server sets
 * it when told to stop; the app's readiness reads it).
 */
const STOPPING = Symbol.for('vetrina.stopping')

export const isStopping = (): boolean => Boolean((globalThis as unknown as Record<symbol, unknown>)[STOPPING])
