import { createContext } from 'react';
import type { PageHead } from './types.js';

/** Receives what a component asks of <head>; the last one asking wins. */
export type RecordHead = (head: PageHead) => void;

export const PageHeadContext = createContext<RecordHead | null>(null);
