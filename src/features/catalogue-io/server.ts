// The catalogue import/export's public face on the server (issue 54): never imported by client code.
export { catalogueCsv } from './export-csv'
export { loadCatalogue } from './data'
export { applyImport, previewImport, type Applied, type ImportSource, type Preview } from './run'
export { parsePriceChange, type PriceChange } from './price-change'
export { MAX_BYTES, MAX_ROWS } from './columns'
export { readImportBody } from './body'
export { CSV_TEXT } from './texts'
