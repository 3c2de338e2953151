import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { landing as en } from '#web/i18n/messages/en/landing.ts';

export const landing: AreaOf<typeof en> = {
  'landing.title': '{product} – mais avaliações no Google, de celular para celular',
  'landing.description':
    'Consiga mais avaliações no Google, de celular para celular. Mostre um QR code, seu cliente dá a nota e os clientes satisfeitos chegam à sua página de avaliações do Google.',
  'landing.ogImageAlt': '{product}: um celular mostrando um QR code de avaliação',
  'landing.offer': 'Por unidade por mês, {users} usuários incluídos, {days} dias de teste grátis',
  'landing.hero.badge': 'Receba avaliações enquanto a experiência está fresca',
  'landing.hero.title': 'Consiga mais avaliações no Google <accent>só com seu celular</accent>',
  'landing.hero.text':
    'Logo após um ótimo atendimento, mostre ao cliente um QR code no seu celular. Ele escaneia, toca nas estrelas e chega à sua página de avaliações do Google, com a visita ainda fresca na memória. Sem placas impressas, sem e-mails de lembrete.',
  'landing.hero.start': 'Começar teste grátis',
  'landing.hero.how': 'Veja como funciona',
  'landing.assurance.trial': '{days} dias de teste grátis',
  'landing.assurance.noCard': 'Sem cartão de crédito',
  'landing.assurance.cancel': 'Cancele quando quiser',
  'landing.benefits.eyebrow': 'Por que funciona',
  'landing.benefits.title': 'Avaliações vêm de pessoas, não de cartazes',
  'landing.benefits.intro':
    'O melhor momento para pedir uma avaliação é quando o cliente ainda está sorrindo na sua frente.',
  'landing.benefit.personal.title': 'Toque pessoal, de celular para celular',
  'landing.benefit.personal.text':
    'Peça pessoalmente, logo depois de uma ótima visita. Um pedido pessoal seu recebe um sim com muito mais frequência do que uma placa na parede ou um e-mail dias depois.',
  'landing.benefit.local.title': 'Visibilidade local no Maps e na Pesquisa',
  'landing.benefit.local.text':
    'Avaliações recentes e constantes ajudam seu negócio a aparecer quando clientes da região pesquisam no Google Maps e na Pesquisa Google.',
  'landing.benefit.screen.title': 'Tela no celular',
  'landing.benefit.screen.text':
    'Uma tela de avaliação limpa e bem visível com seu QR code, pronta com um toque no celular que já está no seu bolso.',
  'landing.benefits.claim':
    '<strong>Cerca de 3x mais avaliações no Google.</strong> É o que pedir pessoalmente, de celular para celular, pode fazer em comparação com placas impressas e e-mails de lembrete.',
  'landing.how.eyebrow': 'Como funciona',
  'landing.how.title': 'Tudo pronto em três passos',
  'landing.how.intro':
    'Sem hardware, sem impressão, sem treinamento. Se você sabe mostrar uma foto, sabe coletar avaliações.',
  'landing.how.step': 'Passo {n}:',
  'landing.how.connect.title': 'Conecte seu Perfil da Empresa no Google',
  'landing.how.connect.text':
    'Entre, procure seu negócio e confirme. Nós criamos o link direto para sua página de avaliações do Google.',
  'landing.how.show.title': 'Mostre a tela de avaliação no seu celular',
  'landing.how.show.text':
    'Abra sua tela de avaliação e mostre o QR code. Seu cliente escaneia com a câmera do próprio celular.',
  'landing.how.ask.title': 'Peça pessoalmente após o atendimento',
  'landing.how.ask.text':
    'Um simpático “Você se importa de nos deixar uma avaliação?” na hora certa faz o resto.',
  'landing.pricing.eyebrow': 'Preços',
  'landing.pricing.title': 'Um plano simples',
  'landing.pricing.intro':
    'Tudo o que você precisa para coletar mais avaliações, para cada unidade que administra.',
  'landing.pricing.popular': 'Mais popular',
  'landing.pricing.perMonth': '/mês por unidade',
  'landing.pricing.users': '{users} usuários incluídos · +{extra}/mês por usuário extra',
  'landing.pricing.included': 'Incluído no plano',
  'landing.pricing.feature.screens': 'Telas de avaliação ilimitadas no celular',
  'landing.pricing.feature.templates': 'Modelos profissionais de tela para celular',
  'landing.pricing.feature.mobile': 'Exibição otimizada para celular',
  'landing.pricing.feature.links': 'Links diretos para o Perfil da Empresa no Google',
  'landing.pricing.feature.branding': 'Opções de personalização da marca',
  'landing.pricing.feature.team': 'Acesso para a equipe',
  'landing.pricing.trial': '{days} dias de teste grátis, sem cartão de crédito. Cancele quando quiser.',
  'landing.faq.eyebrow': 'FAQ',
  'landing.faq.title': 'Perguntas frequentes',
  'landing.faq.locations.q': 'Tenho mais de uma unidade. Posso usar em todas?',
  'landing.faq.locations.a':
    'Sim. Cada unidade tem seu próprio plano de {price}/mês, com link de avaliação do Google, QR code e equipe próprios, para que cada unidade colete avaliações no seu próprio Perfil da Empresa no Google.',
  'landing.faq.phone.q': 'Por que um celular é melhor do que uma placa impressa ou um display de mesa?',
  'landing.faq.phone.a':
    'Uma placa é fácil de ignorar. Quando você mostra o celular e pede pessoalmente logo após o atendimento, o pedido é pessoal e o momento é o certo, então muito mais clientes chegam a avaliar. E o celular nunca desbota, não se perde nem precisa ser reimpresso.',
  'landing.faq.equipment.q': 'Preciso de algum equipamento especial?',
  'landing.faq.equipment.a':
    'Não. O celular que você já carrega é tudo de que precisa. Seus clientes escaneiam o código com a câmera do próprio celular; não precisam instalar nada.',
  'landing.faq.quick.q': 'Em quanto tempo posso começar?',
  'landing.faq.quick.a':
    'Em cerca de 2 minutos. Entre, encontre seu negócio, confirme e sua tela de avaliação estará pronta para mostrar.',
  'landing.faq.team.q': 'Toda a minha equipe pode usar?',
  'landing.faq.team.a':
    'Sim. Convide sua equipe com um código da equipe de 6 caracteres para que todos possam mostrar a tela de avaliação no próprio celular. {users} usuários estão incluídos; cada usuário extra custa {extra}/mês.',
  'landing.about.eyebrow': 'Sobre',
  'landing.about.title': 'Sobre o {product}',
  'landing.about.text':
    'O {product} ajuda negócios locais a coletar mais avaliações no Google no momento em que o cliente está mais satisfeito: um QR code no celular do dono, uma nota com um toque, e o cliente vai direto para o formulário de avaliação do Google. Guardamos o mínimo possível, mantemos privados os comentários privados dos clientes e nunca vendemos dados.',
  'landing.about.contact': 'Contato:',
  'landing.about.contactFallback': 'veja nosso endereço na política de privacidade.',
  'landing.cta.title': 'Seu próximo cliente satisfeito é uma avaliação prestes a acontecer',
  'landing.cta.text':
    'Comece hoje a mostrar sua tela de avaliação. {days} dias grátis, sem cartão de crédito, cancele quando quiser.',
  'landing.cta.start': 'Comece seu teste grátis',
  'landing.footer.tagline':
    'Mais avaliações no Google para negócios locais, um pedido de celular para celular de cada vez.',
  'landing.footer.product': 'Produto',
  'landing.footer.company': 'Empresa',
  'landing.footer.legal': 'Jurídico',
  'landing.footer.benefits': 'Benefícios',
  'landing.footer.how': 'Como funciona',
  'landing.footer.pricing': 'Preços',
  'landing.footer.faq': 'FAQ',
  'landing.footer.about': 'Sobre',
  'landing.footer.contact': 'Contato',
  'landing.footer.privacy': 'Política de privacidade',
  'landing.footer.terms': 'Termos de serviço',
  'landing.footer.copyright': '© {year} {product}. Google é uma marca registrada da Google LLC.',
  'landing.suggest.text': 'Esta página também está disponível em {language}.',
  'landing.suggest.switch': 'Ler em {language}',
  'landing.suggest.dismiss': 'Continuar em inglês',
  'landing.choice.welcome': 'Boas-vindas, {name}!',
  'landing.choice.welcomeAnon': 'Boas-vindas!',
  'landing.choice.question': 'O que você quer fazer hoje?',
  'landing.choice.create.title': 'Cadastre seu negócio',
  'landing.choice.create.text':
    'Encontre seu negócio no Google, confirme e receba seu QR code de avaliação em cerca de 2 minutos.',
  'landing.choice.create.action': 'Começar',
  'landing.choice.join.title': 'Entre em uma equipe',
  'landing.choice.join.text':
    'Seu local de trabalho já usa a ferramenta? Digite o código da equipe que o dono passou para você e entre na equipe.',
  'landing.choice.join.action': 'Digitar código',
  'landing.hero.illustration':
    'O celular do dono mostra um código QR sob cinco estrelas; o celular de um cliente o escaneia e abre a página de avaliações do Google.',
  'landing.art.business': 'Padaria da Praça',
  'landing.art.question': 'Como foi o atendimento hoje?',
  'landing.art.scan': 'Escaneie para avaliar',
  'landing.art.googleReviews': 'Avaliações do Google',
  'landing.art.point': 'Aponte para o código',
  'landing.art.reviewOn': 'Avalie no',
  'landing.art.newReview': 'Nova avaliação 5 estrelas',
  'landing.art.justNow': 'no Google · agora mesmo',
};
