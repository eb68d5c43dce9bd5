// Everything the site uses from the SDK, in one place: '@parkade/react' re-exports @parkade/core.
export * from '@parkade/react'
