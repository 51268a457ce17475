#!/usr/bin/env node
// Renders the demo shop's product photographs: each product a small scene ray-marched on the CPU —
// coloured glass that lets the table show through, wax, a lit wick, cork, soft shadows from an area
// light, ambient occlusion, a linen tabletop and a wall out of focus, tone-mapped with a little grain.
// Output: src/features/demo/photos/<product>-<main|overlay>.webp (committed; the seed uploads them).
// Run once after changing a product's look: `npm run photos [-- product-url…]` (about ten seconds
// a picture on one core). Pure JavaScript and sharp (already a dependency).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

const OUT = path.resolve(import.meta.dirname, '../src/features/demo/photos')
const SIZE = Number(process.env.PHOTO_SIZE) || 800 // output pixels

// ---------------------------------------------------------------------------------------------- maths
const v = (x, y, z) => [x, y, z]
const add = (a, b) => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
const sub = (a, b) => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
const mul = (a, s) => [a[0] * s, a[1] * s, a[2] * s]
const vmul = (a, b) => [a[0] * b[0], a[1] * b[1], a[2] * b[2]]
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
const len = (a) => Math.hypot(a[0], a[1], a[2])
const norm = (a) => mul(a, 1 / (len(a) || 1))
const cross = (a, b) => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
const mix = (a, b, t) => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]
const clamp = (x, a = 0, b = 1) => Math.min(b, Math.max(a, x))
const smooth = (a, b, x) => {
  const t = clamp((x - a) / (b - a))
  return t * t * (3 - 2 * t)
}
const reflect = (d, n) => sub(d, mul(n, 2 * dot(d, n)))
const hex = (h) => [1, 3, 5].map((i) => (parseInt(h.slice(i, i + 2), 16) / 255) ** 2.2)

function hash(x, y) {
  const s = Math.sin(x * 127.1 + y * 311.7) * 43758.5453
  return s - Math.floor(s)
}
function noise(x, y) {
  const ix = Math.floor(x)
  const iy = Math.floor(y)
  const fx = x - ix
  const fy = y - iy
  const ux = fx * fx * (3 - 2 * fx)
  const uy = fy * fy * (3 - 2 * fy)
  const a = hash(ix, iy)
  const b = hash(ix + 1, iy)
  const c = hash(ix, iy + 1)
  const d = hash(ix + 1, iy + 1)
  return a + (b - a) * ux + (c - a) * uy + (a - b - c + d) * ux * uy
}

// ----------------------------------------------------------------------------------- object profiles
// An object is a solid of revolution: its radius R(y) from a smooth curve through control points,
// with a flat base at y = 0 and a top at y = height. Distance: (r − R(y)) / √(1 + R′²), capped.
function curve(points) {
  // Catmull–Rom through [y, r] points sorted by y.
  return (y) => {
    if (y <= points[0][0]) return points[0][1]
    const last = points.length - 1
    if (y >= points[last][0]) return points[last][1]
    let i = 0
    while (points[i + 1][0] < y) i++
    const p0 = points[Math.max(0, i - 1)][1]
    const p1 = points[i][1]
    const p2 = points[i + 1][1]
    const p3 = points[Math.min(last, i + 2)][1]
    const t = (y - points[i][0]) / (points[i + 1][0] - points[i][0])
    const t2 = t * t
    const t3 = t2 * t
    return 0.5 * (2 * p1 + (-p0 + p2) * t + (2 * p0 - 5 * p1 + 4 * p2 - p3) * t2 + (-p0 + 3 * p1 - 3 * p2 + p3) * t3)
  }
}

function revolved(points) {
  const R = curve(points)
  const height = points[points.length - 1][0]
  const rMax = Math.max(...points.map((p) => p[1]))
  return {
    height,
    rMax,
    R,
    sdf(p) {
      const r = Math.hypot(p[0], p[2])
      const y = clamp(p[1], 0, height)
      const dr = (R(y + 0.002) - R(y - 0.002)) / 0.004
      const side = (r - R(y)) / Math.sqrt(1 + dr * dr)
      const caps = Math.max(-p[1], p[1] - height)
      return Math.max(side, caps)
    },
  }
}

