import { useCallback, useEffect, useRef, useState } from 'react';

/** The specification: the copied state resets after 2 seconds. */
const COPIED_RESET_MS = 2000;

/** Copies text; `copied` stays true for 2 s after a success. Resolves false when the browser refuses. */
export function useCopyToClipboard() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    try {
      // Missing on insecure origins, and it throws when permission is refused.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
    } catch (err) {
      console.warn('Copy failed', err);
      setCopied(false);
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
    return true;
  }, []);

  return { copied, copy };
}
