// The e-mails in the nine other languages of the product, one catalogue each, with the
// same keys and placeholders as en.ts (mail-messages.test.ts checks both).
import type { MailCatalogue } from './en';

export const de: MailCatalogue = {
  'layout.unsubscribe': 'Abmelden',
  'layout.settings': 'Benachrichtigungseinstellungen',
  'alert.subject.one': 'Neues {rating}-Sterne-Feedback für {business}',
  'alert.subject.many':
    '{count, plural, one {# neue Feedback-Nachricht für {business}} other {# neue Feedback-Nachrichten für {business}}}',
  'alert.heading':
    '{count, plural, one {Neues privates Feedback} other {# neue private Feedback-Nachrichten}}',
  'alert.intro':
    '{count, plural, one {Ein Kunde hat privates Feedback statt einer öffentlichen Bewertung hinterlassen. Eine schnelle Antwort kann ihn noch zurückgewinnen.} other {# Kunden haben privates Feedback statt einer öffentlichen Bewertung hinterlassen.}}',
  'alert.intro.followUp':
    '{count, plural, one {Ein weiterer Kunde hat seit der letzten Benachrichtigung privates Feedback hinterlassen.} other {# weitere Kunden haben seit der letzten Benachrichtigung privates Feedback hinterlassen.}}',
  'alert.ratingOf': '{rating} von 5',
  'alert.from': 'Von {name}',
  'alert.aCustomer': 'einem Kunden',
  'alert.noContact': 'Der Kunde hat keinen Namen und keine E-Mail-Adresse hinterlassen.',
  'alert.button': 'Feedback-Posteingang öffnen',
  'alert.reason':
    'Sie erhalten diese E-Mail, weil Feedback-Benachrichtigungen für {business} aktiviert sind.',
  'alert.yourBusiness': 'Ihr Unternehmen',
  'weekly.subject': 'Ihre Woche bei {business}: {week}',
  'weekly.preview': '{scans, plural, one {# Scan} other {# Scans}} letzte Woche · {feedback} neues Feedback',
  'weekly.reason':
    'Sie erhalten diese E-Mail jeden Montag, weil die Wochenübersicht für {business} aktiviert ist.',
  'weekly.heading': 'Ihre Woche bei {business}',
  'weekly.scans': 'QR-Code-Scans',
  'weekly.ratings': 'Bewertungen',
  'weekly.conversions': 'Zur Bewertung an Google geschickt',
  'weekly.noChange': 'unverändert',
  'weekly.new': 'neu diese Woche',
  'weekly.change': '{change} gegenüber der Vorwoche',
  'weekly.newFeedback': 'Neues privates Feedback',
  'weekly.readInbox': 'Im Feedback-Posteingang lesen',
  'weekly.best': 'Beste Woche im Team: {name}, {count} an Google geschickt.',
  'weekly.button': 'Dashboard öffnen',
  'claimed.subject': '{business} wurde vom verifizierten Inhaber bei Google übernommen',
  'claimed.heading': '{business} wurde von seinem Inhaber übernommen',
  'claimed.p1':
    'Jemand, der dieses Unternehmen bei Google mit einem verifizierten Unternehmensprofil verwaltet, hat es bei ReviewTap registriert. Ein verifizierter Inhaber erhält seinen Eintrag immer, daher ist Ihre Registrierung jetzt unverifiziert.',
  'claimed.p2':
    'Sie behalten Ihr Konto und alles, was Sie gesammelt haben: Scans, Bewertungen und Feedback, die Sie unter „Ihre Daten“ exportieren können. Ihre QR-Codes und Links funktionieren noch bis {until}.',
  'claimed.p3':
    'Wenn dieses Unternehmen Ihnen gehört, verbinden Sie sein Google-Unternehmensprofil im Bereich „Google-Rezensionen“, um es zurückzuholen, oder bitten Sie den verifizierten Inhaber um seinen Team-Code.',
  'claimed.reason':
    'Sie haben dieses Unternehmen bei ReviewTap registriert; dieser Hinweis betrifft Ihr Konto.',
  'review.subject.one': 'Neue {stars}-Sterne-Rezension bei Google für {business}',
  'review.subject.many':
    '{count, plural, one {# neue schlechte Google-Rezension für {business}} other {# neue schlechte Google-Rezensionen für {business}}}',
  'review.digestSubject.one': 'Gestern eine neue {stars}-Sterne-Rezension bei Google für {business}',
  'review.digestSubject.many':
    '{count, plural, one {Gestern # neue gute Google-Rezension für {business}} other {Gestern # neue gute Google-Rezensionen für {business}}}',
  'review.heading':
    '{count, plural, one {Eine neue schlechte Rezension bei Google} other {# neue schlechte Rezensionen bei Google}}',
  'review.digestHeading':
    '{count, plural, one {Gestern bei Google: # neue Rezension mit 4 oder 5 Sternen} other {Gestern bei Google: # neue Rezensionen mit 4 oder 5 Sternen}}',
  'review.intro':
    'Alle, die Ihre Rezensionen lesen, sehen, wie Sie antworten. Eine ruhige, schnelle Antwort hilft.',
  'review.digestIntro': 'Ein kurzes Dankeschön zeigt künftigen Kunden, dass Sie jede Rezension lesen.',
  'review.noText': 'Eine Bewertung ohne Text.',
  'review.button': 'Auf ReviewTap antworten',
  'review.reason': 'Sie erhalten diese E-Mail, weil Benachrichtigungen für {business} aktiviert sind.',
  'broken.subject': 'Google für {business} erneut verbinden',
  'broken.heading': 'Google akzeptiert die Verbindung nicht mehr',
  'broken.body':
    'Der Zugriff für {business} wurde bei Google entfernt oder ist abgelaufen. Neue Rezensionen kommen nicht mehr an, und Antworten können nicht gesendet werden. Verbinden Sie das Unternehmensprofil erneut: Es dauert nur einen Klick.',
  'broken.button': 'Erneut verbinden',
  'broken.reason': 'Sie haben das Google-Unternehmensprofil dieses Unternehmens bei ReviewTap verbunden.',
  'webhook.subject': 'Ein Webhook wurde nach einem Tag voller Fehler abgeschaltet',
  'webhook.heading': 'Ihr Webhook antwortet nicht mehr',
  'webhook.body':
    '24 Stunden lang ist jede Zustellung an {url} fehlgeschlagen (zuletzt: {error}), daher haben wir den Webhook abgeschaltet. Ereignisse seitdem stehen im Zustellprotokoll. Beheben Sie den Empfänger, schalten Sie den Webhook wieder ein und senden Sie das Verpasste erneut.',
  'webhook.button': 'Entwicklerbereich öffnen',
  'webhook.reason': 'Sie haben diesen Webhook im Entwicklerbereich von ReviewTap angelegt.',
  'common.dashboard': 'Dashboard öffnen',
};

