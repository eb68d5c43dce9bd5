/** Tables of amounts (a park's fees, a price's breakdown, a wallet's transactions): come with the components that show one. */
export const TABLE_CSS: string = /* css */ `
.parkade .pk-table { width: 100%; border-collapse: collapse; }
.parkade .pk-table th, .parkade .pk-table td { text-align: start; padding: 6px 4px; border-bottom: 1px solid var(--pk-color-border); }
.parkade .pk-table .pk-num { text-align: end; font-variant-numeric: tabular-nums; }
`
