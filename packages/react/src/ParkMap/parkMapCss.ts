// The map's own CSS (pins, clusters, labels, the overlay button), adopted where the map renders;
// it travels with the map, not in the theme's sheet that every component carries.
export const PARK_MAP_CSS = /* css */ `
.parkade .pk-map { position: relative; min-height: 320px; height: 100%; border: 1px solid var(--pk-color-border); border-radius: var(--pk-radius); overflow: hidden; background: #aad3df; }
.parkade .pk-map-canvas { position: absolute; inset: 0; }
.parkade .pk-map-canvas canvas:focus-visible { outline: 3px solid var(--pk-color-focus); outline-offset: -3px; }
.parkade .pk-map-status { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; padding: calc(var(--pk-space) * 2); text-align: center; }
.parkade .pk-map-status .pk-alert { max-width: 32em; }
.parkade .pk-map-area { position: absolute; top: var(--pk-space); left: 50%; transform: translateX(-50%); z-index: 2; box-shadow: 0 2px 6px rgb(0 0 0 / 0.25); }
.parkade .pk-map-pin {
  font: inherit; font-size: calc(var(--pk-font-size) * 0.8125); font-weight: 700; line-height: 1.2;
  padding: 3px 8px; border-radius: 999px; border: 2px solid #ffffff; cursor: pointer; white-space: nowrap;
  background: var(--pk-color-primary); color: var(--pk-color-primary-text); box-shadow: 0 1px 4px rgb(0 0 0 / 0.35);
}
.parkade .pk-map-pin[aria-pressed="true"] { background: var(--pk-color-text); color: var(--pk-color-bg); transform: scale(1.15); z-index: 1; }
.parkade .pk-map-pin:focus-visible { outline: 3px solid var(--pk-color-focus); outline-offset: 2px; }
.parkade .pk-map-cluster {
  font: inherit; font-weight: 700; min-width: 36px; height: 36px; padding: 0 8px; border-radius: 999px; cursor: pointer;
  border: 3px solid rgb(255 255 255 / 0.85); background: var(--pk-color-primary); color: var(--pk-color-primary-text); box-shadow: 0 1px 4px rgb(0 0 0 / 0.35);
}
.parkade .pk-map-center { width: 18px; height: 18px; border-radius: 50%; background: var(--pk-color-danger); border: 3px solid #ffffff; box-shadow: 0 0 0 2px var(--pk-color-danger); }
.parkade .pk-map-label { pointer-events: none; font-size: calc(var(--pk-font-size) * 0.75); color: #3d3d47; text-shadow: 0 0 2px #ffffff, 0 0 2px #ffffff; white-space: nowrap; transform: translateY(-10px); }
.parkade .pk-map-label-city { font-weight: 700; font-size: calc(var(--pk-font-size) * 0.875); }
.parkade .pk-map:not(.pk-map-near) .pk-map-label-landmark { display: none; }
`

/** ParkSearch with a map: side by side from 900 px, else one at a time with a List/Map switch. */
export const PARK_SEARCH_MAP_CSS = /* css */ `
.parkade .pk-result[data-highlighted] { outline: 3px solid var(--pk-color-primary); outline-offset: -1px; }
.parkade .pk-search-layout { display: flex; flex-direction: column; gap: calc(var(--pk-space) * 2); }
.parkade .pk-search-panels { order: -1; }
.parkade .pk-search-map .pk-map { height: 70vh; max-height: 640px; }
@media (max-width: 899.98px) {
  .parkade .pk-search-layout [data-panel-hidden] { display: none; }
}
@media (min-width: 900px) {
  .parkade .pk-search-panels { display: none; }
  .parkade .pk-search-layout { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
  .parkade .pk-search-list { grid-column: 1; grid-row: 1; }
  .parkade .pk-search-map { position: sticky; top: var(--pk-space); grid-column: 2; grid-row: 1; }
}
`
