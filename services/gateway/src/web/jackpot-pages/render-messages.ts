/** A page showing jackpots, rendered with them: its URL and its root element's content. */
export interface RenderedJackpotPage {
  url: string;
  rootContent: string;
}

/** The render worker's answer to a message (the jackpots to render with). */
export type RenderReply = { ok: true; pages: RenderedJackpotPage[] } | { ok: false; message: string };
