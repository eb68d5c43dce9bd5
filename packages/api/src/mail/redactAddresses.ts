const ADDRESS = /([^\s<>()[\]"',;:@]+)@([^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+)/g

/** `text` with every e-mail address in it masked (`d***@example.com`): for logs and last_error. */
export function redactAddresses(text: string): string {
  return text.replace(ADDRESS, (_, local: string, domain: string) => `${local[0]}***@${domain}`)
}
