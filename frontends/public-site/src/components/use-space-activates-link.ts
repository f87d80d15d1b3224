import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A card that is a link answers Enter by itself; Space is what a card-like control is also
 * expected to take (docs/product-spec.md §2: chooser and history cards).
 */
export function useSpaceActivatesLink() {
  const navigate = useNavigate();
  return (event: KeyboardEvent<HTMLAnchorElement>, path: string) => {
    if (event.key === ' ') {
      event.preventDefault();
      void navigate(path);
    }
  };
}