export const es: MailCatalogue = {
  'layout.unsubscribe': 'Darse de baja',
  'layout.settings': 'Ajustes de notificaciones',
  'alert.subject.one': 'Nueva opinión de {rating} estrellas para {business}',
  'alert.subject.many':
    '{count, plural, one {# opinión nueva para {business}} other {# opiniones nuevas para {business}}}',
  'alert.heading': '{count, plural, one {Nueva opinión privada} other {# nuevas opiniones privadas}}',
  'alert.intro':
    '{count, plural, one {Un cliente dejó una opinión privada en lugar de una reseña pública. Una respuesta rápida aún puede recuperarlo.} other {# clientes dejaron una opinión privada en lugar de una reseña pública.}}',
  'alert.intro.followUp':
    '{count, plural, one {Un cliente más dejó una opinión privada desde el último aviso.} other {# clientes más dejaron una opinión privada desde el último aviso.}}',
  'alert.ratingOf': '{rating} de 5',
  'alert.from': 'De {name}',
  'alert.aCustomer': 'un cliente',
  'alert.noContact': 'El cliente no dejó nombre ni correo electrónico.',
  'alert.button': 'Abrir la bandeja de opiniones',
  'alert.reason': 'Recibes este correo porque los avisos de opiniones están activados para {business}.',
  'alert.yourBusiness': 'tu negocio',
  'weekly.subject': 'Tu semana en {business}: {week}',
  'weekly.preview':
    '{scans, plural, one {# escaneo} other {# escaneos}} la semana pasada · {feedback} opiniones nuevas',
  'weekly.reason': 'Recibes este correo cada lunes porque el resumen semanal está activado para {business}.',
  'weekly.heading': 'Tu semana en {business}',
  'weekly.scans': 'Escaneos del código QR',
  'weekly.ratings': 'Valoraciones',
  'weekly.conversions': 'Enviados a Google para reseñar',
  'weekly.noChange': 'sin cambios',
  'weekly.new': 'nuevo esta semana',
  'weekly.change': '{change} respecto a la semana anterior',
  'weekly.newFeedback': 'Nuevas opiniones privadas',
  'weekly.readInbox': 'Léelas en la bandeja de opiniones',
  'weekly.best': 'Mejor semana del equipo: {name}, {count} enviados a Google.',
  'weekly.button': 'Abrir tu panel',
  'claimed.subject': '{business} fue reclamado por su propietario verificado en Google',
  'claimed.heading': '{business} fue reclamado por su propietario',
  'claimed.p1':
    'Alguien que gestiona este negocio en Google, con un Perfil de Empresa verificado, lo ha registrado en ReviewTap. Un propietario verificado siempre obtiene su ficha, así que tu registro ya no está verificado.',
  'claimed.p2':
    'Conservas tu cuenta y todo lo que has recogido: escaneos, valoraciones y opiniones, que puedes exportar desde Tus datos. Tus códigos QR y enlaces funcionan hasta el {until}.',
  'claimed.p3':
    'Si este negocio es tuyo, conecta su Perfil de Empresa de Google desde la sección Reseñas de Google para recuperarlo, o pide al propietario verificado su código de equipo para unirte.',
  'claimed.reason': 'Registraste este negocio en ReviewTap; este aviso trata sobre tu cuenta.',
  'review.subject.one': 'Nueva reseña de {stars} estrellas en Google para {business}',
  'review.subject.many':
    '{count, plural, one {# nueva reseña baja en Google para {business}} other {# nuevas reseñas bajas en Google para {business}}}',
  'review.digestSubject.one': 'Ayer, una nueva reseña de {stars} estrellas en Google para {business}',
  'review.digestSubject.many':
    '{count, plural, one {Ayer, # nueva buena reseña en Google para {business}} other {Ayer, # nuevas buenas reseñas en Google para {business}}}',
  'review.heading':
    '{count, plural, one {Una nueva reseña baja en Google} other {# nuevas reseñas bajas en Google}}',
  'review.digestHeading':
    '{count, plural, one {Ayer en Google: # nueva reseña con 4 o 5 estrellas} other {Ayer en Google: # nuevas reseñas con 4 o 5 estrellas}}',
  'review.intro':
    'Todos los que leen tus reseñas ven cómo respondes. Una respuesta tranquila y rápida ayuda.',
  'review.digestIntro': 'Un breve agradecimiento muestra a los futuros clientes que lees cada reseña.',
  'review.noText': 'Una valoración sin texto.',
  'review.button': 'Responder en ReviewTap',
  'review.reason': 'Recibes este correo porque los avisos están activados para {business}.',
  'broken.subject': 'Vuelve a conectar Google para {business}',
  'broken.heading': 'Google ya no acepta la conexión',
  'broken.body':
    'El acceso de {business} se retiró o caducó en Google, así que no llegan reseñas nuevas y no se pueden enviar respuestas. Vuelve a conectar el Perfil de Empresa: solo lleva un clic.',
  'broken.button': 'Conectar de nuevo',
  'broken.reason': 'Conectaste el Perfil de Empresa de Google de este negocio en ReviewTap.',
  'webhook.subject': 'Se desactivó un webhook tras un día de fallos',
  'webhook.heading': 'Tu webhook dejó de responder',
  'webhook.body':
    'Durante 24 horas fallaron todos los envíos a {url} (último: {error}), así que desactivamos el webhook. Los eventos desde entonces están en el registro de envíos. Arregla el receptor, vuelve a activar el webhook y reenvía lo que se perdió.',
  'webhook.button': 'Abrir Desarrolladores',
  'webhook.reason': 'Añadiste este webhook en la sección Desarrolladores de ReviewTap.',
  'common.dashboard': 'Abrir tu panel',
};

