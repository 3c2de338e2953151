import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { setup as en } from '#web/i18n/messages/en/setup.ts';

export const setup: AreaOf<typeof en> = {
  'setup.title': 'Configura tu negocio',
  'setup.addLocation': 'Añadir un local',
  'setup.intro':
    'Busca tu negocio en Google y confírmalo. Tu código QR de reseñas estará listo en unos 2 minutos.',
  'setup.intro.adding': 'Busca el local en Google y confírmalo. {pricing}',
  'setup.registered.title': '¡Negocio registrado correctamente!',
  'setup.registered.text': 'Ya puedes generar tu código QR. Redirigiendo al panel...',
  'setup.register.failedTitle': 'Error en el registro',
  'setup.register.failed': 'No se pudo registrar tu negocio. Inténtalo de nuevo.',
  'setup.price.sharedTrial': 'Es gratis hasta que termine tu prueba el {date}; después, {price} al mes.',
  'setup.price.perLocation':
    'Cada local cuesta {price} al mes; este lo pagas en el pago justo después de confirmarlo.',
  'setup.price.trial':
    '{days, plural, one {Tu prueba gratis de # día empieza hoy. Sin tarjeta.} other {Tu prueba gratis de # días empieza hoy. Sin tarjeta.}}',

  'setup.steps.label': 'Progreso de la configuración',
  'setup.steps.search': 'Buscar',
  'setup.steps.confirm': 'Confirmar',
  'setup.steps.step': 'Paso {n, number}:',
  'setup.steps.done': '(hecho)',

  'setup.confirm.title': 'Confirma tu negocio',
  'setup.confirm.text': 'Comprueba que es el lugar correcto antes de registrarlo.',
  'setup.confirm.change': 'Cambiar',
  'setup.confirm.next': '¿Qué pasa ahora?',
  'setup.confirm.link.title': 'Un enlace directo a tus reseñas de Google',
  'setup.confirm.link.text': 'Tus clientes llegan directamente a tu formulario de reseñas.',
  'setup.confirm.qr.title': 'Códigos QR',
  'setup.confirm.qr.text': 'Muéstralo en tu móvil o imprímelo para el mostrador.',
  'setup.confirm.analytics.title': 'Estadísticas de escaneos',
  'setup.confirm.analytics.text': 'Mira cuántos clientes escanean y acaban dejando una reseña.',
  'setup.confirm.back': 'Volver a la búsqueda',
  'setup.confirm.redirecting': 'Redirigiendo...',
  'setup.confirm.registering': 'Registrando...',
  'setup.confirm.register': 'Registrar mi negocio',

  'setup.search.label': 'Busca tu negocio',
  'setup.search.placeholder': 'Nombre del negocio y ciudad',
  'setup.search.clear': 'Borrar búsqueda',
  'setup.search.hint': 'Añade la ciudad para afinar la búsqueda. Los resultados aparecen mientras escribes.',
  'setup.search.failedSummary': 'La búsqueda falló: {message}',
  'setup.search.searching': 'Buscando…',
  'setup.search.noneFor': 'No se encontraron negocios para «{query}»',
  'setup.search.foundSummary': '{count, plural, one {# negocio encontrado} other {# negocios encontrados}}',
  'setup.search.found':
    '{count, plural, one {# negocio encontrado.} other {# negocios encontrados.}} Elige el tuyo.',
  'setup.search.unavailable': 'Ahora mismo no se pueden buscar negocios. Inténtalo de nuevo en un momento.',
  'setup.search.poweredBy': 'Powered by Google',
  'setup.search.demo': 'Catálogo de demostración',
  'setup.search.demoNote': 'Lugares de ejemplo, no resultados reales de Google',
  'setup.search.intro.title': 'Encuentra tu negocio',
  'setup.search.intro.tooShort':
    '{min, plural, one {Sigue escribiendo: una búsqueda necesita al menos # carácter.} other {Sigue escribiendo: una búsqueda necesita al menos # caracteres.}}',
  'setup.search.intro.text':
    'Escribe su nombre tal como aparece en Google Maps, por ejemplo «Café Crème Lyon».',
  'setup.search.none.title': 'No se encontraron negocios',
  'setup.search.none.text': 'Nada coincide con <term>«{query}»</term>. Prueba esto:',
  'setup.search.tip.name': 'Usa el nombre completo del negocio',
  'setup.search.tip.city': 'Añade la ciudad o el barrio',
  'setup.search.tip.street': 'Incluye la dirección',
  'setup.search.tip.keywords': 'Prueba con otras palabras clave',
  'setup.search.failed.title': 'La búsqueda falló',
  'setup.search.retry': 'Reintentar',

  'setup.rating.none': 'Aún no hay reseñas',
  'setup.rating.sr': 'Valoración de {rating} sobre 5',
  'setup.rating.srWithCount':
    'Valoración de {rating} sobre 5, {count, plural, one {# reseña} other {# reseñas}}',
  'setup.rating.count': '({count, plural, one {# reseña} other {# reseñas}})',

  'setup.overview.scans': 'Escaneos',
  'setup.overview.toGoogle': 'A Google',
  'setup.overview.rate': 'Tasa',
  'setup.overview.newFeedback': 'Opiniones nuevas',
  'setup.overview.open': 'Abrir',
  'setup.overview.openName': 'Abrir {name}',
  'setup.overview.onShow': 'En pantalla',
  'setup.overview.thisWeek': 'Esta semana',
  'setup.overview.lastWeek': 'La semana pasada',
  'setup.overview.all': '{count, plural, one {# local} other {Los # locales}}',

  'setup.switcher.label': 'Local: {name}. Cambiar de local',
  'setup.switcher.yours': 'Tus locales',
  'setup.switcher.verified': 'Verificado',
  'setup.switcher.all': 'Todos los locales',

  'setup.reviewFilter.saved': 'Filtro de reseñas actualizado',
  'setup.reviewFilter.savedOn':
    'Las valoraciones de 1 a 3 estrellas ahora ven primero tu formulario de opiniones privadas.',
  'setup.reviewFilter.savedOff': 'Ahora todos los clientes van directamente a Google.',
  'setup.reviewFilter.failed': 'No se pudo actualizar el filtro de reseñas',
  'setup.reviewFilter.title': 'Filtro de reseñas',
  'setup.reviewFilter.text': 'Escucha en privado a los clientes descontentos antes de que publiquen.',
  'setup.reviewFilter.label': 'Enviar primero las valoraciones de 1 a 3 estrellas a opiniones privadas',
  'setup.reviewFilter.noteOn':
    'Google prohíbe desalentar las reseñas negativas, así que los clientes que valoran con 1 a 3 estrellas ven primero tu formulario de opiniones privadas, que siempre les ofrece un enlace para publicar en Google.',
  'setup.reviewFilter.noteOff':
    'Desactivado: todos los clientes, sea cual sea su valoración, van directamente a tu página de reseñas de Google.',

  'setup.language.saved': 'Idioma de la página de clientes actualizado',
  'setup.language.savedAuto': 'Cada cliente ve ahora tu página de valoración en el idioma de su móvil.',
  'setup.language.savedFixed':
    'Todos los clientes ven ahora tu página de valoración en este idioma: {language}.',
  'setup.language.failed': 'No se pudo actualizar el idioma de la página de clientes',
  'setup.language.title': 'Idioma de la página de clientes',
  'setup.language.text': 'El idioma de las páginas de valoración y opinión que abre tu código QR.',
  'setup.language.label': 'Idioma',
  'setup.language.auto': 'Automático (recomendado)',
  'setup.language.noteAuto':
    '{count, plural, one {Automático: cada cliente lee la página en el idioma de su móvil (# idioma) o, si no, en inglés.} other {Automático: cada cliente lee la página en el idioma de su móvil (# idiomas) o, si no, en inglés.}}',
  'setup.language.noteFixed':
    'Siempre {language}, sea cual sea el idioma del móvil del cliente. Un enlace que termina en ?lang=xx sigue eligiendo el suyo.',

  'setup.timeZone.saved': 'Zona horaria actualizada',
  'setup.timeZone.savedText':
    'Cada día y cada semana se cuentan ahora en la hora de {zone}, también tu historial.',
  'setup.timeZone.failed': 'No se pudo actualizar la zona horaria',
  'setup.timeZone.title': 'Zona horaria',
  'setup.timeZone.text': 'Dónde empiezan y terminan los días de tu negocio, para cada gráfico y resumen.',
  'setup.timeZone.note':
    'Un escaneo a las 23:30 cuenta aquí para ese día. Si la cambias, tu historial se vuelve a contar en la nueva zona.',
};
