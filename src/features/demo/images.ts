import sharp from 'sharp'

/** Demo pictures drawn as SVG and rasterised with sharp at seed time (nothing binary is committed). */
export type Shape = 'candle' | 'bottle' | 'vase' | 'stand' | 'icon' | 'logo' | 'scene'

export type Drawing = {
  shape: Shape
  color: string
  accent: string
  variant: 'main' | 'overlay' | 'detail'
  label?: string
}

const W = 900

function object(shape: Shape, color: string, accent: string, scale = 1): string {
  const s = (n: number) => (n * scale).toFixed(1)
  switch (shape) {
    case 'candle':
      return `<g transform="translate(450 ${s(520)})">
        <rect x="${s(-150)}" y="${s(-160)}" width="${s(300)}" height="${s(330)}" rx="${s(26)}" fill="${color}" opacity="0.92"/>
        <rect x="${s(-150)}" y="${s(-160)}" width="${s(300)}" height="${s(40)}" rx="${s(20)}" fill="${accent}" opacity="0.55"/>
        <rect x="${s(-100)}" y="${s(-20)}" width="${s(200)}" height="${s(90)}" rx="${s(8)}" fill="#fffaf2" opacity="0.9"/>
        <line x1="0" y1="${s(-160)}" x2="0" y2="${s(-200)}" stroke="#3b2a20" stroke-width="${s(6)}"/>
        <path d="M0 ${s(-290)} C ${s(34)} ${s(-240)} ${s(26)} ${s(-205)} 0 ${s(-198)} C ${s(-26)} ${s(-205)} ${s(-34)} ${s(-240)} 0 ${s(-290)} Z" fill="#ffb347"/>
        <path d="M0 ${s(-255)} C ${s(14)} ${s(-230)} ${s(10)} ${s(-212)} 0 ${s(-208)} C ${s(-10)} ${s(-212)} ${s(-14)} ${s(-230)} 0 ${s(-255)} Z" fill="#fff3c4"/>
      </g>`
    case 'bottle':
      return `<g transform="translate(450 ${s(500)})">
        <rect x="${s(-36)}" y="${s(-330)}" width="${s(72)}" height="${s(120)}" rx="${s(10)}" fill="${color}" opacity="0.85"/>
        <rect x="${s(-44)}" y="${s(-360)}" width="${s(88)}" height="${s(44)}" rx="${s(10)}" fill="${accent}"/>
        <path d="M ${s(-36)} ${s(-220)} C ${s(-150)} ${s(-170)} ${s(-150)} ${s(-120)} ${s(-150)} ${s(-60)} L ${s(-150)} ${s(200)} Q ${s(-150)} ${s(240)} ${s(-110)} ${s(240)} L ${s(110)} ${s(240)} Q ${s(150)} ${s(240)} ${s(150)} ${s(200)} L ${s(150)} ${s(-60)} C ${s(150)} ${s(-120)} ${s(150)} ${s(-170)} ${s(36)} ${s(-220)} Z" fill="${color}" opacity="0.8"/>
        <path d="M ${s(-110)} ${s(-60)} L ${s(-110)} ${s(180)}" stroke="#ffffff" stroke-width="${s(16)}" stroke-linecap="round" opacity="0.45"/>
      </g>`
    case 'vase':
      return `<g transform="translate(450 ${s(500)})">
        <path d="M ${s(-90)} ${s(-300)} L ${s(90)} ${s(-300)} C ${s(60)} ${s(-220)} ${s(230)} ${s(-120)} ${s(200)} ${s(60)} C ${s(180)} ${s(190)} ${s(120)} ${s(240)} 0 ${s(240)} C ${s(-120)} ${s(240)} ${s(-180)} ${s(190)} ${s(-200)} ${s(60)} C ${s(-230)} ${s(-120)} ${s(-60)} ${s(-220)} ${s(-90)} ${s(-300)} Z" fill="${color}" opacity="0.88"/>
        <ellipse cx="0" cy="${s(-300)}" rx="${s(90)}" ry="${s(16)}" fill="${accent}"/>
        <path d="M ${s(-140)} ${s(-20)} C ${s(-150)} ${s(60)} ${s(-120)} ${s(140)} ${s(-80)} ${s(180)}" stroke="#ffffff" stroke-width="${s(14)}" fill="none" stroke-linecap="round" opacity="0.4"/>
      </g>`
    case 'stand':
      return `<g>
        <rect x="230" y="180" width="440" height="560" rx="10" fill="${accent}" opacity="0.35"/>
        ${[0, 1, 2].map((i) => `<rect x="250" y="${300 + i * 150}" width="400" height="14" fill="${accent}"/>`).join('')}
        ${[0, 1, 2]
          .flatMap((i) =>
            [0, 1, 2].map(
              (j) =>
                `<rect x="${290 + j * 120}" y="${230 + i * 150}" width="70" height="70" rx="8" fill="${color}" opacity="0.9"/>`,
            ),
          )
          .join('')}
      </g>`
    case 'icon':
      return `<g><circle cx="450" cy="450" r="300" fill="${color}"/><circle cx="450" cy="450" r="150" fill="${accent}"/></g>`
    case 'logo':
      return ''
    case 'scene':
      return `<g><circle cx="260" cy="520" r="160" fill="${color}" opacity="0.8"/><rect x="430" y="300" width="200" height="380" rx="30" fill="${accent}" opacity="0.85"/><circle cx="720" cy="600" r="90" fill="${color}" opacity="0.6"/></g>`
  }
}

