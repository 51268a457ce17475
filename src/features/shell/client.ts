// The shell feature's public face for client components ('use client' modules).
export { BottomBar } from './BottomBar'
export { Overlays } from './Overlays'
export { Toaster } from './Toaster'
