import { useState } from 'react';

/**
 * Copies `value` to the clipboard: `copy()` for a Copy button, `copied` to label it "Copied" once
 * it worked (a refused clipboard leaves it "Copy").
 */
export function useCopy(value: string): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return { copied, copy };
}
