// The search feature's public face for client components ('use client' modules).
export { SearchBox } from './SearchBox'
