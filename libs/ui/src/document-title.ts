import { createContext, useContext, useEffect } from 'react';

/**
 * What a server render learns of the page's `<head>` while rendering it: the build-time prerender
 * (frontends/shell/src/server/render-page.tsx) provides one per page and writes the title into the
 * served HTML.
 * Browsers never provide it.
 */
export interface ServerHead {
  setTitle(title: string): void;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

/**
 * Sets the document title while the calling screen is shown (every route sets its own). In a
 * server render, where effects never run, the title is handed to the prerender instead; the
 * innermost screen renders last, so its title wins, as its effect does in the browser.
 */
export function useDocumentTitle(title: string): void {
  const serverHead = useContext(ServerHeadContext);
  serverHead?.setTitle(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
