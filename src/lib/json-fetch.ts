'use client'

/**
 * JSON call from the browser to the shop's own API; null on any failure. keepalive lets a
 * change made just before leaving the page still reach the server.
 */
export async function jsonFetch<T>(url: string, method = 'GET', body?: unknown): Promise<T | null> {
  try {
    const res = await fetch(url, {
      method,
      keepalive: method !== 'GET',
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return res.ok ? ((await res.json()) as T) : null
  } catch {
    return null
  }
}
