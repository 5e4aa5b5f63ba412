/**
 * A page's message in place of its content: loading, empty, signed out, failed, done. One look
 * for all of them, so a shopper always finds the way on in the same place.
 */
import type { ReactNode } from 'react';
import './PageNotice.css';

export interface PageNoticeProps {
  title: string;
  /** 1 when the notice is the whole page (the page then has no other h1). */
  level?: 1 | 2;
  tone?: 'neutral' | 'success' | 'danger';
  icon?: ReactNode;
  /** Announce the notice when it appears or changes (results of something the shopper did). */
  live?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}

export function PageNotice({
  title,
  level = 2,
  tone = 'neutral',
  icon,
  live = false,
  children,
  actions,
}: PageNoticeProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={`page-notice page-notice--${tone}`}>
      <div
        className="page-notice__message"
        {...(live ? { role: 'status', 'aria-live': 'polite' as const } : {})}
      >
        {icon && (
          <div className="page-notice__icon" aria-hidden="true">
            {icon}
          </div>
        )}
        <Heading className="page-notice__title">{title}</Heading>
        {children && <div className="page-notice__text">{children}</div>}
      </div>
      {actions && <div className="page-notice__actions">{actions}</div>}
    </div>
  );
}
