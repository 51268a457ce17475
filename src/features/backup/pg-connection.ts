/**
 * How pg_dump and pg_restore reach the database (issue 52): the connection string on their command line
 * without its password — any user of the machine reads a process's arguments (`ps`, /proc/<pid>/cmdline)
 * — and the password in their environment (PGPASSWORD), which only the same user and root can read. A
 * URL without a password leaves libpq to PGPASSWORD or ~/.pgpass (mode 0600) as the operator set them.
 */
export function pgCommandTarget(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl)
  // libpq also reads a password from the query string (`?password=`).
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password')
  url.password = ''
  url.searchParams.delete('password')
  return { dbname: url.href, env: password ? { PGPASSWORD: password } : {} }
}
