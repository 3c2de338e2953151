import type { AreaOf } from '#web/i18n/messages/en/index.ts';
import type { setup as en } from '#web/i18n/messages/en/setup.ts';

export const setup: AreaOf<typeof en> = {
  'setup.title': 'Configure seu negócio',
  'setup.addLocation': 'Adicionar uma unidade',
  'setup.intro':
    'Encontre seu negócio no Google e confirme. Seu QR code de avaliações fica pronto em cerca de 2 minutos.',
  'setup.intro.adding': 'Encontre a unidade no Google e confirme. {pricing}',
  'setup.registered.title': 'Negócio cadastrado com sucesso!',
  'setup.registered.text': 'Seu QR code está pronto para ser gerado. Redirecionando para o painel...',
  'setup.register.failedTitle': 'Falha no cadastro',
  'setup.register.failed': 'Não foi possível cadastrar seu negócio. Tente novamente.',
  'setup.price.sharedTrial': 'É grátis até o fim do seu teste em {date}; depois, {price} por mês.',
  'setup.price.perLocation':
    'Cada unidade custa {price} por mês; você paga por esta no checkout logo após confirmar.',
  'setup.price.trial':
    '{days, plural, one {Seu teste grátis de # dia começa hoje. Sem cartão de crédito.} other {Seu teste grátis de # dias começa hoje. Sem cartão de crédito.}}',

  'setup.steps.label': 'Progresso da configuração',
  'setup.steps.search': 'Buscar',
  'setup.steps.confirm': 'Confirmar',
  'setup.steps.step': 'Passo {n, number}:',
  'setup.steps.done': '(concluído)',

  'setup.confirm.title': 'Confirme seu negócio',
  'setup.confirm.text': 'Verifique se este é o lugar certo antes de cadastrá-lo.',
  'setup.confirm.change': 'Alterar',
  'setup.confirm.next': 'O que acontece agora?',
  'setup.confirm.link.title': 'Um link direto para as avaliações do Google',
  'setup.confirm.link.text': 'Os clientes chegam direto ao seu formulário de avaliação.',
  'setup.confirm.qr.title': 'QR codes',
  'setup.confirm.qr.text': 'Mostre um no seu celular ou imprima para deixar no balcão.',
  'setup.confirm.analytics.title': 'Estatísticas de leituras',
  'setup.confirm.analytics.text': 'Veja quantos clientes leem o código e depois deixam uma avaliação.',
  'setup.confirm.back': 'Voltar à busca',
  'setup.confirm.redirecting': 'Redirecionando...',
  'setup.confirm.registering': 'Cadastrando...',
  'setup.confirm.register': 'Cadastrar meu negócio',

  'setup.search.label': 'Busque seu negócio',
  'setup.search.placeholder': 'Nome do negócio e cidade',
  'setup.search.clear': 'Limpar busca',
  'setup.search.hint': 'Inclua a cidade para refinar. Os resultados aparecem enquanto você digita.',
  'setup.search.failedSummary': 'A busca falhou: {message}',
  'setup.search.searching': 'Buscando…',
  'setup.search.noneFor': 'Nenhum negócio encontrado para “{query}”',
  'setup.search.foundSummary': '{count, plural, one {# negócio encontrado} other {# negócios encontrados}}',
  'setup.search.found':
    '{count, plural, one {# negócio encontrado.} other {# negócios encontrados.}} Escolha o seu.',
  'setup.search.unavailable': 'Não é possível buscar negócios agora. Tente novamente em instantes.',
  'setup.search.poweredBy': 'Powered by Google',
  'setup.search.demo': 'Catálogo de demonstração',
  'setup.search.demoNote': 'Lugares de exemplo, não resultados reais do Google',
  'setup.search.intro.title': 'Encontre seu negócio',
  'setup.search.intro.tooShort':
    '{min, plural, one {Continue digitando: a busca precisa de pelo menos # caractere.} other {Continue digitando: a busca precisa de pelo menos # caracteres.}}',
  'setup.search.intro.text': 'Digite o nome como aparece no Google Maps, por exemplo “Café Crème Lyon”.',
  'setup.search.none.title': 'Nenhum negócio encontrado',
  'setup.search.none.text': 'Nada encontrado para <term>“{query}”</term>. Experimente:',
  'setup.search.tip.name': 'Use o nome completo do negócio',
  'setup.search.tip.city': 'Adicione a cidade ou o bairro',
  'setup.search.tip.street': 'Inclua o endereço',
  'setup.search.tip.keywords': 'Tente outras palavras-chave',
  'setup.search.failed.title': 'A busca falhou',
  'setup.search.retry': 'Tentar novamente',

  'setup.rating.none': 'Ainda sem avaliações',
  'setup.rating.sr': 'Nota {rating} de 5',
  'setup.rating.srWithCount': 'Nota {rating} de 5, {count, plural, one {# avaliação} other {# avaliações}}',
  'setup.rating.count': '({count, plural, one {# avaliação} other {# avaliações}})',

  'setup.overview.scans': 'Leituras',
  'setup.overview.toGoogle': 'Para o Google',
  'setup.overview.rate': 'Taxa',
  'setup.overview.newFeedback': 'Novos feedbacks',
  'setup.overview.open': 'Abrir',
  'setup.overview.openName': 'Abrir {name}',
  'setup.overview.onShow': 'Em exibição',
  'setup.overview.thisWeek': 'Esta semana',
  'setup.overview.lastWeek': 'Semana passada',
  'setup.overview.all': '{count, plural, one {# unidade} other {Todas as # unidades}}',

  'setup.switcher.label': 'Unidade: {name}. Trocar de unidade',
  'setup.switcher.yours': 'Suas unidades',
  'setup.switcher.verified': 'Verificada',
  'setup.switcher.all': 'Todas as unidades',

  'setup.reviewFilter.saved': 'Filtro de avaliações atualizado',
  'setup.reviewFilter.savedOn':
    'Notas de 1 a 3 estrelas agora veem primeiro seu formulário de feedback privado.',
  'setup.reviewFilter.savedOff': 'Agora todo cliente vai direto para o Google.',
  'setup.reviewFilter.failed': 'Não foi possível atualizar o filtro de avaliações',
  'setup.reviewFilter.title': 'Filtro de avaliações',
  'setup.reviewFilter.text': 'Ouça clientes insatisfeitos em particular antes que publiquem.',
  'setup.reviewFilter.label': 'Enviar notas de 1 a 3 estrelas primeiro para o feedback privado',
  'setup.reviewFilter.noteOn':
    'O Google proíbe desencorajar avaliações negativas; por isso, clientes que dão de 1 a 3 estrelas veem primeiro seu formulário de feedback privado, que sempre oferece um link para publicar no Google.',
  'setup.reviewFilter.noteOff':
    'Desativado: todo cliente, seja qual for a nota, vai direto para sua página de avaliações do Google.',

  'setup.language.saved': 'Idioma da página do cliente atualizado',
  'setup.language.savedAuto': 'Cada cliente agora vê sua página de avaliação no idioma do celular dele.',
  'setup.language.savedFixed': 'Todo cliente agora vê sua página de avaliação neste idioma: {language}.',
  'setup.language.failed': 'Não foi possível atualizar o idioma da página do cliente',
  'setup.language.title': 'Idioma da página do cliente',
  'setup.language.text': 'O idioma das páginas de avaliação e feedback que seu QR code abre.',
  'setup.language.label': 'Idioma',
  'setup.language.auto': 'Automático (recomendado)',
  'setup.language.noteAuto':
    '{count, plural, one {Automático: cada cliente lê a página no idioma do celular dele (# idioma) ou, se não houver, em inglês.} other {Automático: cada cliente lê a página no idioma do celular dele (# idiomas) ou, se não houver, em inglês.}}',
  'setup.language.noteFixed':
    'Sempre {language}, seja qual for o idioma do celular do cliente. Um link que termina em ?lang=xx continua escolhendo o seu.',

  'setup.timeZone.saved': 'Fuso horário atualizado',
  'setup.timeZone.savedText':
    'Cada dia e cada semana agora seguem o horário de {zone}, inclusive seu histórico.',
  'setup.timeZone.failed': 'Não foi possível atualizar o fuso horário',
  'setup.timeZone.title': 'Fuso horário',
  'setup.timeZone.text': 'Onde os dias do seu negócio começam e terminam, em cada gráfico e resumo.',
  'setup.timeZone.note':
    'Uma leitura às 23:30 aqui conta naquele dia. Alterar o fuso recalcula seu histórico no novo fuso.',
};