export const fr: MailCatalogue = {
  'layout.unsubscribe': 'Se désabonner',
  'layout.settings': 'Paramètres des notifications',
  'alert.subject.one': 'Nouvel avis {rating} étoiles pour {business}',
  'alert.subject.many':
    '{count, plural, one {# nouvel avis pour {business}} other {# nouveaux avis pour {business}}}',
  'alert.heading': '{count, plural, one {Nouvel avis privé} other {# nouveaux avis privés}}',
  'alert.intro':
    '{count, plural, one {Un client a laissé un avis privé au lieu d’un avis public. Une réponse rapide peut encore le reconquérir.} other {# clients ont laissé un avis privé au lieu d’un avis public.}}',
  'alert.intro.followUp':
    '{count, plural, one {Un client de plus a laissé un avis privé depuis la dernière alerte.} other {# clients de plus ont laissé un avis privé depuis la dernière alerte.}}',
  'alert.ratingOf': '{rating} sur 5',
  'alert.from': 'De {name}',
  'alert.aCustomer': 'un client',
  'alert.noContact': 'Le client n’a laissé ni nom ni e-mail.',
  'alert.button': 'Ouvrir la boîte des avis',
  'alert.reason': 'Vous recevez ce message car les alertes d’avis sont activées pour {business}.',
  'alert.yourBusiness': 'votre établissement',
  'weekly.subject': 'Votre semaine chez {business} : {week}',
  'weekly.preview':
    '{scans, plural, one {# scan} other {# scans}} la semaine dernière · {feedback} nouveaux avis',
  'weekly.reason':
    'Vous recevez ce message chaque lundi car le récapitulatif hebdomadaire est activé pour {business}.',
  'weekly.heading': 'Votre semaine chez {business}',
  'weekly.scans': 'Scans du code QR',
  'weekly.ratings': 'Notes',
  'weekly.conversions': 'Envoyés sur Google pour un avis',
  'weekly.noChange': 'inchangé',
  'weekly.new': 'nouveau cette semaine',
  'weekly.change': '{change} par rapport à la semaine précédente',
  'weekly.newFeedback': 'Nouveaux avis privés',
  'weekly.readInbox': 'Les lire dans la boîte des avis',
  'weekly.best': 'Meilleure semaine de l’équipe : {name}, {count} envoyés sur Google.',
  'weekly.button': 'Ouvrir votre tableau de bord',
  'claimed.subject': '{business} a été revendiqué par son propriétaire vérifié sur Google',
  'claimed.heading': '{business} a été revendiqué par son propriétaire',
  'claimed.p1':
    'Une personne qui gère cet établissement sur Google, avec une fiche d’établissement vérifiée, l’a enregistré sur ReviewTap. Un propriétaire vérifié obtient toujours sa fiche : votre enregistrement n’est donc plus vérifié.',
  'claimed.p2':
    'Vous gardez votre compte et tout ce que vous avez collecté : scans, notes et avis, que vous pouvez exporter depuis Vos données. Vos codes QR et liens fonctionnent jusqu’au {until}.',
  'claimed.p3':
    'Si cet établissement est le vôtre, connectez sa fiche d’établissement Google depuis la section Avis Google pour le récupérer, ou demandez au propriétaire vérifié son code d’équipe pour rejoindre son équipe.',
  'claimed.reason': 'Vous avez enregistré cet établissement sur ReviewTap ; cet avis concerne votre compte.',
  'review.subject.one': 'Nouvel avis Google {stars} étoiles pour {business}',
  'review.subject.many':
    '{count, plural, one {# nouvel avis Google négatif pour {business}} other {# nouveaux avis Google négatifs pour {business}}}',
  'review.digestSubject.one': 'Hier, un nouvel avis Google {stars} étoiles pour {business}',
  'review.digestSubject.many':
    '{count, plural, one {Hier, # nouvel avis Google positif pour {business}} other {Hier, # nouveaux avis Google positifs pour {business}}}',
  'review.heading':
    '{count, plural, one {Un nouvel avis négatif sur Google} other {# nouveaux avis négatifs sur Google}}',
  'review.digestHeading':
    '{count, plural, one {Hier sur Google : # nouvel avis de 4 ou 5 étoiles} other {Hier sur Google : # nouveaux avis de 4 ou 5 étoiles}}',
  'review.intro':
    'Tous ceux qui lisent vos avis voient comment vous répondez. Une réponse calme et rapide aide.',
  'review.digestIntro': 'Un court merci montre aux futurs clients que vous lisez chaque avis.',
  'review.noText': 'Une note sans texte.',
  'review.button': 'Répondre sur ReviewTap',
  'review.reason': 'Vous recevez ce message car les alertes sont activées pour {business}.',
  'broken.subject': 'Reconnectez Google pour {business}',
  'broken.heading': 'Google n’accepte plus la connexion',
  'broken.body':
    'L’accès de {business} a été retiré ou a expiré chez Google : les nouveaux avis n’arrivent plus et les réponses ne peuvent pas être envoyées. Reconnectez la fiche d’établissement : un clic suffit.',
  'broken.button': 'Reconnecter',
  'broken.reason': 'Vous avez connecté la fiche d’établissement Google de cet établissement sur ReviewTap.',
  'webhook.subject': 'Un webhook a été désactivé après une journée d’échecs',
  'webhook.heading': 'Votre webhook ne répond plus',
  'webhook.body':
    'Pendant 24 heures, chaque envoi vers {url} a échoué (dernier : {error}), nous avons donc désactivé le webhook. Les événements depuis sont dans le journal des envois. Réparez le récepteur, réactivez le webhook et renvoyez ce qu’il a manqué.',
  'webhook.button': 'Ouvrir Développeurs',
  'webhook.reason': 'Vous avez ajouté ce webhook dans la section Développeurs de ReviewTap.',
  'common.dashboard': 'Ouvrir votre tableau de bord',
};

export const it: MailCatalogue = {
  'layout.unsubscribe': 'Annulla iscrizione',
  'layout.settings': 'Impostazioni delle notifiche',
  'alert.subject.one': 'Nuovo feedback a {rating} stelle per {business}',
  'alert.subject.many':
    '{count, plural, one {# nuovo feedback per {business}} other {# nuovi feedback per {business}}}',
  'alert.heading': '{count, plural, one {Nuovo feedback privato} other {# nuovi feedback privati}}',
  'alert.intro':
    '{count, plural, one {Un cliente ha lasciato un feedback privato invece di una recensione pubblica. Una risposta rapida può ancora riconquistarlo.} other {# clienti hanno lasciato un feedback privato invece di una recensione pubblica.}}',
  'alert.intro.followUp':
    '{count, plural, one {Un altro cliente ha lasciato un feedback privato dall’ultimo avviso.} other {Altri # clienti hanno lasciato un feedback privato dall’ultimo avviso.}}',
  'alert.ratingOf': '{rating} su 5',
  'alert.from': 'Da {name}',
  'alert.aCustomer': 'un cliente',
  'alert.noContact': 'Il cliente non ha lasciato né nome né e-mail.',
  'alert.button': 'Apri la casella dei feedback',
  'alert.reason': 'Ricevi questa e-mail perché gli avvisi di feedback sono attivi per {business}.',
  'alert.yourBusiness': 'la tua attività',
  'weekly.subject': 'La tua settimana da {business}: {week}',
  'weekly.preview':
    '{scans, plural, one {# scansione} other {# scansioni}} la settimana scorsa · {feedback} nuovi feedback',
  'weekly.reason':
    'Ricevi questa e-mail ogni lunedì perché il riepilogo settimanale è attivo per {business}.',
  'weekly.heading': 'La tua settimana da {business}',
  'weekly.scans': 'Scansioni del codice QR',
  'weekly.ratings': 'Valutazioni',
  'weekly.conversions': 'Inviati a Google per una recensione',
  'weekly.noChange': 'nessuna variazione',
  'weekly.new': 'nuovo questa settimana',
  'weekly.change': '{change} rispetto alla settimana precedente',
  'weekly.newFeedback': 'Nuovi feedback privati',
  'weekly.readInbox': 'Leggili nella casella dei feedback',
  'weekly.best': 'Settimana migliore del team: {name}, {count} inviati a Google.',
  'weekly.button': 'Apri la dashboard',
  'claimed.subject': '{business} è stata rivendicata dal suo titolare verificato su Google',
  'claimed.heading': '{business} è stata rivendicata dal suo titolare',
  'claimed.p1':
    'Una persona che gestisce questa attività su Google, con un Profilo dell’attività verificato, l’ha registrata su ReviewTap. Un titolare verificato ottiene sempre la sua scheda, quindi la tua registrazione ora non è verificata.',
  'claimed.p2':
    'Mantieni il tuo account e tutto ciò che hai raccolto: scansioni, valutazioni e feedback, che puoi esportare da I tuoi dati. I tuoi codici QR e link funzionano fino al {until}.',
  'claimed.p3':
    'Se questa attività è tua, collega il suo Profilo dell’attività Google dalla sezione Recensioni Google per riaverla, oppure chiedi al titolare verificato il codice del suo team.',
  'claimed.reason': 'Hai registrato questa attività su ReviewTap; questo avviso riguarda il tuo account.',
  'review.subject.one': 'Nuova recensione Google a {stars} stelle per {business}',
  'review.subject.many':
    '{count, plural, one {# nuova recensione Google negativa per {business}} other {# nuove recensioni Google negative per {business}}}',
  'review.digestSubject.one': 'Ieri, una nuova recensione Google a {stars} stelle per {business}',
  'review.digestSubject.many':
    '{count, plural, one {Ieri, # nuova recensione Google positiva per {business}} other {Ieri, # nuove recensioni Google positive per {business}}}',
  'review.heading':
    '{count, plural, one {Una nuova recensione negativa su Google} other {# nuove recensioni negative su Google}}',
  'review.digestHeading':
    '{count, plural, one {Ieri su Google: # nuova recensione con 4 o 5 stelle} other {Ieri su Google: # nuove recensioni con 4 o 5 stelle}}',
  'review.intro': 'Chi legge le tue recensioni vede come rispondi. Una risposta calma e rapida aiuta.',
  'review.digestIntro': 'Un breve grazie mostra ai futuri clienti che leggi ogni recensione.',
  'review.noText': 'Una valutazione senza testo.',
  'review.button': 'Rispondi su ReviewTap',
  'review.reason': 'Ricevi questa e-mail perché gli avvisi sono attivi per {business}.',
  'broken.subject': 'Ricollega Google per {business}',
  'broken.heading': 'Google non accetta più il collegamento',
  'broken.body':
    'L’accesso per {business} è stato rimosso o è scaduto su Google: le nuove recensioni non arrivano e le risposte non possono essere inviate. Ricollega il Profilo dell’attività: basta un clic.',
  'broken.button': 'Ricollega',
  'broken.reason': 'Hai collegato il Profilo dell’attività Google di questa attività su ReviewTap.',
  'webhook.subject': 'Un webhook è stato disattivato dopo un giorno di errori',
  'webhook.heading': 'Il tuo webhook non risponde più',
  'webhook.body':
    'Per 24 ore ogni invio a {url} è fallito (ultimo: {error}), quindi abbiamo disattivato il webhook. Gli eventi da allora sono nel registro degli invii. Correggi il ricevitore, riattiva il webhook e reinvia ciò che ha perso.',
  'webhook.button': 'Apri Sviluppatori',
  'webhook.reason': 'Hai aggiunto questo webhook nella sezione Sviluppatori di ReviewTap.',
  'common.dashboard': 'Apri la dashboard',
};