// Shapes, in units where the table is y = 0 and objects are about 1 tall.
const SHAPES = {
  candle: () => {
    const glass = revolved([
      [0, 0.36],
      [0.05, 0.38],
      [0.6, 0.385],
      [0.78, 0.39],
    ])
    return { glass, shell: 0.025, wax: 0.56, wick: true }
  },
  bottle: () =>
    revolved([
      [0, 0.3],
      [0.04, 0.32],
      [0.5, 0.32],
      [0.62, 0.27],
      [0.72, 0.13],
      [0.8, 0.085],
      [1.02, 0.08],
      [1.06, 0.095],
      [1.08, 0.092],
    ]),
  vase: () =>
    revolved([
      [0, 0.2],
      [0.03, 0.24],
      [0.22, 0.38],
      [0.42, 0.39],
      [0.62, 0.28],
      [0.78, 0.17],
      [0.9, 0.16],
      [0.96, 0.2],
      [0.98, 0.2],
    ]),
  // Vases whose names say their shape.
  cilindro: () =>
    revolved([
      [0, 0.2],
      [0.02, 0.22],
      [0.9, 0.22],
      [1.1, 0.225],
      [1.12, 0.23],
    ]),
  bolla: () =>
    revolved([
      [0, 0.12],
      [0.04, 0.2],
      [0.14, 0.3],
      [0.3, 0.33],
      [0.46, 0.28],
      [0.56, 0.16],
      [0.6, 0.1],
      [0.64, 0.1],
      [0.66, 0.115],
    ]),
  anfora: () =>
    revolved([
      [0, 0.14],
      [0.05, 0.18],
      [0.3, 0.33],
      [0.55, 0.34],
      [0.8, 0.22],
      [0.98, 0.13],
      [1.1, 0.13],
      [1.18, 0.18],
      [1.2, 0.18],
    ]),
}

// -------------------------------------------------------------------------------------------- scene
/** One object of a scene: its geometry in its own units, placed at `at` (x, z) and scaled. */
function item(spec, at = [0, 0], scale = 1, flicker = 0) {
  const tint = hex(spec.color)
  // The glass colour at full brightness, dimmed a little for dark glass (smoked, midnight blue).
  const hue = tint.map((x) => (x / Math.max(...tint)) * Math.pow(Math.max(...tint), 0.35))
  const variantShape = spec.shape === 'vase' && ['cilindro', 'bolla', 'anfora'].find((k) => spec.url.includes(k))
  const built = SHAPES[variantShape || spec.shape]()
  const candle = spec.shape === 'candle' ? built : null
  const body = candle ? candle.glass : built
  const wickTop = candle ? candle.wax + 0.07 : 0
  const local = (p) => [(p[0] - at[0]) / scale, p[1] / scale, (p[2] - at[1]) / scale]
  return {
    tint,
    hue,
    accent: hex(spec.accent),
    candle,
    body,
    scale,
    at,
    corkFrom: spec.shape === 'bottle' ? 0.98 : Infinity,
    bound: (body.rMax + 0.05) * scale,
    top: (body.height + (candle ? 0.3 : 0.05)) * scale,
    wickTop,
    // The flame: where it burns, and how bright (a candle's flame moves a little).
    flame: candle
      ? v(at[0] + Math.sin(flicker * 1.7) * 0.004, (wickTop + 0.07 + 0.006 * Math.sin(flicker)) * scale, at[1])
      : null,
    flameSize: candle ? scale * (1 + 0.12 * Math.sin(flicker) + 0.05 * Math.sin(flicker * 2.3 + 1)) : 0,
    local,
    // Distance (in world units) and material at p.
    sdf(p, withGlass) {
      const q = local(p)
      let d = Infinity
      let m = 'wax'
      if (candle) {
        const r = Math.hypot(q[0], q[2])
        d = Math.max(r - (body.R(q[1]) - candle.shell), q[1] - candle.wax, -q[1])
        const w = Math.max(r - 0.008, q[1] - wickTop, candle.wax - 0.01 - q[1])
        if (w < d) {
          d = w
          m = 'wick'
        }
      }
      if (withGlass) {
        const b = body.sdf(q)
        const g = candle ? Math.max(Math.abs(b + candle.shell / 2) - candle.shell / 2, q[1] - body.height) : b
        if (g < d) {
          d = g
          m = q[1] > this.corkFrom ? 'cork' : 'glass'
        }
      }
      return [d * scale, m]
    },
  }
}

