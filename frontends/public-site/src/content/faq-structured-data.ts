/** One question of the FAQ page as shown and as given to search engines. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** schema.org FAQPage structured data of the questions, in the page's language. */
export function faqPageStructuredData(entries: readonly FaqEntry[], language: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
