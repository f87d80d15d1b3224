import { useEffect } from 'react';

/**
 * Puts the page's own text in `<meta name="description">` while the page is shown (the shell's
 * index.html holds the site-wide one, which comes back when the page is left).
 */
export function usePageDescription(description: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