/**
 * A scene: the objects on a table, the lights, the room. `moody` is the ambience shot (dark wall, warm
 * low light behind), otherwise the catalogue shot (seamless light backdrop).
 */
function scene(items, { moody, camera, aspect = 1 }) {
  const light = {
    dir: norm(moody ? v(-0.8, 0.55, 0.45) : v(-0.55, 0.8, 0.55)),
    color: moody ? v(1.0, 0.78, 0.55) : v(1.0, 0.93, 0.84),
    power: moody ? 2.4 : 2.1,
  }
  const fill = { dir: norm(v(0.7, 0.4, 0.6)), color: v(0.55, 0.62, 0.75), power: moody ? 0.12 : 0.35 }
  const flames = items.filter((o) => o.flame)
  const top = Math.max(...items.map((o) => o.top))

  const wallZ = -1.6
  const wallTop = moody ? hex('#3a2618') : hex('#efe4d6')
  const wallBottom = moody ? hex('#1e130c') : hex('#d9c8b4')
  const linen = moody ? hex('#4a3426') : hex('#e9e0d4')

  const objects = (p, withGlass = true) => {
    let best = [Infinity, 'wax', null]
    for (const o of items) {
      const [d, m] = o.sdf(p, withGlass)
      if (d < best[0]) best = [d, m, o]
    }
    return best
  }

  // The stretch of a ray inside the objects' bounding cylinders.
  function span(o, d) {
    let from = Infinity
    let to = -Infinity
    for (const it of items) {
      const ox = o[0] - it.at[0]
      const oz = o[2] - it.at[1]
      const a = d[0] * d[0] + d[2] * d[2]
      const b = 2 * (ox * d[0] + oz * d[2])
      const c = ox * ox + oz * oz - it.bound * it.bound
      const disc = b * b - 4 * a * c
      if (a < 1e-9 || disc < 0) continue
      const sq = Math.sqrt(disc)
      const t0 = (-b - sq) / (2 * a)
      const t1 = (-b + sq) / (2 * a)
      if (t1 < 0) continue
      from = Math.min(from, Math.max(0, t0))
      to = Math.max(to, t1)
    }
    return from < to ? [from, to] : null
  }

  function marchObjects(o, d, withGlass = true) {
    const range = span(o, d)
    if (!range) return null
    let t = range[0]
    const end = Math.min(range[1], 12)
    for (let i = 0; i < 220 && t < end; i++) {
      const p = add(o, mul(d, t))
      if (p[1] > top && d[1] >= 0) return null
      const [dist, m, it] = objects(p, withGlass)
      if (dist < 0.0008) return { t, p, m, it }
      t += Math.max(dist * 0.9, 0.0015)
    }
    return null
  }

  function normalAt(p, withGlass = true) {
    const e = 0.0015
    const f = (q) => objects(q, withGlass)[0]
    return norm(
      v(
        f(add(p, v(e, 0, 0))) - f(sub(p, v(e, 0, 0))),
        f(add(p, v(0, e, 0))) - f(sub(p, v(0, e, 0))),
        f(add(p, v(0, 0, e))) - f(sub(p, v(0, 0, e))),
      ),
    )
  }

  // Soft shadow toward the key light (an area light: penumbra from the closest approach); glass lets
  // most light through, tinted by the last glass crossed.
  function shadow(p, dir) {
    let res = 1
    let t = 0.01
    let through = 1
    let hue = null
    for (let i = 0; i < 64 && t < 4; i++) {
      const q = add(p, mul(dir, t))
      if (q[1] > top + 0.2) break
      const [d, m, it] = objects(q)
      if (d < 0.0005) {
        if (m === 'glass') {
          through *= 0.985
          hue = it.hue
          t += 0.01
          continue
        }
        return { s: 0, hue }
      }
      // The penumbra comes from what is opaque; glass only tints.
      res = Math.min(res, (9 * (m === 'glass' ? objects(q, false)[0] : d)) / t)
      t += clamp(d, 0.004, 0.12)
    }
    return { s: clamp(res) * through, hue }
  }

  function ao(p, n, withGlass = true) {
    let occ = 0
    let w = 1
    for (let i = 1; i <= 5; i++) {
      const h = 0.03 * i
      occ += w * (h - objects(add(p, mul(n, h)), withGlass)[0])
      w *= 0.7
    }
    return clamp(1 - 2.2 * occ)
  }

  // Warm light from the flames.
  function flameLight(p, base, near, far) {
    let c = v(0, 0, 0)
    for (const o of flames) {
      const dist = len(sub(o.flame, p)) / o.scale
      c = add(c, mul(vmul(base, v(1, 0.62, 0.3)), (near * o.flameSize) / (dist * dist * far + 0.2)))
    }
    return c
  }

  function environment(d) {
    // What glass reflects: the room, a bright window to the upper left.
    const up = clamp(d[1] * 0.5 + 0.5)
    let c = mix(mul(wallBottom, 0.8), mul(wallTop, 1.3), up)
    const win = Math.max(0, dot(d, norm(v(-0.7, 0.5, 0.5))))
    return add(c, mul(light.color, Math.pow(win, 24) * 3))
  }

  function background(o, d) {
    // Table (y = 0) or wall (z = wallZ).
    let tTable = d[1] < 0 ? -o[1] / d[1] : Infinity
    const pTable = add(o, mul(d, tTable))
    if (pTable[2] < wallZ) tTable = Infinity
    if (tTable === Infinity) return wallColor(o, d)
    const p = pTable
    const grain = 0.9 + 0.1 * noise(p[0] * 90, p[2] * 5) + 0.05 * noise(p[0] * 6, p[2] * 6)
    const base = mul(linen, grain)
    const n = v(0, 1, 0)
    const { s: sh, hue } = shadow(add(p, v(0, 0.001, 0)), light.dir)
    const glassTint = hue ? mix(v(1, 1, 1), hue, 1 - sh) : v(1, 1, 1)
    let c = mul(
      vmul(vmul(base, light.color), glassTint),
      light.power * Math.max(0, dot(n, light.dir)) * (0.25 + 0.75 * sh),
    )
    c = add(c, mul(base, fill.power * 0.6))
    c = mul(c, 0.35 + 0.65 * ao(p, n))
    c = add(c, flameLight(p, base, moody ? 0.5 : 0.12, 4))
    // A seamless sweep for the catalogue shot; a table against a wall for the ambience shot.
    const fog = moody ? 0.6 * smooth(1.2, 4.5, tTable) : smooth(0.9, 3.4, tTable)
    return mix(c, wallColor(o, d), fog)
  }

  function wallColor(o, d) {
    const tWall = d[2] < 0 ? (wallZ - o[2]) / d[2] : 50
    const p = add(o, mul(d, tWall))
    const h = clamp(p[1] / 2.6)
    let c = mix(wallBottom, wallTop, Math.pow(h, 0.8))
    // A pool of light from the key, soft bokeh of a room out of focus.
    const spot = Math.exp(-((p[0] + 0.6) ** 2 / 1.6 + (p[1] - 1.1) ** 2 / 0.9))
    c = add(c, mul(light.color, spot * (moody ? 0.05 : 0.18)))
    if (moody) {
      // A warm light behind the objects makes the glass glow.
      c = add(c, mul(light.color, 0.55 * Math.exp(-((p[0] - 0.35) ** 2 / 0.5 + (p[1] - 0.7) ** 2 / 0.35))))
      for (let i = 0; i < 9; i++) {
        const bx = -2 + ((i * 1.37) % 4)
        const by = 0.9 + ((i * 0.61) % 1.4)
        const r = 0.11 + ((i * 0.07) % 0.12)
        const dd = Math.hypot(p[0] - bx, p[1] - by)
        c = add(c, mul(v(1, 0.7, 0.4), 0.12 * smooth(r, r * 0.6, dd)))
      }
    }
    return c
  }

  function shadeOpaque(p, d, n, m, it) {
    let base
    if (m === 'wax') base = mix(v(0.93, 0.88, 0.8), it.tint, 0.35)
    else if (m === 'wick') base = v(0.05, 0.04, 0.03)
    else base = mul(hex('#b08860'), 0.85 + 0.15 * noise(p[0] * 200, p[1] * 200)) // cork
    const { s: sh } = shadow(add(p, mul(n, 0.002)), light.dir)
    const wrap = m === 'wax' ? 0.45 : 0 // light through wax
    const diff = clamp((dot(n, light.dir) + wrap) / (1 + wrap))
    let c = mul(vmul(base, light.color), light.power * diff * (0.3 + 0.7 * sh))
    c = add(c, mul(vmul(base, fill.color), fill.power * clamp(dot(n, fill.dir))))
    c = add(c, mul(base, 0.08))
    if (m === 'wax') c = add(c, flameLight(p, v(1, 1, 1), 0.51, 17))
    const h = norm(sub(light.dir, d))
    c = add(c, mul(light.color, (m === 'wax' ? 0.08 : 0.2) * Math.pow(clamp(dot(n, h)), 40) * sh))
    return mul(c, 0.4 + 0.6 * ao(p, n, false))
  }

  function trace(o, d) {
    const hit = marchObjects(o, d)
    if (!hit) return background(o, d)
    const n = normalAt(hit.p)
    const it = hit.it
    if (hit.m !== 'glass') return shadeOpaque(hit.p, d, n, hit.m, it)
    // Glass: what is behind it, bent a little and tinted (more at the edges, where it is thicker),
    // plus the room and the key light reflected (Fresnel).
    const cos = clamp(-dot(d, n))
    const fres = 0.04 + 0.96 * Math.pow(1 - cos, 5)
    const bent = norm(add(d, mul(n, -0.18 * (1 - cos))))
    const from = add(hit.p, mul(bent, 0.01))
    const inner = marchObjects(from, bent, false)
    const behind = inner
      ? shadeOpaque(inner.p, bent, normalAt(inner.p, false), inner.m, inner.it)
      : background(from, bent)
    // Absorption by the glass's colour, deeper where the path through it is longer (the rims).
    const edge = 1 - cos
    const depth = (it.candle ? 0.35 : 0.75) + (it.candle ? 0.6 : 1.4) * edge
    const absorb = it.hue.map((h) => Math.pow(h, depth) * (0.95 - 0.35 * edge))
    let c = vmul(behind, absorb)
    c = add(mul(c, 1 - fres), mul(environment(reflect(d, n)), fres))
    const h = norm(sub(light.dir, d))
    const { s: sh } = shadow(add(hit.p, mul(n, 0.003)), light.dir)
    c = add(c, mul(light.color, 1.6 * Math.pow(clamp(dot(n, h)), 220) * (0.2 + 0.8 * sh)))
    c = add(c, mul(light.color, 0.1 * Math.pow(clamp(dot(n, h)), 18) * sh))
    // A label on candles: a cream band around the tumbler.
    const y = hit.p[1] / it.scale
    if (it.candle && y > 0.2 && y < 0.42) {
      const lab = mix(v(0.86, 0.8, 0.7), it.accent, 0.12)
      const edgeLine = y < 0.215 || y > 0.405 ? 0.55 : 1
      const diff = clamp(dot(n, light.dir)) * (0.35 + 0.65 * sh)
      c = mul(vmul(lab, light.color), edgeLine * (light.power * 0.8 * diff + 0.25))
    }
    return c
  }

  // Camera basis.
  const fwd = norm(sub(camera.target, camera.pos))
  const right = norm(cross(fwd, v(0, 1, 0)))
  const up = cross(right, fwd)
  const tan = Math.tan(camera.fov / 2)

  const ray = (x, y, width, height) => {
    const u = ((x + 0.5) / width - 0.5) * 2 * tan * aspect
    const w = (0.5 - (y + 0.5) / height) * 2 * tan
    return norm(add(fwd, add(mul(right, u), mul(up, w))))
  }
  // Each flame: an emissive teardrop with its glow, where the ray passes close to it.
  const sprites = (d, burning) => {
    let c = v(0, 0, 0)
    for (const o of burning) {
      const toF = sub(o.flame, camera.pos)
      const t = dot(toF, d)
      const closest = sub(add(camera.pos, mul(d, t)), o.flame)
      const k = o.flameSize
      const dx = Math.hypot(closest[0], closest[2]) / k
      const dy = closest[1] / k
      const core = Math.exp(-((dx / 0.018) ** 2 + (dy / (dy > 0 ? 0.055 : 0.025)) ** 2))
      const glow = Math.exp(-(dx * dx + dy * dy) / 0.012)
      c = add(c, add(mul(v(1, 0.85, 0.55), core * 4), mul(v(1, 0.55, 0.2), glow * (moody ? 0.6 : 0.35))))
    }
    return c
  }
  const pixel = (x, y, width, height) => {
    const d = ray(x, y, width, height)
    return add(trace(camera.pos, d), sprites(d, flames))
  }
  /** The scene without its flames, and the flames of other moments over it (a video's frames). */
  pixel.unlit = (x, y, width, height) => trace(camera.pos, ray(x, y, width, height))
  pixel.flames = (x, y, width, height, burning) => sprites(ray(x, y, width, height), burning)
  return pixel
}

