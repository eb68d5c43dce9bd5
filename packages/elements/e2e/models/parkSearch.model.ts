import type { Locator, Page } from '@playwright/test'

/** `<parkade-park-search>` as a driver sees it; role locators reach into its open shadow root. */
export class ParkSearchModel {
  readonly host: Locator
  constructor(
    readonly page: Page,
    selector = 'parkade-park-search',
  ) {
    this.host = page.locator(selector)
  }

  /** The results' "View park" buttons. */
  viewButtons(): Locator {
    return this.host.getByRole('button', { name: /^(View park|Voir le parking)/ })
  }

  heading(name: string | RegExp): Locator {
    return this.host.getByRole('heading', { name })
  }
}
