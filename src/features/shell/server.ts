// The shell feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { Footer } from './Footer'
export { Header } from './Header'
export type { CompanyInfo } from './company-info'
export { brandSans, brandSerif } from './fonts'