/** The product shot: one object, the catalogue or the ambience version. */
function productScene(spec, variant) {
  const moody = variant === 'overlay'
  const it = item(spec)
  const far = Math.max(1, it.body.height / 0.95) // tall pieces: the camera steps back
  return scene([it], {
    moody,
    camera: {
      pos: mul(moody ? v(0.55, 1.05, 2.2) : v(0, 1.25, 2.55), far),
      target: v(0, it.body.height * (moody ? 0.5 : 0.45), 0),
      fov: moody ? 0.62 : 0.6,
    },
  })
}

// ------------------------------------------------------------------------------------------- output
function tone(c) {
  // ACES-like filmic curve, then sRGB gamma.
  return c.map((x) => {
    const a = (x * (2.51 * x + 0.03)) / (x * (2.43 * x + 0.59) + 0.14)
    return Math.pow(clamp(a), 1 / 2.2)
  })
}

/** Renders a picture: tone-mapped, vignetted, a little grain, downscaled for anti-aliasing. */
async function picture(pixel, width, height) {
  const w = Math.round(width * 1.375)
  const h = Math.round(height * 1.375)
  const buf = Buffer.alloc(w * h * 3)
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const c = tone(pixel(x, y, w, h))
      const dx = x / w - 0.5
      const dy = y / h - 0.5
      const vig = 1 - 0.35 * (dx * dx + dy * dy) * 2
      const g = (hash(x * 0.37, y * 0.71) - 0.5) * 0.025
      const i = (y * w + x) * 3
      buf[i] = clamp(c[0] * vig + g) * 255
      buf[i + 1] = clamp(c[1] * vig + g) * 255
      buf[i + 2] = clamp(c[2] * vig + g) * 255
    }
  }
  return sharp(buf, { raw: { width: w, height: h, channels: 3 } }).resize(width, height, { kernel: 'lanczos3' })
}