export const pt: MailCatalogue = {
  'layout.unsubscribe': 'Cancelar inscrição',
  'layout.settings': 'Definições de notificações',
  'alert.subject.one': 'Novo feedback de {rating} estrelas para {business}',
  'alert.subject.many':
    '{count, plural, one {# novo feedback para {business}} other {# novos feedbacks para {business}}}',
  'alert.heading': '{count, plural, one {Novo feedback privado} other {# novos feedbacks privados}}',
  'alert.intro':
    '{count, plural, one {Um cliente deixou um feedback privado em vez de uma avaliação pública. Uma resposta rápida ainda pode reconquistá-lo.} other {# clientes deixaram um feedback privado em vez de uma avaliação pública.}}',
  'alert.intro.followUp':
    '{count, plural, one {Mais um cliente deixou um feedback privado desde o último alerta.} other {Mais # clientes deixaram um feedback privado desde o último alerta.}}',
  'alert.ratingOf': '{rating} de 5',
  'alert.from': 'De {name}',
  'alert.aCustomer': 'um cliente',
  'alert.noContact': 'O cliente não deixou nome nem e-mail.',
  'alert.button': 'Abrir a caixa de feedback',
  'alert.reason': 'Recebe este e-mail porque os alertas de feedback estão ativos para {business}.',
  'alert.yourBusiness': 'o seu negócio',
  'weekly.subject': 'A sua semana em {business}: {week}',
  'weekly.preview':
    '{scans, plural, one {# leitura} other {# leituras}} na semana passada · {feedback} novos feedbacks',
  'weekly.reason':
    'Recebe este e-mail todas as segundas-feiras porque o resumo semanal está ativo para {business}.',
  'weekly.heading': 'A sua semana em {business}',
  'weekly.scans': 'Leituras do código QR',
  'weekly.ratings': 'Avaliações',
  'weekly.conversions': 'Enviados ao Google para avaliar',
  'weekly.noChange': 'sem alteração',
  'weekly.new': 'novo esta semana',
  'weekly.change': '{change} face à semana anterior',
  'weekly.newFeedback': 'Novos feedbacks privados',
  'weekly.readInbox': 'Leia-os na caixa de feedback',
  'weekly.best': 'Melhor semana da equipa: {name}, {count} enviados ao Google.',
  'weekly.button': 'Abrir o painel',
  'claimed.subject': '{business} foi reivindicado pelo proprietário verificado no Google',
  'claimed.heading': '{business} foi reivindicado pelo proprietário',
  'claimed.p1':
    'Alguém que gere este negócio no Google, com um Perfil da Empresa verificado, registou-o no ReviewTap. Um proprietário verificado fica sempre com o seu local, por isso o seu registo deixou de estar verificado.',
  'claimed.p2':
    'Mantém a sua conta e tudo o que recolheu: leituras, avaliações e feedback, que pode exportar em Os seus dados. Os seus códigos QR e links funcionam até {until}.',
  'claimed.p3':
    'Se este negócio é seu, ligue o Perfil da Empresa no Google na secção Avaliações do Google para o recuperar, ou peça ao proprietário verificado o código da equipa dele.',
  'claimed.reason': 'Registou este negócio no ReviewTap; este aviso é sobre a sua conta.',
  'review.subject.one': 'Nova avaliação de {stars} estrelas no Google para {business}',
  'review.subject.many':
    '{count, plural, one {# nova avaliação baixa no Google para {business}} other {# novas avaliações baixas no Google para {business}}}',
  'review.digestSubject.one': 'Ontem, uma nova avaliação de {stars} estrelas no Google para {business}',
  'review.digestSubject.many':
    '{count, plural, one {Ontem, # nova boa avaliação no Google para {business}} other {Ontem, # novas boas avaliações no Google para {business}}}',
  'review.heading':
    '{count, plural, one {Uma nova avaliação baixa no Google} other {# novas avaliações baixas no Google}}',
  'review.digestHeading':
    '{count, plural, one {Ontem no Google: # nova avaliação com 4 ou 5 estrelas} other {Ontem no Google: # novas avaliações com 4 ou 5 estrelas}}',
  'review.intro':
    'Todos os que leem as suas avaliações veem como responde. Uma resposta calma e rápida ajuda.',
  'review.digestIntro': 'Um breve obrigado mostra aos futuros clientes que lê todas as avaliações.',
  'review.noText': 'Uma avaliação sem texto.',
  'review.button': 'Responder no ReviewTap',
  'review.reason': 'Recebe este e-mail porque os alertas estão ativos para {business}.',
  'broken.subject': 'Volte a ligar o Google para {business}',
  'broken.heading': 'O Google deixou de aceitar a ligação',
  'broken.body':
    'O acesso de {business} foi removido ou expirou no Google, por isso não chegam novas avaliações e não é possível enviar respostas. Volte a ligar o Perfil da Empresa: basta um clique.',
  'broken.button': 'Ligar novamente',
  'broken.reason': 'Ligou o Perfil da Empresa no Google deste negócio no ReviewTap.',
  'webhook.subject': 'Um webhook foi desativado após um dia de falhas',
  'webhook.heading': 'O seu webhook deixou de responder',
  'webhook.body':
    'Durante 24 horas todos os envios para {url} falharam (último: {error}), por isso desativámos o webhook. Os eventos desde então estão no registo de envios. Corrija o recetor, volte a ativar o webhook e reenvie o que ficou por entregar.',
  'webhook.button': 'Abrir Programadores',
  'webhook.reason': 'Adicionou este webhook na secção Programadores do ReviewTap.',
  'common.dashboard': 'Abrir o painel',
};

