// The feeds feature's public face on the server: never imported by client code, safe outside a request.
export { getFeed, openFeed } from './data'
