import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { GuidePage } from '../guides/GuidePage.js';
import { guideAt } from '../guides/guide-pages.js';
import '../guides/guides.css';
import { guidesEn } from '../i18n/en-guides.js';
import { addScreenTexts } from '../i18n/texts.js';

addScreenTexts(guidesEn);

/**
 * The educational pages under /us and the topic guides under /topics, relative to the mount point
 * (`us/*` or `topics/*`): one lazy chunk for all of them (docs/architecture.md §10 budget).
 */
export default function GuideRoutes({ folder, notFound }: { folder: 'us' | 'topics'; notFound: ReactNode }) {
  return (
    <Routes>
      <Route path=":slug" element={<GuideAt folder={folder} notFound={notFound} />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}

function GuideAt({ folder, notFound }: { folder: string; notFound: ReactNode }) {
  const { slug } = useParams();
  const guide = guideAt(`/${folder}/${slug ?? ''}`);
  return guide ? <GuidePage key={guide.id} guide={guide} /> : notFound;
}