export const nl: MailCatalogue = {
  'layout.unsubscribe': 'Afmelden',
  'layout.settings': 'Meldingsinstellingen',
  'alert.subject.one': 'Nieuwe {rating}-sterrenfeedback voor {business}',
  'alert.subject.many':
    '{count, plural, one {# nieuw feedbackbericht voor {business}} other {# nieuwe feedbackberichten voor {business}}}',
  'alert.heading': '{count, plural, one {Nieuwe privéfeedback} other {# nieuwe privéfeedbackberichten}}',
  'alert.intro':
    '{count, plural, one {Een klant liet privéfeedback achter in plaats van een openbare review. Met een snel antwoord win je hem misschien nog terug.} other {# klanten lieten privéfeedback achter in plaats van een openbare review.}}',
  'alert.intro.followUp':
    '{count, plural, one {Nog een klant liet privéfeedback achter sinds de vorige melding.} other {Nog # klanten lieten privéfeedback achter sinds de vorige melding.}}',
  'alert.ratingOf': '{rating} van 5',
  'alert.from': 'Van {name}',
  'alert.aCustomer': 'een klant',
  'alert.noContact': 'De klant liet geen naam of e-mailadres achter.',
  'alert.button': 'Open de feedbackinbox',
  'alert.reason': 'Je krijgt dit omdat feedbackmeldingen aan staan voor {business}.',
  'alert.yourBusiness': 'je bedrijf',
  'weekly.subject': 'Je week bij {business}: {week}',
  'weekly.preview': '{scans, plural, one {# scan} other {# scans}} vorige week · {feedback} nieuwe feedback',
  'weekly.reason': 'Je krijgt dit elke maandag omdat het weekoverzicht aan staat voor {business}.',
  'weekly.heading': 'Je week bij {business}',
  'weekly.scans': 'QR-codescans',
  'weekly.ratings': 'Beoordelingen',
  'weekly.conversions': 'Naar Google gestuurd voor een review',
  'weekly.noChange': 'geen verandering',
  'weekly.new': 'nieuw deze week',
  'weekly.change': '{change} ten opzichte van de week ervoor',
  'weekly.newFeedback': 'Nieuwe privéfeedback',
  'weekly.readInbox': 'Lees het in de feedbackinbox',
  'weekly.best': 'Beste week van het team: {name}, {count} naar Google gestuurd.',
  'weekly.button': 'Open je dashboard',
  'claimed.subject': '{business} is geclaimd door de geverifieerde eigenaar op Google',
  'claimed.heading': '{business} is geclaimd door de eigenaar',
  'claimed.p1':
    'Iemand die dit bedrijf op Google beheert, met een geverifieerd Bedrijfsprofiel, heeft het op ReviewTap geregistreerd. Een geverifieerde eigenaar krijgt altijd zijn vermelding, dus jouw registratie is nu niet meer geverifieerd.',
  'claimed.p2':
    'Je houdt je account en alles wat je hebt verzameld: scans, beoordelingen en feedback, die je kunt exporteren via Jouw gegevens. Je QR-codes en links werken tot {until}.',
  'claimed.p3':
    'Is dit bedrijf van jou? Koppel dan het Google-bedrijfsprofiel in het onderdeel Google-reviews om het terug te claimen, of vraag de geverifieerde eigenaar om de teamcode.',
  'claimed.reason': 'Je hebt dit bedrijf op ReviewTap geregistreerd; deze melding gaat over je account.',
  'review.subject.one': 'Nieuwe Google-review met {stars} sterren voor {business}',
  'review.subject.many':
    '{count, plural, one {# nieuwe lage Google-review voor {business}} other {# nieuwe lage Google-reviews voor {business}}}',
  'review.digestSubject.one': 'Gisteren een nieuwe Google-review met {stars} sterren voor {business}',
  'review.digestSubject.many':
    '{count, plural, one {Gisteren # nieuwe goede Google-review voor {business}} other {Gisteren # nieuwe goede Google-reviews voor {business}}}',
  'review.heading':
    '{count, plural, one {Een nieuwe lage review op Google} other {# nieuwe lage reviews op Google}}',
  'review.digestHeading':
    '{count, plural, one {Gisteren op Google: # nieuwe review met 4 of 5 sterren} other {Gisteren op Google: # nieuwe reviews met 4 of 5 sterren}}',
  'review.intro': 'Iedereen die je reviews leest, ziet hoe je antwoordt. Een rustig, snel antwoord helpt.',
  'review.digestIntro': 'Een kort bedankje laat toekomstige klanten zien dat je elke review leest.',
  'review.noText': 'Een beoordeling zonder tekst.',
  'review.button': 'Antwoorden op ReviewTap',
  'review.reason': 'Je krijgt dit omdat meldingen aan staan voor {business}.',
  'broken.subject': 'Koppel Google opnieuw voor {business}',
  'broken.heading': 'Google accepteert de koppeling niet meer',
  'broken.body':
    'De toegang voor {business} is bij Google ingetrokken of verlopen, dus nieuwe reviews komen niet binnen en antwoorden kunnen niet worden verstuurd. Koppel het Bedrijfsprofiel opnieuw: één klik.',
  'broken.button': 'Opnieuw koppelen',
  'broken.reason': 'Je hebt het Google-bedrijfsprofiel van dit bedrijf op ReviewTap gekoppeld.',
  'webhook.subject': 'Een webhook is uitgezet na een dag vol fouten',
  'webhook.heading': 'Je webhook reageert niet meer',
  'webhook.body':
    '24 uur lang mislukte elke bezorging naar {url} (laatste: {error}), dus hebben we de webhook uitgezet. Gebeurtenissen sindsdien staan in het bezorglogboek. Herstel de ontvanger, zet de webhook weer aan en verstuur opnieuw wat hij miste.',
  'webhook.button': 'Open Ontwikkelaars',
  'webhook.reason': 'Je hebt deze webhook toegevoegd in het onderdeel Ontwikkelaars van ReviewTap.',
  'common.dashboard': 'Open je dashboard',
};

