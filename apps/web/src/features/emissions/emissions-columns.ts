/** The report's figure columns after the group's, in the table's order (the server's CSV has the same). */
export const FIGURE_COLUMNS = ['fuel', 'tonneKm', 'ttw', 'wtt', 'wtw', 'intensity', 'quality'] as const;
export type FigureColumn = (typeof FIGURE_COLUMNS)[number];

/** Right-aligned figures. */
export const NUMERIC_COLUMNS: ReadonlySet<FigureColumn> = new Set(['tonneKm', 'ttw', 'wtt', 'wtw', 'intensity']);
