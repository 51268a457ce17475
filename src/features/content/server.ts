// The content feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { RichText } from './RichText'
export { getContent } from './data'
export { termsAttachment } from './terms-document'
