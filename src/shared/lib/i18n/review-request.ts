// The short message an owner's phone sends a customer who has already left, in the
// customer pages' languages. The owner picks the language per customer; `{name}` is the business.
import type { Locale } from './locales';

type Message = { subject: string; text: string };

const REVIEW_REQUEST: Record<Locale, Message> = {
  en: {
    subject: 'How was your visit to {name}?',
    text: 'Thank you for visiting {name}! Would you rate your visit? It takes ten seconds:',
  },
  es: {
    subject: '¿Qué tal tu visita a {name}?',
    text: '¡Gracias por visitar {name}! ¿Nos valoras? Solo son diez segundos:',
  },
  fr: {
    subject: 'Comment s’est passée votre visite chez {name} ?',
    text: 'Merci de votre visite chez {name} ! Pouvez-vous la noter ? Cela prend dix secondes :',
  },
  de: {
    subject: 'Wie war Ihr Besuch bei {name}?',
    text: 'Danke für Ihren Besuch bei {name}! Möchten Sie ihn bewerten? Das dauert zehn Sekunden:',
  },
  it: {
    subject: 'Com’è andata la tua visita da {name}?',
    text: 'Grazie per aver visitato {name}! Ci lasci una valutazione? Bastano dieci secondi:',
  },
  pt: {
    subject: 'Como foi a sua visita a {name}?',
    text: 'Obrigado pela visita a {name}! Pode avaliar? Leva dez segundos:',
  },
  nl: {
    subject: 'Hoe was je bezoek aan {name}?',
    text: 'Bedankt voor je bezoek aan {name}! Wil je het beoordelen? Het kost tien seconden:',
  },
  pl: {
    subject: 'Jak minęła wizyta w {name}?',
    text: 'Dziękujemy za wizytę w {name}! Czy ocenisz ją? To zajmie dziesięć sekund:',
  },
  tr: {
    subject: '{name} ziyaretiniz nasıldı?',
    text: '{name} ziyaretiniz için teşekkürler! Puan verir misiniz? On saniye sürer:',
  },
  ar: {
    subject: 'كيف كانت زيارتك إلى {name}؟',
    text: 'شكرًا لزيارتك {name}! هل تقيّم زيارتك؟ يستغرق ذلك عشر ثوانٍ:',
  },
};

/** The subject and the whole text with the link, in one language. */
export function reviewRequest(locale: Locale, name: string, url: string) {
  const m = REVIEW_REQUEST[locale];
  // A function, so a "$" in the name is taken as written.
  const named = (template: string) => template.replace('{name}', () => name);
  return { subject: named(m.subject), text: `${named(m.text)} ${url}` };
}
