/** The seller's identity: shown in the footer, the invoice and the legal pages (Italian law). */
export const company = {
  name: 'Vetrina S.r.l.',
  street: 'Via Cavour 12',
  zip: '31029',
  city: 'Vittorio Veneto',
  province: 'TV',
  country: 'Italia',
  vatNumber: '04123450266',
  phone: '+39 0438 555 0123',
  /** Map shown on the contact page: a static picture linking out, so no third-party cookie before consent. */
  mapUrl: 'https://www.openstreetmap.org/search?query=Via%20Cavour%2012%2C%2031029%20Vittorio%20Veneto',
} as const

export const companyAddressLine = `${company.street}, ${company.zip} ${company.city} (${company.province}), ${company.country}`
