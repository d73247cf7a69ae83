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

export function MenuButton({ open, toggle, buttonRef }: { open: boolean; toggle: () => void; buttonRef: RefObject<HTMLButtonElement | null> }) {
  return (
    <button type="button" ref={buttonRef} className="menu-button" aria-expanded={open} aria-controls="secciones" onClick={toggle}>
      Menú
    </button>
  );
}
