import type { Metadata } from 'next'
import { getImageProps } from 'next/image'

export const metadata: Metadata = {
  title: 'Vetrina · performance reference',
  robots: { index: false, follow: false },
}

/**
 * A static page of the same app with one picture through the same optimiser and no client
 * component: the baseline `npm run perf` measures the shop's pages against (scripts/perf.sh).
 */
export default function PerfReference() {
  const { props } = getImageProps({
    src: '/demo/reference.webp',
    alt: 'Vaso in vetro',
    width: 800,
    height: 800,
    sizes: '(max-width: 840px) 100vw, 800px',
    priority: true,
    quality: 75,
  })
  return (
    <main style={{ maxWidth: 800, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontSize: 28, fontWeight: 500 }}>Vetrina</h1>
      <p>Pagina di riferimento per le misure di prestazione: una sola immagine, nessun componente client.</p>
      {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from getImageProps */}
      <img {...props} style={{ width: '100%', height: 'auto' }} />
    </main>
  )
}
