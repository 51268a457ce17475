/** The seller's details the header menu and the footer show (the seller settings and the footer's links). */
export type CompanyInfo = {
  name: string
  address: string
  vatNumber: string
  /** REA, share capital, sole shareholder, PEC: what a company's website must state (art. 2250 c.c.). */
  registration: string[]
  email: string
  phone: string
  facebook: string
  instagram: string
}
