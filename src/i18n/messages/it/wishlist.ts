import type { Messages } from '../en'

/** Italian texts of features/wishlist. */
export const wishlist: Pick<Messages, 'wishlist'> = {
  wishlist: {
    title: 'Lista desideri',
    added: 'Articolo aggiunto alla lista desideri!',
    removed: 'Articolo rimosso dalla lista desideri!',
    empty: 'Nessun articolo nella lista desideri',
    continue: 'Continua lo shopping',
  },
}
