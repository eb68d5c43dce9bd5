/** A wallet's transactions, two lines a row in a narrow column: come with the wallet. */
export const TRANSACTIONS_CSS: string = /* css */ `
/* A wallet's transactions in a narrow column (a phone, a partner's sidebar): each row as two lines, what and how much, when and the balance after. */
.parkade .pk-table-frame { container-type: inline-size; }
@container (max-width: 520px) {
  .parkade .pk-transactions thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .parkade .pk-transactions tr {
    display: grid; grid-template-columns: minmax(0, 1fr) auto; grid-template-areas: "description amount" "date balance" "type balance";
    gap: 2px 12px; padding: 10px 0; border-bottom: 1px solid var(--pk-color-border);
  }
  .parkade .pk-transactions td { display: block; padding: 0; border: 0; }
  .parkade .pk-transactions .pk-tx-description { grid-area: description; font-weight: 600; }
  .parkade .pk-transactions .pk-tx-amount { grid-area: amount; font-weight: 600; }
  .parkade .pk-transactions .pk-tx-date { grid-area: date; }
  .parkade .pk-transactions .pk-tx-type { grid-area: type; }
  .parkade .pk-transactions .pk-tx-balance { grid-area: balance; align-self: end; }
  .parkade .pk-transactions .pk-tx-date, .parkade .pk-transactions .pk-tx-type, .parkade .pk-transactions .pk-tx-balance { color: var(--pk-color-muted); font-size: calc(var(--pk-font-size) * 0.875); }
  .parkade .pk-transactions .pk-tx-balance::before { content: attr(data-label) " "; display: block; }
}
`
