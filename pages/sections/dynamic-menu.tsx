import { createContext, useContext, useState, type ReactNode } from 'react';

/**
 * The page's dynamic menu (SPEC §1, §4): the anchor menu, replaced by the listing's filter bar while
 * the listing is in view. The listing reports whether it is; the anchor menu steps aside.
 */
interface DynamicMenu {
  listingInView: boolean;
  setListingInView: (inView: boolean) => void;
}

const Context = createContext<DynamicMenu>({ listingInView: false, setListingInView: () => undefined });

export function DynamicMenuProvider({ children }: { children: ReactNode }) {
  const [listingInView, setListingInView] = useState(false);
  return <Context.Provider value={{ listingInView, setListingInView }}>{children}</Context.Provider>;
}

export const useDynamicMenu = () => useContext(Context);
