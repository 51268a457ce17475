import type { L, SeedProduct } from './catalog'
import type { Locale } from './set-global'

const CANDLE_WARNINGS: L = {
  it: 'Accorcia lo stoppino a 5 mm prima di ogni accensione.\nSpegni la candela dopo massimo 4 ore e quando restano 1 cm di cera.\nNon spegnere la fiamma con l’acqua: usa uno spegnimoccolo.\nIl vetro si scalda durante l’uso: non toccarlo finché la candela è accesa.',
  en: 'Trim the wick to 5 mm before each lighting.\nPut the candle out after 4 hours at most and when 1 cm of wax is left.\nNever put the flame out with water: use a snuffer.\nThe glass gets hot while burning: do not touch it while the candle is lit.',
}
const GLASS_WARNINGS: L = {
  it: 'Vetro fatto a mano: maneggiare con cura, può rompersi se urtato.\nNon adatto a lavastoviglie, forno e microonde; evitare sbalzi di temperatura.',
  en: 'Handmade glass: handle with care, it may break if knocked.\nNot suitable for dishwasher, oven or microwave; avoid sudden changes of temperature.',
}

/** The GPSR block of a demo product: candles with the EN 15494 pictograms and warnings, scented ones with CLP. */
export function seedSafety(p: SeedProduct, lang: Locale) {
  const isCandle = p.draw.shape === 'candle'
  const type: L =
    p.productType ??
    (isCandle
      ? p.fragrances?.length || p.clp
        ? { it: 'Candela profumata in vetro', en: 'Scented candle in glass' }
        : { it: 'Candela in vetro', en: 'Candle in glass' }
      : p.draw.shape === 'bottle'
        ? { it: 'Bottiglia in vetro', en: 'Glass bottle' }
        : { it: 'Vaso in vetro', en: 'Glass vase' })
  return {
    productType: type[lang],
    pictograms: isCandle ? ['unattended', 'flammable', 'children', 'distance', 'draught', 'surface'] : [],
    warnings: (isCandle ? CANDLE_WARNINGS : GLASS_WARNINGS)[lang],
    clp: p.clp?.[lang] ?? '',
    hazardPictogram: Boolean(p.hazard),
  }
}
