'use client'
// The vitals feature's public face for client components: the reporter the storefront layout renders.
export { VitalsReporter } from './Reporter'
