/** The seller's details the header menu and the footer show (from the CMS's company global). */
export type CompanyInfo = {
  name: string
  address: string
  vatNumber: string
  email: string
  phone: string
  facebook: string
  instagram: string
}
