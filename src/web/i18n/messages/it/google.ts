import type { google as en } from '#web/i18n/messages/en/google.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const google: AreaOf<typeof en> = {
  'google.section.title': 'Recensioni Google',
  'google.section.subtitle': 'Il tuo Profilo dell’attività: recensioni, risposte e crescita',
  'google.section.claimed.title':
    'Non verificata: questa attività è stata rivendicata dal suo titolare su Google',
  'google.section.claimed.text':
    'Il {date} una persona che gestisce questa attività su Google l’ha registrata con un Profilo dell’attività verificato. Conservi i tuoi dati (puoi esportarli da I tuoi dati). I tuoi codici QR e link smettono di funzionare 30 giorni dopo quella data. Se l’attività è tua, collega qui sotto il suo Profilo dell’attività.',
  'google.section.loading': 'Caricamento del collegamento a Google…',
  'google.section.failed': 'Impossibile caricare il collegamento a Google',
  'google.section.unavailable':
    'Il Profilo dell’attività Google non è attivo su questo server. Il gestore deve ottenere l’approvazione di Google per le API di Business Profile e poi impostare {setting}.',
  'google.filter.legend': 'Filtra le recensioni',
  'google.filter.allStars': 'Tutte le stelle',
  'google.filter.lowStars': '1–3 ★',
  'google.filter.highStars': '4–5 ★',
  'google.filter.unreplied': 'Senza risposta ({count})',
  'google.reviews.loading': 'Caricamento delle recensioni…',
  'google.reviews.failed': 'Impossibile caricare le tue recensioni',
  'google.reviews.empty.title': 'Nessuna recensione corrispondente',
  'google.reviews.empty.text':
    'Prova un altro filtro. Le nuove recensioni compaiono qui entro un’ora, o subito con Sincronizza ora.',
  'google.reviews.listLabel': 'Recensioni Google',
  'google.reviews.more': 'Mostra altre recensioni',

  'google.connection.connected': 'Profilo dell’attività collegato',
  'google.connection.notConnected': 'Non collegato',
  'google.connection.notGranted': 'L’accesso a Google non è stato concesso. Riprova.',
  'google.connection.opening': 'Apertura di Google…',
  'google.connection.openFailed': 'Impossibile avviare il collegamento',
  'google.connection.connectAgain': 'Ricollega',
  'google.connection.connect': 'Collega il Profilo dell’attività Google',
  'google.connection.title': 'Collega il tuo Profilo dell’attività Google',
  'google.connection.text':
    'Vedi qui ogni recensione Google, rispondi e guarda come crescono le tue recensioni da quando hai iniziato con ReviewTap. Il collegamento dimostra anche che l’attività è tua.',
  'google.connection.demo': 'Questo server non ha impostazioni Google: collegherai il profilo demo.',
  'google.connection.askOwner': 'Chiedi al titolare di collegarlo.',
  'google.connection.noLocation': 'Nessuna sede corrispondente',
  'google.connection.verified': 'Verificata su Google',
  'google.connection.notVerified': 'Non verificata',
  'google.connection.demoProfile': 'Profilo demo',
  'google.connection.account': 'Account Google: {name}.',
  'google.connection.lastSync': 'Recensioni lette il {when}.',
  'google.connection.reading': 'Lettura delle recensioni in corso…',
  'google.connection.broken':
    'Google non accetta più questo collegamento (l’accesso è stato rimosso o è scaduto). Ricollega per mantenere aggiornate le tue recensioni.',
  'google.connection.noMatch':
    'Nessuna delle sedi gestite da questo account Google è questa attività. Collegati con l’account Google che possiede l’attività su Google Maps, oppure chiedi al titolare di aggiungerti come gestore nel Profilo dell’attività, poi ricollega.',
  'google.connection.syncing': 'Lettura delle recensioni da Google',
  'google.connection.syncFailed': 'Impossibile richiedere la sincronizzazione',
  'google.connection.sync': 'Sincronizza ora',
  'google.connection.disconnected': 'Profilo dell’attività scollegato',
  'google.connection.disconnectFailed': 'Impossibile scollegare',
  'google.connection.disconnect': 'Scollega',

  'google.claim.title': 'Le tue attività, registrate da qualcun altro',
  'google.claim.text':
    'Il tuo account Google gestisce queste attività come titolare verificato, ma un altro account ReviewTap le ha registrate senza verifica. Rivendicane una per farla diventare una tua sede; l’altro account viene avvisato e conserva i propri dati.',
  'google.claim.listLabel': 'Attività che puoi rivendicare',
  'google.claim.done': '{place} ora è tua',
  'google.claim.doneText': 'Verificata su Google. La trovi in Tutte le sedi.',
  'google.claim.failed': 'Impossibile rivendicare questa attività',
  'google.claim.button': 'Rivendica {place}',

  'google.growth.title': 'Crescita delle recensioni',
  'google.growth.text': 'Direttamente dal tuo Profilo dell’attività: ciò che ReviewTap ha ottenuto.',
  'google.growth.total': 'Recensioni Google',
  'google.growth.average': 'Valutazione media',
  'google.growth.before': 'A settimana prima',
  'google.growth.since': 'A settimana da allora',
  'google.growth.notStarted':
    '“Prima” e “da allora” si contano dalla tua prima scansione del codice QR: mostra il tuo codice a un cliente per iniziare.',
  'google.growth.chart': 'Nuove recensioni Google a settimana, ultime 13 settimane',
  'google.growth.week':
    'Settimana del {week}: {reviews, plural, one {# recensione} other {# recensioni}}, {sent, plural, one {# inviato a Google} other {# inviati a Google}}',
  'google.growth.followed':
    '{count, plural, one {<b>#</b> recensione è arrivata dopo una visita: scritta} other {<b>#</b> recensioni sono arrivate dopo una visita: scritte}} entro due ore da quando un cliente è passato dal tuo codice QR a Google. È una stima: Google non dice chi ha scritto una recensione.',
  'google.growth.byMember': 'Per membro del team: {list}.',

  'google.rating.none': 'Ancora nessuna valutazione su Google',
  'google.rating.onGoogle':
    '<b>{rating}</b> su Google · {count, plural, one {# recensione} other {# recensioni}}',
  'google.rating.poweredBy': 'Powered by Google',
  'google.rating.connect':
    'Collega il tuo Profilo dell’attività per vedere lo storico e rispondere alle recensioni',

  'google.templates.title': 'Risposte salvate',
  'google.templates.text':
    'Inizia una risposta da una di queste. Scrivi {token} dove va il nome di chi ha scritto la recensione.',
  'google.templates.saved': 'Risposte salvate aggiornate',
  'google.templates.saveFailed': 'Impossibile salvare le risposte',
  'google.templates.low': 'Per 1–3 stelle',
  'google.templates.lowPlaceholder': 'Ci dispiace, {token}. Chiamaci, così possiamo rimediare.',
  'google.templates.high': 'Per 4–5 stelle',
  'google.templates.highPlaceholder': 'Grazie, {token}! A presto.',
  'google.templates.save': 'Salva le risposte',

  'google.review.stars': 'Valutazione: {value} su 5',
  'google.review.updated': 'Risposta aggiornata',
  'google.review.posted': 'Risposta pubblicata su Google',
  'google.review.postFailed': 'Google non ha accettato la risposta. Il tuo testo è ancora qui: riprova.',
  'google.review.deleted': 'Risposta eliminata',
  'google.review.deleteFailed': 'Impossibile eliminare la risposta',
  'google.review.followedVisit': 'Dopo una visita',
  'google.review.noText': 'Una valutazione senza testo.',
  'google.review.yourReply': 'La tua risposta · {date}',
  'google.review.edit': 'Modifica',
  'google.review.delete': 'Elimina',
  'google.review.reply': 'Rispondi',
  'google.review.replyTo': 'Rispondi a {name}',
  'google.review.placeholder': 'Scrivi una risposta pubblica…',
  'google.review.bytes': '{size} / {limit} byte',
  'google.review.useTemplate': 'Usa una risposta salvata',
  'google.review.cancel': 'Annulla',
  'google.review.save': 'Salva la risposta',
  'google.review.post': 'Pubblica la risposta',
};
