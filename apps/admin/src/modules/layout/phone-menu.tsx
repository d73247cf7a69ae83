import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';

/**
 * The sections' menu on a phone (on a desktop the sidebar is always there and the button is not shown):
 * opening it takes the focus to its first link, Escape closes it and gives the focus back to the button,
 * and going to another page closes it.
 */
export function usePhoneMenu(path: string) {
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(path);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Another page: the menu closes (state adjusted while rendering, not in an effect).
  if (open && openedOn !== path) setOpen(false);
  useEffect(() => {
    if (open) document.querySelector<HTMLAnchorElement>('#secciones a')?.focus();
  }, [open]);
  return {
    open,
    buttonRef,
    toggle: () => {
      setOpenedOn(path);
      setOpen((o) => !o);
    },
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !open) return;
      setOpen(false);
      buttonRef.current?.focus();
    },
  };
}

/** «Menú», with what waits inside it (unread messages, facturas to issue) counted on the button itself. */
export function MenuButton({ open, toggle, buttonRef, waiting }: { open: boolean; toggle: () => void; buttonRef: RefObject<HTMLButtonElement | null>; waiting: number }) {
  return (
    <button type="button" ref={buttonRef} className="menu-button" aria-expanded={open} aria-controls="secciones" onClick={toggle}>
      Menú
      {waiting > 0 && (
        <>
          <span className="count" aria-hidden="true">
            {waiting}
          </span>
          <span className="sr-only">{`, ${waiting} pendientes`}</span>
        </>
      )}
    </button>
  );
}
