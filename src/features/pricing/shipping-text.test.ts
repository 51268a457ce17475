import { describe, expect, it } from 'vitest'
import { DEFAULT_SHIPPING } from './shipping'
import { fillShippingFigures } from './shipping-text'

describe('shipping figures in page texts', () => {
  it('replaces every placeholder, at any depth, with the amounts of the settings', () => {
    const page = {
      title: 'Spedizioni',
      body: {
        root: {
          children: [
            {
              text: '{spedizione_italia} in Italia, {spedizione_estero} altrove, gratuita da {spedizione_gratuita_da}.',
            },
          ],
        },
      },
      n: 3,
      none: null,
    }
    const filled = fillShippingFigures(page, { ...DEFAULT_SHIPPING, italy: 4.5 })
    expect(filled.body.root.children[0].text).toBe(
      '4,50\u00a0€ in Italia, 14,99\u00a0€ altrove, gratuita da 89,69\u00a0€.',
    )
    expect(filled.title).toBe('Spedizioni')
    expect(filled.n).toBe(3)
    expect(filled.none).toBeNull()
  })
  it('leaves other braces alone', () => {
    expect(fillShippingFigures('{nome}', DEFAULT_SHIPPING)).toBe('{nome}')
  })
})
