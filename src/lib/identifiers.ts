/** Italian business identifiers. Pure functions, no dependencies. */

/** Partita IVA: 11 digits, the last a Luhn-style check digit. */
export function isValidPartitaIva(value: string): boolean {
  const v = value.replace(/\s+/g, '').replace(/^IT/i, '')
  if (!/^\d{11}$/.test(v)) return false
  let sum = 0
  for (let i = 0; i < 10; i++) {
    let d = Number(v[i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10 === Number(v[10])
}

/** Codice destinatario SDI: 7 alphanumeric characters. */
export const isValidSdiCode = (value: string): boolean => /^[A-Z0-9]{7}$/i.test(value.trim())

/** CAP: 5 digits. */
export const isValidCap = (value: string): boolean => /^\d{5}$/.test(value.trim())

/** Province code: 2 letters (TV, MI, ...). */
export const isValidProvince = (value: string): boolean => /^[A-Z]{2}$/i.test(value.trim())

/** An e-mail address as the shop's forms accept it: something@domain.tld, no spaces. */
export const isPlausibleEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)
