import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { setup as en } from '#web/i18n/messages/en/setup.ts';

export const setup: AreaOf<typeof en> = {
  'setup.title': 'Configura la tua attività',
  'setup.addLocation': 'Aggiungi una sede',
  'setup.intro':
    'Trova la tua attività su Google e confermala. Il tuo codice QR per le recensioni è pronto in circa 2 minuti.',
  'setup.intro.adding': 'Trova la sede su Google e confermala. {pricing}',
  'setup.registered.title': 'Attività registrata!',
  'setup.registered.text': 'Il tuo codice QR è pronto da generare. Reindirizzamento alla dashboard...',
  'setup.register.failedTitle': 'Registrazione non riuscita',
  'setup.register.failed': 'Impossibile registrare la tua attività. Riprova.',
  'setup.price.sharedTrial': 'È gratis fino alla fine della prova, il {date}, poi {price} al mese.',
  'setup.price.perLocation':
    'Ogni sede costa {price} al mese; questa la paghi al checkout subito dopo la conferma.',
  'setup.price.trial':
    '{days, plural, one {La tua prova gratuita di # giorno inizia oggi. Nessuna carta richiesta.} other {La tua prova gratuita di # giorni inizia oggi. Nessuna carta richiesta.}}',

  'setup.steps.label': 'Avanzamento della configurazione',
  'setup.steps.search': 'Cerca',
  'setup.steps.confirm': 'Conferma',
  'setup.steps.step': 'Passaggio {n, number}:',
  'setup.steps.done': '(fatto)',

  'setup.confirm.title': 'Conferma la tua attività',
  'setup.confirm.text': 'Controlla che sia il posto giusto prima di registrarlo.',
  'setup.confirm.change': 'Cambia',
  'setup.confirm.next': 'Cosa succede ora?',
  'setup.confirm.link.title': 'Un link diretto alle recensioni Google',
  'setup.confirm.link.text': 'I clienti arrivano direttamente al tuo modulo di recensione.',
  'setup.confirm.qr.title': 'Codici QR',
  'setup.confirm.qr.text': 'Mostrane uno sul telefono o stampalo per il bancone.',
  'setup.confirm.analytics.title': 'Statistiche delle scansioni',
  'setup.confirm.analytics.text': 'Scopri quanti clienti scansionano e poi lasciano una recensione.',
  'setup.confirm.back': 'Torna alla ricerca',
  'setup.confirm.redirecting': 'Reindirizzamento...',
  'setup.confirm.registering': 'Registrazione...',
  'setup.confirm.register': 'Registra la mia attività',

  'setup.search.label': 'Cerca la tua attività',
  'setup.search.placeholder': 'Nome dell’attività e città',
  'setup.search.clear': 'Cancella ricerca',
  'setup.search.hint': 'Aggiungi la città per restringere la ricerca. I risultati compaiono mentre scrivi.',
  'setup.search.failedSummary': 'Ricerca non riuscita: {message}',
  'setup.search.searching': 'Ricerca in corso…',
  'setup.search.noneFor': 'Nessuna attività trovata per «{query}»',
  'setup.search.foundSummary': '{count, plural, one {# attività trovata} other {# attività trovate}}',
  'setup.search.found':
    '{count, plural, one {# attività trovata.} other {# attività trovate.}} Scegli la tua.',
  'setup.search.unavailable': 'Al momento non è possibile cercare attività. Riprova tra qualche istante.',
  'setup.search.poweredBy': 'Powered by Google',
  'setup.search.demo': 'Catalogo demo',
  'setup.search.demoNote': 'Luoghi di esempio, non risultati reali di Google',
  'setup.search.intro.title': 'Trova la tua attività',
  'setup.search.intro.tooShort':
    '{min, plural, one {Continua a scrivere: una ricerca richiede almeno # carattere.} other {Continua a scrivere: una ricerca richiede almeno # caratteri.}}',
  'setup.search.intro.text': 'Scrivi il nome come appare su Google Maps, per esempio «Café Crème Lyon».',
  'setup.search.none.title': 'Nessuna attività trovata',
  'setup.search.none.text': 'Nessun risultato per <term>«{query}»</term>. Prova così:',
  'setup.search.tip.name': 'Usa il nome completo dell’attività',
  'setup.search.tip.city': 'Aggiungi la città o il quartiere',
  'setup.search.tip.street': 'Includi l’indirizzo',
  'setup.search.tip.keywords': 'Prova altre parole chiave',
  'setup.search.failed.title': 'Ricerca non riuscita',
  'setup.search.retry': 'Riprova',

  'setup.rating.none': 'Ancora nessuna recensione',
  'setup.rating.sr': 'Valutazione {rating} su 5',
  'setup.rating.srWithCount':
    'Valutazione {rating} su 5, {count, plural, one {# recensione} other {# recensioni}}',
  'setup.rating.count': '({count, plural, one {# recensione} other {# recensioni}})',

  'setup.overview.scans': 'Scansioni',
  'setup.overview.toGoogle': 'Verso Google',
  'setup.overview.rate': 'Tasso',
  'setup.overview.newFeedback': 'Nuovi feedback',
  'setup.overview.open': 'Apri',
  'setup.overview.openName': 'Apri {name}',
  'setup.overview.onShow': 'In primo piano',
  'setup.overview.thisWeek': 'Questa settimana',
  'setup.overview.lastWeek': 'Settimana scorsa',
  'setup.overview.all': '{count, plural, one {# sede} other {Tutte le # sedi}}',

  'setup.switcher.label': 'Sede: {name}. Cambia sede',
  'setup.switcher.yours': 'Le tue sedi',
  'setup.switcher.verified': 'Verificata',
  'setup.switcher.all': 'Tutte le sedi',

  'setup.reviewFilter.saved': 'Filtro recensioni aggiornato',
  'setup.reviewFilter.savedOn': 'Chi dà da 1 a 3 stelle ora vede prima il tuo modulo di feedback privato.',
  'setup.reviewFilter.savedOff': 'Ora ogni cliente va direttamente su Google.',
  'setup.reviewFilter.failed': 'Impossibile aggiornare il filtro recensioni',
  'setup.reviewFilter.title': 'Filtro recensioni',
  'setup.reviewFilter.text': 'Ascolta in privato i clienti insoddisfatti prima che pubblichino.',
  'setup.reviewFilter.label': 'Invia prima al feedback privato le valutazioni da 1 a 3 stelle',
  'setup.reviewFilter.noteOn':
    'Google vieta di scoraggiare le recensioni negative: per questo i clienti che danno da 1 a 3 stelle vedono prima il tuo modulo di feedback privato, che offre sempre un link per pubblicare su Google.',
  'setup.reviewFilter.noteOff':
    'Disattivato: ogni cliente, qualunque sia la sua valutazione, va direttamente alla tua pagina di recensioni Google.',

  'setup.language.saved': 'Lingua della pagina clienti aggiornata',
  'setup.language.savedAuto':
    'Ogni cliente ora vede la tua pagina di valutazione nella lingua del suo telefono.',
  'setup.language.savedFixed':
    'Ogni cliente ora vede la tua pagina di valutazione in questa lingua: {language}.',
  'setup.language.failed': 'Impossibile aggiornare la lingua della pagina clienti',
  'setup.language.title': 'Lingua della pagina clienti',
  'setup.language.text': 'La lingua delle pagine di valutazione e feedback che apre il tuo codice QR.',
  'setup.language.label': 'Lingua',
  'setup.language.auto': 'Automatica (consigliata)',
  'setup.language.noteAuto':
    '{count, plural, one {Automatica: ogni cliente legge la pagina nella lingua del suo telefono (# lingua), altrimenti in inglese.} other {Automatica: ogni cliente legge la pagina nella lingua del suo telefono (# lingue), altrimenti in inglese.}}',
  'setup.language.noteFixed':
    'Sempre {language}, qualunque sia la lingua del telefono del cliente. Un link che termina con ?lang=xx sceglie comunque la sua.',

  'setup.timeZone.saved': 'Fuso orario aggiornato',
  'setup.timeZone.savedText':
    'Ogni giorno e ogni settimana ora seguono l’ora di {zone}, anche il tuo storico.',
  'setup.timeZone.failed': 'Impossibile aggiornare il fuso orario',
  'setup.timeZone.title': 'Fuso orario',
  'setup.timeZone.text':
    'Quando iniziano e finiscono le giornate della tua attività, per ogni grafico e riepilogo.',
  'setup.timeZone.note':
    'Una scansione alle 23:30 qui conta per quel giorno. Cambiarlo ricalcola il tuo storico nel nuovo fuso.',
};
