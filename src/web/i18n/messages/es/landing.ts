import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { landing as en } from '#web/i18n/messages/en/landing.ts';

export const landing: AreaOf<typeof en> = {
  'landing.title': '{product} – más reseñas en Google, de móvil a móvil',
  'landing.description':
    'Consigue más reseñas en Google, de móvil a móvil. Muestra un código QR, tu cliente valora y los clientes satisfechos llegan a tu página de reseñas de Google.',
  'landing.ogImageAlt': '{product}: un móvil que muestra un código QR para reseñas',
  'landing.offer': 'Por local y mes, {users} usuarios incluidos, {days} días de prueba gratis',
  'landing.hero.badge': 'Consigue reseñas en caliente',
  'landing.hero.title': 'Consigue más reseñas en Google <accent>solo con tu móvil</accent>',
  'landing.hero.text':
    'Justo después de un buen servicio, muestra a tu cliente un código QR en tu móvil. Lo escanea, toca las estrellas y llega a tu página de reseñas de Google con la visita aún reciente. Sin carteles impresos ni correos de seguimiento.',
  'landing.hero.start': 'Empezar prueba gratis',
  'landing.hero.how': 'Ver cómo funciona',
  'landing.assurance.trial': '{days} días de prueba gratis',
  'landing.assurance.noCard': 'Sin tarjeta',
  'landing.assurance.cancel': 'Cancela cuando quieras',
  'landing.benefits.eyebrow': 'Por qué funciona',
  'landing.benefits.title': 'Las reseñas vienen de personas, no de carteles',
  'landing.benefits.intro':
    'El mejor momento para pedir una reseña es cuando el cliente aún sonríe frente a ti.',
  'landing.benefit.personal.title': 'Trato personal, de móvil a móvil',
  'landing.benefit.personal.text':
    'Pídela cara a cara, justo después de una buena visita. Una petición personal tuya consigue un sí mucho más a menudo que un cartel en la pared o un correo días después.',
  'landing.benefit.local.title': 'Visibilidad local en Maps y en la Búsqueda',
  'landing.benefit.local.text':
    'Las reseñas recientes y constantes ayudan a que tu negocio aparezca cuando los clientes cercanos buscan en Google Maps y en la Búsqueda de Google.',
  'landing.benefit.screen.title': 'Pantalla en tu móvil',
  'landing.benefit.screen.text':
    'Una pantalla de reseñas limpia y luminosa con tu código QR, lista con un toque en el móvil que ya llevas en el bolsillo.',
  'landing.benefits.claim':
    '<strong>Unas 3 veces más reseñas en Google.</strong> Eso es lo que consigue pedirlas en persona, de móvil a móvil, frente a los carteles impresos y los correos de seguimiento.',
  'landing.how.eyebrow': 'Cómo funciona',
  'landing.how.title': 'En marcha en tres pasos',
  'landing.how.intro':
    'Sin hardware, sin imprimir, sin formación. Si sabes enseñar una foto, sabes conseguir reseñas.',
  'landing.how.step': 'Paso {n}:',
  'landing.how.connect.title': 'Conecta tu Perfil de Empresa de Google',
  'landing.how.connect.text':
    'Inicia sesión, busca tu negocio y confírmalo. Enlazamos directamente con tu página de reseñas de Google.',
  'landing.how.show.title': 'Muestra la pantalla de reseñas en tu móvil',
  'landing.how.show.text':
    'Abre tu pantalla de reseñas y enseña el código QR. Tu cliente lo escanea con su propia cámara.',
  'landing.how.ask.title': 'Pídela en persona tras el servicio',
  'landing.how.ask.text':
    'Un amable «¿Te importaría dejarnos una reseña?» en el momento justo hace el resto.',
  'landing.pricing.eyebrow': 'Precios',
  'landing.pricing.title': 'Un único plan, sencillo',
  'landing.pricing.intro': 'Todo lo que necesitas para conseguir más reseñas, en cada local que gestionas.',
  'landing.pricing.popular': 'El más popular',
  'landing.pricing.perMonth': '/mes por local',
  'landing.pricing.users': '{users} usuarios incluidos · +{extra}/mes por usuario adicional',
  'landing.pricing.included': 'Incluido en el plan',
  'landing.pricing.feature.screens': 'Pantallas de reseñas ilimitadas en el móvil',
  'landing.pricing.feature.templates': 'Plantillas profesionales para la pantalla del móvil',
  'landing.pricing.feature.mobile': 'Visualización optimizada para móvil',
  'landing.pricing.feature.links': 'Enlaces directos a tu Perfil de Empresa de Google',
  'landing.pricing.feature.branding': 'Opciones de marca personalizada',
  'landing.pricing.feature.team': 'Acceso para tu equipo',
  'landing.pricing.trial': '{days} días de prueba gratis, sin tarjeta. Cancela cuando quieras.',
  'landing.faq.eyebrow': 'FAQ',
  'landing.faq.title': 'Preguntas frecuentes',
  'landing.faq.locations.q': 'Tengo más de un local. ¿Puedo usarlo en todos?',
  'landing.faq.locations.a':
    'Sí. Cada local tiene su propio plan a {price}/mes, con su propio enlace de reseñas de Google, código QR y equipo, así que cada local recibe reseñas en su propio Perfil de Empresa de Google.',
  'landing.faq.phone.q': '¿Por qué es mejor un móvil que un cartel impreso o un expositor de mesa?',
  'landing.faq.phone.a':
    'Un cartel es fácil de ignorar. Cuando enseñas tu móvil y lo pides en persona justo después del servicio, la petición es personal y el momento es el adecuado, así que muchos más clientes acaban dejando su reseña. Además, el móvil nunca se destiñe, no se pierde ni hay que reimprimirlo.',
  'landing.faq.equipment.q': '¿Necesito algún equipo especial?',
  'landing.faq.equipment.a':
    'No. Basta con el móvil que ya llevas encima. Tus clientes escanean el código con la cámara de su propio móvil; no tienen que instalar nada.',
  'landing.faq.quick.q': '¿Cuánto tardo en empezar?',
  'landing.faq.quick.a':
    'Unos 2 minutos. Inicia sesión, busca tu negocio, confírmalo y tu pantalla de reseñas estará lista para mostrar.',
  'landing.faq.team.q': '¿Puede usarlo todo mi equipo?',
  'landing.faq.team.a':
    'Sí. Invita a tu personal con un código de equipo de 6 caracteres para que todos puedan mostrar la pantalla de reseñas en su propio móvil. Incluye {users} usuarios; cada usuario adicional cuesta {extra}/mes.',
  'landing.about.eyebrow': 'Sobre nosotros',
  'landing.about.title': 'Sobre {product}',
  'landing.about.text':
    '{product} ayuda a los negocios locales a conseguir más reseñas en Google en el momento en que el cliente está más contento: un código QR en el móvil del dueño, una valoración con un toque y el cliente llega directamente al formulario de reseñas de Google. Guardamos lo mínimo posible, mantenemos privadas las opiniones privadas de los clientes y nunca vendemos datos.',
  'landing.about.contact': 'Contacto:',
  'landing.about.contactFallback': 'consulta nuestra dirección en la política de privacidad.',
  'landing.cta.title': 'Tu próximo cliente satisfecho es una reseña a punto de llegar',
  'landing.cta.text':
    'Empieza hoy a mostrar tu pantalla de reseñas. {days} días gratis, sin tarjeta, cancela cuando quieras.',
  'landing.cta.start': 'Empieza tu prueba gratis',
  'landing.footer.tagline':
    'Más reseñas en Google para negocios locales, una petición de móvil a móvil cada vez.',
  'landing.footer.product': 'Producto',
  'landing.footer.company': 'Empresa',
  'landing.footer.legal': 'Legal',
  'landing.footer.benefits': 'Ventajas',
  'landing.footer.how': 'Cómo funciona',
  'landing.footer.pricing': 'Precios',
  'landing.footer.faq': 'FAQ',
  'landing.footer.about': 'Sobre nosotros',
  'landing.footer.contact': 'Contacto',
  'landing.footer.privacy': 'Política de privacidad',
  'landing.footer.terms': 'Términos del servicio',
  'landing.footer.copyright': '© {year} {product}. Google es una marca comercial de Google LLC.',
  'landing.suggest.text': 'Esta página también está en {language}.',
  'landing.suggest.switch': 'Leerla en {language}',
  'landing.suggest.dismiss': 'Seguir en inglés',
  'landing.choice.welcome': '¡Hola, {name}!',
  'landing.choice.welcomeAnon': '¡Hola!',
  'landing.choice.question': '¿Qué quieres hacer hoy?',
  'landing.choice.create.title': 'Registra tu negocio',
  'landing.choice.create.text':
    'Busca tu negocio en Google, confírmalo y obtén tu código QR de reseñas en unos 2 minutos.',
  'landing.choice.create.action': 'Empezar',
  'landing.choice.join.title': 'Únete a un equipo',
  'landing.choice.join.text':
    '¿Ya trabajas en un negocio que lo usa? Introduce el código de equipo que te dio el dueño para unirte al equipo.',
  'landing.choice.join.action': 'Introducir código',
  'landing.hero.illustration':
    'Un móvil del propietario muestra un código QR bajo cinco estrellas; el móvil de un cliente lo escanea y abre la página de reseñas de Google.',
  'landing.art.business': 'Panadería Calle Mayor',
  'landing.art.question': '¿Qué tal lo hicimos hoy?',
  'landing.art.scan': 'Escanea para dejar una reseña',
  'landing.art.googleReviews': 'Reseñas de Google',
  'landing.art.point': 'Apunta al código',
  'landing.art.reviewOn': 'Reseña en',
  'landing.art.newReview': 'Nueva reseña de 5 estrellas',
  'landing.art.justNow': 'en Google · ahora mismo',
};
