import type { Field, GlobalConfig } from 'payload'
import { adminOnly, anyone } from '../access'
import { revalidateGlobal } from '../hooks'
import { isValidCodiceFiscale, isValidIban, isValidPartitaIva, isValidPec, normalizeIban } from '@/lib/identifiers'

const l = (it: string, en: string) => ({ it, en })

const text = (name: string, label: { it: string; en: string }, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', label, ...extra }) as Field

/**
 * The seller's identity and fiscal settings: one place for the footer, the e-mails, the order documents
 * and the e-invoice (lib/seller.ts). Public to read (it is what the footer shows), the operator edits it.
 */
export const SellerGlobal: GlobalConfig = {
  slug: 'seller',
  label: l('Dati del venditore', 'Seller details'),
  access: { read: anyone, update: adminOnly },
  hooks: { afterChange: [revalidateGlobal] },
  admin: {
    group: l('Impostazioni', 'Settings'),
    description: l(
      'Ragione sociale, sede e dati fiscali: compaiono nel piè di pagina, nelle e-mail, nei documenti d’ordine e nelle fatture elettroniche.',
      'Company name, address and tax details: shown in the footer, the e-mails, the order documents and the e-invoices.',
    ),
  },
  fields: [
    text('name', l('Ragione sociale', 'Company name'), { required: true }),
    {
      type: 'row',
      fields: [
        text('street', l('Indirizzo della sede', 'Registered address'), { required: true }),
        text('zip', l('CAP', 'Postcode'), {
          required: true,
          validate: (v: unknown) => /^\d{5}$/.test(String(v ?? '')) || 'CAP: 5 cifre / 5 digits',
        } as Partial<Field>),
      ],
    },
    {
      type: 'row',
      fields: [
        text('city', l('Comune', 'City'), { required: true }),
        text('province', l('Provincia (sigla)', 'Province (code)'), {
          validate: (v: unknown) => !v || /^[A-Z]{2}$/.test(String(v)) || 'Due lettere maiuscole / two capital letters',
        } as Partial<Field>),
        text('country', l('Paese', 'Country'), { defaultValue: 'Italia' }),
      ],
    },
    {
      type: 'row',
      fields: [
        text('vatNumber', l('Numero di partita IVA (11 cifre)', 'VAT number (11 digits)'), {
          required: true,
          validate: (v: unknown) =>
            isValidPartitaIva(String(v ?? '')) || 'Partita IVA non valida / VAT number not valid',
        } as Partial<Field>),
        text('codiceFiscale', l('C.F. della società', 'Company tax code'), {
          validate: (v: unknown) =>
            !v ||
            isValidPartitaIva(String(v)) ||
            isValidCodiceFiscale(String(v)) ||
            'Codice non valido / code not valid',
        } as Partial<Field>),
      ],
    },
    {
      type: 'row',
      fields: [
        text('reaOffice', l('Ufficio REA (sigla provincia)', 'REA office (province code)'), {
          validate: (v: unknown) => !v || /^[A-Z]{2}$/.test(String(v)) || 'Due lettere maiuscole / two capital letters',
        } as Partial<Field>),
        text('reaNumber', l('Numero REA', 'REA number'), {
          validate: (v: unknown) => !v || /^[A-Z0-9]{1,20}$/i.test(String(v)) || 'Numero non valido / not valid',
        } as Partial<Field>),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'shareCapital',
          type: 'number',
          min: 0,
          defaultValue: 0,
          label: l('Capitale sociale versato (€)', 'Share capital paid up (€)'),
        },
        {
          name: 'shareholders',
          type: 'select',
          defaultValue: 'SM',
          label: l('Soci', 'Shareholders'),
          options: [
            { value: 'SU', label: l('Socio unico', 'One shareholder') },
            { value: 'SM', label: l('Più soci', 'Several shareholders') },
          ],
        },
        {
          name: 'liquidation',
          type: 'select',
          defaultValue: 'LN',
          label: l('Stato di liquidazione', 'Liquidation'),
          options: [
            { value: 'LN', label: l('Non in liquidazione', 'Not in liquidation') },
            { value: 'LS', label: l('In liquidazione', 'In liquidation') },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'pec',
          type: 'text',
          label: l('PEC', 'Certified e-mail (PEC)'),
          validate: (v: unknown) => !v || isValidPec(String(v)) || 'Indirizzo non valido / address not valid',
        },
        { name: 'email', type: 'email', label: l('E-mail di contatto', 'Contact e-mail') },
        text('phone', l('Telefono', 'Phone')),
      ],
    },
    {
      name: 'taxRegime',
      type: 'select',
      defaultValue: 'RF01',
      label: l('Regime fiscale', 'Tax regime'),
      options: [
        { value: 'RF01', label: l('RF01 — Ordinario', 'RF01 — Ordinary') },
        { value: 'RF02', label: l('RF02 — Contribuenti minimi', 'RF02 — Minimum taxpayers') },
        { value: 'RF19', label: l('RF19 — Forfettario', 'RF19 — Flat-rate') },
      ],
    },
    {
      name: 'oss',
      type: 'checkbox',
      defaultValue: false,
      label: l('Regime OSS attivo', 'One-Stop Shop (OSS) on'),
      admin: {
        description: l(
          'Attivare quando le vendite a distanza verso consumatori UE superano 10.000 € l’anno: da allora i consumatori degli altri paesi UE pagano l’IVA del proprio paese.',
          'Switch on once distance sales to EU consumers pass €10,000 a year: from then on consumers in other EU countries pay their own country’s VAT.',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        text('iban', l('IBAN per i bonifici', 'IBAN for bank transfers'), {
          validate: (v: unknown) => !v || isValidIban(String(v)) || 'IBAN non valido / IBAN not valid',
          hooks: { beforeChange: [({ value }: { value?: unknown }) => (value ? normalizeIban(String(value)) : value)] },
          admin: {
            description: l(
              'I rivenditori possono pagare con bonifico su questo conto: compare nelle istruzioni e nella fattura elettronica. Vuoto: niente bonifici.',
              'Dealers may pay by bank transfer to this account: it is shown in the instructions and on the e-invoice. Empty: no bank transfers.',
            ),
          },
        } as Partial<Field>),
        text('bankName', l('Banca', 'Bank')),
      ],
    },
  ] as Field[],
}
