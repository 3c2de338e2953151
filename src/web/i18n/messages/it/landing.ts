import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { landing as en } from '#web/i18n/messages/en/landing.ts';

export const landing: AreaOf<typeof en> = {
  'landing.title': '{product} – più recensioni Google, da telefono a telefono',
  'landing.description':
    'Ottieni più recensioni Google, da telefono a telefono. Mostra un codice QR, il cliente dà il suo voto e i clienti soddisfatti arrivano sulla tua pagina delle recensioni Google.',
  'landing.ogImageAlt': '{product}: un telefono che mostra un codice QR per le recensioni',
  'landing.offer': 'Per sede al mese, {users} utenti inclusi, {days} giorni di prova gratuita',
  'landing.hero.badge': 'Raccogli recensioni finché il ricordo è fresco',
  'landing.hero.title': 'Ottieni più recensioni Google <accent>solo con il tuo telefono</accent>',
  'landing.hero.text':
    'Subito dopo un ottimo servizio, mostra al cliente un codice QR sul tuo telefono. Lo scansiona, tocca le stelle e arriva sulla tua pagina delle recensioni Google, mentre la visita è ancora fresca. Niente cartelli stampati, niente e-mail di sollecito.',
  'landing.hero.start': 'Inizia la prova gratuita',
  'landing.hero.how': 'Scopri come funziona',
  'landing.assurance.trial': '{days} giorni di prova gratuita',
  'landing.assurance.noCard': 'Nessuna carta richiesta',
  'landing.assurance.cancel': 'Disdici quando vuoi',
  'landing.benefits.eyebrow': 'Perché funziona',
  'landing.benefits.title': 'Le recensioni arrivano dalle persone, non dai cartelli',
  'landing.benefits.intro':
    'Il momento migliore per chiedere una recensione è quando il cliente ti sorride ancora davanti.',
  'landing.benefit.personal.title': 'Il tocco personale, da telefono a telefono',
  'landing.benefit.personal.text':
    'Chiedi di persona, subito dopo un’ottima visita. Una tua richiesta personale ottiene un sì molto più spesso di un cartello alla parete o di un’e-mail giorni dopo.',
  'landing.benefit.local.title': 'Visibilità locale su Maps e nella Ricerca',
  'landing.benefit.local.text':
    'Recensioni recenti e costanti aiutano la tua attività a comparire quando i clienti della zona cercano su Google Maps e nella Ricerca Google.',
  'landing.benefit.screen.title': 'Schermata sul telefono',
  'landing.benefit.screen.text':
    'Una schermata di recensione pulita e luminosa con il tuo codice QR, pronta con un tocco sul telefono che hai già in tasca.',
  'landing.benefits.claim':
    '<strong>Circa 3 volte più recensioni Google.</strong> Ecco cosa può fare una richiesta di persona, da telefono a telefono, rispetto a cartelli stampati ed e-mail di sollecito.',
  'landing.how.eyebrow': 'Come funziona',
  'landing.how.title': 'Operativo in tre passaggi',
  'landing.how.intro':
    'Niente hardware, niente stampe, niente formazione. Se sai mostrare una foto, sai raccogliere recensioni.',
  'landing.how.step': 'Passaggio {n}:',
  'landing.how.connect.title': 'Collega il tuo Profilo dell’attività Google',
  'landing.how.connect.text':
    'Accedi, cerca la tua attività e confermala. Ci colleghiamo direttamente alla tua pagina delle recensioni Google.',
  'landing.how.show.title': 'Mostra la schermata di recensione sul telefono',
  'landing.how.show.text':
    'Apri la schermata di recensione e mostra il codice QR. Il cliente lo scansiona con la fotocamera del suo telefono.',
  'landing.how.ask.title': 'Chiedi di persona dopo il servizio',
  'landing.how.ask.text': 'Un cordiale «Ti va di lasciarci una recensione?» al momento giusto fa il resto.',
  'landing.pricing.eyebrow': 'Prezzi',
  'landing.pricing.title': 'Un solo piano, semplice',
  'landing.pricing.intro':
    'Tutto ciò che ti serve per raccogliere più recensioni, per ogni sede che gestisci.',
  'landing.pricing.popular': 'Il più scelto',
  'landing.pricing.perMonth': '/mese per sede',
  'landing.pricing.users': '{users} utenti inclusi · +{extra}/mese per ogni utente in più',
  'landing.pricing.included': 'Incluso nel piano',
  'landing.pricing.feature.screens': 'Schermate di recensione illimitate sul telefono',
  'landing.pricing.feature.templates': 'Modelli professionali per la schermata',
  'landing.pricing.feature.mobile': 'Visualizzazione ottimizzata per smartphone',
  'landing.pricing.feature.links': 'Link diretti al Profilo dell’attività Google',
  'landing.pricing.feature.branding': 'Personalizzazione del marchio',
  'landing.pricing.feature.team': 'Accesso per il team',
  'landing.pricing.trial': '{days} giorni di prova gratuita, nessuna carta richiesta. Disdici quando vuoi.',
  'landing.faq.eyebrow': 'FAQ',
  'landing.faq.title': 'Domande frequenti',
  'landing.faq.locations.q': 'Ho più di una sede. Posso usarlo per tutte?',
  'landing.faq.locations.a':
    'Sì. Ogni sede ha il suo piano a {price}/mese, con il proprio link alle recensioni Google, il proprio codice QR e il proprio team, così ogni sede raccoglie recensioni sul proprio Profilo dell’attività Google.',
  'landing.faq.phone.q': 'Perché un telefono è meglio di un cartello stampato o di un segnatavolo?',
  'landing.faq.phone.a':
    'Un cartello si ignora facilmente. Quando mostri il telefono e chiedi di persona subito dopo il servizio, la richiesta è personale e il momento è quello giusto, così molti più clienti lasciano davvero la recensione. Non sbiadisce, non si perde e non va mai ristampato.',
  'landing.faq.equipment.q': 'Mi serve un’attrezzatura speciale?',
  'landing.faq.equipment.a':
    'No. Basta il telefono che hai già con te. I clienti scansionano il codice con la fotocamera del loro telefono; non devono installare nulla.',
  'landing.faq.quick.q': 'Quanto ci vuole per iniziare?',
  'landing.faq.quick.a':
    'Circa 2 minuti. Accedi, trova la tua attività, confermala e la tua schermata di recensione è pronta da mostrare.',
  'landing.faq.team.q': 'Può usarlo tutto il mio team?',
  'landing.faq.team.a':
    'Sì. Invita il tuo staff con un codice del team di 6 caratteri, così ognuno può mostrare la schermata di recensione sul proprio telefono. {users} utenti sono inclusi; ogni utente in più costa {extra}/mese.',
  'landing.about.eyebrow': 'Chi siamo',
  'landing.about.title': 'Informazioni su {product}',
  'landing.about.text':
    '{product} aiuta le attività locali a raccogliere più recensioni Google nel momento in cui il cliente è più soddisfatto: un codice QR sul telefono del titolare, una valutazione con un tocco e il cliente arriva dritto al modulo di recensione di Google. Conserviamo il meno possibile, manteniamo privati i commenti privati dei clienti e non vendiamo mai dati.',
  'landing.about.contact': 'Contatti:',
  'landing.about.contactFallback': 'trovi il nostro indirizzo nell’informativa sulla privacy.',
  'landing.cta.title': 'Il tuo prossimo cliente soddisfatto è una recensione in arrivo',
  'landing.cta.text':
    'Inizia oggi a mostrare la tua schermata di recensione. {days} giorni gratis, nessuna carta richiesta, disdici quando vuoi.',
  'landing.cta.start': 'Inizia la tua prova gratuita',
  'landing.footer.tagline':
    'Più recensioni Google per le attività locali, una richiesta da telefono a telefono alla volta.',
  'landing.footer.product': 'Prodotto',
  'landing.footer.company': 'Azienda',
  'landing.footer.legal': 'Note legali',
  'landing.footer.benefits': 'Vantaggi',
  'landing.footer.how': 'Come funziona',
  'landing.footer.pricing': 'Prezzi',
  'landing.footer.faq': 'FAQ',
  'landing.footer.about': 'Chi siamo',
  'landing.footer.contact': 'Contatti',
  'landing.footer.privacy': 'Informativa sulla privacy',
  'landing.footer.terms': 'Termini di servizio',
  'landing.footer.copyright': '© {year} {product}. Google è un marchio di Google LLC.',
  'landing.suggest.text': 'Questa pagina è disponibile anche in {language}.',
  'landing.suggest.switch': 'Leggila in {language}',
  'landing.suggest.dismiss': 'Resta in inglese',
  'landing.choice.welcome': 'Ciao, {name}!',
  'landing.choice.welcomeAnon': 'Ciao!',
  'landing.choice.question': 'Cosa vuoi fare oggi?',
  'landing.choice.create.title': 'Crea la tua attività',
  'landing.choice.create.text':
    'Trova la tua attività su Google, confermala e ottieni il tuo codice QR per le recensioni in circa 2 minuti.',
  'landing.choice.create.action': 'Inizia',
  'landing.choice.join.title': 'Entra in un team',
  'landing.choice.join.text':
    'Lavori già in un’attività che lo usa? Inserisci il codice del team che ti ha dato il titolare per entrare nel team.',
  'landing.choice.join.action': 'Inserisci un codice',
  'landing.hero.illustration':
    'Il telefono di un titolare mostra un codice QR sotto cinque stelle; il telefono di un cliente lo scansiona e apre la pagina delle recensioni Google.',
  'landing.art.business': 'Forno di Via Roma',
  'landing.art.question': 'Come ci siamo comportati oggi?',
  'landing.art.scan': 'Scansiona per lasciare una recensione',
  'landing.art.googleReviews': 'Recensioni Google',
  'landing.art.point': 'Inquadra il codice',
  'landing.art.reviewOn': 'Recensisci su',
  'landing.art.newReview': 'Nuova recensione a 5 stelle',
  'landing.art.justNow': 'su Google · proprio ora',
};
