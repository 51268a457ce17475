import type { Messages } from '../en'

/** Italian texts of features/content. */
export const content: Pick<Messages, 'home' | 'contact' | 'faq' | 'about' | 'policy' | 'stands'> = {
  home: {
    video: 'Video di candele accese nel laboratorio',
    pauseVideo: 'Metti in pausa il video',
    playVideo: 'Riproduci il video',
    newTitle: 'Nuova collezione',
    explore: 'Esplora le collezioni',
    gallery: 'Galleria',
    features: 'Perché Vetrina',
  },
  contact: {
    title: 'Contatti',
    address: 'Indirizzo',
    phone: 'Telefono',
    email: 'E-mail',
    hours: 'Orari di apertura',
    map: 'Mappa di {address}',
    openMap: 'Apri la mappa (OpenStreetMap, nuova scheda)',
  },
  faq: {
    title: 'Domande frequenti',
    sections: 'Sezioni',
  },
  about: {
    title: 'Chi siamo',
  },
  policy: {
    lastModified: 'Ultima modifica: {date}',
  },
  stands: {
    dealers: 'I nostri rivenditori',
    dealer: 'Rivenditore',
    address: 'Indirizzo',
    requestTitle: 'Diventa rivenditore',
    requestText: 'Compila il modulo di richiesta e ti contatteremo.',
    carousel: 'Le nostre candele in negozio',
    previous: 'Immagine precedente',
    next: 'Immagine successiva',
    slide: 'Immagine {n} di {total}',
    pause: 'Metti in pausa la presentazione',
    play: 'Avvia la presentazione',
    dimensions: 'Dimensioni',
  },
}
