/** The card provider's field (Stripe Elements, or its sandbox stand-in's input), styled as ours: comes with the payment step. */
export const CARD_FIELD_CSS: string = /* css */ `
/* The card provider's field (Stripe Elements, or its sandbox stand-in's input) looks like ours. */
.parkade .pk-card-field-host > * {
  box-sizing: border-box; display: block; width: 100%; min-height: 44px; padding: 8px 12px;
  border: 1px solid var(--pk-color-border); border-radius: calc(var(--pk-radius) - 4px);
  background: var(--pk-color-bg); color: inherit; font: inherit;
}
`
