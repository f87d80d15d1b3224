/** English texts of /generator, 'Choose Your Generator' (namespace `publicSite`), added with `addScreenTexts` when it loads. */
export const entryEn = {
  entry: {
    title: 'Choose Your Generator',
    pageTitle: 'Choose Your Generator – PickWise',
    intro: 'Pick how your numbers are made. Then choose a lottery and get five sets.',
    categories: {
      smart: { title: 'Smart Generators', text: 'Built from the history of past draws.' },
      personal: { title: 'Personal Generators', text: 'Built from dates, numbers and signs that matter to you.' },
    },
    generate: 'Generate',
    generateWith: 'Generate with {{method}}',
    popularQuestions: 'Popular Questions',
    questions: [
      {
        question: 'Which method is best?',
        answer:
          'None is better at winning: every combination has exactly the same odds. Pick the method whose way of choosing numbers you enjoy most.',
      },
      {
        question: 'What do the smart generators use?',
        answer:
          'They read the real draw history of each game under its current rules: range patterns, transitions between ranges and number frequencies.',
      },
      {
        question: 'Are my dates and numbers stored?',
        answer:
          'Your form entries and your last 10 generated sets per game stay in this browser only, so you can reuse them or check them against past draws; clearing the site’s data removes them. Our server keeps none of your numbers: it logs only the game, the method and the time each request took, never who asked.',
      },
      {
        question: 'Can I copy or share my numbers?',
        answer: 'Yes. Every set has a Copy button and a Share button that uses your device’s share menu when it has one.',
      },
    ],
    viewAllFaqs: 'View All FAQs',
    ctaHeading: 'Know your game already?',
    ctaText: 'Go straight to the lotteries and start with any method.',
    ctaButton: 'Browse All Games',
  },
};
