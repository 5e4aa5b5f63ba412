/**
 * A value that follows another once it has stayed put for `delay` ms: what the promo code is
 * checked against while the shopper is still changing the cart. The first value (and the first
 * after `undefined`) is taken at once: only changes wait.
 */
import { useEffect, useState } from 'react';

export function useSettled<T>(value: T | undefined, delay: number): T | undefined {
  const [settled, setSettled] = useState(value);
  if (value === undefined && settled !== undefined) setSettled(undefined);
  else if (settled === undefined && value !== undefined) setSettled(value);

  useEffect(() => {
    if (Object.is(settled, value)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);

  return settled;
}
