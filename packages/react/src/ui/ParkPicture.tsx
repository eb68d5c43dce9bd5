import { apiAssetUrl } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'

export interface ParkPictureProps {
  /** The park's image_url; nothing is drawn without one. */
  src: string | null | undefined
  /** What the picture says to a screen reader; '' when the park's name is right beside it (decorative). */
  alt: string
  /** Below the fold: fetched when it comes near the screen. */
  lazy?: boolean
}

/**
 * A park's picture (the API's are 800 × 450): its width and height are given, so the page does not
 * jump when it arrives; CSS scales it to its column.
 */
export function ParkPicture({ src, alt, lazy = false }: ParkPictureProps) {
  const { client } = useParkade()
  if (!src) return null
  // Through the client's API base: a partner's proxy serves the picture from the partner's origin.
  return <img className="pk-picture" src={apiAssetUrl(client.config.apiBaseUrl, src)} alt={alt} width={800} height={450} decoding="async" {...(lazy ? { loading: 'lazy' as const } : {})} />
}