export const pl: MailCatalogue = {
  'layout.unsubscribe': 'Wypisz się',
  'layout.settings': 'Ustawienia powiadomień',
  'alert.subject.one': 'Nowa opinia z oceną {rating} gwiazdek dla {business}',
  'alert.subject.many':
    '{count, plural, one {# nowa opinia dla {business}} few {# nowe opinie dla {business}} many {# nowych opinii dla {business}} other {# nowej opinii dla {business}}}',
  'alert.heading':
    '{count, plural, one {Nowa prywatna opinia} few {# nowe prywatne opinie} many {# nowych prywatnych opinii} other {# nowej prywatnej opinii}}',
  'alert.intro':
    '{count, plural, one {Klient zostawił prywatną opinię zamiast publicznej recenzji. Szybka odpowiedź wciąż może go odzyskać.} few {# klientów zostawiło prywatną opinię zamiast publicznej recenzji.} many {# klientów zostawiło prywatną opinię zamiast publicznej recenzji.} other {# klienta zostawiło prywatną opinię zamiast publicznej recenzji.}}',
  'alert.intro.followUp':
    '{count, plural, one {Od ostatniego powiadomienia jeszcze jeden klient zostawił prywatną opinię.} few {Od ostatniego powiadomienia jeszcze # klientów zostawiło prywatną opinię.} many {Od ostatniego powiadomienia jeszcze # klientów zostawiło prywatną opinię.} other {Od ostatniego powiadomienia jeszcze # klienta zostawiło prywatną opinię.}}',
  'alert.ratingOf': '{rating} z 5',
  'alert.from': 'Od: {name}',
  'alert.aCustomer': 'klient',
  'alert.noContact': 'Klient nie zostawił imienia ani adresu e-mail.',
  'alert.button': 'Otwórz skrzynkę opinii',
  'alert.reason': 'Otrzymujesz tę wiadomość, ponieważ powiadomienia o opiniach są włączone dla {business}.',
  'alert.yourBusiness': 'Twojej firmy',
  'weekly.subject': 'Twój tydzień w {business}: {week}',
  'weekly.preview':
    '{scans, plural, one {# skan} few {# skany} many {# skanów} other {# skanu}} w zeszłym tygodniu · nowe opinie: {feedback}',
  'weekly.reason':
    'Otrzymujesz tę wiadomość w każdy poniedziałek, ponieważ podsumowanie tygodnia jest włączone dla {business}.',
  'weekly.heading': 'Twój tydzień w {business}',
  'weekly.scans': 'Skany kodu QR',
  'weekly.ratings': 'Oceny',
  'weekly.conversions': 'Wysłani do Google, by wystawić opinię',
  'weekly.noChange': 'bez zmian',
  'weekly.new': 'nowość w tym tygodniu',
  'weekly.change': '{change} względem poprzedniego tygodnia',
  'weekly.newFeedback': 'Nowe prywatne opinie',
  'weekly.readInbox': 'Przeczytaj je w skrzynce opinii',
  'weekly.best': 'Najlepszy tydzień w zespole: {name}, wysłanych do Google: {count}.',
  'weekly.button': 'Otwórz panel',
  'claimed.subject': 'Firma {business} została przejęta przez zweryfikowanego właściciela w Google',
  'claimed.heading': 'Firma {business} została przejęta przez właściciela',
  'claimed.p1':
    'Osoba, która zarządza tą firmą w Google ze zweryfikowanym Profilem Firmy, zarejestrowała ją w ReviewTap. Zweryfikowany właściciel zawsze otrzymuje swoje miejsce, więc Twoja rejestracja jest teraz niezweryfikowana.',
  'claimed.p2':
    'Zachowujesz konto i wszystko, co zebrałeś: skany, oceny i opinie, które możesz wyeksportować w sekcji Twoje dane. Twoje kody QR i linki działają do {until}.',
  'claimed.p3':
    'Jeśli ta firma należy do Ciebie, połącz jej Profil Firmy w Google w sekcji Opinie Google, aby ją odzyskać, albo poproś zweryfikowanego właściciela o kod zespołu.',
  'claimed.reason': 'Zarejestrowałeś tę firmę w ReviewTap; to powiadomienie dotyczy Twojego konta.',
  'review.subject.one': 'Nowa opinia w Google z oceną {stars} gwiazdek dla {business}',
  'review.subject.many':
    '{count, plural, one {# nowa niska opinia w Google dla {business}} few {# nowe niskie opinie w Google dla {business}} many {# nowych niskich opinii w Google dla {business}} other {# nowej niskiej opinii w Google dla {business}}}',
  'review.digestSubject.one': 'Wczoraj nowa opinia w Google z oceną {stars} gwiazdek dla {business}',
  'review.digestSubject.many':
    '{count, plural, one {Wczoraj # nowa dobra opinia w Google dla {business}} few {Wczoraj # nowe dobre opinie w Google dla {business}} many {Wczoraj # nowych dobrych opinii w Google dla {business}} other {Wczoraj # nowej dobrej opinii w Google dla {business}}}',
  'review.heading':
    '{count, plural, one {Nowa niska opinia w Google} few {# nowe niskie opinie w Google} many {# nowych niskich opinii w Google} other {# nowej niskiej opinii w Google}}',
  'review.digestHeading':
    '{count, plural, one {Wczoraj w Google: # nowa opinia z 4 lub 5 gwiazdkami} few {Wczoraj w Google: # nowe opinie z 4 lub 5 gwiazdkami} many {Wczoraj w Google: # nowych opinii z 4 lub 5 gwiazdkami} other {Wczoraj w Google: # nowej opinii z 4 lub 5 gwiazdkami}}',
  'review.intro': 'Każdy, kto czyta Twoje opinie, widzi, jak odpowiadasz. Spokojna, szybka odpowiedź pomaga.',
  'review.digestIntro': 'Krótkie podziękowanie pokazuje przyszłym klientom, że czytasz każdą opinię.',
  'review.noText': 'Ocena bez tekstu.',
  'review.button': 'Odpowiedz w ReviewTap',
  'review.reason': 'Otrzymujesz tę wiadomość, ponieważ powiadomienia są włączone dla {business}.',
  'broken.subject': 'Połącz ponownie Google dla {business}',
  'broken.heading': 'Google nie akceptuje już połączenia',
  'broken.body':
    'Dostęp dla {business} został w Google cofnięty lub wygasł, więc nowe opinie nie docierają, a odpowiedzi nie mogą zostać wysłane. Połącz ponownie Profil Firmy: to jedno kliknięcie.',
  'broken.button': 'Połącz ponownie',
  'broken.reason': 'Połączyłeś Profil Firmy w Google tej firmy w ReviewTap.',
  'webhook.subject': 'Webhook został wyłączony po dniu błędów',
  'webhook.heading': 'Twój webhook przestał odpowiadać',
  'webhook.body':
    'Przez 24 godziny każda dostawa do {url} kończyła się błędem (ostatni: {error}), więc wyłączyliśmy webhook. Zdarzenia od tego czasu są w dzienniku dostaw. Napraw odbiorcę, włącz webhook ponownie i wyślij to, co pominął.',
  'webhook.button': 'Otwórz sekcję Deweloperzy',
  'webhook.reason': 'Dodałeś ten webhook w sekcji Deweloperzy w ReviewTap.',
  'common.dashboard': 'Otwórz panel',
};

