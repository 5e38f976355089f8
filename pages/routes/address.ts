/**
 * The page's address query, as views that keep state in it (search, the programme listing) need it:
 * empty until hydration (so the first render matches the prerendered HTML, which knows no query),
 * and updated from the latest address written or seen, because the router renders address changes
 * in a transition and a second change can come before the first has rendered.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

interface AddressParams {
  params: URLSearchParams;
  hydrated: boolean;
  /**
   * Writes a new query without scrolling: a history entry, so back and forward step through changes,
   * or, with replace, in place of the current one (each keystroke of a search is not a step back).
   */
  update: (next: (latest: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void;
}

const EMPTY = new URLSearchParams();

export function useAddressParams(): AddressParams {
  const [address, setAddress] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const seen = useRef('');
  const latest = useRef(address);
  if (address.toString() !== seen.current) {
    seen.current = address.toString();
    latest.current = address;
  }
  return {
    params: hydrated ? address : EMPTY,
    hydrated,
    update: (next, options) => {
      latest.current = next(new URLSearchParams(latest.current));
      setAddress(latest.current, { preventScrollReset: true, replace: options?.replace });
    },
  };
}

/**
 * The address as a page shows it: what the visitor just chose at once (a ticked box stays ticked, a
 * typed query stays typed) while the router writes it in a transition, then the address itself once it
 * has caught up or moved on (back, forward). `shown` records a query the page is about to write.
 */
export function useShownParams(address: URLSearchParams): { params: URLSearchParams; shown: (next: URLSearchParams) => void } {
  const [chosen, setChosen] = useState<{ from: string; to: string } | null>(null);
  const params = chosen && chosen.from === address.toString() ? new URLSearchParams(chosen.to) : address;
  useEffect(() => {
    if (chosen && address.toString() !== chosen.from) setChosen(null); // the address has caught up (or moved on)
  }, [address, chosen]);
  return { params, shown: (next) => setChosen({ from: address.toString(), to: next.toString() }) };
}
