// The catalog feature's public face for client components ('use client' modules).
export { FilterControl } from './FilterControl'
export { PhotoWarmer } from './PhotoWarmer'
export { SortSelect } from './SortSelect'
