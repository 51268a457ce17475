import { describe, expect, it } from 'vitest'
import {
  asPickupQuery,
  fromSendcloud,
  pickupSearchSchema,
  sendcloudServicePoint,
  servicePointsSearch,
} from './pickup-points'

const v3 = {
  id: 1000002,
  name: 'Stationsplein Parcel Locker',
  carrier: { code: 'postnl', name: 'PostNL' },
  general_shop_type: 'locker',
  address: {
    street: 'Stationsplein',
    house_number: '1',
    postal_code: '5611 AC',
    city: 'Eindhoven',
    country_code: 'NL',
  },
  opening_times: {
    monday: [{ start_time: '10:00', end_time: '21:00' }],
    thursday: null,
    saturday: [
      { start_time: '10:00', end_time: '12:00' },
      { start_time: '14:00', end_time: '21:00' },
    ],
    sunday: null,
  },
  is_expired: false,
  distance: 412,
}

describe('Sendcloud v3 service points (ADR 0043)', () => {
  it('reads a point as the shop keeps it: kind, address, hours per weekday, distance', () => {
    expect(fromSendcloud(sendcloudServicePoint.parse(v3))).toEqual({
      id: '1000002',
      name: 'Stationsplein Parcel Locker',
      street: 'Stationsplein 1',
      postcode: '5611 AC',
      city: 'Eindhoven',
      country: 'NL',
      hours: { monday: ['10:00–21:00'], saturday: ['10:00–12:00', '14:00–21:00'] },
      distance: 412,
      carrier: 'postnl',
      kind: 'locker',
    })
    const shop = fromSendcloud(
      sendcloudServicePoint.parse({ ...v3, general_shop_type: 'post_office', distance: undefined }),
    )
    expect(shop).toMatchObject({ kind: 'shop', distance: null })
  })

  it('a postcode or a city: the structured address parameters, the carrier, 10 nearest within 10 km', () => {
    expect(servicePointsSearch(asPickupQuery('IT', '20121', 'brt'))).toBe(
      'country_code=IT&carrier_code=brt&address_postal_code=20121&radius=10000&limit=10',
    )
    expect(servicePointsSearch(asPickupQuery('IT', 'Reggio Emilia', 'poste_it'))).toBe(
      'country_code=IT&carrier_code=poste_it&address_city=Reggio+Emilia&radius=10000&limit=10',
    )
  })

  it('takes a postcode or a city’s name, nothing else', () => {
    const schema = pickupSearchSchema('bad')
    expect(schema.parse({ country: 'it', q: ' 20121 ' })).toEqual({ country: 'IT', q: '20121' })
    expect(schema.parse({ country: 'IT', q: 'Sant’Ilario d’Enza' }).q).toBe('Sant’Ilario d’Enza')
    for (const q of ['<script>', 'a', 'x'.repeat(61), '20121&carrier_code=ups', ''])
      expect(schema.safeParse({ country: 'IT', q }).success).toBe(false)
    expect(schema.safeParse({ country: 'ITA', q: 'Roma' }).success).toBe(false)
  })
})
