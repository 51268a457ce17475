/**
 * The display-stand pages' dealer list (issue 41): the entries the operator typed in the page, region by
 * region, plus every active dealer listed with its consent under its region. Pure.
 */
export type DealerEntry = { Name?: string | null; Dealer_name?: string | null; Address?: string | null }
export type DealerRegion = { Region?: string | null; subregion?: DealerEntry[] | null }
export type ListedDealer = {
  company: string
  region: string
  street: string
  zip: string
  city: string
  province: string
}

const key = (s: string | null | undefined) => (s ?? '').trim().toLocaleLowerCase('it')

export function mergeDealers(regions: readonly DealerRegion[], listed: readonly ListedDealer[]): DealerRegion[] {
  const out = regions.map((r) => ({ ...r, subregion: [...(r.subregion ?? [])] }))
  const sorted = [...listed].sort((a, b) => a.company.localeCompare(b.company, 'it'))
  for (const d of sorted) {
    if (!d.region.trim()) continue
    const entry: DealerEntry = {
      Name: d.city,
      Dealer_name: d.company,
      Address: [d.street, [d.zip, d.city].filter(Boolean).join(' '), d.province ? `(${d.province})` : '']
        .filter(Boolean)
        .join(', ')
        .replace(', (', ' ('),
    }
    // Typed by hand already (the same company in the region): kept once.
    const region = out.find((r) => key(r.Region) === key(d.region))
    if (region?.subregion.some((e) => key(e.Dealer_name) === key(d.company))) continue
    if (region) region.subregion.push(entry)
    else out.push({ Region: d.region.trim(), subregion: [entry] })
  }
  return out
}
