/** The park page's layout: comes with the park's detail. */
export const PARK_LAYOUT_CSS: string = /* css */ `
/* The park page: one column, then from 760 px the booking card (rate, fees, Book) on the right, in view while the page scrolls. */
.parkade.parkade-park-detail { container-type: inline-size; }
.parkade .pk-park-layout { display: grid; gap: calc(var(--pk-space) * 3); grid-template-columns: minmax(0, 1fr); }
@container (min-width: 760px) {
  .parkade .pk-park-layout { grid-template-columns: minmax(0, 1fr) minmax(280px, 360px); grid-template-areas: "facts aside" "more aside"; align-items: start; }
  .parkade .pk-park-facts { grid-area: facts; }
  .parkade .pk-park-more { grid-area: more; }
  .parkade .pk-park-aside { grid-area: aside; position: sticky; top: var(--parkade-sticky-top, 16px); }
}
`
