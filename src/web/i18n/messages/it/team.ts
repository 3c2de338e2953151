import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { team as en } from '#web/i18n/messages/en/team.ts';

export const team: AreaOf<typeof en> = {
  'team.error': 'Errore',

  'team.capacity.full': 'Team al completo',
  'team.capacity.count':
    '{count} <muted>su {max, plural, one {# membro al massimo} other {# membri al massimo}}</muted>',
  'team.capacity.label': 'Capienza del team',
  'team.capacity.valueText': '{count} su {max, plural, one {# membro} other {# membri}}',
  'team.capacity.used': '{percent, number, ::percent} dei posti occupati',
  'team.capacity.left': '{left, plural, one {# posto libero} other {# posti liberi}}',

  'team.manager.loading': 'Caricamento del tuo team…',
  'team.manager.loadError.title': 'Impossibile caricare i dati del team',
  'team.manager.loadError.text':
    'Non è stato possibile caricare il tuo team in questo momento. Controlla la connessione e riprova.',
  'team.manager.retry': 'Riprova',
  'team.manager.size.title': 'Dimensione del team',
  'team.manager.size.description': 'Nel team contano tutti, tu compreso.',
  'team.manager.size.full': 'Nessun posto libero. Rimuovi un membro per fare spazio.',
  'team.manager.size.lapsed': 'I posti si potranno usare di nuovo appena ti abboni.',

  'team.code.title': 'Codice del team',
  'team.code.description':
    'Il tuo staff accede, sceglie «Entra in un team» e inserisce questo codice per entrare nel tuo team.',
  'team.code.generated.new': 'Nuovo codice generato',
  'team.code.generated.newText': 'Il codice precedente non funziona più. Condividi questo con il tuo team.',
  'team.code.generated.first': 'Codice generato',
  'team.code.generated.firstText': 'Condividilo con il tuo team per farli entrare.',
  'team.code.generateFailed': 'Impossibile generare il codice',
  'team.code.copied.title': 'Codice copiato!',
  'team.code.copied.text': 'Invialo alla persona che vuoi invitare.',
  'team.code.copyFailed.title': 'Copia non riuscita',
  'team.code.copyFailed.text': 'Copia il codice a mano',
  'team.code.copied': 'Copiato',
  'team.code.copy': 'Copia codice',
  'team.code.lapsed':
    'Il tuo abbonamento è terminato, quindi con questo codice non può entrare nessuno. Tornerà a funzionare appena ti abboni.',
  'team.code.full':
    'Il tuo team è al completo, quindi con questo codice non può entrare nessuno finché non rimuovi un membro.',
  'team.code.wrongPerson': 'L’hai condiviso con la persona sbagliata?',
  'team.code.regenerate': 'Genera nuovo codice',
  'team.code.none.title': 'Ancora nessun codice',
  'team.code.none.text':
    'Genera un codice per invitare il tuo staff. Non scade mai; puoi sostituirlo in qualsiasi momento.',
  'team.code.generating': 'Generazione...',
  'team.code.generate': 'Genera codice',
  'team.code.regenerateDialog.title': 'Generare un nuovo codice?',
  'team.code.regenerateDialog.text':
    'Il codice attuale <mono>{code}</mono> smetterà subito di funzionare. Chi non è ancora entrato avrà bisogno del nuovo codice. Chi è già nel tuo team ci resta.',

  'team.members.title': 'Membri del team',
  'team.members.description':
    'I membri possono mostrare i tuoi codici QR e vedere la dashboard e le statistiche.',
  'team.members.removed.title': 'Membro rimosso',
  'team.members.removed.text': '{name} non fa più parte del tuo team.',
  'team.members.removeFailed': 'Impossibile rimuovere il membro del team',
  'team.members.removeNamed': 'Rimuovi {name}',
  'team.members.remove': 'Rimuovi',
  'team.members.onlyOwner.lapsed':
    'Ancora nessun altro. Quando ti abboni, condividi il codice del team e i nuovi membri compariranno qui.',
  'team.members.onlyOwner':
    'Ancora nessun altro. Condividi il codice del team e i nuovi membri compariranno qui appena entrano.',
  'team.members.removeDialog.title': 'Rimuovi membro del team',
  'team.members.removeDialog.text':
    'Rimuovere {name} dal tuo team? Verrà aggiornata anche la tua fatturazione.',
  'team.members.removing': 'Rimozione...',

  'team.role.owner': 'Titolare',
  'team.role.member': 'Membro',

  'team.member.canDo.qr': 'Mostrare ai clienti i codici QR per le recensioni',
  'team.member.canDo.analytics': 'Vedere la dashboard, le statistiche e i feedback',
  'team.member.canDo.owner': 'La gestione del team e la fatturazione restano al titolare',
  'team.member.left.title': 'Sei uscito dal team',
  'team.member.left.text': 'Non fai più parte del team di {name}.',
  'team.member.leaveFailed': 'Impossibile uscire dal team',
  'team.member.membership': 'La tua partecipazione',
  'team.member.leave': 'Esci dal team',
  'team.member.leave.text':
    'Perderai l’accesso alla dashboard di questa attività. Per tornare ti servirà un nuovo codice di invito dal titolare.',
  'team.member.leaving': 'Ti portiamo alla configurazione…',
  'team.member.leaveDialog.text':
    'Vuoi davvero uscire dal team di {name}? Per rientrare ti servirà un nuovo codice di invito.',
  'team.member.leaveDialog.pending': 'Uscita...',
  'team.member.loadError':
    'Impossibile caricare la tua partecipazione al team. Prova ad aggiornare la pagina.',

  'team.join.title': 'Entra in un team',
  'team.join.pageTitle': 'Entra in un team · {product}',
  'team.join.intro':
    'Inserisci il codice del team di 6 caratteri che ti ha dato il titolare per entrare nel suo team.',
  'team.join.card.text':
    'Hai un codice del team da un titolare? Inseriscilo per entrare nel suo team e mostrare i suoi codici QR per le recensioni.',
  'team.join.card.action': 'Inserisci un codice',
  'team.join.codeRequired.title': 'Codice obbligatorio',
  'team.join.codeRequired.text': 'Inserisci un codice del team di 6 caratteri',
  'team.join.joined': 'Sei entrato nel team di {name}!',
  'team.join.failed': 'Impossibile entrare nel team',
  'team.join.label': 'Codice del team',
  'team.join.length': '{length} su {max, plural, one {# carattere} other {# caratteri}}',
  'team.join.joining': 'Accesso al team...',
  'team.join.submit': 'Entra nel team',
  'team.join.help.title': 'Dove trovo un codice?',
  'team.join.help.owner':
    'Chiedi al titolare dell’attività di generare un codice nella sezione Team della sua dashboard.',
  'team.join.help.format':
    'I codici hanno 6 caratteri e distinguono tra maiuscole e minuscole. Le lettere diventano maiuscole mentre scrivi.',
  'team.join.help.home': 'Preferisci creare la tua attività? <link>Torna alla home</link>',

  'team.billing.loadError': 'Impossibile caricare il tuo abbonamento',
  'team.billing.loading': 'Caricamento del tuo abbonamento…',
  'team.plan.title': 'Il tuo abbonamento',
  'team.plan.monthly': '{price} al mese per questa sede.',
  'team.plan.cancelledOn': 'Disdetto: termina il {date}.',
  'team.plan.cancelAnytime': 'Disdici quando vuoi.',
  'team.plan.trial': 'Prova',
  'team.plan.until': '{plan} fino al {date}',
  'team.plan.cancelled.detail':
    'Disdetto: il tuo abbonamento termina in quella data, a meno che tu non lo riattivi.',
  'team.plan.renews': 'Si rinnova il {date}.',
  'team.plan.trialLeft': 'Prova · {days, plural, one {# giorno rimasto} other {# giorni rimasti}}',
  'team.plan.trialSubscribed': 'Abbonato: il primo addebito sarà il {date}, alla fine della prova.',
  'team.plan.trialEnds': 'La tua prova termina il {date}. Non serve una carta finché non ti abboni.',
  'team.plan.pastDue.title': 'Pagamento non riuscito',
  'team.plan.pastDue.detail':
    'Aggiorna la tua carta in Gestisci fatturazione per mantenere il tuo abbonamento.',
  'team.plan.subscriptionEnded': 'Abbonamento terminato',
  'team.plan.trialEnded': 'Prova terminata',
  'team.plan.trialEnded.detail':
    'Prova terminata il {date}. I tuoi codici QR e le pagine di recensione continuano a funzionare per i clienti.',
  'team.plan.ended.detail':
    'Il tuo abbonamento è terminato. I tuoi codici QR e le pagine di recensione continuano a funzionare per i clienti.',
  'team.plan.start': 'Abbonati',
  'team.plan.opening': 'Apertura del pagamento…',
  'team.plan.cancel': 'Disdici abbonamento',
  'team.plan.resume': 'Riattiva abbonamento',
  'team.plan.resuming': 'Riattivazione…',
  'team.plan.manage': 'Gestisci fatturazione',
  'team.plan.error.title': 'Errore dell’abbonamento',
  'team.plan.startFailed': 'Impossibile avviare l’abbonamento. Riprova.',
  'team.plan.resumeFailed': 'Impossibile riattivare l’abbonamento. Riprova.',
  'team.plan.cancelled.title': 'Abbonamento disdetto',
  'team.plan.cancelled.text': 'Mantieni {plan} fino al {date}.',
  'team.plan.cancelError.title': 'Errore nella disdetta',
  'team.plan.cancelFailed': 'Impossibile disdire l’abbonamento. Riprova.',
  'team.plan.resumed.title': 'Abbonamento riattivato',
  'team.plan.resumed.text': 'Il tuo abbonamento si rinnova come prima.',
  'team.plan.portalError.title': 'Errore di fatturazione',
  'team.plan.portalFailed': 'Impossibile aprire la fatturazione. Riprova.',
  'team.plan.cancelDialog.title': 'Disdire l’abbonamento?',
  'team.plan.cancelDialog.text':
    'Mantieni {plan} fino al {date} e puoi riattivarlo entro quella data. I tuoi codici QR continueranno a funzionare anche dopo.',
  'team.plan.cancelDialog.textNoDate':
    'Il tuo abbonamento termina alla fine del periodo. I tuoi codici QR continueranno a funzionare anche dopo.',
  'team.plan.cancelDialog.keep': 'Mantieni l’abbonamento',
  'team.plan.cancelDialog.pending': 'Disdetta…',

  'team.seats.title': 'Posti del team',
  'team.seats.description':
    '{users, plural, one {# utente incluso} other {# utenti inclusi}} (tu conti come uno), poi {price} al mese per ogni posto in più.',
  'team.seats.full': 'Aggiungi un posto qui sotto per invitare altre persone.',
  'team.seats.extra': 'Posti in più',
  'team.seats.fewer': 'Un posto in meno',
  'team.seats.more': 'Un posto in più',
  'team.seats.newTotal.prorated':
    'Nuovo totale mensile: <strong>{total}</strong>, calcolato pro rata da oggi.',
  'team.seats.newTotal.onSubscribe':
    'Nuovo totale mensile: <strong>{total}</strong>, addebitato quando ti abboni.',
  'team.seats.undo': 'Annulla',
  'team.seats.saving': 'Salvataggio…',
  'team.seats.confirm': 'Conferma i posti',
  'team.seats.minimum':
    'Il tuo team di {count, plural, one {# persona} other {# persone}} ha bisogno di almeno {min, plural, one {# posto in più} other {# posti in più}}.',
  'team.seats.updated.title': 'Posti aggiornati',
  'team.seats.updated.text': 'Ora il tuo team può avere {count, plural, one {# membro} other {# membri}}.',
  'team.seats.error.title': 'Errore sui posti',
  'team.seats.failed': 'Impossibile aggiornare i posti. Riprova.',
  'team.pricing.title': 'Prezzi',
  'team.pricing.description': 'Semplice, per sede. Disdici quando vuoi.',
  'team.pricing.perMonth': '/mese per sede',
  'team.pricing.users':
    '{users, plural, one {# utente incluso} other {# utenti inclusi}} (tu conti come uno)',
  'team.pricing.extra': '+{price}/mese per ogni utente in più',
  'team.pricing.trial':
    '{days, plural, one {# giorno di prova gratuita, nessuna carta richiesta} other {# giorni di prova gratuita, nessuna carta richiesta}}',

  'team.subscribe.label': 'Abbonamento',
  'team.subscribe.trialEnded':
    'La tua prova gratuita è terminata. Abbonati per continuare a raccogliere recensioni.',
  'team.subscribe.planEnded':
    'Il tuo abbonamento è terminato. Abbonati per continuare a raccogliere recensioni.',
  'team.subscribe.text':
    'I tuoi codici QR e le pagine di recensione continuano a funzionare per i clienti. Per aggiungere membri al team serve un abbonamento attivo.',
  'team.subscribe.action': 'Abbonati',
  'team.checkoutReturn.success.title': 'Abbonamento attivato',
  'team.checkoutReturn.success.text': 'Grazie! Il tuo abbonamento è attivo.',
  'team.checkoutReturn.cancelled.title': 'Pagamento annullato',
  'team.checkoutReturn.cancelled.text': 'Non è stato addebitato nulla. Puoi abbonarti in qualsiasi momento.',

  'team.checkout.pageTitle': 'Pagamento demo · {product}',
  'team.checkout.badge': 'Pagamento demo: nessuna carta viene addebitata',
  'team.checkout.title': 'Abbonati a {plan}',
  'team.checkout.description':
    'Questo server funziona senza Stripe, quindi questa pagina sostituisce il vero pagamento.',
  'team.checkout.loading': 'Caricamento del pagamento…',
  'team.checkout.loadError': 'Impossibile caricare questo pagamento. Ricomincia dalla sezione Fatturazione.',
  'team.checkout.location': 'Sede',
  'team.checkout.plan':
    'Abbonamento {plan}, {users, plural, one {# utente incluso} other {# utenti inclusi}}',
  'team.checkout.perMonth': '{price}/mese',
  'team.checkout.extraSeats': 'Posti in più × {count, number}',
  'team.checkout.total': 'Totale mensile',
  'team.checkout.firstCharge': 'Primo addebito',
  'team.checkout.payFailed': 'Pagamento non riuscito. Riprova.',
  'team.checkout.paying': 'Pagamento in corso…',
  'team.checkout.payAmount': 'Paga {amount}',
  'team.checkout.pay': 'Paga',
  'team.checkout.cancel': 'Annulla',
};
