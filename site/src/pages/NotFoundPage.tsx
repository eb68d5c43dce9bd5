import { NotFoundContent } from './NotFoundContent.tsx'

/** Any route the site does not have. */
export default function NotFoundPage() {
  return <NotFoundContent />
}
