// The preview feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { PreviewBar } from './PreviewBar'
export { globalPath, isPreviewPath, previewUrl, productPath } from './paths'
export { previewing } from './preview'
