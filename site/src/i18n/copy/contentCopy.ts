/** A page of written copy: a lead paragraph, then sections of paragraphs and, optionally, points. */
export interface CopySection {
  heading: string
  paragraphs: string[]
  points?: string[]
}

export interface PageCopy {
  meta: string
  lead: string
  sections: CopySection[]
}
