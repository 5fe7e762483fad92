/**
 * The help page's questions and answers (docs/product-rules.md#help-and-catalogue), in every shipped
 * language. Seeded at every start.
 */
export const FAQ = [
  {
    category: 'Pricing',
    question: 'How much does a basic cleaning cost?',
    answer:
      'A basic cleaning is €49.99 and covers the kitchen, bathroom, living room and up to two bedrooms. Prices by home size are shown when you book.',
    translations: {
      'pt-PT': {
        category: 'Preços',
        question: 'Quanto custa uma limpeza básica?',
        answer:
          'Uma limpeza básica custa 49,99 € e inclui a cozinha, a casa de banho, a sala e até dois quartos. Os preços por tipologia são apresentados quando faz a marcação.',
      },
      'fr-CA': {
        category: 'Prix',
        question: 'Combien coûte un ménage de base?',
        answer:
          'Un ménage de base coûte 49,99 $ et comprend la cuisine, la salle de bain, le salon et jusqu’à deux chambres. Les prix selon la taille du logement sont affichés au moment de réserver.',
      },
    },
  },
  {
    category: 'Pricing',
    question: 'What if the cleaning takes longer than planned?',
    answer:
      'The base price covers up to 2.5 hours. Extra time is €30 per additional hour, billed in started 30-minute blocks of €10.',
    translations: {
      'pt-PT': {
        category: 'Preços',
        question: 'E se a limpeza demorar mais do que o previsto?',
        answer:
          'O preço base cobre até 2,5 horas. O tempo extra custa 30 € por hora adicional, cobrado em blocos de 30 minutos iniciados, a 10 € cada.',
      },
      'fr-CA': {
        category: 'Prix',
        question: 'Et si le ménage prend plus de temps que prévu?',
        answer:
          'Le prix de base couvre jusqu’à 2,5 heures. Le temps supplémentaire coûte 30 $ l’heure, facturé par tranche de 30 minutes entamée, à 10 $ la tranche.',
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
