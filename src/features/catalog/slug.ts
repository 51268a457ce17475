/**
 * A product's address in /shop/{url}: lower-case letters and digits, words joined by single dashes
 * (what the /cms description says). No dot, slash, space, accent or capital: each would make an odd
 * URL, one the proxy may take for a file, or two addresses for one product.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const SLUG_MAX = 120

export const isValidSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX && SLUG_PATTERN.test(value)
