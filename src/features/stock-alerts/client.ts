// The stock-alerts feature's public face for client components ('use client' modules).
export { BackInStockForm } from './BackInStockForm'
