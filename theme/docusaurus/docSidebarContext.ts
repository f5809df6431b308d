import { createContext, useContext } from 'react';
import type { SidebarNode } from '../../runtime/types.js';

/** The sidebar of the doc on screen, for components placed inside its content (DocCardList). */
export const DocSidebarContext = createContext<SidebarNode[] | undefined>(undefined);

export const useDocSidebar = () => useContext(DocSidebarContext);
