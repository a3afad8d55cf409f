import { useState } from 'react';

/** Whether a modal is open, and the props of the button that opens it (spread them onto it). */
export function useModal() {
  const [open, setOpen] = useState(false);
  const opener = {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: () => setOpen(true),
  } as const;
  return { open, close: () => setOpen(false), opener };
}
