import { type ReactNode, type KeyboardEvent, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focus never falls to the page itself (where a screen reader loses its place and Tab starts
 * over): it goes back to the element that had it, and when there was none (the cookie choice on
 * arrival) or it has gone with the change, to the start of the page's content, as after a
 * navigation, unless something else has taken it meanwhile.
 */
function restoreFocus(previous: HTMLElement | null) {
  if (previous?.isConnected) {
    previous.focus();
    if (document.activeElement === previous) return;
  }
  const now = document.activeElement;
  if (now && now !== document.body && now.isConnected) return;
  document.getElementById('main')?.focus({ preventScroll: true });
}

interface ModalProps {
  /** id of the element that names the dialog */
  titleId: string;
  descriptionId?: string;
  /** Escape and a click on the backdrop call it; without it the dialog needs a choice. */
  onDismiss?: () => void;
  className: string;
  children: ReactNode;
  /**
   * Rendered where it stands instead of into document.body: for a server render (the cookie
   * notice sent with the page), where there is no body to portal into and no effect runs.
   */
  inPlace?: boolean;
}

// A modal dialog: the page behind is inert (unreachable by keyboard, mouse and screen readers),
// focus starts on the element marked data-autofocus (else the dialog), Tab cycles inside, and
// focus goes back where it was when the dialog closes (see restoreFocus).
export function Modal({
  titleId,
  descriptionId,
  onDismiss,
  className,
  children,
  inPlace = false,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    const active = document.activeElement;
    const previous =
      active instanceof HTMLElement && active !== document.body && !dialog?.contains(active)
        ? active
        : null;
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    document.body.classList.add('has-overlay');
    (dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog)?.focus();
    return () => {
      app?.removeAttribute('inert');
      document.body.classList.remove('has-overlay');
      restoreFocus(previous);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && onDismiss) {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (
      event.shiftKey &&
      (document.activeElement === first || document.activeElement === dialogRef.current)
    ) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const overlay = (
    <div
      className="overlay"
      onClick={(event) => {
        if (event.target === event.currentTarget) onDismiss?.();
      }}
    >
      <div
        ref={dialogRef}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
  return inPlace ? overlay : createPortal(overlay, document.body);
}
