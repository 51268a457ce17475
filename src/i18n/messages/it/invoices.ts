import type { Messages } from '../en'

/** Italian texts of features/invoices. */
export const invoices: Pick<Messages, 'invoice'> = {
  invoice: {
    title: 'Fattura',
    number: 'Fattura n.',
    date: 'Data',
    supplier: 'Fornitore',
    customer: 'Cliente',
    description: 'Descrizione',
    sku: 'Codice',
    price: 'Prezzo',
    priceNet: 'Prezzo (IVA escl.)',
    quantity: 'Quantità',
    total: 'Totale',
    subtotal: 'Articoli',
    discount: 'Sconto ({code})',
    shipping: 'Spedizione',
    totalAmount: 'Totale (IVA inclusa)',
    taxable: 'Imponibile',
    vat: 'IVA {rate}%',
    vatOss: 'IVA {country} {rate}%',
    vatIntraEu: 'IVA non imponibile (art. 41 D.L. 331/1993)',
    intraEuNote:
      "Cessione intracomunitaria non imponibile ai sensi dell'art. 41 D.L. 331/1993: l'imposta è dovuta dal cessionario (inversione contabile).",
    ossNote: 'IVA del paese di destinazione ({country}) applicata nel regime OSS.',
    company: 'Azienda',
    vatNumber: 'P.IVA',
    codiceFiscale: 'C.F.',
    receiptTitle: "Riepilogo d'ordine",
    receiptNumber: 'Ordine n.',
    receiptNote:
      "Documento non fiscale, non è una fattura. Se ti serve la fattura, chiedila al momento dell'ordine (alla cassa: «Ti serve la fattura?»).",
    courtesyCopy: 'Copia di cortesia: la fattura elettronica è trasmessa tramite il Sistema di Interscambio (SdI).',
    receiptSubject: 'Il tuo ordine Vetrina {id}: conferma e riepilogo',
    receiptIntro: 'Ciao {name}, grazie per il tuo ordine. Abbiamo ricevuto il pagamento: ecco il riepilogo.',
    sellerReceiptSubject: 'Nuovo ordine pagato {id}',
    receiptFile: 'riepilogo-ordine',
    invoiceFile: 'fattura',
    subject: 'Il tuo ordine Vetrina {id}: conferma e fattura {number}',
    sellerSubject: 'Nuovo ordine pagato {id} (fattura {number})',
    intro: 'Ciao {name}, grazie per il tuo ordine. Abbiamo ricevuto il pagamento: ecco la tua fattura.',
    sellerIntro: 'È stato pagato un nuovo ordine.',
    sellerCustomer: 'Cliente',
    cancelledSubject: 'Il tuo ordine Vetrina {id} è stato annullato',
    cancelledIntro: 'Ciao {name}, il tuo ordine {id} è stato annullato. Non ti è stato addebitato nulla.',
    refundedSubject: 'Il tuo ordine Vetrina {id}: rimborso di {amount}',
    refundedIntro:
      "Ciao {name}, abbiamo rimborsato {amount} per il tuo ordine {id} sulla carta con cui hai pagato. A seconda della banca, l'accredito compare entro 5–10 giorni lavorativi.",
    withdrawalSubject: 'Il tuo ordine Vetrina {id}: recesso ricevuto',
    withdrawalIntro:
      "Ciao {name}, abbiamo ricevuto il tuo recesso dall'ordine {id} il {date} alle {time}. Articoli: {lines}. Restituiscili entro 14 giorni; ti rimborsiamo entro 14 giorni dal recesso (possiamo attendere di ricevere gli articoli o la prova dell'avvenuta spedizione).",
    withdrawalSellerSubject: "Recesso dall'ordine {id}",
    withdrawalSellerIntro:
      "Il cliente ha esercitato il recesso dall'ordine {id} il {date} alle {time}: {lines}. Rimborsa dalla pagina dell'ordine quando la merce è rientrata o spedita.",
    withdrawalLinkText: 'Per recedere da questo acquisto entro 14 giorni dalla consegna:',
    withdrawalTitle: 'Diritto di recesso',
    withdrawalInfo:
      'Se sei un consumatore puoi recedere entro 14 giorni dalla consegna, senza dare motivazioni: con il collegamento qui sopra, oppure inviandoci una dichiarazione esplicita, per esempio con il modulo qui sotto, a {email}. Ti rimborsiamo entro 14 giorni dal recesso.',
    termsAttached:
      'In allegato trovi le condizioni generali di vendita (PDF), con il diritto di recesso e la garanzia legale di conformità di 2 anni. Sono anche su {url}.',
    heldSubject: 'Il tuo ordine Vetrina {id}: pagamento ricevuto, ti contatteremo',
    heldIntro:
      'Ciao {name}, abbiamo ricevuto il pagamento dell’ordine {id}, ma la prenotazione degli articoli era scaduta e non sono più disponibili. Ti rimborseremo per intero o ti contatteremo entro due giorni lavorativi.',
    heldAmountSubject: 'Il tuo ordine Vetrina {id}: pagamento ricevuto, lo stiamo verificando',
    heldAmountIntro:
      'Ciao {name}, abbiamo ricevuto un pagamento di {paid} per l’ordine {id}, che non corrisponde al suo totale di {expected}. I tuoi articoli restano riservati: confermeremo l’ordine o ti rimborseremo per intero entro due giorni lavorativi.',
    heldCancelledIntro:
      'Ciao {name}, abbiamo ricevuto il tuo pagamento per l’ordine {id}, che era stato annullato. Ti rimborseremo per intero entro due giorni lavorativi.',
    heldAmountSellerSubject: 'Ordine {id} da verificare: pagati {paid} invece di {expected}',
    heldSellerSubject: 'Ordine {id} da verificare: pagato dopo la scadenza della prenotazione, pezzi esauriti',
    deliveredSubject: 'Il tuo ordine Vetrina {id} è stato consegnato',
    deliveredIntro:
      'Ciao {name}, il tuo ordine {id} risulta consegnato. Da oggi hai 14 giorni per recedere dal contratto, senza motivazione.',
    shippedSubject: 'Il tuo ordine Vetrina {id} è stato spedito',
    shippedIntro: 'Ciao {name}, il tuo ordine {id} è in viaggio.',
    trackingCode: 'Codice di tracciamento',
    trackingLink: 'Segui il pacco',
  },
}
