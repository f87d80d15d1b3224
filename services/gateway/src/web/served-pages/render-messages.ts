import type { DataOfPage } from '@pickwise/site/pages';
import type { ServedData } from '@pickwise/site/served-page';

/** A page the gateway serves rendered with data (frontends/shell/src/server/render-page.tsx `pagesToServe`). */
export type PageToServe = DataOfPage & { url: string };

/** What the render worker is asked: the pages to serve, or to render some with their data. */
export type RenderRequest = { kind: 'pages' } | { kind: 'render'; pages: Array<{ url: string; served: ServedData }> };

/** A page rendered with its data: its URL and its root element's content. */
export interface RenderedPage {
  url: string;
  rootContent: string;
}

/** The render worker's answer to a request. */
export type RenderReply = { ok: true; pages: PageToServe[] } | { ok: true; rendered: RenderedPage[] } | { ok: false; message: string };
