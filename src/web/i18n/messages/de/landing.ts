import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { landing as en } from '#web/i18n/messages/en/landing.ts';

export const landing: AreaOf<typeof en> = {
  'landing.title': '{product} – mehr Google-Rezensionen, von Handy zu Handy',
  'landing.description':
    'Mehr Google-Rezensionen, von Handy zu Handy. Zeigen Sie einen QR-Code, Ihr Kunde bewertet, und zufriedene Kunden landen auf Ihrer Google-Rezensionsseite.',
  'landing.ogImageAlt': '{product}: ein Handy mit einem QR-Code für Rezensionen',
  'landing.offer': 'Pro Standort und Monat, {users} Nutzer inklusive, {days} Tage kostenlos testen',
  'landing.hero.badge': 'Rezensionen, solange der Eindruck frisch ist',
  'landing.hero.title': 'Mehr Google-Rezensionen – <accent>nur mit Ihrem Handy</accent>',
  'landing.hero.text':
    'Zeigen Sie Ihrem Kunden direkt nach gutem Service einen QR-Code auf Ihrem Handy. Er scannt ihn, tippt auf die Sterne und landet auf Ihrer Google-Rezensionsseite, solange der Besuch noch frisch ist. Keine gedruckten Schilder, keine Nachfass-E-Mails.',
  'landing.hero.start': 'Kostenlos testen',
  'landing.hero.how': 'So funktioniert es',
  'landing.assurance.trial': '{days} Tage kostenlos testen',
  'landing.assurance.noCard': 'Keine Kreditkarte nötig',
  'landing.assurance.cancel': 'Jederzeit kündbar',
  'landing.benefits.eyebrow': 'Warum es funktioniert',
  'landing.benefits.title': 'Rezensionen kommen von Menschen, nicht von Plakaten',
  'landing.benefits.intro':
    'Der beste Moment für die Bitte um eine Rezension ist, wenn der Kunde noch lächelnd vor Ihnen steht.',
  'landing.benefit.personal.title': 'Persönlich, von Handy zu Handy',
  'landing.benefit.personal.text':
    'Fragen Sie persönlich, direkt nach einem gelungenen Besuch. Auf Ihre persönliche Bitte sagen Kunden viel öfter Ja als auf ein Schild an der Wand oder eine E-Mail Tage später.',
  'landing.benefit.local.title': 'Lokal sichtbar auf Maps und in der Suche',
  'landing.benefit.local.text':
    'Frische, regelmäßige Rezensionen helfen Ihrem Unternehmen, auf Google Maps und in der Google-Suche gefunden zu werden, wenn Kunden in der Nähe suchen.',
  'landing.benefit.screen.title': 'Anzeige auf dem Handy',
  'landing.benefit.screen.text':
    'Ein klarer, heller Bewertungsbildschirm mit Ihrem QR-Code, mit einem Tipp bereit – auf dem Handy, das Sie ohnehin in der Tasche haben.',
  'landing.benefits.claim':
    '<strong>Rund 3-mal mehr Google-Rezensionen.</strong> So viel bringt die persönliche Bitte von Handy zu Handy im Vergleich zu gedruckten Schildern und Nachfass-E-Mails.',
  'landing.how.eyebrow': 'So funktioniert es',
  'landing.how.title': 'In drei Schritten startklar',
  'landing.how.intro':
    'Keine Hardware, kein Druck, keine Schulung. Wenn Sie ein Foto zeigen können, können Sie Rezensionen sammeln.',
  'landing.how.step': 'Schritt {n}:',
  'landing.how.connect.title': 'Verbinden Sie Ihr Google-Unternehmensprofil',
  'landing.how.connect.text':
    'Melden Sie sich an, suchen Sie Ihr Unternehmen und bestätigen Sie es. Wir verlinken direkt auf Ihre Google-Rezensionsseite.',
  'landing.how.show.title': 'Zeigen Sie den Bewertungsbildschirm auf Ihrem Handy',
  'landing.how.show.text':
    'Öffnen Sie Ihren Bewertungsbildschirm und halten Sie den QR-Code hoch. Ihr Kunde scannt ihn mit seiner eigenen Kamera.',
  'landing.how.ask.title': 'Nach dem Service persönlich fragen',
  'landing.how.ask.text':
    'Ein freundliches „Würden Sie uns eine Rezension hinterlassen?“ im richtigen Moment erledigt den Rest.',
  'landing.pricing.eyebrow': 'Preise',
  'landing.pricing.title': 'Ein einfacher Tarif',
  'landing.pricing.intro':
    'Alles, was Sie brauchen, um mehr Rezensionen zu sammeln – für jeden Ihrer Standorte.',
  'landing.pricing.popular': 'Am beliebtesten',
  'landing.pricing.perMonth': '/Monat pro Standort',
  'landing.pricing.users': '{users} Nutzer inklusive · +{extra}/Monat pro weiterem Nutzer',
  'landing.pricing.included': 'Im Tarif enthalten',
  'landing.pricing.feature.screens': 'Unbegrenzt viele Bewertungsbildschirme',
  'landing.pricing.feature.templates': 'Professionelle Vorlagen für den Handybildschirm',
  'landing.pricing.feature.mobile': 'Für Mobilgeräte optimierte Anzeige',
  'landing.pricing.feature.links': 'Direkte Links zum Google-Unternehmensprofil',
  'landing.pricing.feature.branding': 'Eigenes Branding',
  'landing.pricing.feature.team': 'Zugang für Ihr Team',
  'landing.pricing.trial': '{days} Tage kostenlos testen, keine Kreditkarte nötig. Jederzeit kündbar.',
  'landing.faq.eyebrow': 'FAQ',
  'landing.faq.title': 'Häufige Fragen',
  'landing.faq.locations.q': 'Ich habe mehr als einen Standort. Kann ich es für alle nutzen?',
  'landing.faq.locations.a':
    'Ja. Jeder Standort hat einen eigenen Tarif für {price}/Monat, mit eigenem Google-Rezensionslink, QR-Code und Team. So sammelt jeder Standort Rezensionen in seinem eigenen Google-Unternehmensprofil.',
  'landing.faq.phone.q': 'Warum ist ein Handy besser als ein gedrucktes Schild oder ein Tischaufsteller?',
  'landing.faq.phone.a':
    'Ein Schild übersieht man leicht. Wenn Sie direkt nach dem Service Ihr Handy zeigen und persönlich fragen, ist die Bitte persönlich und der Moment passt – so machen viel mehr Kunden mit. Und es verblasst nicht, geht nicht verloren und muss nie neu gedruckt werden.',
  'landing.faq.equipment.q': 'Brauche ich spezielle Geräte?',
  'landing.faq.equipment.a':
    'Nein. Das Handy, das Sie ohnehin dabeihaben, genügt. Ihre Kunden scannen den Code mit der Kamera ihres eigenen Handys; sie müssen nichts installieren.',
  'landing.faq.quick.q': 'Wie schnell kann ich loslegen?',
  'landing.faq.quick.a':
    'In etwa 2 Minuten. Melden Sie sich an, suchen Sie Ihr Unternehmen, bestätigen Sie es – und Ihr Bewertungsbildschirm ist bereit.',
  'landing.faq.team.q': 'Kann mein ganzes Team es nutzen?',
  'landing.faq.team.a':
    'Ja. Laden Sie Ihre Mitarbeitenden mit einem 6-Zeichen-Team-Code ein, damit alle den Bewertungsbildschirm auf dem eigenen Handy zeigen können. {users} Nutzer sind inklusive; jeder weitere kostet {extra}/Monat.',
  'landing.about.eyebrow': 'Über uns',
  'landing.about.title': 'Über {product}',
  'landing.about.text':
    '{product} hilft lokalen Unternehmen, mehr Google-Rezensionen zu sammeln, und zwar in dem Moment, in dem ein Kunde am zufriedensten ist: ein QR-Code auf dem Handy des Inhabers, eine Bewertung mit einem Tipp, und der Kunde landet direkt im Rezensionsformular von Google. Wir speichern so wenig wie möglich, behandeln privates Feedback von Kunden vertraulich und verkaufen niemals Daten.',
  'landing.about.contact': 'Kontakt:',
  'landing.about.contactFallback': 'unsere Adresse steht in der Datenschutzerklärung.',
  'landing.cta.title': 'Ihr nächster zufriedener Kunde ist eine Rezension, die nur darauf wartet',
  'landing.cta.text':
    'Zeigen Sie Ihren Bewertungsbildschirm noch heute. {days} Tage kostenlos, keine Kreditkarte nötig, jederzeit kündbar.',
  'landing.cta.start': 'Jetzt kostenlos testen',
  'landing.footer.tagline':
    'Mehr Google-Rezensionen für lokale Unternehmen – eine persönliche Bitte nach der anderen, von Handy zu Handy.',
  'landing.footer.product': 'Produkt',
  'landing.footer.company': 'Unternehmen',
  'landing.footer.legal': 'Rechtliches',
  'landing.footer.benefits': 'Vorteile',
  'landing.footer.how': 'So funktioniert es',
  'landing.footer.pricing': 'Preise',
  'landing.footer.faq': 'FAQ',
  'landing.footer.about': 'Über uns',
  'landing.footer.contact': 'Kontakt',
  'landing.footer.privacy': 'Datenschutzerklärung',
  'landing.footer.terms': 'Nutzungsbedingungen',
  'landing.footer.copyright': '© {year} {product}. Google ist eine Marke der Google LLC.',
  'landing.suggest.text': 'Diese Seite gibt es auch auf {language}.',
  'landing.suggest.switch': 'Auf {language} lesen',
  'landing.suggest.dismiss': 'Auf Englisch bleiben',
  'landing.choice.welcome': 'Willkommen, {name}!',
  'landing.choice.welcomeAnon': 'Willkommen!',
  'landing.choice.question': 'Was möchten Sie heute tun?',
  'landing.choice.create.title': 'Unternehmen anlegen',
  'landing.choice.create.text':
    'Suchen Sie Ihr Unternehmen bei Google, bestätigen Sie es und erhalten Sie Ihren QR-Code für Rezensionen in etwa 2 Minuten.',
  'landing.choice.create.action': 'Loslegen',
  'landing.choice.join.title': 'Einem Team beitreten',
  'landing.choice.join.text':
    'Ihr Betrieb nutzt es schon? Geben Sie den Team-Code vom Inhaber ein, um dem bestehenden Team beizutreten.',
  'landing.choice.join.action': 'Code eingeben',
  'landing.hero.illustration':
    'Das Handy eines Inhabers zeigt einen QR-Code unter fünf Sternen; das Handy eines Kunden scannt ihn und öffnet die Google-Rezensionsseite.',
  'landing.art.business': 'Bäckerei am Markt',
  'landing.art.question': 'Wie war es heute bei uns?',
  'landing.art.scan': 'Scannen und Rezension schreiben',
  'landing.art.googleReviews': 'Google-Rezensionen',
  'landing.art.point': 'Auf den Code richten',
  'landing.art.reviewOn': 'Rezension auf',
  'landing.art.newReview': 'Neue 5-Sterne-Rezension',
  'landing.art.justNow': 'auf Google · gerade eben',
};
