/**
 * The help page's questions and answers (docs/product-rules.md#help-and-catalogue), in every shipped
 * language. Seeded at every start.
 */
export const FAQ = [
  {
    category: 'Pricing',
    question: 'How much does a basic cleaning cost?',
    answer:
      'House Cleaning costs the same number in euros and Canadian dollars: €35 / CA$35 for a studio, €45 / CA$45 for 1 bedroom, €55 / CA$55 for 2, €65 / CA$65 for 3 and €75 / CA$75 for 4 or more (less when it recurs). Every other service has its own price per home size, shown on Services and when you book.',
    translations: {
      'pt-PT': {
        category: 'Preços',
        question: 'Quanto custa uma limpeza básica?',
        answer:
          'A limpeza da casa custa o mesmo número em euros e em dólares canadianos: 35 € / 35 CA$ num T0, 45 € / 45 CA$ num T1, 55 € / 55 CA$ num T2, 65 € / 65 CA$ num T3 e 75 € / 75 CA$ num T4 ou maior (menos quando é recorrente). Cada outro serviço tem o seu preço por tipologia, apresentado em Serviços e quando faz a marcação.',
      },
      'fr-CA': {
        category: 'Prix',
        question: 'Combien coûte un ménage de base?',
        answer:
          'Le ménage de la maison coûte le même nombre en dollars canadiens et en euros : 35 $ CA / 35 € pour un studio, 45 $ CA / 45 € pour 1 chambre, 55 $ CA / 55 € pour 2, 65 $ CA / 65 € pour 3 et 75 $ CA / 75 € pour 4 ou plus (moins en formule récurrente). Chaque autre service a son propre prix selon la taille du logement, affiché dans Services et au moment de réserver.',
      },
    },
  },
  {
    category: 'Pricing',
    question: 'What if the cleaning takes longer than planned?',
    answer:
      'The price covers the time shown for your home and service. Extra time is €10 in Portugal and CA$10 in Canada per started 30 minutes.',
    translations: {
      'pt-PT': {
        category: 'Preços',
        question: 'E se a limpeza demorar mais do que o previsto?',
        answer:
          'O preço cobre o tempo indicado para a sua casa e o serviço. O tempo extra custa 10 € em Portugal e 10 CA$ no Canadá por cada 30 minutos iniciados.',
      },
      'fr-CA': {
        category: 'Prix',
        question: 'Et si le ménage prend plus de temps que prévu?',
        answer:
          'Le prix couvre le temps indiqué pour votre logement et le service. Le temps supplémentaire coûte 10 $ CA au Canada et 10 € au Portugal par tranche de 30 minutes entamée.',
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
