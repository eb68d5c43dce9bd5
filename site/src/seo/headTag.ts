/** One element of a page's <head>, as pageHead builds it and renderHeadTags writes it. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; name: string; content: string }
  | { tag: 'meta'; property: string; content: string }
  | { tag: 'link'; rel: 'canonical' | 'alternate'; href: string; hreflang?: string }
