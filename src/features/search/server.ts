// The search feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { productDocs } from './documents'
export { websiteJsonLd } from './json-ld'
export { PostgresSearch } from './postgres-engine'
export { suggest } from './results'
export { didYouMean, search } from './search'
export { SqliteSearch } from './sqlite-engine'
export {
  ensureSearchIndex,
  indexPageAfterChange,
  indexProductAfterChange,
  indexProductAfterDelete,
  indexProducts,
  rebuildSearchIndex,
} from './sync'
export { displayQuery } from './text'
export type { SearchEngine } from './engine'
