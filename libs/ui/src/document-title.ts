import { useEffect } from 'react';

/** Sets the document title while the calling screen is shown (every route sets its own). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