function svg(d: Drawing): string {
  const bg =
    d.variant === 'main'
      ? `<rect width="${W}" height="${W}" fill="#f7f3ee"/>`
      : d.variant === 'overlay'
        ? `<rect width="${W}" height="${W}" fill="${d.accent}" opacity="0.35"/><rect y="620" width="${W}" height="280" fill="#e9dccb"/>`
        : `<rect width="${W}" height="${W}" fill="#efe7dc"/>`
  const scale = d.variant === 'detail' ? 1.45 : 1
  const body = object(d.shape, d.color, d.accent, scale)
  const label = d.label
    ? `<text x="450" y="860" font-family="DejaVu Serif, serif" font-size="46" text-anchor="middle" fill="#3b2a20">${d.label}</text>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${W}" viewBox="0 0 ${W} ${W}"><rect width="${W}" height="${W}" fill="#fbf8f4"/>${bg}${body}${label}</svg>`
}

export async function drawImage(d: Drawing, width = W, height = W): Promise<Buffer> {
  return sharp(Buffer.from(svg(d)))
    .resize(width, height, { fit: 'cover' })
    .webp({ quality: 78 })
    .toBuffer()
}

export async function drawLogo(): Promise<Buffer> {
  const s = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120" viewBox="0 0 480 120"><text x="240" y="82" font-family="DejaVu Serif, serif" font-size="64" letter-spacing="12" text-anchor="middle" fill="#2b1d14">VETRINA</text></svg>`
  return sharp(Buffer.from(s)).png().toBuffer()
}

/**
 * A wide, photo-like scene for the hero poster and page banners: gradients, soft bokeh and film grain.
 * (A flat drawing would also be too plain for browsers to treat as the page's main picture.)
 */
export async function drawScene(
  palette: { light: string; mid: string; dark: string } = { light: '#f3e3c8', mid: '#d9a066', dark: '#7a4e2c' },
): Promise<Buffer> {
  const w = 1600
  const h = 900
  const candle = (x: number, height: number, width: number, tint: string) => `<g transform="translate(${x} ${h - 120})">
    <ellipse cx="0" cy="0" rx="${width * 0.75}" ry="18" fill="#3b2414" opacity="0.35"/>
    <rect x="${-width / 2}" y="${-height}" width="${width}" height="${height}" rx="14" fill="url(#wax)"/>
    <rect x="${-width / 2}" y="${-height}" width="${width}" height="${height}" rx="14" fill="${tint}" opacity="0.45"/>
    <line x1="0" y1="${-height}" x2="0" y2="${-height - 26}" stroke="#2b1d14" stroke-width="5"/>
    <ellipse cx="0" cy="${-height - 60}" rx="70" ry="90" fill="url(#glow)"/>
    <path d="M0 ${-height - 96} C 20 ${-height - 64} 16 ${-height - 36} 0 ${-height - 28} C -16 ${-height - 36} -20 ${-height - 64} 0 ${-height - 96} Z" fill="#ffb347"/>
    <path d="M0 ${-height - 74} C 8 ${-height - 58} 6 ${-height - 42} 0 ${-height - 38} C -6 ${-height - 42} -8 ${-height - 58} 0 ${-height - 74} Z" fill="#fff3c4"/>
  </g>`
  const bokeh = Array.from({ length: 26 }, (_, i) => {
    const r = 18 + ((i * 37) % 60)
    return `<circle cx="${(i * 617) % w}" cy="${80 + ((i * 211) % 420)}" r="${r}" fill="#ffe2a8" opacity="${(0.12 + ((i * 7) % 10) / 60).toFixed(2)}"/>`
  }).join('')
  const s = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="0.45" stop-color="${palette.mid}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient>
    <linearGradient id="wax" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#e9d6bb"/><stop offset="0.5" stop-color="#fbf1e1"/><stop offset="1" stop-color="#cdb393"/></linearGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff4cf" stop-opacity="0.9"/><stop offset="1" stop-color="#ffcf7a" stop-opacity="0"/></radialGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="7"/><feColorMatrix values="0 0 0 0 0.5  0 0 0 0 0.4  0 0 0 0 0.3  0 0 0 0.22 0"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g filter="url(#blur)">${bokeh}</g>
  <rect y="${h - 150}" width="${w}" height="150" fill="#5a3a22" opacity="0.55"/>
  ${candle(560, 300, 150, '#e8c48f')}${candle(800, 420, 170, '#f1dcc0')}${candle(1040, 240, 140, '#d7a56f')}
  <rect width="${w}" height="${h}" filter="url(#grain)"/>
</svg>`
  return sharp(Buffer.from(s)).webp({ quality: 78 }).toBuffer()
}
