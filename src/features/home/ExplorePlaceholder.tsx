/**
 * Holds the category carousel's place (home.css) until its code and the menu have arrived, so
 * the page below it does not move; it may hold a message instead of the carousel.
 */
import type { ReactNode } from 'react';

export function ExplorePlaceholder({ children }: { children?: ReactNode }) {
  return (
    <div className="explore-placeholder" aria-hidden={children ? undefined : true}>
      {children}
    </div>
  );
}
