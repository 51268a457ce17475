// The dealers feature's public face for client components ('use client' modules).
export { TradePrice, useTradePrices } from './TradePrices'