async function render(name, spec, variant) {
  const file = path.join(OUT, `${name}-${variant}.webp`)
  const img = await picture(productScene(spec, variant), SIZE, SIZE)
  await img.webp({ quality: 74, smartSubsample: true, effort: 6 }).toFile(file)
  return file
}

// The products' looks, as in src/features/demo/catalog.ts (shape and colours).
const catalog = fs.readFileSync(path.resolve(import.meta.dirname, '../src/features/demo/catalog.ts'), 'utf8')
const specs = [
  ...catalog.matchAll(
    /url: '([a-z-]+)'[\s\S]*?draw: \{ shape: '(\w+)', color: '(#[0-9a-f]{6})', accent: '(#[0-9a-f]{6})' \}/g,
  ),
].map(([, url, shape, color, accent]) => ({ url, shape, color, accent }))

/**
 * The home page's hero: three lit candles and a bottle on a table at dusk, wide. With `--hero` the poster
 * (src/features/demo/assets/hero-poster.webp); with `--hero-video` also the muted loop (hero.mp4, 4 s,
 * the flames flickering; needs Debian's ffmpeg), each frame from the same scene.
 */
function heroItems(frame = 0, frames = 1) {
  const phase = (k) => (2 * Math.PI * k * frame) / frames // whole cycles: the loop has no seam
  const byUrl = Object.fromEntries(specs.map((s) => [s.url, s]))
  return [
    item(byUrl['candela-ambra-vaniglia'], [-0.55, 0.1], 0.95, phase(3)),
    item(byUrl['candela-fico-mediterraneo'], [0.15, -0.25], 1.2, phase(2) + 1.3),
    item(byUrl['candela-notte-di-venezia'], [0.72, 0.2], 0.8, phase(4) + 2.1),
    item(byUrl['bottiglia-ambra-antica'], [-1.35, -0.45], 1.1),
  ]
}

