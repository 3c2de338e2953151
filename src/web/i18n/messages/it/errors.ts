import type { errors as en } from '#web/i18n/messages/en/errors.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const errors: AreaOf<typeof en> = {
  'errors.UNAUTHENTICATED': 'Accedi di nuovo.',
  'errors.FORBIDDEN': 'Non sei membro di questa attività.',
  'errors.BAD_ORIGIN': 'Questa richiesta proveniva da un altro sito ed è stata rifiutata.',
  'errors.RATE_LIMITED': 'Troppe richieste. Attendi un momento e riprova.',
  'errors.NOT_FOUND': 'Non trovato.',
  'errors.OWNER_ONLY': 'Solo il titolare dell’attività può farlo.',
  'errors.NOT_YOUR_LOCATION': 'Scegli solo tra le tue sedi.',
  'errors.BUSINESS_NOT_FOUND': 'Attività non trovata.',
  'errors.NO_BUSINESS': 'Non hai ancora registrato un’attività.',
  'errors.BUSINESS_MISMATCH': 'L’attività nella richiesta non corrisponde a quella nell’indirizzo.',
  'errors.UNKNOWN_TIME_ZONE': 'Fuso orario sconosciuto. Usa un nome come Europe/Rome.',
  'errors.PLACE_NOT_CONFIRMED': 'Seleziona un’attività dai risultati di ricerca.',
  'errors.PLACES_UNAVAILABLE': 'Al momento non è possibile cercare attività. Riprova tra poco.',
  'errors.ALREADY_OWNER': 'Hai già registrato un’attività.',
  'errors.LOCATION_LIMIT':
    'Il tuo account ha raggiunto il numero massimo di sedi. Contattaci per una catena più grande.',
  'errors.ALREADY_MEMBER':
    'Fai parte di un altro team. Lascia quel team prima di registrare la tua attività.',
  'errors.PLACE_TAKEN':
    'Questa attività è già registrata. Chiedi al titolare un codice del team per entrare.',
  'errors.PLACE_VERIFIED_ELSEWHERE':
    'Questa attività è già verificata su Google dal suo titolare. Chiedigli il codice del suo team per entrarci.',
  'errors.WRONG_CODE': 'Questo codice non corrisponde a nessun team. Verificalo con il titolare e riprova.',
  'errors.TOO_MANY_WRONG_CODES': 'Troppi codici errati. Attendi 15 minuti e riprova.',
  'errors.JOIN_UNAVAILABLE': 'Al momento non è possibile entrare in un team. Riprova tra un minuto.',
  'errors.PLAN_LAPSED':
    'Il piano di questo team è scaduto, quindi al momento non può accogliere nuovi membri. Chiedi al titolare di rinnovarlo.',
  'errors.TEAM_FULL': 'Questo team è al completo. Chiedi al titolare di aggiungere un posto.',
  'errors.ALREADY_ON_A_TEAM': 'Fai già parte di un team. Lascialo prima di entrare in un altro.',
  'errors.ALREADY_ON_THIS_TEAM': 'Fai già parte di questo team.',
  'errors.OWNER_CANNOT_JOIN':
    'Sei titolare di un’attività, quindi non puoi entrare in un altro team. Usa un account diverso per entrare.',
  'errors.OWNER_CANNOT_BE_REMOVED': 'Il titolare non può essere rimosso dal team.',
  'errors.NOT_A_MEMBER': 'Questa persona non fa parte di questo team.',
  'errors.USER_NOT_FOUND': 'Il tuo account non è stato trovato.',
  'errors.CONFIRM_MISMATCH': 'Digita esattamente il tuo indirizzo e-mail per eliminare l’account.',
  'errors.RETRY': 'Nel frattempo qualcosa è cambiato. Riprova.',
  'errors.INVALID_IMAGE': 'Sono consentite solo immagini JPEG, PNG o WEBP inferiori a 2 MB.',
  'errors.FEEDBACK_NOT_FOUND': 'Questo feedback non è stato trovato.',
  'errors.GOOGLE_NOT_ENABLED': 'Il Profilo dell’attività Google non è abilitato su questo server.',
  'errors.GOOGLE_NOT_CONNECTED': 'Collega prima un Profilo dell’attività Google corrispondente.',
  'errors.GOOGLE_RECONNECT': 'Google non accetta più questo collegamento: ricollegalo.',
  'errors.GOOGLE_NOT_FOUND': 'Google non ha più quella recensione o quella sede.',
  'errors.GOOGLE_BUSY': 'Google è sovraccarico. Riprova tra un minuto.',
  'errors.GOOGLE_FAILED': 'Google ha rifiutato la richiesta. Riprova più tardi.',
  'errors.REVIEW_NOT_FOUND': 'Questa recensione non è stata trovata.',
  'errors.ALREADY_YOURS': 'Questa scheda è già tua.',
  'errors.NOT_YOUR_PLACE':
    'Il Profilo dell’attività Google collegato non gestisce questa scheda come titolare verificato.',
  'errors.MAIL_NOT_FOUND': 'Questa e-mail non è stata trovata.',
  'errors.ALREADY_SUBSCRIBED':
    'Questa sede ha già un abbonamento. Modifica i posti o annullalo da Fatturazione.',
  'errors.NOT_SUBSCRIBED': 'Questa sede non ha ancora un abbonamento. Attivane uno da Fatturazione.',
  'errors.SEATS_BELOW_TEAM': 'Il tuo team ha bisogno di più posti di così. Rimuovi prima un membro.',
  'errors.CHECKOUT_COMPLETED':
    'Questa sede è appena stata pagata. Tra un momento risulterà abbonata; aggiorna Fatturazione.',
  'errors.NOT_CANCELLING':
    'Questo abbonamento non è impostato per terminare, quindi non c’è nulla da riprendere.',
  'errors.NO_PORTAL': 'Non esiste un portale di fatturazione per questo abbonamento.',
  'errors.STRIPE_REFUSED': 'Il fornitore dei pagamenti ha rifiutato la modifica. Riprova più tardi.',
  'errors.STRIPE_UNAVAILABLE': 'Impossibile raggiungere il fornitore dei pagamenti. Riprova tra poco.',
  'errors.BILLING_UNCONFIGURED': 'La fatturazione non è configurata su questo server.',
  'errors.BAD_CHECKOUT':
    'Questo link di pagamento non è valido. Avvia di nuovo l’abbonamento da Fatturazione.',
  'errors.CHECKOUT_EXPIRED':
    'Questo link di pagamento è scaduto. Avvia di nuovo l’abbonamento da Fatturazione.',
  'errors.BAD_WEBHOOK_URL': 'Inserisci l’indirizzo completo del tuo ricevitore, che inizi con https://.',
  'errors.WEBHOOK_ADDRESS_REFUSED':
    'Questo indirizzo non è pubblico; i webhook vanno solo a server pubblici.',
  'errors.WEBHOOK_LIMIT': 'Hai raggiunto il numero massimo di webhook. Elimina prima uno che non usi più.',
  'errors.WEBHOOK_NOT_FOUND': 'Questo webhook non esiste.',
  'errors.WEBHOOK_OFF': 'Questo webhook è stato disattivato dopo alcuni errori. Prima riattivalo.',
  'errors.TOKEN_LIMIT': 'Hai raggiunto il numero massimo di token. Revoca prima uno che non usi più.',
  'errors.TOKEN_NOT_FOUND': 'Questo token non esiste.',
};
