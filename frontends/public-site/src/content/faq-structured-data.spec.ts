import { describe, expect, it } from '@jest/globals';
import { FAQ_ITEMS } from './faq-items.js';
import { faqPageStructuredData } from './faq-structured-data.js';

describe('FAQ page', () => {
  it('has 22 questions, each key once', () => {
    expect(FAQ_ITEMS).toHaveLength(22);
    expect(new Set(FAQ_ITEMS.map((item) => item.key)).size).toBe(22);
  });

  it('gives schema.org FAQPage data with each question and its answer, in the page language', () => {
    const data = faqPageStructuredData(
      [
        { question: '¿Qué es PickWise?', answer: 'Una web gratuita.' },
        { question: '¿Es gratis?', answer: 'Sí.' },
      ],
      'es',
    );
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      inLanguage: 'es',
      mainEntity: [
        { '@type': 'Question', name: '¿Qué es PickWise?', acceptedAnswer: { '@type': 'Answer', text: 'Una web gratuita.' } },
        { '@type': 'Question', name: '¿Es gratis?', acceptedAnswer: { '@type': 'Answer', text: 'Sí.' } },
      ],
    });
  });
});