export const tr: MailCatalogue = {
  'layout.unsubscribe': 'Abonelikten çık',
  'layout.settings': 'Bildirim ayarları',
  'alert.subject.one': '{business} için yeni {rating} yıldızlı geri bildirim',
  'alert.subject.many':
    '{count, plural, one {{business} için # yeni geri bildirim} other {{business} için # yeni geri bildirim}}',
  'alert.heading': '{count, plural, one {Yeni özel geri bildirim} other {# yeni özel geri bildirim}}',
  'alert.intro':
    '{count, plural, one {Bir müşteri herkese açık bir yorum yerine özel geri bildirim bıraktı. Hızlı bir yanıt onu hâlâ geri kazanabilir.} other {# müşteri herkese açık bir yorum yerine özel geri bildirim bıraktı.}}',
  'alert.intro.followUp':
    '{count, plural, one {Son bildirimden bu yana bir müşteri daha özel geri bildirim bıraktı.} other {Son bildirimden bu yana # müşteri daha özel geri bildirim bıraktı.}}',
  'alert.ratingOf': '5 üzerinden {rating}',
  'alert.from': 'Gönderen: {name}',
  'alert.aCustomer': 'bir müşteri',
  'alert.noContact': 'Müşteri ad veya e-posta bırakmadı.',
  'alert.button': 'Geri bildirim kutusunu aç',
  'alert.reason': '{business} için geri bildirim uyarıları açık olduğu için bu e-postayı alıyorsunuz.',
  'alert.yourBusiness': 'işletmeniz',
  'weekly.subject': '{business} haftanız: {week}',
  'weekly.preview':
    'Geçen hafta {scans, plural, one {# tarama} other {# tarama}} · {feedback} yeni geri bildirim',
  'weekly.reason': '{business} için haftalık özet açık olduğu için bunu her pazartesi alıyorsunuz.',
  'weekly.heading': '{business} haftanız',
  'weekly.scans': 'QR kod taramaları',
  'weekly.ratings': 'Puanlar',
  'weekly.conversions': 'Yorum için Google’a gönderilenler',
  'weekly.noChange': 'değişiklik yok',
  'weekly.new': 'bu hafta yeni',
  'weekly.change': 'önceki haftaya göre {change}',
  'weekly.newFeedback': 'Yeni özel geri bildirimler',
  'weekly.readInbox': 'Geri bildirim kutusunda okuyun',
  'weekly.best': 'Ekibin en iyi haftası: {name}, Google’a {count} gönderim.',
  'weekly.button': 'Panelinizi açın',
  'claimed.subject': '{business}, Google’daki doğrulanmış sahibi tarafından sahiplenildi',
  'claimed.heading': '{business} sahibi tarafından sahiplenildi',
  'claimed.p1':
    'Bu işletmeyi Google’da doğrulanmış bir İşletme Profili ile yöneten biri onu ReviewTap’e kaydetti. Doğrulanmış sahip her zaman kendi yerini alır; bu nedenle kaydınız artık doğrulanmamış.',
  'claimed.p2':
    'Hesabınızı ve topladığınız her şeyi korursunuz: taramalar, puanlar ve geri bildirimler; bunları Verileriniz bölümünden dışa aktarabilirsiniz. QR kodlarınız ve bağlantılarınız {until} tarihine kadar çalışır.',
  'claimed.p3':
    'Bu işletme sizinse, geri almak için Google yorumları bölümünden Google İşletme Profilini bağlayın ya da doğrulanmış sahipten ekip kodunu isteyin.',
  'claimed.reason': 'Bu işletmeyi ReviewTap’e siz kaydettiniz; bu bildirim hesabınızla ilgilidir.',
  'review.subject.one': '{business} için yeni {stars} yıldızlı Google yorumu',
  'review.subject.many':
    '{count, plural, one {{business} için # yeni düşük Google yorumu} other {{business} için # yeni düşük Google yorumu}}',
  'review.digestSubject.one': 'Dün {business} için yeni {stars} yıldızlı bir Google yorumu',
  'review.digestSubject.many':
    '{count, plural, one {Dün {business} için # yeni iyi Google yorumu} other {Dün {business} için # yeni iyi Google yorumu}}',
  'review.heading':
    '{count, plural, one {Google’da yeni bir düşük yorum} other {Google’da # yeni düşük yorum}}',
  'review.digestHeading':
    '{count, plural, one {Dün Google’da: 4 veya 5 yıldızlı # yeni yorum} other {Dün Google’da: 4 veya 5 yıldızlı # yeni yorum}}',
  'review.intro':
    'Yorumlarınızı okuyan herkes nasıl yanıt verdiğinizi görür. Sakin ve hızlı bir yanıt yardımcı olur.',
  'review.digestIntro': 'Kısa bir teşekkür, gelecekteki müşterilere her yorumu okuduğunuzu gösterir.',
  'review.noText': 'Metinsiz bir puan.',
  'review.button': 'ReviewTap’te yanıtla',
  'review.reason': '{business} için uyarılar açık olduğu için bu e-postayı alıyorsunuz.',
  'broken.subject': '{business} için Google’ı yeniden bağlayın',
  'broken.heading': 'Google artık bağlantıyı kabul etmiyor',
  'broken.body':
    '{business} için erişim Google’da kaldırıldı veya süresi doldu; bu yüzden yeni yorumlar gelmiyor ve yanıtlar gönderilemiyor. İşletme Profilini yeniden bağlayın: tek bir tıklama yeter.',
  'broken.button': 'Yeniden bağla',
  'broken.reason': 'Bu işletmenin Google İşletme Profilini ReviewTap’te bağladınız.',
  'webhook.subject': 'Bir webhook, bir günlük hatadan sonra kapatıldı',
  'webhook.heading': 'Webhook’unuz yanıt vermiyor',
  'webhook.body':
    '24 saat boyunca {url} adresine yapılan her gönderim başarısız oldu (son: {error}), bu yüzden webhook’u kapattık. O zamandan beri olan olaylar gönderim günlüğünde. Alıcıyı düzeltin, webhook’u yeniden açın ve kaçırdıklarını yeniden gönderin.',
  'webhook.button': 'Geliştiriciler’i aç',
  'webhook.reason': 'Bu webhook’u ReviewTap’in Geliştiriciler bölümünde eklediniz.',
  'common.dashboard': 'Panelinizi açın',
};

