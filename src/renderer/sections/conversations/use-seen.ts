import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come into view (the browser clips it by its scrolling pane too):
 * what a bubble's image waits for, so a long thread fetches only the images scrolled to, not
 * those of rows the virtual list keeps just out of sight. Not watched while `watch` is false.
 */
export function useSeen(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!watch || seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, watch, seen]);
  return seen;
}
