import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { landing as en } from '#web/i18n/messages/en/landing.ts';

export const landing: AreaOf<typeof en> = {
  'landing.title': '{product} – więcej opinii w Google, z telefonu na telefon',
  'landing.description':
    'Zdobywaj więcej opinii w Google, z telefonu na telefon. Pokaż kod QR, klient wystawia ocenę, a zadowoleni klienci trafiają na Twoją stronę opinii w Google.',
  'landing.ogImageAlt': '{product}: telefon z kodem QR do wystawienia opinii',
  'landing.offer': 'Za lokalizację miesięcznie, {users} użytkowników w cenie, {days} dni za darmo',
  'landing.hero.badge': 'Zbieraj opinie, póki wrażenia są świeże',
  'landing.hero.title': 'Zbieraj więcej opinii w Google <accent>samym telefonem</accent>',
  'landing.hero.text':
    'Zaraz po świetnej obsłudze pokaż klientowi kod QR na swoim telefonie. Klient go skanuje, dotyka gwiazdek i trafia na Twoją stronę opinii w Google, póki wizyta jest jeszcze świeża. Bez drukowanych tabliczek i bez przypominających e-maili.',
  'landing.hero.start': 'Wypróbuj za darmo',
  'landing.hero.how': 'Zobacz, jak to działa',
  'landing.assurance.trial': '{days} dni za darmo',
  'landing.assurance.noCard': 'Bez karty płatniczej',
  'landing.assurance.cancel': 'Rezygnujesz, kiedy chcesz',
  'landing.benefits.eyebrow': 'Dlaczego to działa',
  'landing.benefits.title': 'Opinie wystawiają ludzie, nie plakaty',
  'landing.benefits.intro':
    'Najlepszy moment, by poprosić o opinię, to chwila, gdy klient wciąż uśmiecha się przed Tobą.',
  'landing.benefit.personal.title': 'Osobisty kontakt, z telefonu na telefon',
  'landing.benefit.personal.text':
    'Poproś osobiście, zaraz po udanej wizycie. Twoja osobista prośba znacznie częściej spotyka się z „tak” niż tabliczka na ścianie czy e-mail kilka dni później.',
  'landing.benefit.local.title': 'Lokalna widoczność w Mapach i wyszukiwarce',
  'landing.benefit.local.text':
    'Świeże, regularne opinie pomagają Twojej firmie pojawiać się, gdy klienci z okolicy szukają w Mapach Google i wyszukiwarce Google.',
  'landing.benefit.screen.title': 'Ekran na telefonie',
  'landing.benefit.screen.text':
    'Przejrzysty, jasny ekran opinii z Twoim kodem QR, gotowy jednym dotknięciem na telefonie, który i tak masz w kieszeni.',
  'landing.benefits.claim':
    '<strong>Około 3 razy więcej opinii w Google.</strong> Tyle może dać osobista prośba, z telefonu na telefon, w porównaniu z drukowanymi tabliczkami i przypominającymi e-mailami.',
  'landing.how.eyebrow': 'Jak to działa',
  'landing.how.title': 'Gotowe w trzech krokach',
  'landing.how.intro':
    'Bez sprzętu, bez drukowania, bez szkoleń. Jeśli potrafisz pokazać zdjęcie, potrafisz zbierać opinie.',
  'landing.how.step': 'Krok {n}:',
  'landing.how.connect.title': 'Połącz swój Profil Firmy w Google',
  'landing.how.connect.text':
    'Zaloguj się, wyszukaj swoją firmę i potwierdź ją. Prowadzimy prosto do Twojej strony opinii w Google.',
  'landing.how.show.title': 'Pokaż ekran opinii na telefonie',
  'landing.how.show.text':
    'Otwórz ekran opinii i pokaż kod QR. Klient skanuje go aparatem we własnym telefonie.',
  'landing.how.ask.title': 'Poproś osobiście po obsłudze',
  'landing.how.ask.text': 'Uprzejme „Czy możemy prosić o opinię?” we właściwym momencie załatwi resztę.',
  'landing.pricing.eyebrow': 'Cennik',
  'landing.pricing.title': 'Jeden prosty plan',
  'landing.pricing.intro':
    'Wszystko, czego potrzebujesz, by zbierać więcej opinii, w każdej Twojej lokalizacji.',
  'landing.pricing.popular': 'Najczęściej wybierany',
  'landing.pricing.perMonth': '/mies. za lokalizację',
  'landing.pricing.users': '{users} użytkowników w cenie · +{extra}/mies. za każdego kolejnego',
  'landing.pricing.included': 'W cenie planu',
  'landing.pricing.feature.screens': 'Nielimitowane ekrany opinii na telefonie',
  'landing.pricing.feature.templates': 'Profesjonalne szablony ekranów na telefon',
  'landing.pricing.feature.mobile': 'Widok dopasowany do telefonu',
  'landing.pricing.feature.links': 'Bezpośrednie linki do Profilu Firmy w Google',
  'landing.pricing.feature.branding': 'Własne logo i kolory',
  'landing.pricing.feature.team': 'Dostęp dla zespołu',
  'landing.pricing.trial': '{days} dni za darmo, bez karty płatniczej. Rezygnujesz, kiedy chcesz.',
  'landing.faq.eyebrow': 'FAQ',
  'landing.faq.title': 'Najczęstsze pytania',
  'landing.faq.locations.q': 'Mam więcej niż jedną lokalizację. Czy mogę używać go we wszystkich?',
  'landing.faq.locations.a':
    'Tak. Każda lokalizacja ma własny plan za {price}/mies., z własnym linkiem do opinii w Google, kodem QR i zespołem, więc każda zbiera opinie na swoim Profilu Firmy w Google.',
  'landing.faq.phone.q': 'Dlaczego telefon jest lepszy niż drukowana tabliczka czy stojak na stolik?',
  'landing.faq.phone.a':
    'Tabliczkę łatwo zignorować. Gdy pokazujesz telefon i prosisz osobiście zaraz po obsłudze, prośba jest osobista, a moment właściwy, więc znacznie więcej klientów ją spełnia. Telefon nie blaknie, nie ginie i nie trzeba go drukować od nowa.',
  'landing.faq.equipment.q': 'Czy potrzebuję specjalnego sprzętu?',
  'landing.faq.equipment.a':
    'Nie. Wystarczy telefon, który już masz przy sobie. Klienci skanują kod aparatem we własnym telefonie; nie muszą niczego instalować.',
  'landing.faq.quick.q': 'Jak szybko mogę zacząć?',
  'landing.faq.quick.a':
    'W około 2 minuty. Zaloguj się, znajdź swoją firmę, potwierdź ją i ekran opinii jest gotowy do pokazania.',
  'landing.faq.team.q': 'Czy cały mój zespół może z niego korzystać?',
  'landing.faq.team.a':
    'Tak. Zaproś pracowników 6-znakowym kodem zespołu, aby każdy mógł pokazywać ekran opinii na własnym telefonie. {users} użytkowników jest w cenie; każdy kolejny kosztuje {extra}/mies.',
  'landing.about.eyebrow': 'O nas',
  'landing.about.title': 'O {product}',
  'landing.about.text':
    '{product} pomaga lokalnym firmom zbierać więcej opinii w Google w chwili, gdy klient jest najbardziej zadowolony: kod QR na telefonie właściciela, ocena jednym dotknięciem i klient trafia prosto do formularza opinii w Google. Przechowujemy jak najmniej danych, prywatne opinie klientów pozostają prywatne i nigdy nie sprzedajemy danych.',
  'landing.about.contact': 'Kontakt:',
  'landing.about.contactFallback': 'nasz adres znajdziesz w polityce prywatności.',
  'landing.cta.title': 'Twój następny zadowolony klient to opinia, która tylko czeka',
  'landing.cta.text':
    'Zacznij pokazywać swój ekran opinii już dziś. {days} dni za darmo, bez karty płatniczej, rezygnujesz, kiedy chcesz.',
  'landing.cta.start': 'Rozpocznij bezpłatny okres próbny',
  'landing.footer.tagline':
    'Więcej opinii w Google dla lokalnych firm, prośba po prośbie, z telefonu na telefon.',
  'landing.footer.product': 'Produkt',
  'landing.footer.company': 'Firma',
  'landing.footer.legal': 'Informacje prawne',
  'landing.footer.benefits': 'Korzyści',
  'landing.footer.how': 'Jak to działa',
  'landing.footer.pricing': 'Cennik',
  'landing.footer.faq': 'FAQ',
  'landing.footer.about': 'O nas',
  'landing.footer.contact': 'Kontakt',
  'landing.footer.privacy': 'Polityka prywatności',
  'landing.footer.terms': 'Regulamin',
  'landing.footer.copyright': '© {year} {product}. Google jest znakiem towarowym Google LLC.',
  'landing.suggest.text': 'Ta strona jest dostępna także w języku: {language}.',
  'landing.suggest.switch': 'Czytaj w języku: {language}',
  'landing.suggest.dismiss': 'Zostań przy angielskim',
  'landing.choice.welcome': 'Witaj, {name}!',
  'landing.choice.welcomeAnon': 'Witaj!',
  'landing.choice.question': 'Co chcesz dziś zrobić?',
  'landing.choice.create.title': 'Dodaj swoją firmę',
  'landing.choice.create.text':
    'Znajdź swoją firmę w Google, potwierdź ją i odbierz kod QR do opinii w około 2 minuty.',
  'landing.choice.create.action': 'Rozpocznij',
  'landing.choice.join.title': 'Dołącz do zespołu',
  'landing.choice.join.text':
    'Pracujesz już w firmie, która z niego korzysta? Wpisz kod zespołu od właściciela, aby dołączyć do istniejącego zespołu.',
  'landing.choice.join.action': 'Wpisz kod',
  'landing.hero.illustration':
    'Telefon właściciela pokazuje kod QR pod pięcioma gwiazdkami; telefon klienta go skanuje i otwiera stronę opinii w Google.',
  'landing.art.business': 'Piekarnia przy Rynku',
  'landing.art.question': 'Jak nam dziś poszło?',
  'landing.art.scan': 'Zeskanuj, aby dodać opinię',
  'landing.art.googleReviews': 'Opinie w Google',
  'landing.art.point': 'Skieruj na kod',
  'landing.art.reviewOn': 'Oceń w',
  'landing.art.newReview': 'Nowa opinia 5 gwiazdek',
  'landing.art.justNow': 'w Google · przed chwilą',
};