export const ar: MailCatalogue = {
  'layout.unsubscribe': 'إلغاء الاشتراك',
  'layout.settings': 'إعدادات الإشعارات',
  'alert.subject.one': 'تقييم جديد من {rating} نجوم لـ {business}',
  'alert.subject.many':
    '{count, plural, zero {لا ملاحظات جديدة لـ {business}} one {ملاحظة جديدة واحدة لـ {business}} two {ملاحظتان جديدتان لـ {business}} few {# ملاحظات جديدة لـ {business}} many {# ملاحظة جديدة لـ {business}} other {# ملاحظة جديدة لـ {business}}}',
  'alert.heading':
    '{count, plural, zero {لا ملاحظات خاصة} one {ملاحظة خاصة جديدة} two {ملاحظتان خاصتان جديدتان} few {# ملاحظات خاصة جديدة} many {# ملاحظة خاصة جديدة} other {# ملاحظة خاصة جديدة}}',
  'alert.intro':
    '{count, plural, zero {لم يترك أي عميل ملاحظة خاصة.} one {ترك عميل ملاحظة خاصة بدلًا من تقييم علني. ردّ سريع قد يستعيده.} two {ترك عميلان ملاحظة خاصة بدلًا من تقييم علني.} few {ترك # عملاء ملاحظة خاصة بدلًا من تقييم علني.} many {ترك # عميلًا ملاحظة خاصة بدلًا من تقييم علني.} other {ترك # عميل ملاحظة خاصة بدلًا من تقييم علني.}}',
  'alert.intro.followUp':
    '{count, plural, zero {لا ملاحظات جديدة منذ التنبيه الأخير.} one {ترك عميل آخر ملاحظة خاصة منذ التنبيه الأخير.} two {ترك عميلان آخران ملاحظة خاصة منذ التنبيه الأخير.} few {ترك # عملاء آخرين ملاحظة خاصة منذ التنبيه الأخير.} many {ترك # عميلًا آخر ملاحظة خاصة منذ التنبيه الأخير.} other {ترك # عميل آخر ملاحظة خاصة منذ التنبيه الأخير.}}',
  'alert.ratingOf': '{rating} من 5',
  'alert.from': 'من {name}',
  'alert.aCustomer': 'عميل',
  'alert.noContact': 'لم يترك العميل اسمًا أو بريدًا إلكترونيًا.',
  'alert.button': 'افتح صندوق الملاحظات',
  'alert.reason': 'تصلك هذه الرسالة لأن تنبيهات الملاحظات مفعّلة لـ {business}.',
  'alert.yourBusiness': 'نشاطك التجاري',
  'weekly.subject': 'أسبوعك في {business}: {week}',
  'weekly.preview':
    '{scans, plural, zero {لا مسح} one {مسح واحد} two {مسحان} few {# عمليات مسح} many {# عملية مسح} other {# عملية مسح}} الأسبوع الماضي · ملاحظات جديدة: {feedback}',
  'weekly.reason': 'تصلك هذه الرسالة كل يوم اثنين لأن الملخص الأسبوعي مفعّل لـ {business}.',
  'weekly.heading': 'أسبوعك في {business}',
  'weekly.scans': 'عمليات مسح رمز QR',
  'weekly.ratings': 'التقييمات',
  'weekly.conversions': 'أُرسلوا إلى Google للتقييم',
  'weekly.noChange': 'بلا تغيير',
  'weekly.new': 'جديد هذا الأسبوع',
  'weekly.change': '{change} مقارنة بالأسبوع السابق',
  'weekly.newFeedback': 'ملاحظات خاصة جديدة',
  'weekly.readInbox': 'اقرأها في صندوق الملاحظات',
  'weekly.best': 'أفضل أسبوع في الفريق: {name}، {count} أُرسلوا إلى Google.',
  'weekly.button': 'افتح لوحة التحكم',
  'claimed.subject': 'تمت المطالبة بـ {business} من قِبل مالكه المُتحقَّق منه على Google',
  'claimed.heading': 'تمت المطالبة بـ {business} من قِبل مالكه',
  'claimed.p1':
    'قام شخص يدير هذا النشاط التجاري على Google بملف نشاط تجاري مُتحقَّق منه بتسجيله على ReviewTap. المالك المُتحقَّق منه يحصل دائمًا على مكانه، لذا أصبح تسجيلك الآن غير مُتحقَّق منه.',
  'claimed.p2':
    'تحتفظ بحسابك وبكل ما جمعته: عمليات المسح والتقييمات والملاحظات، ويمكنك تصديرها من قسم بياناتك. تظل رموز QR والروابط تعمل حتى {until}.',
  'claimed.p3':
    'إذا كان هذا النشاط التجاري لك، فاربط ملفه على Google من قسم مراجعات Google لاستعادته، أو اطلب من المالك المُتحقَّق منه رمز فريقه للانضمام إليه.',
  'claimed.reason': 'سجّلت هذا النشاط التجاري على ReviewTap؛ هذا الإشعار يخص حسابك.',
  'review.subject.one': 'مراجعة جديدة من {stars} نجوم على Google لـ {business}',
  'review.subject.many':
    '{count, plural, zero {لا مراجعات منخفضة جديدة على Google لـ {business}} one {مراجعة منخفضة جديدة على Google لـ {business}} two {مراجعتان منخفضتان جديدتان على Google لـ {business}} few {# مراجعات منخفضة جديدة على Google لـ {business}} many {# مراجعة منخفضة جديدة على Google لـ {business}} other {# مراجعة منخفضة جديدة على Google لـ {business}}}',
  'review.digestSubject.one': 'أمس: مراجعة جديدة من {stars} نجوم على Google لـ {business}',
  'review.digestSubject.many':
    '{count, plural, zero {أمس: لا مراجعات جيدة جديدة على Google لـ {business}} one {أمس: مراجعة جيدة جديدة على Google لـ {business}} two {أمس: مراجعتان جيدتان جديدتان على Google لـ {business}} few {أمس: # مراجعات جيدة جديدة على Google لـ {business}} many {أمس: # مراجعة جيدة جديدة على Google لـ {business}} other {أمس: # مراجعة جيدة جديدة على Google لـ {business}}}',
  'review.heading':
    '{count, plural, zero {لا مراجعات منخفضة جديدة على Google} one {مراجعة منخفضة جديدة على Google} two {مراجعتان منخفضتان جديدتان على Google} few {# مراجعات منخفضة جديدة على Google} many {# مراجعة منخفضة جديدة على Google} other {# مراجعة منخفضة جديدة على Google}}',
  'review.digestHeading':
    '{count, plural, zero {أمس على Google: لا مراجعات جديدة بـ 4 أو 5 نجوم} one {أمس على Google: مراجعة جديدة بـ 4 أو 5 نجوم} two {أمس على Google: مراجعتان جديدتان بـ 4 أو 5 نجوم} few {أمس على Google: # مراجعات جديدة بـ 4 أو 5 نجوم} many {أمس على Google: # مراجعة جديدة بـ 4 أو 5 نجوم} other {أمس على Google: # مراجعة جديدة بـ 4 أو 5 نجوم}}',
  'review.intro': 'كل من يقرأ مراجعاتك يرى كيف ترد. الرد الهادئ والسريع يساعد.',
  'review.digestIntro': 'شكر قصير يُظهر للعملاء المستقبليين أنك تقرأ كل مراجعة.',
  'review.noText': 'تقييم بلا نص.',
  'review.button': 'الرد على ReviewTap',
  'review.reason': 'تصلك هذه الرسالة لأن التنبيهات مفعّلة لـ {business}.',
  'broken.subject': 'أعد ربط Google لـ {business}',
  'broken.heading': 'لم تعد Google تقبل الاتصال',
  'broken.body':
    'أُزيل وصول {business} أو انتهت صلاحيته لدى Google، لذا لا تصل مراجعات جديدة ولا يمكن إرسال الردود. اربط ملف النشاط التجاري مجددًا: يستغرق الأمر نقرة واحدة.',
  'broken.button': 'اربط مجددًا',
  'broken.reason': 'ربطت ملف هذا النشاط التجاري على Google في ReviewTap.',
  'webhook.subject': 'أُوقف webhook بعد يوم من الإخفاقات',
  'webhook.heading': 'توقف الـ webhook الخاص بك عن الاستجابة',
  'webhook.body':
    'طوال 24 ساعة فشل كل إرسال إلى {url} (الأخير: {error})، لذا أوقفنا الـ webhook. الأحداث منذ ذلك الحين موجودة في سجل الإرسال. أصلح المستقبِل، ثم شغّل الـ webhook مجددًا وأعد إرسال ما فاته.',
  'webhook.button': 'افتح قسم المطورين',
  'webhook.reason': 'أضفت هذا الـ webhook في قسم المطورين في ReviewTap.',
  'common.dashboard': 'افتح لوحة التحكم',
};
