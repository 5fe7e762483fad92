/**
 * The help page's questions and answers (docs/product-rules.md#help-and-catalogue), in every shipped
 * language. Seeded at every start. Figures are never written here: `{{EUR_T2}}` (House Cleaning's one-time price
 * of a T2 in euros, and so on), `{{overtimeCAD}}` and `{{overtimeMinutes}}` are filled when the FAQ is read, from
 * the catalogue's cells and the domain's overtime rule, in the reader's language, so an admin's new price is
 * what the help page says.
 */
export const FAQ = [
  {
    category: 'Pricing',
    question: 'How much does a basic cleaning cost?',
    answer:
      'House Cleaning costs {{EUR_T0}} / {{CAD_T0}} for a studio, {{EUR_T1}} / {{CAD_T1}} for 1 bedroom, {{EUR_T2}} / {{CAD_T2}} for 2, {{EUR_T3}} / {{CAD_T3}} for 3 and {{EUR_T4}} / {{CAD_T4}} for 4 or more (less when it recurs). Every other service has its own price per home size, shown on Services and when you book.',
    translations: {
      'pt-PT': {
        category: 'Preços',
        question: 'Quanto custa uma limpeza básica?',
        answer:
          'A limpeza da casa custa {{EUR_T0}} / {{CAD_T0}} num T0, {{EUR_T1}} / {{CAD_T1}} num T1, {{EUR_T2}} / {{CAD_T2}} num T2, {{EUR_T3}} / {{CAD_T3}} num T3 e {{EUR_T4}} / {{CAD_T4}} num T4 ou maior (menos quando é recorrente). Cada outro serviço tem o seu preço por tipologia, apresentado em Serviços e quando faz a marcação.',
      },
      'fr-CA': {
        category: 'Prix',
        question: 'Combien coûte un ménage de base?',
        answer:
          'Le ménage de la maison coûte {{CAD_T0}} / {{EUR_T0}} pour un studio, {{CAD_T1}} / {{EUR_T1}} pour 1 chambre, {{CAD_T2}} / {{EUR_T2}} pour 2, {{CAD_T3}} / {{EUR_T3}} pour 3 et {{CAD_T4}} / {{EUR_T4}} pour 4 ou plus (moins en formule récurrente). Chaque autre service a son propre prix selon la taille du logement, affiché dans Services et au moment de réserver.',
      },
    },
  },
  {
    category: 'Pricing',
    question: 'What if the cleaning takes longer than planned?',
    answer:
      'The price covers the time shown for your home and service. Extra time is {{overtimeEUR}} in Portugal and {{overtimeCAD}} in Canada per started {{overtimeMinutes}} minutes.',
    translations: {
      'pt-PT': {
        category: 'Preços',
        question: 'E se a limpeza demorar mais do que o previsto?',
        answer:
          'O preço cobre o tempo indicado para a sua casa e o serviço. O tempo extra custa {{overtimeEUR}} em Portugal e {{overtimeCAD}} no Canadá por cada {{overtimeMinutes}} minutos iniciados.',
      },
      'fr-CA': {
        category: 'Prix',
        question: 'Et si le ménage prend plus de temps que prévu?',
        answer:
          'Le prix couvre le temps indiqué pour votre logement et le service. Le temps supplémentaire coûte {{overtimeCAD}} au Canada et {{overtimeEUR}} au Portugal par tranche de {{overtimeMinutes}} minutes entamée.',
      },
    },
  },
  {
    category: 'Services',
    question: 'Which extras can I add?',
    answer: 'Add-ons include oven cleaning, pet hair removal, balcony cleaning and window cleaning.',
    translations: {
      'pt-PT': {
        category: 'Serviços',
        question: 'Que extras posso adicionar?',
        answer:
          'Os extras incluem a limpeza do forno, a remoção de pelo de animais, a limpeza da varanda e a limpeza de janelas.',
      },
      'fr-CA': {
        category: 'Services',
        question: 'Quels extras puis-je ajouter?',
        answer:
          'Les extras comprennent le nettoyage du four, le retrait des poils d’animaux, le nettoyage du balcon et le lavage de vitres.',
      },
    },
  },
  {
    category: 'Services',
    question: 'Do I need a custom service?',
    answer:
      'Tell your cleaner what you need in the special instructions when you book, or choose Deep Cleaning or Move-in/Move-out Cleaning.',
    translations: {
      'pt-PT': {
        category: 'Serviços',
        question: 'Preciso de um serviço à medida?',
        answer:
          'Diga ao profissional o que precisa nas instruções especiais quando fizer a marcação, ou escolha a Limpeza profunda ou a Limpeza de mudança.',
      },
      'fr-CA': {
        category: 'Services',
        question: 'J’ai besoin d’un service sur mesure?',
        answer:
          'Indiquez à votre préposé ce dont vous avez besoin dans les instructions particulières au moment de réserver, ou choisissez le Grand ménage ou le Ménage de déménagement.',
      },
    },
  },
  {
    category: 'Booking',
    question: 'Do I need to be at home during the cleaning?',
    answer: 'No. Presence at home is not required: leave access instructions in the special instructions.',
    translations: {
      'pt-PT': {
        category: 'Marcações',
        question: 'Preciso de estar em casa durante a limpeza?',
        answer:
          'Não. Não é necessário estar em casa: deixe as indicações de acesso nas instruções especiais.',
      },
      'fr-CA': {
        category: 'Réservations',
        question: 'Dois-je être à la maison pendant le ménage?',
        answer:
          'Non. Votre présence n’est pas requise : laissez les indications d’accès dans les instructions particulières.',
      },
    },
  },
  {
    category: 'Payments',
    question: 'When is my card charged?',
    answer: 'Only after your cleaner confirms the booking. Nothing is charged when you request it.',
    translations: {
      'pt-PT': {
        category: 'Pagamentos',
        question: 'Quando é que o meu cartão é cobrado?',
        answer: 'Só depois de o profissional confirmar a marcação. Nada é cobrado quando faz o pedido.',
      },
      'fr-CA': {
        category: 'Paiements',
        question: 'Quand ma carte est-elle débitée?',
        answer:
          'Seulement après la confirmation de la réservation par votre préposé. Rien n’est débité au moment de la demande.',
      },
    },
  },
  {
    category: 'Booking',
    question: 'Can I cancel a booking?',
    answer: 'Yes, free of charge until 24 hours before the start. After that, please contact support.',
    translations: {
      'pt-PT': {
        category: 'Marcações',
        question: 'Posso cancelar uma marcação?',
        answer: 'Sim, sem custos até 24 horas antes do início. Depois disso, contacte o apoio ao cliente.',
      },
      'fr-CA': {
        category: 'Réservations',
        question: 'Puis-je annuler une réservation?',
        answer:
          'Oui, sans frais jusqu’à 24 heures avant le début. Passé ce délai, veuillez communiquer avec le soutien.',
      },
    },
  },
] as const;
