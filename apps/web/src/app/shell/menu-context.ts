import { createContext, useContext } from 'react';
import type { MenuSection } from '../navigation/menu';

/** The signed-in user's menu, built once by the shell for the sidebar and the home page. */
export const MenuContext = createContext<readonly MenuSection[]>([]);

export function useMenu() {
  return useContext(MenuContext);
}