function heroScene() {
  return scene(heroItems(), {
    moody: true,
    aspect: 16 / 9,
    camera: { pos: v(0.2, 1.25, 3.6), target: v(-0.1, 0.55, 0), fov: 0.5 },
  })
}

async function renderHero(video) {
  const assets = path.resolve(import.meta.dirname, '../src/features/demo/assets')
  const poster = path.join(assets, 'hero-poster.webp')
  await (await picture(heroScene(), 1600, 900)).webp({ quality: 72, effort: 6 }).toFile(poster)
  console.log(`${path.relative(process.cwd(), poster)}  ${fs.statSync(poster).size} bytes`)
  if (!video) return
  // The room is traced once; each frame adds its flames (the light they cast on the wax and the table
  // follows them in brightness only).
  const frames = 96
  const W = 960
  const H = 540
  const w = Math.round(W * 1.375)
  const h = Math.round(H * 1.375)
  const still = heroScene()
  const base = new Float32Array(w * h * 3)
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) base.set(still.unlit(x, y, w, h), (y * w + x) * 3)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hero-'))
  for (let i = 0; i < frames; i++) {
    const burning = heroItems(i, frames).filter((o) => o.flame)
    const glow = 1 + 0.06 * Math.sin((2 * Math.PI * 3 * i) / frames) + 0.03 * Math.sin((2 * Math.PI * 5 * i) / frames)
    const pixel = (x, y) => {
      const j = (y * w + x) * 3
      return add(mul([base[j], base[j + 1], base[j + 2]], glow), still.flames(x, y, w, h, burning))
    }
    await (await picture(pixel, W, H)).png().toFile(path.join(dir, `f${String(i).padStart(3, '0')}.png`))
  }
  const out = path.join(assets, 'hero.mp4')
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-framerate',
    '24',
    '-i',
    path.join(dir, 'f%03d.png'),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    '-an',
    out,
  ])
  fs.rmSync(dir, { recursive: true })
  console.log(`${path.relative(process.cwd(), out)}  ${fs.statSync(out).size} bytes`)
}

const args = process.argv.slice(2)
if (args.includes('--hero') || args.includes('--hero-video')) {
  await renderHero(args.includes('--hero-video'))
  process.exit(0)
}
const only = args
fs.mkdirSync(OUT, { recursive: true })
for (const s of specs) {
  if (only.length && !only.includes(s.url)) continue
  for (const variant of ['main', 'overlay']) {
    const started = Date.now()
    const file = await render(s.url, s, variant)
    console.log(`${path.relative(process.cwd(), file)}  ${fs.statSync(file).size} bytes  ${Date.now() - started} ms`)
  }
}
