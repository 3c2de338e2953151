import type { google as en } from '#web/i18n/messages/en/google.ts';
import type { AreaOf } from '#web/i18n/messages/en/index.ts';

export const google: AreaOf<typeof en> = {
  'google.section.title': 'Reseñas de Google',
  'google.section.subtitle': 'Tu Perfil de Empresa: reseñas, respuestas y crecimiento',
  'google.section.claimed.title': 'Sin verificar: el propietario de este lugar lo ha reclamado en Google',
  'google.section.claimed.text':
    'El {date}, alguien que gestiona este negocio en Google lo registró con un Perfil de Empresa verificado. Conservas tus datos (puedes exportarlos desde Tus datos). Tus códigos QR y enlaces dejan de funcionar 30 días después de esa fecha. Si el negocio es tuyo, conecta su Perfil de Empresa aquí abajo.',
  'google.section.loading': 'Cargando tu conexión con Google…',
  'google.section.failed': 'No se pudo cargar tu conexión con Google',
  'google.section.unavailable':
    'El Perfil de Empresa de Google no está activado en este servidor. El operador necesita la aprobación de Google para las API de Business Profile y después configura {setting}.',
  'google.filter.legend': 'Filtrar reseñas',
  'google.filter.allStars': 'Todas las estrellas',
  'google.filter.lowStars': '1–3 ★',
  'google.filter.highStars': '4–5 ★',
  'google.filter.unreplied': 'Sin responder ({count})',
  'google.reviews.loading': 'Cargando reseñas…',
  'google.reviews.failed': 'No se pudieron cargar tus reseñas',
  'google.reviews.empty.title': 'Ninguna reseña coincide',
  'google.reviews.empty.text':
    'Prueba con otro filtro. Las reseñas nuevas aparecen aquí en menos de una hora, o al instante con Sincronizar ahora.',
  'google.reviews.listLabel': 'Reseñas de Google',
  'google.reviews.more': 'Mostrar más reseñas',

  'google.connection.connected': 'Perfil de Empresa conectado',
  'google.connection.notConnected': 'No conectado',
  'google.connection.notGranted': 'No se concedió acceso a Google. Inténtalo de nuevo.',
  'google.connection.opening': 'Abriendo Google…',
  'google.connection.openFailed': 'No se pudo iniciar la conexión',
  'google.connection.connectAgain': 'Conectar de nuevo',
  'google.connection.connect': 'Conectar Perfil de Empresa de Google',
  'google.connection.title': 'Conecta tu Perfil de Empresa de Google',
  'google.connection.text':
    'Consulta aquí todas tus reseñas de Google, respóndelas y mira cómo crecen desde que empezaste con ReviewTap. Al conectarlo, además, demuestras que el negocio es tuyo.',
  'google.connection.demo':
    'Este servidor no tiene configuración de Google: conectarás el perfil de demostración.',
  'google.connection.askOwner': 'Pide al propietario que lo conecte.',
  'google.connection.noLocation': 'Ninguna ubicación coincide',
  'google.connection.verified': 'Verificado en Google',
  'google.connection.notVerified': 'Sin verificar',
  'google.connection.demoProfile': 'Perfil de demostración',
  'google.connection.account': 'Cuenta de Google: {name}.',
  'google.connection.lastSync': 'Reseñas leídas el {when}.',
  'google.connection.reading': 'Leyendo tus reseñas…',
  'google.connection.broken':
    'Google ya no acepta esta conexión (el acceso se retiró o caducó). Vuelve a conectar para mantener tus reseñas al día.',
  'google.connection.noMatch':
    'Ninguna de las ubicaciones que gestiona esta cuenta de Google es este negocio. Conecta con la cuenta de Google propietaria del negocio en Google Maps, o pide a su propietario que te añada como administrador en el Perfil de Empresa, y vuelve a conectar.',
  'google.connection.syncing': 'Leyendo tus reseñas de Google',
  'google.connection.syncFailed': 'No se pudo solicitar la sincronización',
  'google.connection.sync': 'Sincronizar ahora',
  'google.connection.disconnected': 'Perfil de Empresa desconectado',
  'google.connection.disconnectFailed': 'No se pudo desconectar',
  'google.connection.disconnect': 'Desconectar',

  'google.claim.title': 'Tus lugares, registrados por otra persona',
  'google.claim.text':
    'Tu cuenta de Google gestiona estos lugares como su propietario verificado, pero otra cuenta de ReviewTap los registró sin verificación. Reclama uno para convertirlo en tu local; la otra cuenta recibe un aviso y conserva sus propios datos.',
  'google.claim.listLabel': 'Lugares que puedes reclamar',
  'google.claim.done': '{place} ya es tuyo',
  'google.claim.doneText': 'Verificado en Google. Lo encontrarás en Todos los locales.',
  'google.claim.failed': 'No se pudo reclamar este lugar',
  'google.claim.button': 'Reclamar {place}',

  'google.growth.title': 'Crecimiento de reseñas',
  'google.growth.text': 'Directamente de tu Perfil de Empresa: lo que ReviewTap ha conseguido.',
  'google.growth.total': 'Reseñas de Google',
  'google.growth.average': 'Valoración media',
  'google.growth.before': 'Por semana antes',
  'google.growth.since': 'Por semana desde entonces',
  'google.growth.notStarted':
    '«Antes» y «desde entonces» se cuentan a partir del primer escaneo de tu código QR: muestra tu código a un cliente para empezar.',
  'google.growth.chart': 'Nuevas reseñas de Google por semana, últimas 13 semanas',
  'google.growth.week':
    'Semana del {week}: {reviews, plural, one {# reseña} other {# reseñas}}, {sent, plural, one {# enviado a Google} other {# enviados a Google}}',
  'google.growth.followed':
    '{count, plural, one {<b>#</b> reseña llegó después de una visita: se escribió} other {<b>#</b> reseñas llegaron después de una visita: se escribieron}} en las dos horas siguientes a que un cliente pasara de tu código QR a Google. Es una estimación: Google no dice quién escribe cada reseña.',
  'google.growth.byMember': 'Por miembro del equipo: {list}.',

  'google.rating.none': 'Aún no hay valoración en Google',
  'google.rating.onGoogle': '<b>{rating}</b> en Google · {count, plural, one {# reseña} other {# reseñas}}',
  'google.rating.poweredBy': 'Powered by Google',
  'google.rating.connect': 'Conecta tu Perfil de Empresa para ver el historial y responder a las reseñas',

  'google.templates.title': 'Respuestas guardadas',
  'google.templates.text':
    'Empieza una respuesta con una de estas. Escribe {token} donde va el nombre de pila de quien escribió la reseña.',
  'google.templates.saved': 'Respuestas guardadas actualizadas',
  'google.templates.saveFailed': 'No se pudieron guardar las respuestas',
  'google.templates.low': 'Para 1–3 estrellas',
  'google.templates.lowPlaceholder':
    'Lo sentimos, {token}. Llámanos, por favor, para que podamos solucionarlo.',
  'google.templates.high': 'Para 4–5 estrellas',
  'google.templates.highPlaceholder': '¡Gracias, {token}! Hasta pronto.',
  'google.templates.save': 'Guardar respuestas',

  'google.review.stars': '{value} de 5 estrellas',
  'google.review.updated': 'Respuesta actualizada',
  'google.review.posted': 'Respuesta publicada en Google',
  'google.review.postFailed': 'Google no aceptó la respuesta. Tu texto sigue aquí: inténtalo de nuevo.',
  'google.review.deleted': 'Respuesta eliminada',
  'google.review.deleteFailed': 'No se pudo eliminar la respuesta',
  'google.review.followedVisit': 'Tras una visita',
  'google.review.noText': 'Una valoración sin texto.',
  'google.review.yourReply': 'Tu respuesta · {date}',
  'google.review.edit': 'Editar',
  'google.review.delete': 'Eliminar',
  'google.review.reply': 'Responder',
  'google.review.replyTo': 'Responder a {name}',
  'google.review.placeholder': 'Escribe una respuesta pública…',
  'google.review.bytes': '{size} de {limit} bytes',
  'google.review.useTemplate': 'Usar respuesta guardada',
  'google.review.cancel': 'Cancelar',
  'google.review.save': 'Guardar respuesta',
  'google.review.post': 'Publicar respuesta',
};
