import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { setup as en } from '#web/i18n/messages/en/setup.ts';

export const setup: AreaOf<typeof en> = {
  'setup.title': 'Skonfiguruj swoją firmę',
  'setup.addLocation': 'Dodaj lokalizację',
  'setup.intro':
    'Znajdź swoją firmę w Google i potwierdź ją. Twój kod QR do opinii będzie gotowy w około 2 minuty.',
  'setup.intro.adding': 'Znajdź lokalizację w Google i potwierdź ją. {pricing}',
  'setup.registered.title': 'Firma została zarejestrowana!',
  'setup.registered.text': 'Twój kod QR jest gotowy do wygenerowania. Przekierowanie do panelu...',
  'setup.register.failedTitle': 'Rejestracja nie powiodła się',
  'setup.register.failed': 'Nie udało się zarejestrować Twojej firmy. Spróbuj ponownie.',
  'setup.price.sharedTrial':
    'Do końca Twojego okresu próbnego, czyli do {date}, jest bezpłatna, a potem kosztuje {price} miesięcznie.',
  'setup.price.perLocation':
    'Każda lokalizacja kosztuje {price} miesięcznie; za tę zapłacisz przy kasie zaraz po potwierdzeniu.',
  'setup.price.trial':
    '{days, plural, one {Twój #-dniowy bezpłatny okres próbny zaczyna się dziś. Bez karty płatniczej.} few {Twój #-dniowy bezpłatny okres próbny zaczyna się dziś. Bez karty płatniczej.} many {Twój #-dniowy bezpłatny okres próbny zaczyna się dziś. Bez karty płatniczej.} other {Twój #-dniowy bezpłatny okres próbny zaczyna się dziś. Bez karty płatniczej.}}',

  'setup.steps.label': 'Postęp konfiguracji',
  'setup.steps.search': 'Wyszukaj',
  'setup.steps.confirm': 'Potwierdź',
  'setup.steps.step': 'Krok {n, number}:',
  'setup.steps.done': '(gotowe)',

  'setup.confirm.title': 'Potwierdź swoją firmę',
  'setup.confirm.text': 'Sprawdź, czy to właściwe miejsce, zanim je zarejestrujesz.',
  'setup.confirm.change': 'Zmień',
  'setup.confirm.next': 'Co dalej?',
  'setup.confirm.link.title': 'Bezpośredni link do opinii w Google',
  'setup.confirm.link.text': 'Klienci trafiają prosto do Twojego formularza opinii.',
  'setup.confirm.qr.title': 'Kody QR',
  'setup.confirm.qr.text': 'Pokaż kod na telefonie albo wydrukuj go i postaw przy ladzie.',
  'setup.confirm.analytics.title': 'Statystyki skanów',
  'setup.confirm.analytics.text': 'Zobacz, ilu klientów skanuje kod, a potem wystawia opinię.',
  'setup.confirm.back': 'Wróć do wyszukiwania',
  'setup.confirm.redirecting': 'Przekierowanie...',
  'setup.confirm.registering': 'Rejestrowanie...',
  'setup.confirm.register': 'Zarejestruj moją firmę',

  'setup.search.label': 'Wyszukaj swoją firmę',
  'setup.search.placeholder': 'Nazwa firmy i miasto',
  'setup.search.clear': 'Wyczyść wyszukiwanie',
  'setup.search.hint': 'Dodaj miasto, aby zawęzić wyniki. Wyniki pojawiają się w trakcie pisania.',
  'setup.search.failedSummary': 'Wyszukiwanie nie powiodło się: {message}',
  'setup.search.searching': 'Wyszukiwanie…',
  'setup.search.noneFor': 'Nie znaleziono firm dla „{query}”',
  'setup.search.foundSummary':
    '{count, plural, one {Znaleziono # firmę} few {Znaleziono # firmy} many {Znaleziono # firm} other {Znaleziono # firmy}}',
  'setup.search.found':
    '{count, plural, one {Znaleziono # firmę.} few {Znaleziono # firmy.} many {Znaleziono # firm.} other {Znaleziono # firmy.}} Wybierz swoją.',
  'setup.search.unavailable': 'Nie można teraz wyszukiwać firm. Spróbuj ponownie za chwilę.',
  'setup.search.poweredBy': 'Powered by Google',
  'setup.search.demo': 'Katalog demonstracyjny',
  'setup.search.demoNote': 'Przykładowe miejsca, nie prawdziwe wyniki Google',
  'setup.search.intro.title': 'Znajdź swoją firmę',
  'setup.search.intro.tooShort':
    '{min, plural, one {Pisz dalej: wyszukiwanie wymaga co najmniej # znaku.} few {Pisz dalej: wyszukiwanie wymaga co najmniej # znaków.} many {Pisz dalej: wyszukiwanie wymaga co najmniej # znaków.} other {Pisz dalej: wyszukiwanie wymaga co najmniej # znaku.}}',
  'setup.search.intro.text': 'Wpisz nazwę tak, jak widnieje w Mapach Google, na przykład „Café Crème Lyon”.',
  'setup.search.none.title': 'Nie znaleziono firm',
  'setup.search.none.text': 'Brak wyników dla <term>„{query}”</term>. Spróbuj tak:',
  'setup.search.tip.name': 'Użyj pełnej nazwy firmy',
  'setup.search.tip.city': 'Dodaj miasto lub dzielnicę',
  'setup.search.tip.street': 'Podaj adres z ulicą',
  'setup.search.tip.keywords': 'Spróbuj innych słów kluczowych',
  'setup.search.failed.title': 'Wyszukiwanie nie powiodło się',
  'setup.search.retry': 'Spróbuj ponownie',

  'setup.rating.none': 'Brak opinii',
  'setup.rating.sr': 'Ocena {rating} na 5',
  'setup.rating.srWithCount':
    'Ocena {rating} na 5, {count, plural, one {# opinia} few {# opinie} many {# opinii} other {# opinii}}',
  'setup.rating.count': '({count, plural, one {# opinia} few {# opinie} many {# opinii} other {# opinii}})',

  'setup.overview.scans': 'Skany',
  'setup.overview.toGoogle': 'Do Google',
  'setup.overview.rate': 'Wskaźnik',
  'setup.overview.newFeedback': 'Nowe opinie prywatne',
  'setup.overview.open': 'Otwórz',
  'setup.overview.openName': 'Otwórz {name}',
  'setup.overview.onShow': 'Wyświetlana',
  'setup.overview.thisWeek': 'Ten tydzień',
  'setup.overview.lastWeek': 'Poprzedni tydzień',
  'setup.overview.all':
    '{count, plural, one {# lokalizacja} few {Wszystkie # lokalizacje} many {Wszystkie # lokalizacji} other {Wszystkie lokalizacje (#)}}',

  'setup.switcher.label': 'Lokalizacja: {name}. Zmień lokalizację',
  'setup.switcher.yours': 'Twoje lokalizacje',
  'setup.switcher.verified': 'Zweryfikowana',
  'setup.switcher.all': 'Wszystkie lokalizacje',

  'setup.reviewFilter.saved': 'Filtr opinii zaktualizowany',
  'setup.reviewFilter.savedOn':
    'Przy ocenach od 1 do 3 gwiazdek najpierw pojawia się teraz Twój formularz prywatnej opinii.',
  'setup.reviewFilter.savedOff': 'Każdy klient trafia teraz prosto do Google.',
  'setup.reviewFilter.failed': 'Nie udało się zaktualizować filtra opinii',
  'setup.reviewFilter.title': 'Filtr opinii',
  'setup.reviewFilter.text': 'Poznaj zdanie niezadowolonych klientów prywatnie, zanim coś opublikują.',
  'setup.reviewFilter.label': 'Kieruj oceny 1–3 gwiazdki najpierw do prywatnej opinii',
  'setup.reviewFilter.noteOn':
    'Google zabrania zniechęcania do negatywnych opinii, dlatego klienci, którzy dają 1–3 gwiazdki, najpierw widzą Twój formularz prywatnej opinii, a ten zawsze oferuje im link do opublikowania opinii w Google.',
  'setup.reviewFilter.noteOff':
    'Wyłączony: każdy klient, bez względu na ocenę, trafia prosto na Twoją stronę opinii w Google.',

  'setup.language.saved': 'Język strony dla klientów zaktualizowany',
  'setup.language.savedAuto': 'Każdy klient widzi teraz Twoją stronę oceny w języku swojego telefonu.',
  'setup.language.savedFixed': 'Każdy klient widzi teraz Twoją stronę oceny w tym języku: {language}.',
  'setup.language.failed': 'Nie udało się zaktualizować języka strony dla klientów',
  'setup.language.title': 'Język strony dla klientów',
  'setup.language.text': 'Język stron oceny i opinii, które otwiera Twój kod QR.',
  'setup.language.label': 'Język',
  'setup.language.auto': 'Automatycznie (zalecane)',
  'setup.language.noteAuto':
    '{count, plural, one {Automatycznie: każdy klient czyta stronę w języku swojego telefonu (# język), a w innym razie po angielsku.} few {Automatycznie: każdy klient czyta stronę w języku swojego telefonu (# języki), a w innym razie po angielsku.} many {Automatycznie: każdy klient czyta stronę w języku swojego telefonu (# języków), a w innym razie po angielsku.} other {Automatycznie: każdy klient czyta stronę w języku swojego telefonu (# języka), a w innym razie po angielsku.}}',
  'setup.language.noteFixed':
    'Zawsze {language}, bez względu na ustawienia telefonu klienta. Link zakończony na ?lang=xx nadal wybiera własny język.',

  'setup.timeZone.saved': 'Strefa czasowa zaktualizowana',
  'setup.timeZone.savedText':
    'Każdy dzień i tydzień liczy się teraz według czasu {zone}, także Twoja historia.',
  'setup.timeZone.failed': 'Nie udało się zaktualizować strefy czasowej',
  'setup.timeZone.title': 'Strefa czasowa',
  'setup.timeZone.text':
    'Kiedy zaczynają się i kończą dni Twojej firmy, na każdym wykresie i w każdym podsumowaniu.',
  'setup.timeZone.note':
    'Skan o 23:30 liczy się tutaj do tego dnia. Zmiana strefy przelicza Twoją historię w nowej strefie.',
};
