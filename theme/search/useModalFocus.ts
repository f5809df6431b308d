import { useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = 'input, button, a[href]:not([tabindex="-1"])';

/**
 * While the dialog is open: focus starts in `input`, and the page behind stays still. Focus moves in
 * the commit that shows the dialog (a layout effect), so no key typed meanwhile lands on the page.
 */
export function useModalFocus(input: RefObject<HTMLInputElement | null>): void {
  useLayoutEffect(() => {
    input.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [input]);
}

/** Tab and Shift+Tab cycle through the focusable elements inside `dialog`. */
export function cycleFocus(dialog: HTMLElement | null, backwards: boolean): void {
  const items = [...(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const at = items.indexOf(document.activeElement as HTMLElement);
  const next = backwards ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
  items[next]?.focus();
}

/**
 * The dialog's own keys (a keydown handled on the dialog element): Escape closes it, Tab and
 * Shift+Tab stay inside it.
 */
export function onDialogKey(e: KeyboardEvent<HTMLElement>, onClose: () => void): void {
  if (e.key === 'Escape') {
    e.preventDefault();
    e.stopPropagation();
    onClose();
  } else if (e.key === 'Tab') {
    e.preventDefault();
    cycleFocus(e.currentTarget, e.shiftKey);
  }
}
