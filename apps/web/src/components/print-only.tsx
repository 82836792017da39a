import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The classes of what `usePrintOnly` prints: hidden on the screen, alone on the paper (index.css). */
export const PRINT_ONLY_CLASSES = 'print-label hidden print:block';

/**
 * Prints one thing alone: `print()` puts `content` (its root carrying PRINT_ONLY_CLASSES) on the page
 * and opens the browser's print dialog; while it is there only that is printed, and it goes again once
 * printing is done. Render `portal` anywhere.
 */
export function usePrintOnly(content: ReactNode) {
  const [printing, setPrinting] = useState(false);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    // After the content is on the page (this effect runs once it is).
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);

  return { print: () => setPrinting(true), portal: printing ? createPortal(content, document.body) : null };
}
