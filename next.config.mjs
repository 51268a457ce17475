import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/cms/api/media/file/**' }, { pathname: '/demo/**' }],
    deviceSizes: [360, 640, 828, 1080, 1280, 1920],
    imageSizes: [64, 128, 256, 384],
    qualities: [60, 70, 75],
  },
  experimental: {
    // The stylesheet is small: inlined, it no longer blocks the first paint.
    inlineCss: true,
    serverActions: { bodySizeLimit: '1mb' },
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
