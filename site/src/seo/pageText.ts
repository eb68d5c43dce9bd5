/** What a page says of itself to search engines: its document title and meta description. */
export interface PageText {
  title: string
  description: string
}
