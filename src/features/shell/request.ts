// The shell feature's public face for a request: server components and code that reads the page's language or cookies (App Directory only).
export { notFoundMetadata, NotFoundPage } from './NotFoundPage'
