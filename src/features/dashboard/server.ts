// The dashboard feature's public face on the server (data, jobs, hooks): never imported by client code, safe outside a request.
export { dashboardData } from './data'
