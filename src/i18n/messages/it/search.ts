import type { Messages } from '../en'

/** Italian texts of features/search. */
export const search: Pick<Messages, 'search'> = {
  search: {
    label: 'Cerca nel negozio',
    placeholder: 'Cerca candele, profumi, vasi…',
    submit: 'Mostra i risultati',
    shortcut: 'Premi / per cercare',
    suggestions: 'Suggerimenti',
    products: 'Prodotti',
    categories: 'Categorie',
    pages: 'Pagine',
    seeAll: 'Tutti i risultati per “{query}”',
    none: 'Nessun suggerimento',
    count: {
      one: '{count} suggerimento, usa le frecce su e giù',
      other: '{count} suggerimenti, usa le frecce su e giù',
    },
    soldOut: 'Esaurito',
    otherLang: 'trovato nel testo inglese',
    relevance: 'Pertinenza',
    title: 'Ricerca',
    resultsFor: 'Risultati per “{query}”',
    empty: 'Scrivi cosa cerchi: un profumo, un prodotto, un colore.',
    found: { one: '{count} prodotto', other: '{count} prodotti' },
    corrected: 'Risultati anche per “{query}”',
    nothing: 'Nessun risultato per “{query}”.',
    didYouMean: 'Forse cercavi',
    tryCategories: 'Sfoglia una categoria',
    bestsellers: 'I più venduti',
    tooMany: 'Troppe ricerche dalla tua connessione: attendi un minuto e riprova.',
  },
}
